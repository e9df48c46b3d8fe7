package app_test

import (
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/orgauth"
)

// consoleLogin logs a back-office user in with the password and the e-mailed code; it returns
// the console token.
func consoleLogin(t *testing.T, a *app.App, srv *httptest.Server, email, password string) string {
	t.Helper()
	status, res := req(t, srv, "POST", "/api/organizer/login", map[string]any{"email": email, "password": password})
	if status != 200 || res["challenge"] == nil {
		t.Fatalf("login %s: %d %v", email, status, res)
	}
	status, res = req(t, srv, "POST", "/api/organizer/login/verify", map[string]any{"challenge": res["challenge"],
		"code": lastCode(t, a, email)})
	if status != 200 || res["token"] == nil {
		t.Fatalf("verify %s: %d %v", email, status, res)
	}
	return res["token"].(string)
}

// acceptInvitation accepts the invitation of link with a good password.
func acceptInvitation(t *testing.T, a *app.App, srv *httptest.Server, link, name string) {
	t.Helper()
	token := link[strings.LastIndex(link, "/")+1:]
	status, res := req(t, srv, "POST", "/api/organizer/invitations/"+token+"/accept",
		map[string]any{"name": name, "password": "cavalo-bateria-grampo"})
	if status != 200 {
		t.Fatalf("accept: %d %v", status, res)
	}
}

// linkTo is the invitation link in the newest e-mail to `to`.
func linkTo(t *testing.T, a *app.App, to string) string {
	t.Helper()
	flushMail(t, a)
	for _, m := range a.Outbox.Messages() {
		if m.To != to {
			continue
		}
		for _, f := range strings.Fields(m.Text) {
			if strings.Contains(f, "/organizador/convite/") {
				return f
			}
		}
	}
	t.Fatalf("no invitation to %s", to)
	return ""
}

