package catalog

import (
	"errors"
	"fmt"

	"github.com/catraca/catraca/internal/apperr"
)

// refusal is a write the catalog refuses for what already happened (tickets sold, coupons
// used, another event's slug) rather than for the document's shape, which imports checks
// first. field is where an event document says it, as the console's form names it
// ("sessoes.0.setores.1.capacidade"); the import prints the message with its entry's ids.
type refusal struct{ field, msg string }

func (r *refusal) Error() string { return r.msg }

func refuse(field, format string, args ...any) error {
	return &refusal{field: field, msg: fmt.Sprintf(format, args...)}
}

// within puts the field of a refusal inside err under the list entry it came from.
func within(entry string, err error) error {
	var r *refusal
	if errors.As(err, &r) {
		r.field = entry + "." + r.field
	}
	return err
}

// asFieldError is err as the console answers it: a refusal beside its field (422), anything
// else as it is.
func asFieldError(err error) error {
	var r *refusal
	if errors.As(err, &r) {
		return &apperr.Error{Code: apperr.Unprocessable, Message: r.msg, Fields: map[string]string{r.field: r.msg}}
	}
	return err
}
