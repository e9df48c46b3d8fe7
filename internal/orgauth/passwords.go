package orgauth

import (
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/trustelem/zxcvbn/frequency"
)

// MinPassword is the shortest password a back-office user may choose.
const MinPassword = 10

// commonPasswords is the 30,000 most common passwords of zxcvbn's "passwords" list (Xato's
// corpus of leaked passwords, via github.com/trustelem/zxcvbn), with a few that Brazilians
// choose and that list misses, lower-cased.
var commonPasswords = sync.OnceValue(func() map[string]bool {
	list := frequency.FrequencyLists["passwords"]
	out := make(map[string]bool, len(list)+len(brazilian))
	for _, p := range list {
		out[p] = true
	}
	for _, p := range brazilian {
		out[p] = true
	}
	return out
})

// brazilian are common Portuguese passwords of 10 or more characters.
var brazilian = []string{"senha12345", "senha123456", "mudar12345", "mudar123456", "brasil1234", "brasil12345",
	"flamengo123", "corinthians", "palmeiras123", "saopaulo123", "gremio1234", "1234567890",
	"qwertyuiop", "abcdefghij", "catraca123", "catraca1234", "ingressos123"}

// passwordProblem is what is wrong with a new password, or "".
func passwordProblem(p string) string {
	switch {
	case utf8.RuneCountInString(p) < MinPassword:
		return MsgPasswordShort
	case utf8.RuneCountInString(p) > 200:
		return MsgPasswordLong
	case commonPasswords()[strings.ToLower(p)]:
		return MsgPasswordCommon
	}
	return ""
}
