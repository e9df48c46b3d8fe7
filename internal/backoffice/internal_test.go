package backoffice

import (
	"testing"

	"github.com/catraca/catraca/internal/orgauth"
)

// A CPF is found typed bare or masked, a LIKE pattern's wildcards are the buyer's text, and
// only owners see a CPF whole.
func TestSearchTextAndCPF(t *testing.T) {
	for in, want := range map[string]string{"123.456.789-09": "12345678909", "123 456 789 09": "12345678909",
		"12345678909": "12345678909", "123.456.789/09": "", "ana": ""} {
		if got := cpfDigits(in); got != want {
			t.Errorf("cpfDigits(%q) = %q, want %q", in, got, want)
		}
	}
	if got := likeEscaper.Replace(`50%_a\b`); got != `50\%\_a\\b` {
		t.Errorf("likeEscaper: %s", got)
	}
	for role, want := range map[orgauth.Role]string{orgauth.Owner: "123.456.789-09", orgauth.Manager: "***.456.789-**",
		orgauth.Finance: "***.456.789-**"} {
		if got := cpfFor(role, "12345678909"); got != want {
			t.Errorf("%s sees %s, want %s", role, got, want)
		}
	}
}
