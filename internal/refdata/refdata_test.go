package refdata

import (
	"regexp"
	"testing"
)

func TestCities(t *testing.T) {
	cities, err := Cities()
	if err != nil {
		t.Fatal(err)
	}
	if len(cities) != 5570 {
		t.Errorf("got %d cities, want 5570", len(cities))
	}
	states, err := States()
	if err != nil {
		t.Fatal(err)
	}
	ufCode := map[string]int{}
	for _, s := range states {
		ufCode[s.UF] = s.ID
	}

	byID := map[int]City{}
	for _, c := range cities {
		if _, dup := byID[c.ID]; dup {
			t.Errorf("duplicate city id %d", c.ID)
		}
		byID[c.ID] = c
		if c.ID < 1000000 || c.ID > 9999999 {
			t.Errorf("%d %s: id is not 7 digits", c.ID, c.Name)
		}
		code, ok := ufCode[c.State]
		if !ok {
			t.Errorf("%d %s: unknown state %q", c.ID, c.Name, c.State)
		} else if c.ID/100000 != code {
			t.Errorf("%d %s: id does not start with UF code %d of %s", c.ID, c.Name, code, c.State)
		}
		if c.Name == "" {
			t.Errorf("%d: empty name", c.ID)
		}
	}

	capitals := []City{
		{4205407, "Florianópolis", "SC"},
		{3550308, "São Paulo", "SP"},
		{4314902, "Porto Alegre", "RS"},
		{4106902, "Curitiba", "PR"},
		{3205309, "Vitória", "ES"},
		{3106200, "Belo Horizonte", "MG"},
	}
	for _, want := range capitals {
		t.Run(want.Name, func(t *testing.T) {
			if got := byID[want.ID]; got != want {
				t.Errorf("city %d = %+v, want %+v", want.ID, got, want)
			}
		})
	}
}

func TestStates(t *testing.T) {
	states, err := States()
	if err != nil {
		t.Fatal(err)
	}
	if len(states) != 27 {
		t.Errorf("got %d states, want 27", len(states))
	}
	tests := []State{
		{42, "SC", "Santa Catarina"},
		{35, "SP", "São Paulo"},
		{53, "DF", "Distrito Federal"},
	}
	for _, want := range tests {
		found := false
		for _, s := range states {
			if s.UF == want.UF {
				found = true
				if s != want {
					t.Errorf("state %s = %+v, want %+v", want.UF, s, want)
				}
			}
		}
		if !found {
			t.Errorf("state %s missing", want.UF)
		}
	}
}

func TestCountries(t *testing.T) {
	countries, err := Countries()
	if err != nil {
		t.Fatal(err)
	}
	if len(countries) < 240 {
		t.Errorf("got %d countries, want at least 240", len(countries))
	}
	byISO := map[string]Country{}
	for _, c := range countries {
		if _, dup := byISO[c.ISO]; dup {
			t.Errorf("duplicate country %s", c.ISO)
		}
		byISO[c.ISO] = c
		if c.Codigo <= 0 || c.Nome == "" || len(c.ISO) != 2 || len(c.ISO3) != 3 {
			t.Errorf("incomplete country %+v", c)
		}
	}

	tests := []struct {
		iso  string
		want Country
	}{
		{"BR", Country{Codigo: 76, Fone: "55", ISO: "BR", ISO3: "BRA", Nome: "Brasil", NomeFormal: "República Federativa do Brasil"}},
		{"US", Country{Codigo: 840, Fone: "1", ISO: "US", ISO3: "USA", Nome: "Estados Unidos", NomeFormal: "Estados Unidos da América"}},
		{"PT", Country{Codigo: 620, Fone: "351", ISO: "PT", ISO3: "PRT", Nome: "Portugal"}},
	}
	for _, tt := range tests {
		t.Run(tt.iso, func(t *testing.T) {
			got, ok := byISO[tt.iso]
			if !ok {
				t.Fatalf("country %s missing", tt.iso)
			}
			if tt.want.NomeFormal == "" {
				got.NomeFormal = "" // not checked
			}
			if got != tt.want {
				t.Errorf("got %+v, want %+v", got, tt.want)
			}
		})
	}
}

func TestBanks(t *testing.T) {
	banks, err := Banks()
	if err != nil {
		t.Fatal(err)
	}
	threeDigits := regexp.MustCompile(`^[0-9]{3}$`)
	byCode := map[string]string{}
	for _, b := range banks {
		if !threeDigits.MatchString(b.Codigo) {
			t.Errorf("bank code %q is not 3 digits", b.Codigo)
		}
		if _, dup := byCode[b.Codigo]; dup {
			t.Errorf("duplicate bank code %s", b.Codigo)
		}
		byCode[b.Codigo] = b.Nome
		if b.Nome == "" {
			t.Errorf("bank %s has no name", b.Codigo)
		}
	}

	tests := []Bank{
		{"001", "Banco do Brasil S.A."},
		{"341", "ITAÚ UNIBANCO S.A."},
		{"237", "Banco Bradesco S.A."},
		{"104", "Caixa Econômica Federal"},
		{"260", "NU PAGAMENTOS S.A. - INSTITUIÇÃO DE PAGAMENTO"},
	}
	for _, want := range tests {
		t.Run(want.Codigo, func(t *testing.T) {
			got, ok := byCode[want.Codigo]
			if !ok {
				t.Fatalf("bank %s missing", want.Codigo)
			}
			if got != want.Nome {
				t.Errorf("bank %s = %q, want %q", want.Codigo, got, want.Nome)
			}
		})
	}
}

func TestSorted(t *testing.T) {
	banks, err := Banks()
	if err != nil {
		t.Fatal(err)
	}
	for i := 1; i < len(banks); i++ {
		if banks[i-1].Codigo >= banks[i].Codigo {
			t.Fatalf("banks not sorted at %s, %s", banks[i-1].Codigo, banks[i].Codigo)
		}
	}
	cities, err := Cities()
	if err != nil {
		t.Fatal(err)
	}
	for i := 1; i < len(cities); i++ {
		if cities[i-1].State > cities[i].State {
			t.Fatalf("cities not grouped by state at %d, %d", cities[i-1].ID, cities[i].ID)
		}
	}
	states, err := States()
	if err != nil {
		t.Fatal(err)
	}
	for i := 1; i < len(states); i++ {
		if states[i-1].ID >= states[i].ID {
			t.Fatalf("states not sorted at %d, %d", states[i-1].ID, states[i].ID)
		}
	}
}
