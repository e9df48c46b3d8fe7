package app_test

import (
	"net/http/httptest"
	"strconv"
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

// Owners make door keys with a label (the key shown once), list them without the keys, and
// revoke one: it stops opening the door at once. Another organizer's key is not found; a door
// user may not make keys; each write is in the audit log.
func TestConsoleDoorKeys(t *testing.T) {
	t.Parallel()
	eachAfter(t, 1, func(t *testing.T, e *afterEnv) {
		owner := consoleOwner(t, e.a, e.srv)
		if status, res := req(t, e.srv, "POST", "/api/organizer/door-keys", map[string]any{"label": "  "}, bearer(owner)...); status != 400 ||
			res["fields"].(map[string]any)["label"] == nil {
			t.Errorf("no label: %d %v", status, res)
		}
		status, res := req(t, e.srv, "POST", "/api/organizer/door-keys", map[string]any{"label": "Portão A"}, bearer(owner)...)
		key, _ := res["key"].(string)
		if status != 201 || len(key) != 67 || res["label"] != "Portão A" {
			t.Fatalf("create: %d %v", status, res)
		}
		id := strconv.Itoa(int(res["id"].(float64)))
		_, o := e.buy(t, e.ana, "venda", "pix", 2, 20)
		tickets := o["tickets"].([]any)
		if status, _ := req(t, e.srv, "POST", "/api/checkin", map[string]any{"token": tickets[0].(map[string]any)["token"]}, bearer(key)...); status != 200 {
			t.Errorf("the new key at the door: %d", status)
		}
		status, res = req(t, e.srv, "GET", "/api/organizer/door-keys", nil, bearer(owner)...)
		if list := res["list"].([]any); status != 200 || len(list) != 1 || list[0].(map[string]any)["key"] != nil {
			t.Errorf("list: %d %v", status, res)
		}
		if _, err := e.a.DB.Exec(t.Context(), "INSERT INTO organizers (external_id, nome) VALUES ('outro', 'Outra Produtora')"); err != nil {
			t.Fatal(err)
		}
		link, err := e.a.InviteOrganizerOwner(t.Context(), "outro", "outra@example.com")
		if err != nil {
			t.Fatal(err)
		}
		acceptInvitation(t, e.a, e.srv, link, "Outra")
		other := consoleLogin(t, e.a, e.srv, "outra@example.com", "cavalo-bateria-grampo")
		if status, _ := req(t, e.srv, "DELETE", "/api/organizer/door-keys/"+id, nil, bearer(other)...); status != 404 {
			t.Errorf("another organizer revokes: %d", status)
		}
		if status, _ := req(t, e.srv, "DELETE", "/api/organizer/door-keys/"+id, nil, bearer(owner)...); status != 200 {
			t.Errorf("revoke: %d", status)
		}
		if status, _ := req(t, e.srv, "POST", "/api/checkin", map[string]any{"token": tickets[1].(map[string]any)["token"]}, bearer(key)...); status != 401 {
			t.Errorf("a revoked key at the door: %d", status)
		}
		status, res = req(t, e.srv, "GET", "/api/organizer/audit", nil, bearer(owner)...)
		entries := res["entries"].([]any)
		if status != 200 || entries[0].(map[string]any)["action"] != "door_key.revoke" || entries[1].(map[string]any)["action"] != "door_key.create" {
			t.Errorf("audit: %d %v", status, entries)
		}
	})
}

// The owner sets the organizer's Stripe connected account from the console (audited); a bad id
// is refused naming the field; clearing it stops paying an account.
func TestConsoleOrganizerSettings(t *testing.T) {
	t.Parallel()
	eachAfter(t, 0, func(t *testing.T, e *afterEnv) {
		owner := consoleOwner(t, e.a, e.srv)
		if status, res := req(t, e.srv, "PUT", "/api/organizer/settings", map[string]any{"stripe_account": "conta-123"}, bearer(owner)...); status != 400 ||
			res["fields"].(map[string]any)["stripe_account"] == nil {
			t.Errorf("bad account: %d %v", status, res)
		}
		if status, res := req(t, e.srv, "PUT", "/api/organizer/settings", map[string]any{"stripe_account": "acct_1ProdutoraIlha"}, bearer(owner)...); status != 200 ||
			res["stripe_account"] != "acct_1ProdutoraIlha" {
			t.Fatalf("set: %d %v", status, res)
		}
		if status, res := req(t, e.srv, "GET", "/api/organizer/settings", nil, bearer(owner)...); status != 200 || res["stripe_account"] != "acct_1ProdutoraIlha" {
			t.Errorf("read: %d %v", status, res)
		}
		if status, res := req(t, e.srv, "PUT", "/api/organizer/settings", map[string]any{"stripe_account": ""}, bearer(owner)...); status != 200 || res["stripe_account"] != "" {
			t.Errorf("clear: %d %v", status, res)
		}
		_, res := req(t, e.srv, "GET", "/api/organizer/audit", nil, bearer(owner)...)
		last := res["entries"].([]any)[0].(map[string]any)
		if last["action"] != "organizer.settings" || last["before"].(map[string]any)["stripe_account"] != "acct_1ProdutoraIlha" {
			t.Errorf("audit: %v", last)
		}
	})
}
