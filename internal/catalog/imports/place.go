package imports

import (
	"strings"

	"github.com/catraca/catraca/internal/catalog"
)

// MsgCheckPlace sums up a console's place refused field by field.
const MsgCheckPlace = "Confira os campos do local."

// ParsePlace reads one place (YAML or JSON, an entry of a file's places:
// docs/catalog-import.md) and checks it with the code that checks each place of a file, the
// same messages included. The id may be left out, for the caller to make one. Problems are one
// *apperr.Error (422), each message beside its field. It is a catalog.PlaceChecker.
func ParsePlace(src []byte, known Known) (catalog.PlaceInput, error) {
	n, err := entry(src)
	if err != nil {
		return catalog.PlaceInput{}, err
	}
	p := newParser(known, true)
	var pl catalog.PlaceInput
	f := p.decode(n, &pl, "local")
	pl.ID = strings.TrimSpace(pl.ID)
	if pl.ID != "" {
		p.id(f, n, pl.ID, map[string]bool{}, "local")
	}
	p.place(f, n, pl)
	if len(p.probs) > 0 {
		return catalog.PlaceInput{}, p.fieldReport(MsgCheckPlace)
	}
	return pl, nil
}
