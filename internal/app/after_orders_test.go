package app_test

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/db/dbtest"
)

func TestMyOrdersListAndLookup(t *testing.T) {
	t.Parallel()
	eachAfter(t, 2, func(t *testing.T, e *afterEnv) {
		hash, _ := e.buy(t, e.ana, "venda", "pix", 2, 10)
		// a hold that ran out unpaid is not listed; a live one is
		ids := idsOf(t, e.a, "venda")
		status, held := req(t, e.srv, "POST", "/api/checkout/orders", order(ids.session, ids.sector["quente"], "full", 1, 20), bearer(e.ana)...)
		if status != 201 {
			t.Fatalf("hold: %d %v", status, held)
		}
		status, list := req(t, e.srv, "GET", "/api/orders/list", nil, bearer(e.ana)...)
		if status != 200 || len(list) != 2 || list[hash] == nil || list[held["hash"].(string)] == nil {
			t.Fatalf("list: %d %v", status, list)
		}
		o := list[hash].(map[string]any)
		tk := o["tickets"].([]any)
		if len(tk) != 2 || tk[0].(map[string]any)["status"] != "valid" || o["organizer"].(map[string]any)["nome"] != "Produtora Ilha" {
			t.Errorf("listed order: %v", o)
		}
		c := cancelAction(o)
		if c["allowed"] != true || c["reason"] != "cdc" || c["refund_amount"] != o["total"] ||
			!strings.HasPrefix(str(c["deadline"]), "2026-11-25T15:00:00") || !strings.Contains(str(c["message"]), "25/11/2026 às 12:00") {
			t.Errorf("cancel action: %v", c)
		}
		if until := o["actions"].(map[string]any)["transfer_until"]; !strings.HasPrefix(str(until), "2026-11-27T23:00:00") {
			t.Errorf("transfer_until: %v", until)
		}
		if cancelAction(list[held["hash"].(string)].(map[string]any))["allowed"] != false {
			t.Errorf("a held order offers cancel for refund")
		}
		// The rule reads in the client's language, its date month first as the web app writes English dates.
		_, en := req(t, e.srv, "GET", "/api/orders/list", nil, append(bearer(e.ana), "Accept-Language", "en")...)
		if msg := str(cancelAction(en[hash].(map[string]any))["message"]); !strings.HasPrefix(msg, "You may cancel this purchase until 11/25/2026 at 12:00") {
			t.Errorf("cancel action in English: %q", msg)
		}
		if msg := str(cancelAction(en[held["hash"].(string)].(map[string]any))["message"]); msg != "Only paid orders can be cancelled for a refund." {
			t.Errorf("held order's rule in English: %q", msg)
		}
		// the other customer sees none of it
		if status, other := req(t, e.srv, "GET", "/api/orders/list", nil, bearer(e.bia)...); status != 200 || len(other) != 0 {
			t.Errorf("other customer's list: %d %v", status, other)
		}
		if status, _ := req(t, e.srv, "GET", "/api/orders/list", nil); status != 401 {
			t.Errorf("list without login: %d", status)
		}
		// lookup: document with punctuation, owner, wrong, missing, other customer, unknown
		cpf := cpfN(900)
		masked := cpf[:3] + "." + cpf[3:6] + "." + cpf[6:9] + "-" + cpf[9:]
		if status, got := req(t, e.srv, "GET", "/api/orders/details/"+hash+"?cpf_cnpj="+masked, nil); status != 200 || got["hash"] != hash || got["actions"] == nil {
			t.Errorf("details with the buyer's CPF: %d %v", status, got)
		}
		for _, c := range []struct {
			name, query string
			headers     []string
		}{
			{"wrong document", "?cpf_cnpj=" + cpfN(901), nil},
			{"no document", "", nil},
			{"other customer", "", bearer(e.bia)},
			{"other customer with own CPF", "?cpf_cnpj=" + cpfN(901), bearer(e.bia)},
		} {
			status, got := req(t, e.srv, "GET", "/api/orders/details/"+hash+c.query, nil, c.headers...)
			if status != 401 || got["message"] != "Documento Inválido" {
				t.Errorf("%s: %d %v", c.name, status, got)
			}
		}
		if status, _ := req(t, e.srv, "GET", "/api/orders/details/"+strings.Repeat("ab", 16)+"?cpf_cnpj="+cpf, nil); status != 404 {
			t.Errorf("unknown hash: %d", status)
		}
		if status, _ := req(t, e.srv, "GET", "/api/orders/details/not-a-hash", nil); status != 404 {
			t.Errorf("malformed hash: %d", status)
		}
		// at most 60 lookups per address in 10 minutes (the ones above count too), then 429
		last := 0
		for range 60 {
			last, _ = reqRaw(t, e.srv, "GET", "/api/orders/details/"+hash+"?cpf_cnpj="+cpfN(1), nil)
		}
		if last != 429 {
			t.Errorf("lookups past the limit: %d", last)
		}
	})
}

