package checkout

import (
	"fmt"
	"sort"

	"github.com/catraca/catraca/internal/apperr"
)

type cpfCount struct {
	cpf       string
	qty, half int
}

// countCPFs sums tickets per attendee CPF, sorted by CPF.
func countCPFs(items []ItemInput) []cpfCount {
	by := map[string]*cpfCount{}
	for _, it := range items {
		for _, at := range it.Attendees {
			c := by[at.CPF]
			if c == nil {
				c = &cpfCount{cpf: at.CPF}
				by[at.CPF] = c
			}
			c.qty++
			if it.Type == TypeHalf {
				c.half++
			}
		}
	}
	out := make([]cpfCount, 0, len(by))
	for _, c := range by {
		out = append(out, *c)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].cpf < out[j].cpf })
	return out
}

// cpfRefusal refuses an order for one attendee CPF (its limit, its one half-price ticket) and
// points at every ticket holder with that CPF (items.0.attendees.1.cpf), so that a form with
// several holders shows which one.
func cpfRefusal(items []ItemInput, cpf, msg string, why apperr.Reason) *apperr.Error {
	fields := map[string]string{}
	for i, it := range items {
		for j, at := range it.Attendees {
			if at.CPF == cpf {
				fields[fmt.Sprintf("items.%d.attendees.%d.cpf", i, j)] = msg
			}
		}
	}
	return &apperr.Error{Code: apperr.Conflict, Reason: why, Message: msg, Fields: fields}
}
