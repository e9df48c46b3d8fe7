package app_test

import (
	"net/http/httptest"
	"testing"

	"github.com/catraca/catraca/internal/app"
)

// A door user checks tickets in with their own console login instead of a pasted key, and sees
// the door's counts; finance reads the payouts report and is refused at the door; the door is
// refused the payouts.
func TestConsoleUsersAtTheDoorAndPayouts(t *testing.T) {
	t.Parallel()
	eachAfter(t, 1, func(t *testing.T, e *afterEnv) {
		owner := consoleOwner(t, e.a, e.srv)
		for _, u := range []struct{ email, role string }{{"porta@example.com", "door"}, {"grana@example.com", "finance"}} {
			if status, res := req(t, e.srv, "POST", "/api/organizer/invitations", map[string]any{"email": u.email, "role": u.role},
				bearer(owner)...); status != 201 {
				t.Fatalf("invite %s: %d %v", u.role, status, res)
			}
			acceptInvitation(t, e.a, e.srv, linkTo(t, e.a, u.email), u.role)
		}
		door := consoleLogin(t, e.a, e.srv, "porta@example.com", "cavalo-bateria-grampo")
		finance := consoleLogin(t, e.a, e.srv, "grana@example.com", "cavalo-bateria-grampo")
		_, o := e.buy(t, e.ana, "venda", "pix", 1, 10)
		token := o["tickets"].([]any)[0].(map[string]any)["token"].(string)

		if status, res := req(t, e.srv, "POST", "/api/checkin", map[string]any{"token": token}, bearer(finance)...); status != 403 {
			t.Errorf("finance at the door: %d %v", status, res)
		}
		if status, res := req(t, e.srv, "POST", "/api/checkin", map[string]any{"token": token}, bearer(door)...); status != 200 || res["status"] != "ok" {
			t.Errorf("door user checks in: %d %v", status, res)
		}
		if status, res := req(t, e.srv, "GET", "/api/checkin/stats", nil, bearer(door)...); status != 200 || len(res["list"].([]any)) == 0 {
			t.Errorf("door user's counts: %d %v", status, res)
		}
		period := "/api/organizer/payouts?from=2026-11-01&to=2026-11-30"
		if status, _ := req(t, e.srv, "GET", period, nil, bearer(door)...); status != 403 {
			t.Errorf("door user reads payouts: %d", status)
		}
		if status, res := req(t, e.srv, "GET", period, nil, bearer(finance)...); status != 200 || res["totals"] == nil {
			t.Errorf("finance reads payouts: %d %v", status, res)
		}
	})
}

// consoleOwner brings the fixture organizer's owner in and logs them in.
func consoleOwner(t *testing.T, a *app.App, srv *httptest.Server) string {
	t.Helper()
	link, err := a.InviteOrganizerOwner(t.Context(), "org", "dona@example.com")
	if err != nil {
		t.Fatal(err)
	}
	acceptInvitation(t, a, srv, link, "Dona")
	return consoleLogin(t, a, srv, "dona@example.com", "cavalo-bateria-grampo")
}