func TestRefundReasonsAndVisits(t *testing.T) {
	t.Parallel()
	eachAfter(t, 0, func(t *testing.T, e *afterEnv) {
		status, reasons := req(t, e.srv, "GET", "/api/v2/orders/refund/reasons", nil)
		list, _ := reasons["list"].([]any)
		if status != 200 || len(list) != 5 || list[0].(map[string]any)["nome"] != "Não poderei comparecer" {
			t.Errorf("reasons: %d %v", status, reasons)
		}
		ids := idsOf(t, e.a, "venda")
		for range 2 {
			if status, out := req(t, e.srv, "POST", "/api/analytics/visits", map[string]any{"event": ids.event}); status != 200 || out["counted"] != true {
				t.Fatalf("visit: %d %v", status, out)
			}
		}
		// a string id (as the route gives it) and a Bearer are fine; the count has no person
		if status, _ := req(t, e.srv, "POST", "/api/analytics/visits", map[string]any{"event": str(ids.event)}, bearer(e.ana)...); status != 200 {
			t.Errorf("visit with string id: %d", status)
		}
		// written together, within a second
		waitFor(t, "the visits written", func() bool {
			return e.count(t, "SELECT COALESCE(SUM(count), 0) FROM event_visits WHERE event_id = ? AND day = '2026-11-18'", ids.event) == 3
		})
		if status, _ := req(t, e.srv, "POST", "/api/analytics/visits", map[string]any{"event": 999999}); status != 404 {
			t.Errorf("unknown event: %d", status)
		}
		if status, _ := req(t, e.srv, "POST", "/api/analytics/visits", map[string]any{"event": "x"}); status != 400 {
			t.Errorf("bad event id: %d", status)
		}
	})
}

func TestMessageToOrganizer(t *testing.T) {
	t.Parallel()
	eachAfter(t, 2, func(t *testing.T, e *afterEnv) {
		e.exec(t, "UPDATE organizers SET email = 'produtora@example.com' WHERE external_id = 'org'")
		ids := idsOf(t, e.a, "venda")
		var org float64
		_, ev := req(t, e.srv, "POST", "/api/v2/event/detail/"+str(ids.event), map[string]any{})
		org = ev["organizador"].(map[string]any)["id"].(float64)
		send := func(token string, body map[string]any) (int, map[string]any) {
			return req(t, e.srv, "POST", "/api/v2/organizers/customer/message/send", body, bearer(token)...)
		}
		msg := "Olá! O evento tem estacionamento para visitantes?"
		// Any logged-in customer may write (spec section 6), from the event page before buying.
		if status, out := send(e.ana, map[string]any{"organizer": org, "event": ids.event, "message": msg}); status != 200 || out["message"] != "Mensagem enviada com sucesso" {
			t.Fatalf("send without an order: %d %v", status, out)
		}
		waitFor(t, "the organizer's e-mail", func() bool { return mailsTo(t, e.a, "produtora@example.com") == 1 })
		for _, m := range e.a.Outbox.Messages() {
			if m.To == "produtora@example.com" && (m.ReplyTo != "ana@example.com" || !strings.Contains(m.Text, msg) ||
				!strings.Contains(m.Subject, "Festival de Vendas")) {
				t.Errorf("organizer e-mail: reply-to %q subject %q\n%s", m.ReplyTo, m.Subject, m.Text)
			}
		}
		cases := []struct {
			name   string
			token  string
			body   map[string]any
			status int
			field  string
		}{
			{"too short", e.ana, map[string]any{"organizer": org, "message": "oi"}, 400, "message"},
			{"too long", e.ana, map[string]any{"organizer": org, "message": strings.Repeat("a", 2001)}, 400, "message"},
			{"unknown organizer", e.ana, map[string]any{"organizer": 999999, "message": msg}, 404, "organizer"},
			{"event of another organizer", e.ana, map[string]any{"organizer": org, "event": 999999, "message": msg}, 404, "event"},
		}
		for _, c := range cases {
			status, out := send(c.token, c.body)
			if status != c.status || out["message"] != "Erro ao enviar a mensagem" || field(out, c.field) == "" {
				t.Errorf("%s: %d %v", c.name, status, out)
			}
		}
		if status, _ := req(t, e.srv, "POST", "/api/v2/organizers/customer/message/send", map[string]any{"organizer": org, "message": msg}); status != 401 {
			t.Errorf("without login: %d", status)
		}
		// At most 5 an hour per customer, and 10 per address: the abuse limits, in the
		// customer's language.
		for i := 2; i <= 5; i++ {
			if status, out := send(e.ana, map[string]any{"organizer": org, "message": msg}); status != 200 {
				t.Fatalf("message %d: %d %v", i, status, out)
			}
		}
		status, out := req(t, e.srv, "POST", "/api/v2/organizers/customer/message/send", map[string]any{"organizer": org, "message": msg},
			"Authorization", "Bearer "+e.ana, "Accept-Language", "en")
		if status != 429 || out["message"] != "Could not send the message" || field(out, "message") != "You sent too many messages. Try again later." {
			t.Errorf("sixth message in the hour: %d %v", status, out)
		}
		for i := 1; i <= 5; i++ {
			if status, out := send(e.bia, map[string]any{"organizer": org, "message": msg}); status != 200 {
				t.Fatalf("Bia's message %d: %d %v", i, status, out)
			}
		}
		carla, _ := confirmedLogin(t, e.a, e.srv, "carla@example.com", cpfN(902))
		status, out = send(carla, map[string]any{"organizer": org, "message": msg})
		if status != 429 || out["message"] != "Erro ao enviar a mensagem" ||
			field(out, "message") != "Muitas mensagens foram enviadas desta conexão na última hora. Tente novamente mais tarde." {
			t.Errorf("eleventh message from one address: %d %v", status, out)
		}
		if got := mailsTo(t, e.a, "produtora@example.com"); got != 10 {
			t.Errorf("the organizer got %d messages, want the 10 let through", got)
		}
	})
}

