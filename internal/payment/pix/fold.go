package pix

import "strings"

// The BR Code manual limits names and cities to the EMV character set, and many bank apps show
// anything else as garbage, so Portuguese accents are folded to their base letters ("São Paulo" →
// "Sao Paulo", "Conceição" → "Conceicao") and other characters outside printable ASCII are dropped.
var folds = map[rune]string{
	'á': "a", 'à': "a", 'â': "a", 'ã': "a", 'ä': "a", 'å': "a",
	'Á': "A", 'À': "A", 'Â': "A", 'Ã': "A", 'Ä': "A", 'Å': "A",
	'é': "e", 'è': "e", 'ê': "e", 'ë': "e", 'É': "E", 'È': "E", 'Ê': "E", 'Ë': "E",
	'í': "i", 'ì': "i", 'î': "i", 'ï': "i", 'Í': "I", 'Ì': "I", 'Î': "I", 'Ï': "I",
	'ó': "o", 'ò': "o", 'ô': "o", 'õ': "o", 'ö': "o", 'Ó': "O", 'Ò': "O", 'Ô': "O", 'Õ': "O", 'Ö': "O",
	'ú': "u", 'ù': "u", 'û': "u", 'ü': "u", 'Ú': "U", 'Ù': "U", 'Û': "U", 'Ü': "U",
	'ç': "c", 'Ç': "C", 'ñ': "n", 'Ñ': "N", 'ý': "y", 'Ý': "Y", 'ÿ': "y",
	'ª': "a", 'º': "o", '–': "-", '—': "-", '’': "'", '‘': "'", '“': "\"", '”': "\"",
}

// Fold turns s into printable ASCII: accents folded, control and other characters dropped, runs
// of spaces collapsed.
func Fold(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= 0x20 && r <= 0x7e:
			b.WriteRune(r)
		case folds[r] != "":
			b.WriteString(folds[r])
		case r == '\t' || r == '\n' || r == '\u00a0':
			b.WriteByte(' ')
		}
	}
	return strings.Join(strings.Fields(b.String()), " ")
}
