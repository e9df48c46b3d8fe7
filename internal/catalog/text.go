// Package catalog owns what visitors browse: categories, cities and (later) events.
package catalog

import (
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// SearchKey folds text for accent- and case-insensitive matching on both databases:
// "São Paulo" and "sao paulo" give the same key. Keys are stored beside the text they fold.
func SearchKey(s string) string {
	if isASCII(s) { // nothing to fold but case: skip the costly normalisation (every cached read keys on this)
		return strings.Join(strings.Fields(strings.ToLower(s)), " ")
	}
	if v, ok := folds.Load(s); ok {
		return v.(string)
	}
	t := transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC)
	folded, _, err := transform.String(t, s)
	if err != nil {
		folded = s
	}
	key := strings.Join(strings.Fields(strings.ToLower(folded)), " ")
	if len(s) <= 100 && foldCount.Add(1) <= maxFolds { // city names and searches repeat; bounded
		folds.Store(s, key)
	}
	return key
}

// folds remembers the keys of accented texts already folded, up to maxFolds of them.
var (
	folds     sync.Map
	foldCount atomic.Int64
)

const maxFolds = 10000

// likeEscape escapes LIKE wildcards in user text; queries use ESCAPE '\'.
func likeEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
