package httpapi

import (
	"testing"

	"github.com/catraca/catraca/internal/apperr"
)

func TestRefuseNulls(t *testing.T) {
	for body, want := range map[string]string{
		`{"session_id": null}`:                            "session_id",
		`{"session_id": 1, "buyer": null, "items": null}`: "",
		`{"items": [{"sector_id": 1, "quantity": null}]}`: "items.0.quantity",
		`{"items": [{"attendees": [{"name": null}]}]}`:    "items.0.attendees.0.name",
		`{"items": [null]}`:                               "items.0",
		`{"unknown": null, "senha": "x"}`:                 "",
	} {
		err := refuseNulls([]byte(body), new(createOrderRequest))
		got := ""
		if err != nil {
			got = "?"
			for f := range apperr.From(err).Fields {
				got = f
			}
		}
		if got != want {
			t.Errorf("%s: blamed %q, want %q", body, got, want)
		}
	}
}
