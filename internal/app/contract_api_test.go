package app_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/catraca/catraca/internal/app"
)

// The server refuses what the document refuses: a null where a value is required, a value of
// the wrong type, a body that is not declared JSON, a repeated parameter, and it names the
// field at fault.
func TestServerRefusesWhatTheDocumentRefuses(t *testing.T) {
	t.Parallel()
	eachAccounts(t, func(t *testing.T, a *app.App, srv *httptest.Server, _ *clock) {
		for _, c := range []struct {
			name, method, path, contentType, body string
			status                                int
			field, message                        string
		}{
			{"null password", "POST", "/api/v2/event/detail/1", "application/json", `{"senha": null}`, 400, "senha", "Valor nulo não é permitido."},
			{"null e-mail", "POST", "/api/clients/password/recover", "application/json", `{"email": null}`, 400, "email", "Valor nulo não é permitido."},
			{"null in an embedded struct", "POST", "/api/checkout/orders", "application/json", `{"session_id": null}`, 400, "session_id", "Valor nulo não é permitido."},
			{"null nested in a list", "POST", "/api/checkout/orders", "application/json", `{"session_id": 1, "items": [{"sector_id": 1, "type": "full", "quantity": null, "attendees": []}]}`, 400, "items.0.quantity", "Valor nulo não é permitido."},
			{"text/plain body", "POST", "/api/auth/loginsite", "text/plain", `{"username":"a@b.co","password":"x"}`, 415, "", "Content-Type deve ser application/json."},
			{"no Content-Type", "POST", "/api/clients/password/recover", "", `{"email":"a@b.co"}`, 415, "", "Content-Type deve ser application/json."},
			{"repeated host", "GET", "/api/config?host=a&host=b", "", "", 400, "host", "Parâmetro repetido."},
			{"repeated q", "POST", "/api/v2/events/list?q=a&q=b", "", "", 400, "q", "Parâmetro repetido."},
			{"uf too long", "POST", "/api/v2/events/list?uf=SCX", "", "", 400, "uf", "Dados inválidos."},
			{"estado too long", "GET", "/api/store/covers?cidade=Floripa&estado=SCX", "", "", 400, "estado", "Dados inválidos."},
			{"q too long", "POST", "/api/v2/events/list?q=" + strings.Repeat("a", 101), "", "", 400, "q", "Dados inválidos."},
			{"event id not a number", "POST", "/api/v2/event/detail/abc", "", "", 400, "event", "Dados inválidos."},
			{"event id zero", "GET", "/api/event/faq/0", "", "", 400, "event", "Dados inválidos."},
			{"organizer id", "GET", "/api/v2/organizers/page/details/x1", "", "", 400, "id", "Dados inválidos."},
			{"question id", "PUT", "/api/events/faq/log/1/abc", "", "", 400, "question", "Dados inválidos."},
			{"sectors id", "GET", "/api/pdv/v3/products/sectors/-3", "", "", 400, "event", "Dados inválidos."},
			{"campaign id", "POST", "/api/event/campaign/1e3", "", "", 400, "event", "Dados inválidos."},
			{"number for a text", "POST", "/api/v2/event/detail/1", "application/json", `{"senha": 12}`, 400, "senha", "Dados inválidos."},
			{"text for a number", "POST", "/api/checkout/orders", "application/json", `{"session_id": "1"}`, 400, "session_id", "Dados inválidos."},
			{"number past int64", "POST", "/api/checkout/orders", "application/json", `{"session_id": 9223372036854775808}`, 400, "session_id", "Dados inválidos."},
			{"object for a list", "POST", "/api/checkout/coupon", "application/json", `{"session_id": 1, "items": {}}`, 400, "items", "Dados inválidos."},
			{"wrong type nested in a list", "POST", "/api/checkout/orders", "application/json", `{"items": [{"sector_id": 1}, {"quantity": "2"}]}`, 400, "items.1.quantity", "Dados inválidos."},
			{"list for a text", "POST", "/api/clients/register", "application/json", `{"email": ["a@b.co"]}`, 400, "email", "Dados inválidos."},
		} {
			header := http.Header{}
			if c.contentType != "" {
				header.Set("Content-Type", c.contentType)
			}
			code, _, out := rawTyped(t, srv, c.method, c.path, c.body, header)
			if code != c.status || out.Message != c.message || out.Fields == nil ||
				(c.field != "" && out.Fields[c.field] == "") || (c.field != "" && len(out.Fields) != 1) {
				t.Errorf("%s: %d %+v, want %d %q on %q", c.name, code, out, c.status, c.message, c.field)
			}
		}
		// A JSON body with its charset is JSON.
		code, _, out := rawTyped(t, srv, "POST", "/api/clients/password/recover", `{"email":"a@b.co"}`,
			http.Header{"Content-Type": {"application/json; charset=utf-8"}})
		if code != 200 {
			t.Errorf("JSON with charset: %d %+v", code, out)
		}
	})
}

// rawTyped sends body with exactly the headers given (raw adds a JSON Content-Type).
func rawTyped(t *testing.T, srv *httptest.Server, method, path, body string, header http.Header) (int, http.Header, errorBody) {
	t.Helper()
	req, _ := http.NewRequest(method, srv.URL+path, strings.NewReader(body))
	req.Header = header
	res, err := srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var out errorBody
	_ = json.NewDecoder(res.Body).Decode(&out)
	return res.StatusCode, res.Header, out
}
