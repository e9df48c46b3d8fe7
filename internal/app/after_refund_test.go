package app_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/payment"
)

// The refund windows at their edges. Orders are bought at fixtureNow (Wed 18 Nov 12:00)
// and cancelled as the clock moves forward: "perto" starts Sat 21 Nov 12:00, so 48 h
// before it (Thu 19 Nov 12:00) ends its CDC window; "venda" starts Sat 28 Nov 20:00, so
// its CDC window is the 7 days after payment (Wed 25 Nov 12:00).
func TestRefundWindowEdges(t *testing.T) {
	t.Parallel()
	eachAfter(t, 1, func(t *testing.T, e *afterEnv) {
		perto49, _ := e.buy(t, e.ana, "perto", "card", 1, 40)
		perto47, _ := e.buy(t, e.ana, "perto", "card", 1, 41)
		day7, o7 := e.buy(t, e.ana, "venda", "card", 1, 42)
		day8, _ := e.buy(t, e.ana, "venda", "card", 1, 43)
		policy, oPolicy := e.buy(t, e.ana, "venda", "card", 1, 44)
		late, _ := e.buy(t, e.ana, "perto", "card", 1, 45)
		ids := idsOf(t, e.a, "venda")
		soldBefore, _ := stock(t, e.a, ids.sector["quente"])

		steps := []struct {
			name    string
			at      time.Time
			hash    string
			status  int
			basis   string
			amount  any
			prepare func()
		}{
			{"49 h before the event", at(1, 11), perto49, 200, "cdc", nil, nil},
			{"47 h before the event", at(1, 13), perto47, 403, "", nil, nil},
			{"day 7 after payment", at(7, 11).Add(59 * time.Minute), day7, 200, "cdc", o7["charged"], nil},
			{"day 8 after payment", at(8, 11), day8, 403, "", nil, nil},
			{"store policy until 48 h", at(8, 12), policy, 200, "store_policy", oPolicy["total"].(float64) - oPolicy["fee"].(float64),
				func() { e.exec(t, "UPDATE stores SET refund_policy = 'until_48h'") }},
			{"cancelled event, after its date", at(4, 12), late, 200, "event_cancelled", nil,
				func() {
					e.exec(t, "UPDATE events SET data_cancelamento = ? WHERE external_id = 'perto'", at(2, 9).UTC())
				}},
		}
		for _, s := range steps {
			if s.prepare != nil {
				s.prepare()
			}
			e.setTo(t, s.at)
			e.relogin(t)
			status, out := req(t, e.srv, "POST", "/api/orders/pre-refund", refund(s.hash, 1), bearer(e.ana)...)
			if status != s.status {
				t.Errorf("%s: %d %v", s.name, status, out)
				continue
			}
			if s.status != 200 {
				if out["message"] != "Erro ao cancelar!" || field(out, "hash") == "" {
					t.Errorf("%s: refusal %v", s.name, out)
				}
				continue
			}
			o := out["order"].(map[string]any)
			r, _ := o["refund"].(map[string]any)
			if out["message"] != "Seu Pedido foi cancelado e direcionado para estorno!" || o["status"] != "refunded" ||
				r == nil || r["status"] != "done" || r["basis"] != s.basis {
				t.Errorf("%s: %v", s.name, out)
			}
			if s.amount != nil && r["amount"] != s.amount {
				t.Errorf("%s: refunded %v, want %v", s.name, r["amount"], s.amount)
			}
			for _, tk := range o["tickets"].([]any) {
				if tk.(map[string]any)["status"] != "cancelled" {
					t.Errorf("%s: ticket after refund %v", s.name, tk)
				}
			}
		}
		// two venda orders were refunded: their tickets are back on sale
		if sold, _ := stock(t, e.a, ids.sector["quente"]); sold != soldBefore-2 {
			t.Errorf("venda sold %d after two refunds, had %d", sold, soldBefore)
		}
	})
}

