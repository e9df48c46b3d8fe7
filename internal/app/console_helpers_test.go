package app_test

import (
	"fmt"
	"testing"
)

// consoleEnv is an afterEnv whose organizer "org" (the sale event "venda") has a console user
// of each role, and whose event "perto" belongs to a second organizer "outro" with its owner.
type consoleEnv struct {
	*afterEnv
	owner, manager, finance, door, other string // console tokens
	venda                                saleIDs
}

func startConsole(t *testing.T, e *afterEnv) *consoleEnv {
	t.Helper()
	ctx := t.Context()
	e.exec(t, "INSERT INTO organizers (external_id, nome) VALUES ('outro', 'Outra Produtora')")
	e.exec(t, "UPDATE events SET organizer_id = (SELECT id FROM organizers WHERE external_id = 'outro') WHERE external_id = 'perto'")
	c := &consoleEnv{afterEnv: e, venda: idsOf(t, e.a, "venda")}
	join := func(organizer, email string) string {
		link, err := e.a.InviteOrganizerOwner(ctx, organizer, email)
		if err != nil {
			t.Fatal(err)
		}
		acceptInvitation(t, e.a, e.srv, link, "Dona "+organizer)
		return consoleLogin(t, e.a, e.srv, email, "cavalo-bateria-grampo")
	}
	c.owner, c.other = join("org", "dona@example.com"), join("outro", "outra@example.com")
	for role, token := range map[string]*string{"manager": &c.manager, "finance": &c.finance, "door": &c.door} {
		email := role + "@example.com"
		if status, res := req(t, e.srv, "POST", "/api/organizer/invitations", map[string]any{"email": email, "role": role}, bearer(c.owner)...); status != 201 {
			t.Fatalf("invite %s: %d %v", role, status, res)
		}
		acceptInvitation(t, e.a, e.srv, linkTo(t, e.a, email), "Pessoa "+role)
		*token = consoleLogin(t, e.a, e.srv, email, "cavalo-bateria-grampo")
	}
	return c
}

// get is a console GET with token.
func (c *consoleEnv) get(t *testing.T, token, path string) (int, map[string]any) {
	t.Helper()
	return req(t, c.srv, "GET", path, nil, bearer(token)...)
}

// hold makes an order of qty full tickets of the sale event's sector that stays unpaid.
func (c *consoleEnv) hold(t *testing.T, sector string, qty, first int) string {
	t.Helper()
	status, o := req(t, c.srv, "POST", "/api/checkout/orders", order(c.venda.session, c.venda.sector[sector], "full", qty, first), bearer(c.ana)...)
	if status != 201 {
		t.Fatalf("hold: %d %v", status, o)
	}
	return o["hash"].(string)
}

// code is a ticket's public code, as its page shows it.
func (c *consoleEnv) code(t *testing.T, token string) string {
	t.Helper()
	status, v := req(t, c.srv, "GET", "/api/tickets/"+token, nil)
	if status != 200 || len(str(v["code"])) != 12 {
		t.Fatalf("ticket page: %d %v", status, v)
	}
	return v["code"].(string)
}

// num reads a JSON number as an int.
func jsonInt(v any) int { f, _ := v.(float64); return int(f) }

// wantStatus checks a call's status, naming it.
func consoleWant(t *testing.T, what string, got, want int, body any) {
	t.Helper()
	if got != want {
		t.Errorf("%s: %d, want %d: %v", what, got, want, body)
	}
}

func consolePath(id int64, rest string) string {
	return fmt.Sprintf("/api/organizer/events/%d/%s", id, rest)
}
