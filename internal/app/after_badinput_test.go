package app_test

import (
	"strings"
	"testing"
)

// Bad input to every write after the purchase (tickets, orders, the door, messages) is a 4xx with a message, never a 500 (reqRaw fails
// the test on a 500) and never a success.
func TestAfterBadInput(t *testing.T) {
	t.Parallel()
	eachAfter(t, 1, func(t *testing.T, e *afterEnv) {
		key, err := e.a.NewOrganizerKey(t.Context(), "org")
		if err != nil {
			t.Fatal(err)
		}
		tk := "/api/tickets/" + strings.Repeat("a", 32)
		bodies := []any{"texto", 12, []any{1}, map[string]any{"hash": 5, "reason": "x", "organizer": []any{}, "event": map[string]any{},
			"message": 3, "token": 9, "name": false, "cpf": 1, "email": 2, "bank_account": "conta"},
			map[string]any{"hash": strings.Repeat("z", 5000), "reason": -1, "organizer": "-3", "event": "1e9", "message": strings.Repeat("\x00", 20),
				"token": strings.Repeat("a", 5000)}}
		calls := []struct{ path, auth string }{
			{"/api/orders/pre-refund", "Bearer " + e.ana},
			{"/api/v2/organizers/customer/message/send", "Bearer " + e.ana},
			{"/api/analytics/visits", ""},
			{tk + "/transfer", "Bearer " + e.ana},
			{"/api/checkin", "Bearer " + key},
		}
		for _, c := range calls {
			for _, b := range bodies {
				headers := []string{}
				if c.auth != "" {
					headers = []string{"Authorization", c.auth}
				}
				status, raw := reqRaw(t, e.srv, "POST", c.path, b, headers...)
				if status < 400 || status >= 500 || !strings.Contains(string(raw), `"message"`) {
					t.Errorf("POST %s %v: %d %s", c.path, b, status, raw)
				}
			}
		}
		for _, p := range []string{"/api/orders/details/%00", "/api/orders/details/" + strings.Repeat("a", 32) + "?cpf_cnpj=" + strings.Repeat("9", 500),
			"/api/tickets/%ff%fe", tk + "/pdf"} {
			if status, raw := reqRaw(t, e.srv, "GET", p, nil); status < 400 || status >= 500 {
				t.Errorf("GET %s: %d %s", p, status, raw)
			}
		}
	})
}
