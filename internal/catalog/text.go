// Package catalog owns what visitors browse: categories, cities and (later) events.
package catalog

import (
	"strings"
	"unicode"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// SearchKey folds text for accent- and case-insensitive matching on both databases:
// "São Paulo" and "sao paulo" give the same key. Keys are stored beside the text they fold.
func SearchKey(s string) string {
	t := transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC)
	folded, _, err := transform.String(t, s)
	if err != nil {
		folded = s
	}
	return strings.Join(strings.Fields(strings.ToLower(folded)), " ")
}

// likeEscape escapes LIKE wildcards in user text; queries use ESCAPE '\'.
func likeEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}
