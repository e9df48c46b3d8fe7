package ticket

import (
	"strings"
	"testing"
)

// A code is the SHA-256 of the token cut to 12 hex characters in upper case (sha256sum agrees),
// is read in either case, and a holder's name follows the transfer's rule.
func TestCodeAndHolderName(t *testing.T) {
	if got := Code("tok-ana"); got != "9EF16F760748" {
		t.Errorf("Code: %s", got)
	}
	for s, want := range map[string]bool{"9EF16F760748": true, "9ef16f760748": true, "9EF16F76074": false,
		"9EF16F76074G": false, strings.Repeat("a", 32): false} {
		if LooksLikeCode(s) != want {
			t.Errorf("LooksLikeCode(%q) = %v", s, !want)
		}
	}
	for in, want := range map[string]string{"  Ana Souza ": "Ana Souza", "": "", "   ": "", strings.Repeat("é", 201): "",
		strings.Repeat("é", 200): strings.Repeat("é", 200), "\xff": ""} {
		got, ok := HolderName(in)
		if ok != (want != "") || (ok && got != want) {
			t.Errorf("HolderName(%q) = %q, %v", in, got, ok)
		}
	}
}
