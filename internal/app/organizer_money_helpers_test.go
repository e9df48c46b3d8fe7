package app_test

import (
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/catraca/catraca/internal/app"
)

// consoleTeam is the sale organizer's console tokens by role, and the owner of another
// organizer.
type consoleTeam struct {
	owner, manager, finance, door, other string
}

// newConsoleTeam invites and logs in an owner, a manager, a finance and a door user of "org",
// and the owner of another organizer.
func newConsoleTeam(t *testing.T, a *app.App, srv *httptest.Server) consoleTeam {
	t.Helper()
	ctx := t.Context()
	link, err := a.InviteOrganizerOwner(ctx, "org", "dona@example.com")
	if err != nil {
		t.Fatal(err)
	}
	acceptInvitation(t, a, srv, link, "Dona Produtora")
	team := consoleTeam{owner: consoleLogin(t, a, srv, "dona@example.com", "cavalo-bateria-grampo")}
	for _, u := range []struct {
		role  string
		token *string
	}{{"manager", &team.manager}, {"finance", &team.finance}, {"door", &team.door}} {
		email := u.role + "@example.com"
		if status, res := req(t, srv, "POST", "/api/organizer/invitations", map[string]any{"email": email, "role": u.role},
			bearer(team.owner)...); status != 201 {
			t.Fatalf("invite %s: %d %v", u.role, status, res)
		}
		acceptInvitation(t, a, srv, linkTo(t, a, email), "Pessoa "+u.role)
		*u.token = consoleLogin(t, a, srv, email, "cavalo-bateria-grampo")
	}
	if _, err := a.DB.Exec(ctx, "INSERT INTO organizers (external_id, nome) VALUES ('outro', 'Outra Produtora')"); err != nil {
		t.Fatal(err)
	}
	link, err = a.InviteOrganizerOwner(ctx, "outro", "outra@example.com")
	if err != nil {
		t.Fatal(err)
	}
	acceptInvitation(t, a, srv, link, "Outra Dona")
	team.other = consoleLogin(t, a, srv, "outra@example.com", "cavalo-bateria-grampo")
	return team
}

// auditActions are the organizer's audit log's actions, newest first.
func auditActions(t *testing.T, srv *httptest.Server, owner string) []string {
	t.Helper()
	status, res := req(t, srv, "GET", "/api/organizer/audit", nil, bearer(owner)...)
	if status != 200 {
		t.Fatalf("audit: %d %v", status, res)
	}
	var out []string
	for _, e := range res["entries"].([]any) {
		out = append(out, e.(map[string]any)["action"].(string))
	}
	return out
}

// mailTo is the newest e-mail to `to` whose subject contains subject, "" when none.
func mailTo(t *testing.T, a *app.App, to, subject string) string {
	t.Helper()
	flushMail(t, a)
	for _, m := range a.Outbox.Messages() {
		if m.To == to && strings.Contains(m.Subject, subject) {
			return m.Subject + "\n" + m.Text
		}
	}
	return ""
}

// buyerOf is the e-mail the order's mail goes to.
func buyerOf(t *testing.T, e *afterEnv, hash string) string {
	t.Helper()
	var email string
	if err := e.a.DB.QueryRow(t.Context(), "SELECT buyer_email FROM orders WHERE hash = ?", hash).Scan(&email); err != nil {
		t.Fatal(err)
	}
	return email
}