// A guest's paid order joins My tickets of the account later made with its e-mail, and
// its owner may then cancel it for refund; a guest order still being paid stays the
// guest's, and another account sees none of it.
func TestGuestOrdersJoinTheirAccount(t *testing.T) {
	t.Parallel()
	eachAfter(t, 1, func(t *testing.T, e *afterEnv) {
		ids := idsOf(t, e.a, "venda")
		status, o := req(t, e.srv, "POST", "/api/checkout/orders", order(ids.session, ids.sector["quente"], "full", 1, 30))
		if status != 201 {
			t.Fatalf("guest order: %d %v", status, o)
		}
		paid := o["hash"].(string)
		if status, _ := req(t, e.srv, "POST", "/api/checkout/orders/"+paid+"/payment", map[string]any{"method": "pix"}); status != 200 {
			t.Fatalf("guest pays: %d", status)
		}
		if status, res := req(t, e.srv, "POST", "/api/checkout/orders/"+paid+"/sandbox/pay", nil); status != 200 || res["status"] != "paid" {
			t.Fatalf("sandbox pay: %d %v", status, res)
		}
		status, held := req(t, e.srv, "POST", "/api/checkout/orders", order(ids.session, ids.sector["quente"], "full", 1, 30))
		if status != 201 {
			t.Fatalf("guest hold: %d %v", status, held)
		}
		if status, list := req(t, e.srv, "GET", "/api/orders/list", nil, bearer(e.ana)...); status != 200 || len(list) != 0 {
			t.Errorf("another account's list: %d %v", status, list)
		}
		token, _ := confirmedLogin(t, e.a, e.srv, "comprador30@example.com", cpfN(931))
		status, list := req(t, e.srv, "GET", "/api/orders/list", nil, bearer(token)...)
		if status != 200 || len(list) != 1 || list[paid] == nil {
			t.Fatalf("list of the buyer's account: %d %v", status, list)
		}
		if status, again := req(t, e.srv, "GET", "/api/orders/list", nil, bearer(token)...); status != 200 || len(again) != 1 {
			t.Errorf("second visit: %d %v", status, again)
		}
		// the hold is still the guest's: paying it needs no Bearer token
		status, pay := req(t, e.srv, "POST", "/api/checkout/orders/"+held["hash"].(string)+"/payment", map[string]any{"method": "pix"})
		if status != 200 || pay["status"] != "awaiting_payment" {
			t.Errorf("guest pays the hold: %d %v", status, pay)
		}
		// the buyer's CPF still opens the order, and the owner cancels it for refund
		if status, got := req(t, e.srv, "GET", "/api/orders/details/"+paid+"?cpf_cnpj="+cpfN(30), nil); status != 200 {
			t.Errorf("details with the buyer's CPF: %d %v", status, got)
		}
		status, refunded := req(t, e.srv, "POST", "/api/orders/pre-refund", refund(paid, 1), bearer(token)...)
		if got, _ := refunded["order"].(map[string]any); status != 200 || got["status"] != "refunded" {
			t.Errorf("cancel for refund: %d %v", status, refunded["message"])
		}
	})
}

// Page views are counted in memory and written together: none is lost or counted twice, with
// many at once in two processes on one database, and the views still counted when a process
// closes are written then.
func TestVisitsAreWrittenTogether(t *testing.T) {
	t.Parallel()
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			a, _, _ := startCheckout(t, url, afterEvents()...)
			other, _, _ := startCheckout(t, url, afterEvents()...)
			ids := idsOf(t, a, "venda")
			var wg sync.WaitGroup
			for i := range 200 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					if err := []*app.App{a, other}[i%2].Catalog.CountVisit(context.Background(), ids.event, fixtureNow); err != nil {
						t.Error(err)
					}
				}()
			}
			wg.Wait()
			total := func() int {
				var n int
				if err := a.DB.QueryRow(context.Background(), "SELECT COALESCE(SUM(count), 0) FROM event_visits WHERE event_id = ?", ids.event).Scan(&n); err != nil {
					t.Fatal(err)
				}
				return n
			}
			waitFor(t, "200 visits written", func() bool { return total() == 200 })
			if err := other.Catalog.CountVisit(context.Background(), ids.event, fixtureNow); err != nil {
				t.Fatal(err)
			}
			if err := other.Close(); err != nil {
				t.Fatal(err)
			}
			if n := total(); n != 201 {
				t.Errorf("after a process closed: %d visits, want 201", n)
			}
		})
	}
}
