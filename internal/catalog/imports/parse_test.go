package imports

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

type known struct{}

func (known) CityExists(id int) bool         { return id == 4205407 }
func (known) CategoryExists(c int) bool      { return c == 1 }
func (known) OrganizerExists(id string) bool { return id == "org-db" }
func (known) PlaceExists(id string) bool     { return false }
func (known) SlugOwner(slug string) string {
	if slug == "ja-usado" {
		return "outro-evento"
	}
	return ""
}

const valid = `
organizers:
  - id: org-1
    nome: Produtora
places:
  - id: pl-1
    nome: Teatro
    cidade_ibge: 4205407
events:
  - id: ev-1
    nome: Show
    slug: show-bom
    categoria: 1
    organizador: org-1
    local: pl-1
    timezone: America/Recife
    venda_inicio: 2026-12-01 10:00
    sessoes:
      - id: s1
        inicio: 2026-12-10 21:00
        fim: 2026-12-10T23:30:00-03:00
        setores:
          - {id: pista, nome: Pista, preco_centavos: 9999, meia_entrada: true, capacidade: 10}
`

func TestParseValidYAMLAndJSON(t *testing.T) {
	doc, err := Parse([]byte(valid), known{})
	if err != nil {
		t.Fatal(err)
	}
	e := doc.Events[0]
	recife, _ := time.LoadLocation("America/Recife")
	if !e.Sessoes[0].Inicio.Equal(time.Date(2026, 12, 10, 21, 0, 0, 0, recife)) {
		t.Errorf("local time must be read in the event's zone: %v", e.Sessoes[0].Inicio)
	}
	if !e.VendaInicio.Equal(time.Date(2026, 12, 1, 10, 0, 0, 0, recife)) || e.Sessoes[0].Fim == nil {
		t.Errorf("times: %+v", e)
	}
	json := `{"organizers": [{"id": "o", "nome": "X"}], "events": [{"id": "e", "nome": "Y", "categoria": 1,
		"organizador": "o", "local": "pl", "timezone": "America/Sao_Paulo", "sessoes": []}]}`
	_, err = Parse([]byte(json), known{})
	if err == nil || !strings.Contains(err.Error(), `linha 2: evento e: local "pl" não existe`) ||
		!strings.Contains(err.Error(), "informe ao menos uma sessão") {
		t.Errorf("JSON with problems: %v", err)
	}
}

func TestParseReportsEveryProblemWithItsLine(t *testing.T) {
	bad := strings.NewReplacer("slug: show-bom", "slug: ja-usado", "preco_centavos: 9999", "preco_centavos: -1",
		"nome: Teatro", "nome: Teatro\n    telefone: 123", "timezone: America/Recife", "timezone: Lua/Cratera",
		"inicio: 2026-12-10 21:00", "inicio: amanhã").Replace(valid)
	_, err := Parse([]byte(bad), known{})
	errs, ok := err.(Errors)
	if !ok {
		t.Fatalf("got %v", err)
	}
	for _, want := range []string{
		`linha 8: campo desconhecido "telefone" em local`,
		`linha 13: evento ev-1: o slug "ja-usado" já é do evento outro-evento`,
		`linha 17: evento ev-1: timezone deve ser um fuso IANA`,
		`linha 21: data/hora inválida "amanhã"`,
		`linha 24: setor pista: preco_centavos deve ser de 0 a 100000000`,
	} {
		found := false
		for _, e := range errs {
			found = found || strings.HasPrefix(e, want)
		}
		if !found {
			t.Errorf("missing %q in:\n%s", want, errs)
		}
	}
	for i := 1; i < len(errs); i++ {
		if lineOf(errs[i]) < lineOf(errs[i-1]) {
			t.Errorf("errors not in file order: %v", errs)
		}
	}
}

func TestParseRejectsJunk(t *testing.T) {
	for _, src := range []string{"", "[1, 2]", "events: 3", "events: [1]", "{{{{", "events:\n  - id: x\n    sessoes: nope",
		strings.Repeat("a: [", 1000)} {
		if _, err := Parse([]byte(src), known{}); err == nil {
			t.Errorf("accepted %.40q", src)
		}
	}
}

func FuzzParse(f *testing.F) {
	f.Add([]byte(valid))
	f.Add([]byte(`{"events": [{"id": "e"}]}`))
	f.Fuzz(func(t *testing.T, src []byte) {
		doc, err := Parse(src, known{})
		if err == nil && len(doc.Events) > 0 && doc.Events[0].Nome == "" {
			t.Errorf("accepted an event without a name")
		}
	})
}

// Links end up in href and src attributes: only http(s) URLs and plain Instagram handles pass.
func TestLinksOnlyHTTPAndInstagramHandles(t *testing.T) {
	for _, bad := range []struct{ from, to string }{
		{"nome: Produtora", "nome: Produtora\n    logo: javascript:alert(1)"},
		{"nome: Produtora", "nome: Produtora\n    logo: data:image/svg+xml,<svg/onload=alert(1)>"},
		{"nome: Produtora", "nome: Produtora\n    instagram: javascript:alert(1)"},
		{"nome: Produtora", "nome: Produtora\n    instagram: https://evil.example/x"},
		{"nome: Show", "nome: Show\n    imagem: javascript:alert(document.cookie)"},
		{"nome: Show", "nome: Show\n    imagem: //evil.example/x.png"},
	} {
		_, err := Parse([]byte(strings.Replace(valid, bad.from, bad.to, 1)), known{})
		if err == nil {
			t.Errorf("accepted %q", bad.to)
		}
	}
	good := strings.Replace(valid, "nome: Produtora", "nome: Produtora\n    logo: https://exemplo.com.br/l.png\n    instagram: '@produtora.ilha'", 1)
	good = strings.Replace(good, "nome: Show", "nome: Show\n    imagem: http://exemplo.com.br/x.jpg", 1)
	if _, err := Parse([]byte(good), known{}); err != nil {
		t.Errorf("http(s) links and a handle must pass: %v", err)
	}
}

// An organizer's Stripe connected account is optional; one that is not an acct_ id is refused
// with its line, naming the field.
func TestStripeAccount(t *testing.T) {
	with := func(v string) string {
		return strings.Replace(valid, "nome: Produtora", "nome: Produtora\n    stripe_account: "+v, 1)
	}
	doc, err := Parse([]byte(with("acct_1Nv0FGQ9RKHgCVdK")), known{})
	if err != nil || doc.Organizers[0].StripeAccount != "acct_1Nv0FGQ9RKHgCVdK" {
		t.Fatalf("a valid account: %v, %+v", err, doc.Organizers)
	}
	if doc, err := Parse([]byte(valid), known{}); err != nil || doc.Organizers[0].StripeAccount != "" {
		t.Errorf("no account: %v, %+v", err, doc.Organizers)
	}
	for _, bad := range []string{"acct_", "acct_abc-def", "ACCT_123", "cus_123", "'acct_ 12'", "https://dashboard.stripe.com/acct_1", "acct_" + strings.Repeat("a", 256)} {
		_, err := Parse([]byte(with(bad)), known{})
		want := "linha 5: organizador org-1: stripe_account deve ser o id de uma conta conectada do Stripe (acct_ seguido de letras e números)"
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v", bad, err)
		}
	}
}

func lineOf(msg string) int {
	var n int
	_, _ = fmt.Sscanf(msg, "linha %d:", &n)
	return n
}