func TestPreRefundOwnershipIdempotencyAndBoleto(t *testing.T) {
	t.Parallel()
	eachAfter(t, 2, func(t *testing.T, e *afterEnv) {
		hash, o := e.buy(t, e.ana, "venda", "pix", 2, 50)
		ids := idsOf(t, e.a, "venda")
		post := func(token string, body any, headers ...string) (int, map[string]any) {
			return req(t, e.srv, "POST", "/api/orders/pre-refund", body, append(bearer(token), headers...)...)
		}
		if status, out := post(e.bia, refund(hash, 1)); status != 404 || out["message"] != "Erro ao cancelar!" {
			t.Errorf("other customer: %d %v", status, out)
		}
		if status, _ := req(t, e.srv, "POST", "/api/orders/pre-refund", refund(hash, 1)); status != 401 {
			t.Errorf("without login: %d", status)
		}
		if status, out := post(e.ana, refund(hash, 99)); status != 400 || field(out, "reason") == "" {
			t.Errorf("unknown reason: %d %v", status, out)
		}
		sold, _ := stock(t, e.a, ids.sector["quente"])
		status, first := post(e.ana, refund(hash, 2), "Idempotency-Key", "refund-1")
		if status != 200 {
			t.Fatalf("refund: %d %v", status, first)
		}
		// a retry with the key gets the same answer; without it, a conflict; money moved once
		if status, again := post(e.ana, refund(hash, 2), "Idempotency-Key", "refund-1"); status != 200 || fmt.Sprint(again) != fmt.Sprint(first) {
			t.Errorf("replay: %d %v", status, again)
		}
		if status, out := post(e.ana, refund(hash, 2)); status != 409 || field(out, "hash") != "Este pedido já foi cancelado." {
			t.Errorf("second refund: %d %v", status, out)
		}
		if n := e.count(t, "SELECT COUNT(*) FROM refunds r JOIN orders o ON o.id = r.order_id WHERE o.hash = ?", hash); n != 1 {
			t.Errorf("%d refunds recorded", n)
		}
		if after, _ := stock(t, e.a, ids.sector["quente"]); after != sold-2 {
			t.Errorf("stock after refund: sold %d, was %d", after, sold)
		}
		for _, tk := range tokens(o) {
			if status, v := req(t, e.srv, "GET", "/api/tickets/"+tk, nil); status != 200 || v["status"] != "cancelled" {
				t.Errorf("ticket after refund: %d %v", status, v)
			}
		}

		// many at once: exactly one cancels
		hash2, _ := e.buy(t, e.ana, "venda", "card", 1, 60)
		var wg sync.WaitGroup
		var mu sync.Mutex
		codes := map[int]int{}
		for range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				status, _ := reqRaw(t, e.srv, "POST", "/api/orders/pre-refund", refund(hash2, 1), bearer(e.ana)...)
				mu.Lock()
				codes[status]++
				mu.Unlock()
			}()
		}
		wg.Wait()
		if codes[200] != 1 || codes[409] != 7 {
			t.Errorf("concurrent refunds: %v", codes)
		}

		// boleto: the money goes to a bank account the buyer gives
		boleto, _ := e.buy(t, e.ana, "venda", "boleto", 1, 70)
		bank := map[string]any{"bank": "001", "agency": "1234-5", "account": "12345-6", "holder_cpf": cpfN(900)}
		bad := map[string]any{"bank": "999", "agency": "12a", "account": "1", "holder_cpf": "111.111.111-11"}
		if status, out := post(e.ana, refund(boleto, 1)); status != 400 || field(out, "bank_account") == "" {
			t.Errorf("boleto without account: %d %v", status, out)
		}
		status, out := post(e.ana, map[string]any{"hash": boleto, "reason": 1, "bank_account": bad})
		for _, f := range []string{"bank_account.bank", "bank_account.agency", "bank_account.account", "bank_account.holder_cpf"} {
			if status != 400 || field(out, f) == "" {
				t.Errorf("bad account, %s: %d %v", f, status, out)
			}
		}
		status, out = post(e.ana, map[string]any{"hash": boleto, "reason": 1, "bank_account": bank})
		if status != 200 {
			t.Fatalf("boleto refund: %d %v", status, out)
		}
		ob := out["order"].(map[string]any)
		if r := ob["refund"].(map[string]any); ob["status"] != "refunded" || r["status"] != "pending_transfer" || r["method"] != "bank_transfer" {
			t.Errorf("boleto refund: %v", ob)
		}
		var stored string
		if err := e.a.DB.QueryRow(t.Context(), "SELECT bank || '/' || agency || '/' || account FROM refunds r JOIN orders o ON o.id = r.order_id WHERE o.hash = ?", boleto).Scan(&stored); err != nil || stored != "001/1234-5/12345-6" {
			t.Errorf("stored account %q %v", stored, err)
		}
		// Each buyer is told at once, by e-mail, that the cancellation was received, that the
		// tickets are void and how the money goes back (Decreto 7.962/2013, art. 5, § 4).
		for hash, want := range map[string]string{hash: "R$ 110,00 serão devolvidos por PIX", hash2: "R$ 55,00 serão devolvidos no mesmo cartão",
			boleto: "R$ 55,00 serão transferidos para a conta que você informou: banco 001 Banco do Brasil S.A., agência 1234-5, conta terminada em 56"} {
			var text string
			waitFor(t, "the cancellation e-mail", func() bool {
				e.a.Checkout.Tick(t.Context())
				text = mailAbout(t, e.a, "ana@example.com", "Pedido cancelado: ", hash)
				return text != ""
			})
			for _, w := range []string{"Recebemos o seu pedido de cancelamento", "não valem mais para a entrada", want, "/pedido/" + hash} {
				if !strings.Contains(text, w) {
					t.Errorf("cancellation e-mail for %s lacks %q:\n%s", hash, w, text)
				}
			}
		}
		e.a.Checkout.Tick(t.Context())
		if n := countMails(t, e.a, "ana@example.com", "Pedido cancelado: "); n != 3 {
			t.Errorf("%d cancellation e-mails, want one per order", n)
		}
		// a hold is not refundable: it is given up instead
		status, held := req(t, e.srv, "POST", "/api/checkout/orders", order(ids.session, ids.sector["quente"], "full", 1, 80), bearer(e.ana)...)
		if status != 201 {
			t.Fatal(status)
		}
		if status, out := post(e.ana, refund(held["hash"].(string), 1)); status != 409 {
			t.Errorf("refund of a hold: %d %v", status, out)
		}
		if code, _ := reqRaw(t, e.srv, "POST", "/api/orders/pre-refund", "not an object", bearer(e.ana)...); code != http.StatusBadRequest {
			t.Errorf("bad body: %d", code)
		}
	})
}

