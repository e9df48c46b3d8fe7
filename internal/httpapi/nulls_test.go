package httpapi

import (
	"net/http/httptest"
	"strings"
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

// A value of the wrong JSON type is 400 'Dados inválidos.' naming its field, as a null is;
// a body that is not an object at all names none.
func TestWrongTypeNamesTheField(t *testing.T) {
	for body, want := range map[string]string{
		`{"session_id": "1"}`:                              "session_id",
		`{"session_id": 1e30}`:                             "session_id",
		`{"session_id": 9223372036854775808}`:              "session_id",
		`{"session_id": 1.5}`:                              "session_id",
		`{"items": {"sector_id": 1}}`:                      "items",
		`{"items": [{"sector_id": 1}, {"quantity": "2"}]}`: "items.1.quantity",
		`{"items": [{"attendees": [{"name": 5}]}]}`:        "items.0.attendees.0.name",
		`{"buyer": {"email": ["a@b.co"]}}`:                 "buyer.email",
		`{"buyer": "Ana"}`:                                 "buyer",
		`{"coupon": "X", "senha": {}, "session_id": 1}`:    "senha",
		`["session_id"]`:                                   "",
		`"pedido"`:                                         "",
	} {
		r := httptest.NewRequest("POST", "/api/checkout/orders", strings.NewReader(body))
		r.Header.Set("Content-Type", "application/json")
		err := decodeJSON(r, new(createOrderRequest))
		e := apperr.From(err)
		if err == nil || e.Code != apperr.Invalid || e.Message != MsgBadRequest {
			t.Errorf("%s: %v", body, err)
			continue
		}
		got := ""
		for f := range e.Fields {
			got = f
		}
		if got != want || len(e.Fields) > 1 {
			t.Errorf("%s: blamed %v, want %q", body, e.Fields, want)
		}
	}
}
