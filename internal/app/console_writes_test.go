package app_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/catraca/catraca/internal/backoffice"
	"github.com/catraca/catraca/internal/ticket"
)

// mailsTo counts the e-mails delivered to `to` whose subject has part.
func (c *consoleEnv) mailsTo(t *testing.T, to, part string) int {
	t.Helper()
	flushMail(t, c.a)
	n := 0
	for _, m := range c.a.Outbox.Messages() {
		if m.To == to && strings.Contains(m.Text+m.Subject, part) {
			n++
		}
	}
	return n
}

// Owners and managers send an order's tickets again and correct a holder's name, both in the
// audit log; finance and door may not; a ticket that entered keeps its name; another
// organizer's order or ticket is not found.
func TestConsoleResendAndHolder(t *testing.T) {
	t.Parallel()
	eachAfter(t, 1, func(t *testing.T, e *afterEnv) {
		c := startConsole(t, e)
		hash, o := c.buy(t, c.ana, "venda", "pix", 2, 100)
		toks := tokens(o)
		code := c.code(t, toks[0])
		held := c.hold(t, "quente", 1, 500)
		waitFor(t, "the confirmation", func() bool { return c.mailsTo(t, "ana@example.com", hash) > 0 })
		before := c.mailsTo(t, "ana@example.com", hash)

		resend := func(token, hash string) (int, map[string]any) {
			return req(t, c.srv, "POST", "/api/organizer/orders/"+hash+"/resend-tickets", nil, bearer(token)...)
		}
		for _, token := range []string{c.finance, c.door} {
			status, res := resend(token, hash)
			consoleWant(t, "resend by a reader", status, 403, res)
		}
		status, res := resend(c.other, hash)
		consoleWant(t, "resend by another organizer", status, 404, res)
		status, res = resend(c.manager, held)
		consoleWant(t, "resend of an unpaid order", status, 409, res)
		status, res = resend(c.manager, hash)
		if status != 200 || res["message"] != "Os ingressos foram enviados de novo ao e-mail do comprador." {
			t.Fatalf("resend: %d %v", status, res)
		}
		waitFor(t, "the tickets again", func() bool { return c.mailsTo(t, "ana@example.com", hash) == before+1 })
		_, d := c.get(t, c.owner, "/api/organizer/orders/"+hash)
		if kinds := consoleMailKinds(d); !slices.Contains(kinds, "tickets_resent") {
			t.Errorf("mails after a resend: %v", kinds)
		}

		holder := func(token, code string, body any) (int, map[string]any) {
			return req(t, c.srv, "PUT", "/api/organizer/tickets/"+code+"/holder", body, bearer(token)...)
		}
		for _, token := range []string{c.finance, c.door} {
			status, res := holder(token, code, map[string]any{"name": "Outra Pessoa"})
			consoleWant(t, "holder by a reader", status, 403, res)
		}
		status, res = holder(c.other, code, map[string]any{"name": "Outra Pessoa"})
		consoleWant(t, "holder by another organizer", status, 404, res)
		for _, bad := range []string{"", "   ", strings.Repeat("a", 201)} {
			status, res := holder(c.manager, code, map[string]any{"name": bad})
			if status != 400 || field(res, "name") == "" {
				t.Errorf("name %q: %d %v", bad, status, res)
			}
		}
		for _, unknown := range []string{"000000000000", "curto", strings.ToLower(toks[0])} {
			status, res := holder(c.manager, unknown, map[string]any{"name": "Outra Pessoa"})
			consoleWant(t, "code "+unknown, status, 404, res)
		}
		status, res = holder(c.manager, strings.ToLower(code), map[string]any{"name": "  Maria da Silva  "})
		if status != 200 {
			t.Fatalf("holder: %d %v", status, res)
		}
		if _, v := req(t, c.srv, "GET", "/api/tickets/"+toks[0], nil); v["holder"].(map[string]any)["name"] != "Maria da Silva" || v["status"] != "valid" {
			t.Errorf("the ticket page after the change: %v", v)
		}
		_, log := c.get(t, c.owner, "/api/organizer/audit")
		entries := log["entries"].([]any)
		last, resent := entries[0].(map[string]any), entries[1].(map[string]any)
		if last["action"] != backoffice.ActionHolder || last["subject"] != code ||
			last["before"].(map[string]any)["name"] != "Pessoa 100" || last["after"].(map[string]any)["name"] != "Maria da Silva" ||
			last["user"].(map[string]any)["email"] != "manager@example.com" {
			t.Errorf("audit of the name: %v", last)
		}
		if resent["action"] != backoffice.ActionResend || resent["subject"] != hash {
			t.Errorf("audit of the resend: %v", resent)
		}

		key, err := c.a.NewOrganizerKey(t.Context(), "org")
		if err != nil {
			t.Fatal(err)
		}
		if status, res := req(t, c.srv, "POST", "/api/checkin", map[string]any{"token": toks[1]}, bearer(key)...); status != 200 {
			t.Fatalf("check-in: %d %v", status, res)
		}
		status, res = holder(c.owner, ticket.Code(toks[1]), map[string]any{"name": "Tarde Demais"})
		if status != 409 || res["message"] != backoffice.MsgHolderFixed {
			t.Errorf("a used ticket: %d %v", status, res)
		}
	})
}