// A gateway that refuses the refund leaves the order refunded (tickets void, stock back)
// with the refund failed; the buyer's next call and the worker try again, once at a time.
func TestRefundGatewayFailureIsRetried(t *testing.T) {
	t.Parallel()
	eachAfter(t, 1, func(t *testing.T, e *afterEnv) {
		hash, _ := e.buy(t, e.ana, "venda", "card", 1, 10)
		var provider string
		if err := e.a.DB.QueryRow(t.Context(), "SELECT provider_id FROM orders WHERE hash = ?", hash).Scan(&provider); err != nil {
			t.Fatal(err)
		}
		e.exec(t, "UPDATE orders SET provider_id = 'not-a-sandbox-charge' WHERE hash = ?", hash)
		status, out := req(t, e.srv, "POST", "/api/orders/pre-refund", refund(hash, 4), bearer(e.ana)...)
		o, _ := out["order"].(map[string]any)
		if status != 200 || o["status"] != "refunded" || o["refund"].(map[string]any)["status"] != "failed" {
			t.Fatalf("refused refund: %d %v", status, out)
		}
		// the buyer's retry while the gateway still refuses: still failed
		status, out = req(t, e.srv, "POST", "/api/orders/pre-refund", refund(hash, 4), bearer(e.ana)...)
		if o, _ = out["order"].(map[string]any); status != 200 || o["refund"].(map[string]any)["status"] != "failed" {
			t.Fatalf("retry while refused: %d %v", status, out)
		}
		// the worker's retry once it accepts
		e.exec(t, "UPDATE orders SET provider_id = ? WHERE hash = ?", provider, hash)
		e.a.Checkout.RetryRefunds(t.Context())
		status, o = req(t, e.srv, "GET", "/api/orders/details/"+hash, nil, bearer(e.ana)...)
		if status != 200 || o["status"] != "refunded" || o["refund"].(map[string]any)["status"] != "done" {
			t.Fatalf("refund retried by the worker: %d %v", status, o)
		}
		if status, _ := req(t, e.srv, "POST", "/api/orders/pre-refund", refund(hash, 4), bearer(e.ana)...); status != 409 {
			t.Errorf("after the retry: %d", status)
		}
		// the gateway's late confirmation of the card payment, then its refund report, change nothing
		ids := idsOf(t, e.a, "venda")
		sold, _ := stock(t, e.a, ids.sector["quente"])
		for _, ev := range []payment.Event{{Type: payment.EventPaid, OrderHash: hash, Amount: int64(o["total"].(float64))},
			{Type: payment.EventRefunded, OrderHash: hash, Amount: int64(o["total"].(float64))}} {
			h, body := e.a.Sandbox.SignedEvent(ev)
			if status, res := webhook(t, e.srv, h, body); status != 200 || res["status"] != "refunded" {
				t.Errorf("webhook %s after the refund: %d %v", ev.Type, status, res)
			}
		}
		if after, _ := stock(t, e.a, ids.sector["quente"]); after != sold {
			t.Errorf("webhooks moved stock: %d → %d", sold, after)
		}
	})
}

// The refund reasons come in the language the client asks for, as every sentence of the API.
func TestRefundReasonsInTheClientsLanguage(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		_, pt := req(t, srv, "GET", "/api/v2/orders/refund/reasons", nil)
		_, en := req(t, srv, "GET", "/api/v2/orders/refund/reasons", nil, "Accept-Language", "en-US,en;q=0.9")
		first := func(out map[string]any) any { return out["list"].([]any)[0].(map[string]any)["nome"] }
		if first(pt) != "Não poderei comparecer" || first(en) != "I cannot attend" {
			t.Errorf("reasons: pt %v, en %v", pt, en)
		}
	})
}

// mailAbout is the text of the newest e-mail to an address whose subject starts with subject
// and that names the order, or "" when none came.
func mailAbout(t *testing.T, a *app.App, to, subject, hash string) string {
	t.Helper()
	flushMail(t, a)
	for _, m := range a.Outbox.Messages() {
		if m.To == to && strings.HasPrefix(m.Subject, subject) && strings.Contains(m.Text, hash) {
			return m.Text
		}
	}
	return ""
}

// countMails counts the e-mails to an address whose subject starts with subject.
func countMails(t *testing.T, a *app.App, to, subject string) int {
	t.Helper()
	flushMail(t, a)
	n := 0
	for _, m := range a.Outbox.Messages() {
		if m.To == to && strings.HasPrefix(m.Subject, subject) {
			n++
		}
	}
	return n
}
