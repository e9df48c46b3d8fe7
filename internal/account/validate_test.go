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
