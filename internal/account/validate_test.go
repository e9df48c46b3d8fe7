package account

import (
	"encoding/json"
	"os"
	"reflect"
	"strconv"
	"testing"
)

// The vectors in testdata/ are shared with the web app's tests, so both sides agree.
func readVectors(t *testing.T, name string, v any) {
	t.Helper()
	raw, err := os.ReadFile("../../testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(raw, v); err != nil {
		t.Fatal(err)
	}
}

func TestCPFVectors(t *testing.T) {
	var v struct{ Valid, Invalid []string }
	readVectors(t, "cpf.json", &v)
	for _, c := range v.Valid {
		if !ValidCPF(c) {
			t.Errorf("%q must be valid", c)
		}
	}
	for _, c := range v.Invalid {
		if ValidCPF(c) {
			t.Errorf("%q must be invalid", c)
		}
	}
}

func TestPhoneVectors(t *testing.T) {
	var v struct {
		BrazilValid          []string `json:"brazil_valid"`
		BrazilInvalid        []string `json:"brazil_invalid"`
		InternationalValid   []string `json:"international_valid"`
		InternationalInvalid []string `json:"international_invalid"`
	}
	readVectors(t, "phone.json", &v)
	for _, tt := range []struct {
		list   []string
		brazil bool
		want   bool
	}{{v.BrazilValid, true, true}, {v.BrazilInvalid, true, false},
		{v.InternationalValid, false, true}, {v.InternationalInvalid, false, false}} {
		for _, p := range tt.list {
			if _, ok := NormalizePhone(p, tt.brazil); ok != tt.want {
				t.Errorf("NormalizePhone(%q, brazil=%v) ok != %v", p, tt.brazil, tt.want)
			}
		}
	}
}

func TestProfileMaskIsStoredInRegistrationMask(t *testing.T) {
	if got, ok := NormalizePhone("(48) 99999 0000", true); !ok || got != "(48) 9 9999-0000" {
		t.Errorf("got %q %v", got, ok)
	}
}

// The purchase API reads a cellphone as a client may send it; the forms keep their masks.
func TestParseCellphone(t *testing.T) {
	for in, want := range map[string]string{
		"(48) 9 9999-0000": "(48) 9 9999-0000", "(48) 99999 0000": "(48) 9 9999-0000",
		"48999990000": "(48) 9 9999-0000", "+55 48 99999-0000": "(48) 9 9999-0000",
		"5548999990000": "(48) 9 9999-0000", "(11) 98765-4321": "(11) 9 8765-4321",
		"4899999000": "", "48899990000": "", "08999990000": "", "+1 415 555 0100": "",
		"48 99999-0000 ramal 2": "", "": "", "489999900000": "",
	} {
		got, ok := ParseCellphone(in)
		if got != want || ok != (want != "") {
			t.Errorf("ParseCellphone(%q) = %q, %v; want %q", in, got, ok, want)
		}
		if _, form := NormalizePhone(in, true); form && want == "" {
			t.Errorf("the form rule accepts %q, which the API refuses", in)
		}
	}
}

func TestEmail(t *testing.T) {
	for e, want := range map[string]bool{"ana@example.com": true, "a.b+c@sub.example.com.br": true,
		"ana@localhost": false, "Ana <ana@example.com>": false, "ana@": false, "": false, "ana example@x.com": false,
		"ana@example.com.": false} {
		if ValidEmail(e) != want {
			t.Errorf("ValidEmail(%q) != %v", e, want)
		}
	}
}

func FuzzValidCPF(f *testing.F) {
	f.Add("52998224725")
	f.Fuzz(func(t *testing.T, s string) {
		if ValidCPF(s) && len(s) != 11 {
			t.Errorf("accepted %q", s)
		}
	})
}

// The OpenAPI document states the password rule through Registration's tags; keep them equal.
func TestRegistrationTagsFollowRules(t *testing.T) {
	f, _ := reflect.TypeOf(Registration{}).FieldByName("Password")
	if f.Tag.Get("minLength") != strconv.Itoa(MinPassword) {
		t.Errorf("password minLength tag %q, rule %d", f.Tag.Get("minLength"), MinPassword)
	}
}
