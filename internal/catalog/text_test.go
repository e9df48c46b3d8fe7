package catalog

import (
	"testing"
	"unicode/utf8"
)

func TestSearchKey(t *testing.T) {
	tests := map[string]string{
		"São Paulo":              "sao paulo",
		"  FLORIANÓPOLIS  ":      "florianopolis",
		"Vitória\tda  Conquista": "vitoria da conquista",
		"Itaú":                   "itau",
		"Açaí com Guaraná":       "acai com guarana",
		"":                       "",
	}
	for in, want := range tests {
		if got := SearchKey(in); got != want {
			t.Errorf("SearchKey(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestLikeEscape(t *testing.T) {
	if got := likeEscape(`50%_off\`); got != `50\%\_off\\` {
		t.Errorf("got %q", got)
	}
}

func FuzzSearchKey(f *testing.F) {
	for _, s := range []string{"São Paulo", "ÇÃÕ", "\xff", "a\u0301"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		k := SearchKey(s)
		if utf8.ValidString(s) && !utf8.ValidString(k) {
			t.Errorf("invalid UTF-8 key for %q", s)
		}
		if SearchKey(k) != k {
			t.Errorf("not idempotent: %q → %q → %q", s, k, SearchKey(k))
		}
	})
}
