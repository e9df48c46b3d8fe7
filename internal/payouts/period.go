package payouts

import (
	"time"

	"github.com/catraca/catraca/internal/apperr"
)

// MaxDays is the longest period a report covers: a year, leap day included. It bounds the
// rows one request reads.
const MaxDays = 366

// Messages of a period the report cannot read; each names its parameter.
const (
	MsgBadFrom  = "Data inicial inválida: informe from no formato AAAA-MM-DD."
	MsgBadTo    = "Data final inválida: informe to no formato AAAA-MM-DD."
	MsgToBefore = "A data final (to) não pode ser anterior à inicial (from)."
	MsgTooLong  = "O período pode ter no máximo 366 dias: aproxime from e to."
)

// Unprocessable is a parameter of the report that cannot be read, under its name (422).
func Unprocessable(field, msg string) *apperr.Error {
	return &apperr.Error{Code: apperr.Unprocessable, Message: msg, Fields: map[string]string{field: msg}}
}

// badPeriod is Unprocessable with the reason clients tell a period's mistakes by.
func badPeriod(field, msg string) error { return Unprocessable(field, msg).Because(apperr.BadPeriod) }

// period reads from and to, both included, as [start, end) in São Paulo.
func period(from, to string) (start, end time.Time, err error) {
	start, err = time.ParseInLocation(time.DateOnly, from, saoPaulo)
	if err != nil {
		return start, end, badPeriod("from", MsgBadFrom)
	}
	last, err := time.ParseInLocation(time.DateOnly, to, saoPaulo)
	if err != nil {
		return start, end, badPeriod("to", MsgBadTo)
	}
	switch {
	case last.Before(start):
		return start, end, badPeriod("to", MsgToBefore)
	case last.After(start.AddDate(0, 0, MaxDays-1)):
		return start, end, badPeriod("to", MsgTooLong)
	}
	return start, last.AddDate(0, 0, 1), nil
}