// The operator invites an owner; the owner sets a password (not a short or common one), logs in
// with the e-mailed code, invites a door user, manages roles, reads the audit log and logs out.
// Tokens do not cross: a customer's opens nothing here, a console token nothing of a customer's.
func TestOrganizerInvitationLoginAndRoles(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		ctx := t.Context()
		link, err := a.InviteOrganizerOwner(ctx, "org", "Dona@Example.com")
		if err != nil || !strings.Contains(link, "/organizador/convite/") || linkTo(t, a, "dona@example.com") != link {
			t.Fatalf("invite: %q %v", link, err)
		}
		token := link[strings.LastIndex(link, "/")+1:]
		accept := func(body map[string]any) (int, map[string]any) {
			return req(t, srv, "POST", "/api/organizer/invitations/"+token+"/accept", body)
		}
		for password, want := range map[string]string{"curta": orgauth.MsgPasswordShort, "password123": orgauth.MsgPasswordCommon,
			"Senha12345": orgauth.MsgPasswordCommon} {
			if status, res := accept(map[string]any{"name": "Dona", "password": password}); status != 400 ||
				res["fields"].(map[string]any)["password"] != want {
				t.Errorf("password %q: %d %v", password, status, res)
			}
		}
		acceptInvitation(t, a, srv, link, "Dona Produtora")
		if status, res := accept(map[string]any{"name": "Outra", "password": "cavalo-bateria-grampo"}); status != 404 {
			t.Errorf("an invitation used twice: %d %v", status, res)
		}

		if status, res := req(t, srv, "POST", "/api/organizer/login", map[string]any{"email": "dona@example.com",
			"password": "errada-errada"}); status != 401 || res["message"] != "E-mail ou senha incorretos." {
			t.Errorf("wrong password: %d %v", status, res)
		}
		status, res := req(t, srv, "POST", "/api/organizer/login", map[string]any{"email": "dona@example.com",
			"password": "cavalo-bateria-grampo"})
		challenge := res["challenge"]
		code := lastCode(t, a, "dona@example.com")
		wrong := "000000"
		if code == wrong {
			wrong = "111111"
		}
		if status, res := req(t, srv, "POST", "/api/organizer/login/verify", map[string]any{"challenge": challenge, "code": wrong}); status != 400 {
			t.Errorf("wrong code: %d %v", status, res)
		}
		status, res = req(t, srv, "POST", "/api/organizer/login/verify", map[string]any{"challenge": challenge, "code": code})
		owner, _ := res["token"].(string)
		if status != 200 || res["user"].(map[string]any)["role"] != "owner" || res["organizer"].(map[string]any)["nome"] != "Produtora Ilha" {
			t.Fatalf("verify: %d %v", status, res)
		}
		if status, res := req(t, srv, "POST", "/api/organizer/login/verify", map[string]any{"challenge": challenge, "code": code}); status != 400 {
			t.Errorf("a code used twice: %d %v", status, res)
		}

		customer, _ := confirmedLogin(t, a, srv, "cliente@example.com", cpfN(700))
		if status, _ := req(t, srv, "GET", "/api/organizer/me", nil, bearer(customer)...); status != 401 {
			t.Errorf("a customer's token in the console: %d", status)
		}
		if status, _ := req(t, srv, "GET", "/api/clients/details", nil, bearer(owner)...); status != 401 {
			t.Errorf("a console token as a customer: %d", status)
		}

		if status, res := req(t, srv, "POST", "/api/organizer/invitations", map[string]any{"email": "porta@example.com",
			"role": "door"}, bearer(owner)...); status != 201 {
			t.Fatalf("owner invites: %d %v", status, res)
		}
		acceptInvitation(t, a, srv, linkTo(t, a, "porta@example.com"), "Porteiro")
		door := consoleLogin(t, a, srv, "porta@example.com", "cavalo-bateria-grampo")
		for _, call := range [][2]string{{"GET", "/api/organizer/users"}, {"GET", "/api/organizer/audit"}} {
			if status, res := req(t, srv, call[0], call[1], nil, bearer(door)...); status != 403 || res["message"] != orgauth.MsgForbidden {
				t.Errorf("door %s %s: %d %v", call[0], call[1], status, res)
			}
		}
		status, res = req(t, srv, "GET", "/api/organizer/users", nil, bearer(owner)...)
		users, _ := res["list"].([]any)
		if status != 200 || len(users) != 2 {
			t.Fatalf("users: %d %v", status, res)
		}
		doorID := strconv.Itoa(int(users[1].(map[string]any)["id"].(float64)))
		ownerID := strconv.Itoa(int(users[0].(map[string]any)["id"].(float64)))
		if status, res := req(t, srv, "PUT", "/api/organizer/users/"+ownerID, map[string]any{"role": "manager"}, bearer(owner)...); status != 409 || res["message"] != orgauth.MsgLastOwner {
			t.Errorf("the last owner steps down: %d %v", status, res)
		}
		if status, res := req(t, srv, "PUT", "/api/organizer/users/"+doorID, map[string]any{"role": "finance"}, bearer(owner)...); status != 200 || res["role"] != "finance" {
			t.Errorf("role change: %d %v", status, res)
		}

		// Another organizer's user is not found, as if it did not exist.
		if _, err := a.DB.Exec(ctx, "INSERT INTO organizers (external_id, nome) VALUES ('outro', 'Outra Produtora')"); err != nil {
			t.Fatal(err)
		}
		otherLink, err := a.InviteOrganizerOwner(ctx, "outro", "outra@example.com")
		if err != nil {
			t.Fatal(err)
		}
		acceptInvitation(t, a, srv, otherLink, "Outra Dona")
		other := consoleLogin(t, a, srv, "outra@example.com", "cavalo-bateria-grampo")
		for _, call := range []struct{ method, path string }{{"PUT", "/api/organizer/users/" + doorID}, {"DELETE", "/api/organizer/users/" + doorID}} {
			if status, res := req(t, srv, call.method, call.path, map[string]any{"role": "owner"}, bearer(other)...); status != 404 {
				t.Errorf("another organizer's %s %s: %d %v", call.method, call.path, status, res)
			}
		}

		status, res = req(t, srv, "GET", "/api/organizer/audit", nil, bearer(owner)...)
		var actions []string
		for _, e := range res["entries"].([]any) {
			actions = append(actions, e.(map[string]any)["action"].(string))
		}
		if status != 200 || strings.Join(actions, ",") != "user.role,user.join,user.invite,user.join" {
			t.Errorf("audit: %d %v", status, actions)
		}

		if status, _ := req(t, srv, "DELETE", "/api/organizer/users/"+doorID, nil, bearer(owner)...); status != 200 {
			t.Errorf("remove: %d", status)
		}
		if status, _ := req(t, srv, "GET", "/api/organizer/me", nil, bearer(door)...); status != 401 {
			t.Errorf("a removed user's session: %d", status)
		}
		if status, _ := req(t, srv, "POST", "/api/organizer/logout", nil, bearer(owner)...); status != 200 {
			t.Errorf("logout: %d", status)
		}
		if status, _ := req(t, srv, "GET", "/api/organizer/me", nil, bearer(owner)...); status != 401 {
			t.Errorf("after logout: %d", status)
		}
		// Twelve hours without use end a session.
		// Who the session is, never a token or an expiry of its own: those belong to a login.
		if status, me := req(t, srv, "GET", "/api/organizer/me", nil, bearer(other)...); status != 200 || me["user"] == nil || me["organizer"] == nil || me["token"] != nil {
			t.Errorf("a live session: %d %v", status, me)
		}
		clk.add(orgauth.SessionIdle + time.Minute)
		if status, _ := req(t, srv, "GET", "/api/organizer/me", nil, bearer(other)...); status != 401 {
			t.Errorf("after 12 hours idle: %d", status)
		}
	})
}
