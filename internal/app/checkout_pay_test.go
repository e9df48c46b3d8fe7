package app_test

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/payment"
	brcode "github.com/catraca/catraca/internal/payment/pix"
	"github.com/catraca/catraca/internal/payment/sandbox"
)

// reserve creates a guest order of qty tickets of the hot sector and returns its hash.
func reserve(t *testing.T, a *app.App, srv *httptest.Server, qty, first int) (string, map[string]any) {
	t.Helper()
	ids := idsOf(t, a, "venda")
	status, o := req(t, srv, "POST", "/api/checkout/orders", order(ids.session, ids.sector["quente"], "full", qty, first))
	if status != 201 {
		t.Fatalf("create: %d %v", status, o)
	}
	return o["hash"].(string), o
}

func cardToken(t *testing.T, srv *httptest.Server, number string) string {
	t.Helper()
	status, tok := req(t, srv, "POST", "/api/payments/sandbox/card-token", map[string]any{"number": number,
		"holder": "PESSOA TESTE", "exp_month": 12, "exp_year": 2031, "cvv": "123"})
	if status != 200 || tok["card_token"] == "" {
		t.Fatalf("card token: %d %v", status, tok)
	}
	return tok["card_token"].(string)
}

func webhook(t *testing.T, srv *httptest.Server, h http.Header, body []byte) (int, map[string]any) {
	t.Helper()
	return postWebhook(t, srv, "sandbox", h, body)
}

// postWebhook sends body, as it is, to the gateway's webhook route with the headers h.
func postWebhook(t *testing.T, srv *httptest.Server, gateway string, h http.Header, body []byte) (int, map[string]any) {
	t.Helper()
	r, _ := http.NewRequest("POST", srv.URL+"/api/payments/webhooks/"+gateway, bytes.NewReader(body))
	for k := range h {
		r.Header.Set(k, h.Get(k))
	}
	res, err := srv.Client().Do(r)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	out := map[string]any{}
	_ = jsonDecode(res, &out)
	return res.StatusCode, out
}

func TestPIXPaidBySandboxIssuesTicketsAndMail(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		hash, o := reserve(t, a, srv, 2, 10)
		status, plans := req(t, srv, "GET", "/api/checkout/orders/"+hash+"/installments", nil)
		if list := plans["list"].([]any); status != 200 || len(list) != 12 || list[2].(map[string]any)["total"] != o["total"] {
			t.Errorf("installments: %d %v", status, plans)
		}
		status, paid := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment", map[string]any{"method": "pix"})
		pix, _ := paid["pix"].(map[string]any)
		if status != 200 || paid["status"] != "awaiting_payment" || pix == nil || !strings.HasPrefix(pix["brcode"].(string), "000201") || pix["qr_png"] == "" {
			t.Fatalf("pix: %d %v", status, paid)
		}
		// The receiver a bank app shows before paying is the store, not the event.
		var store string
		if err := a.DB.QueryRow(context.Background(), "SELECT name FROM stores WHERE is_default = 1").Scan(&store); err != nil {
			t.Fatal(err)
		}
		if fields, err := brcode.Parse(pix["brcode"].(string)); err != nil || fields["59"] == "" || !strings.HasPrefix(brcode.Fold(store), fields["59"]) {
			t.Errorf("PIX receiver %q for store %q (%v)", fields["59"], store, err)
		}
		// The buyer may leave to pay from another device: the PIX, its deadline and the order
		// code go by e-mail.
		waitFor(t, "the PIX e-mail", func() bool { return mailsTo(t, a, "comprador10@example.com") == 1 })
		if m := a.Outbox.Messages()[0]; !strings.HasPrefix(m.Subject, "Pague seu pedido para Festival de Vendas") ||
			!strings.Contains(m.Text, pix["brcode"].(string)) || !strings.Contains(m.Text, "/pedido/"+hash) ||
			!strings.Contains(m.Text, "Pague até ") {
			t.Errorf("PIX e-mail: %s\n%s", m.Subject, m.Text)
		}
		status, res := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/sandbox/pay", nil)
		if status != 200 || res["status"] != "paid" {
			t.Fatalf("sandbox pay: %d %v", status, res)
		}
		// A paid order is read with the buyer's CPF; the hash alone no longer shows it.
		if status, _ := req(t, srv, "GET", "/api/checkout/orders/"+hash, nil); status != 401 {
			t.Errorf("paid order without proof: %d", status)
		}
		if status, _ := req(t, srv, "GET", "/api/checkout/orders/"+hash+"?cpf_cnpj="+cpfN(1), nil); status != 401 {
			t.Errorf("paid order with another CPF: %d", status)
		}
		status, got := req(t, srv, "GET", "/api/checkout/orders/"+hash+"?cpf_cnpj="+cpfN(10), nil)
		tickets, _ := got["tickets"].([]any)
		if status != 200 || got["status"] != "paid" || len(tickets) != 2 || got["paid_at"] == nil {
			t.Fatalf("paid order: %d %v", status, got)
		}
		tk := tickets[0].(map[string]any)
		if len(tk["token"].(string)) != 32 || tk["token"] == tickets[1].(map[string]any)["token"] ||
			!strings.HasSuffix(tk["url"].(string), "/ingressos/"+tk["token"].(string)) {
			t.Errorf("tickets: %v", tickets)
		}
		ids := idsOf(t, a, "venda")
		if sold, held := stock(t, a, ids.sector["quente"]); sold != 2 || held != 0 {
			t.Errorf("stock after paid: sold %d held %d", sold, held)
		}
		waitFor(t, "the confirmation e-mail", func() bool { return mailsTo(t, a, "comprador10@example.com") == 2 })
		m := a.Outbox.Messages()[0]
		if !strings.Contains(m.Subject, "Festival de Vendas") || !strings.Contains(m.HTML, "/ingressos/"+tk["token"].(string)) ||
			!strings.Contains(m.Text, "R$ 110,00") || !strings.Contains(m.Text, "Código do pedido: "+hash) {
			t.Errorf("confirmation: %s\n%s", m.Subject, m.Text)
		}
	})
}

func TestCardInstallmentsDeclineThenApprove(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		hash, o := reserve(t, a, srv, 1, 20)
		declined := cardToken(t, srv, "4000 0000 0000 0002")
		status, e := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment",
			map[string]any{"method": "card", "installments": 3, "card_token": declined})
		if status != 402 || e["message"] != "Cartão recusado pelo emissor." || e["reason"] != "payment_declined" {
			t.Fatalf("declined: %d %v", status, e)
		}
		if status, _ := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment",
			map[string]any{"method": "card", "installments": 13, "card_token": declined}); status != 400 {
			t.Errorf("13 installments: %d", status)
		}
		good := cardToken(t, srv, "4111 1111 1111 1111")
		status, paid := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment",
			map[string]any{"method": "card", "installments": 3, "card_token": good})
		if status != 200 || paid["status"] != "paid" || paid["installments"] != float64(3) || paid["charged"] != o["total"] ||
			paid["payment_method"] != "card" {
			t.Fatalf("approved: %d %v", status, paid)
		}
		if status, e := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment",
			map[string]any{"method": "card", "installments": 1, "card_token": good}); status != 409 || e["message"] != "Este pedido já foi pago." || e["reason"] != "already_paid" {
			t.Errorf("pay twice: %d %v", status, e)
		}
		hash2, _ := reserve(t, a, srv, 1, 21)
		status, paid = req(t, srv, "POST", "/api/checkout/orders/"+hash2+"/payment",
			map[string]any{"method": "card", "installments": 6, "card_token": cardToken(t, srv, "4111 1111 1111 1111")})
		if status != 200 || paid["charged"].(float64) <= paid["total"].(float64) {
			t.Errorf("6 installments carry interest: %d %v", status, paid)
		}
	})
}

func TestBoletoHoldsUntilDueDate(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		hash, _ := reserve(t, a, srv, 1, 30)
		status, o := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment", map[string]any{"method": "boleto"})
		b, _ := o["boleto"].(map[string]any)
		if status != 200 || b == nil || len(b["digitable_line"].(string)) < 47 || b["due_date"] != "2026-11-21" {
			t.Fatalf("boleto: %d %v", status, o)
		}
		clk.add(time.Hour) // well past the 10-minute hold, before the due date
		ids := idsOf(t, a, "venda")
		a.Checkout.Tick(t.Context())
		if _, held := stock(t, a, ids.sector["quente"]); held != 1 {
			t.Errorf("boleto order lost its hold: held %d", held)
		}
		// Asked again, the same boleto comes back: no second charge, no longer hold.
		if s, again := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment", map[string]any{"method": "boleto"}); s != 200 ||
			again["boleto"].(map[string]any)["digitable_line"] != b["digitable_line"] || again["expires_at"] != o["expires_at"] {
			t.Errorf("boleto asked again: %d %v", s, again)
		}
		// An issued boleto may still be paid: giving the order up is refused and keeps the hold.
		if s, e := req(t, srv, "DELETE", "/api/checkout/orders/"+hash, nil); s != 409 ||
			e["message"] != "Este pedido tem um pagamento em aberto e fica reservado até o prazo de pagamento." {
			t.Errorf("giving up an issued boleto: %d %v", s, e)
		}
		if _, held := stock(t, a, ids.sector["quente"]); held != 1 {
			t.Errorf("a refused give-up released the hold: held %d", held)
		}
		clk.add(4 * 24 * time.Hour)
		waitFor(t, "the boleto hold to end", func() bool {
			_, held := stock(t, a, ids.sector["quente"])
			return held == 0
		})
	})
}

func TestWebhooksSignedForgedAlteredStaleDuplicatedReordered(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		hash, o := reserve(t, a, srv, 1, 40)
		total := int64(o["total"].(float64))
		ev := payment.Event{ID: "evt_1", Type: payment.EventPaid, OrderHash: hash, Amount: total}
		h, body := a.Sandbox.SignedEvent(ev)

		forger := sandbox.New([]byte("outro-segredo"), clk.now)
		fh, fbody := forger.SignedEvent(ev)
		if s, _ := webhook(t, srv, fh, fbody); s != 400 {
			t.Errorf("forged: %d", s)
		}
		altered := []byte(strings.Replace(string(body), fmt.Sprint(total), "1", 1))
		if s, _ := webhook(t, srv, h, altered); s != 400 {
			t.Errorf("altered: %d", s)
		}
		stale := http.Header{}
		stale.Set(sandbox.SignatureHeader, a.Sandbox.Sign(body, clk.now().Add(-6*time.Minute)))
		if s, _ := webhook(t, srv, stale, body); s != 400 {
			t.Errorf("stale: %d", s)
		}
		if s, _ := webhook(t, srv, http.Header{}, body); s != 400 {
			t.Errorf("unsigned: %d", s)
		}
		status, _ := req(t, srv, "GET", "/api/checkout/orders/"+hash, nil)
		if status != 200 {
			t.Fatalf("the refused webhooks changed the order (now unreadable by hash): %d", status)
		}
		if s, r := webhook(t, srv, h, body); s != 200 || r["status"] != "paid" || r["duplicate"] != false {
			t.Fatalf("signed: %d %v", s, r)
		}
		if s, r := webhook(t, srv, h, body); s != 200 || r["duplicate"] != true {
			t.Errorf("duplicate: %d %v", s, r)
		}
		var tickets int
		_ = a.DB.QueryRow(t.Context(), "SELECT COUNT(*) FROM tickets t JOIN orders o ON o.id = t.order_id WHERE o.hash = ?", hash).Scan(&tickets)
		if tickets != 1 {
			t.Errorf("tickets after a duplicate: %d", tickets)
		}
		// Reordered: the refund of order 2 arrives before its payment; the order ends refunded
		// and the late payment changes nothing.
		hash2, o2 := reserve(t, a, srv, 1, 41)
		total2 := int64(o2["total"].(float64))
		rh, rbody := a.Sandbox.SignedEvent(payment.Event{ID: "evt_r2", Type: payment.EventRefunded, OrderHash: hash2, Amount: total2})
		ph, pbody := a.Sandbox.SignedEvent(payment.Event{ID: "evt_p2", Type: payment.EventPaid, OrderHash: hash2, Amount: total2})
		if s, r := webhook(t, srv, rh, rbody); s != 200 || r["status"] != "refunded" {
			t.Errorf("refund first: %d %v", s, r)
		}
		if s, r := webhook(t, srv, ph, pbody); s != 200 || r["status"] != "refunded" {
			t.Errorf("late payment after refund: %d %v", s, r)
		}
		// Paid then failed (out of order): stays paid.
		fh2, fb2 := a.Sandbox.SignedEvent(payment.Event{ID: "evt_f1", Type: payment.EventFailed, OrderHash: hash, Amount: total})
		if s, r := webhook(t, srv, fh2, fb2); s != 200 || r["status"] != "paid" {
			t.Errorf("failed after paid: %d %v", s, r)
		}
		// A second, different payment for a paid order needs a refund, visibly.
		dh, db := a.Sandbox.SignedEvent(payment.Event{ID: "evt_dup", Type: payment.EventPaid, OrderHash: hash, Amount: total})
		if s, r := webhook(t, srv, dh, db); s != 200 || r["status"] != "needs_refund" {
			t.Errorf("second payment: %d %v", s, r)
		}
		_, got := req(t, srv, "GET", "/api/checkout/orders/"+hash+"?cpf_cnpj="+cpfN(40), nil)
		if got["status"] != "needs_refund" || got["refund_reason"] != "Segundo pagamento recebido para um pedido já pago." {
			t.Errorf("needs_refund must be visible: %v", got)
		}
		// The reason speaks the client's language.
		_, got = req(t, srv, "GET", "/api/checkout/orders/"+hash+"?cpf_cnpj="+cpfN(40), nil, "Accept-Language", "en")
		if got["refund_reason"] != "A second payment was received for an order already paid." {
			t.Errorf("refund reason in English: %v", got["refund_reason"])
		}
		_, got = req(t, srv, "GET", "/api/orders/details/"+hash+"?cpf_cnpj="+cpfN(40), nil, "Accept-Language", "en")
		if got["refund_reason"] != "A second payment was received for an order already paid." {
			t.Errorf("refund reason in English, order details: %v", got["refund_reason"])
		}
		ids := idsOf(t, a, "venda")
		if sold, held := stock(t, a, ids.sector["quente"]); sold != 1 || held != 0 {
			t.Errorf("stock: sold %d held %d, want 1 and 0", sold, held)
		}
	})
}

func TestPaymentAfterExpiryNeedsRefund(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		hash, o := reserve(t, a, srv, 2, 50)
		if s, _ := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment", map[string]any{"method": "pix"}); s != 200 {
			t.Fatal("pix")
		}
		ids := idsOf(t, a, "venda")
		clk.add(11 * time.Minute)
		waitFor(t, "the hold to expire by itself", func() bool {
			_, held := stock(t, a, ids.sector["quente"])
			return held == 0
		})
		ph, pb := a.Sandbox.SignedEvent(payment.Event{ID: "evt_late", Type: payment.EventPaid, OrderHash: hash,
			Amount: int64(o["total"].(float64))})
		if s, r := webhook(t, srv, ph, pb); s != 200 || r["status"] != "needs_refund" {
			t.Errorf("late PIX: %d %v", s, r)
		}
		if sold, held := stock(t, a, ids.sector["quente"]); sold != 0 || held != 0 {
			t.Errorf("a late payment must not sell: sold %d held %d", sold, held)
		}
		if s, e := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment", map[string]any{"method": "pix"}); s != 409 || e["reason"] != "hold_expired" {
			t.Errorf("paying an expired order: %d %v", s, e)
		}
	})
}

// A refund made at the gateway (by the store there, or a chargeback) ends a paid order: its
// tickets are void, its stock returns, and the buyer sees the refund done with its amount.
func TestGatewayRefundShowsAsDone(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		hash, o := reserve(t, a, srv, 1, 60)
		total := int64(o["total"].(float64))
		ph, pb := a.Sandbox.SignedEvent(payment.Event{ID: "evt_gp", Type: payment.EventPaid, OrderHash: hash, Amount: total})
		if s, r := webhook(t, srv, ph, pb); s != 200 || r["status"] != "paid" {
			t.Fatalf("paid: %d %v", s, r)
		}
		rh, rb := a.Sandbox.SignedEvent(payment.Event{ID: "evt_gr", Type: payment.EventRefunded, OrderHash: hash, Amount: total})
		if s, r := webhook(t, srv, rh, rb); s != 200 || r["status"] != "refunded" {
			t.Fatalf("refunded: %d %v", s, r)
		}
		_, got := req(t, srv, "GET", "/api/orders/details/"+hash+"?cpf_cnpj="+cpfN(60), nil)
		refund, _ := got["refund"].(map[string]any)
		if got["status"] != "refunded" || refund == nil || refund["status"] != "done" || refund["basis"] != "gateway" ||
			refund["method"] != "gateway" || refund["amount"] != float64(total) || refund["done_at"] == nil {
			t.Errorf("the gateway's refund must show: %v", got)
		}
		if tickets, _ := got["tickets"].([]any); len(tickets) != 1 || tickets[0].(map[string]any)["valid"] != false {
			t.Errorf("tickets after the refund: %v", got["tickets"])
		}
		if sold, held := stock(t, a, idsOf(t, a, "venda").sector["quente"]); sold != 0 || held != 0 {
			t.Errorf("stock after the refund: sold %d held %d", sold, held)
		}
		// The buyer cannot then ask for a refund of their own.
		if s, _ := req(t, srv, "POST", "/api/orders/pre-refund", map[string]any{"hash": hash, "reason": 1}); s < 400 || s >= 500 {
			t.Errorf("pre-refund after the gateway's: %d", s)
		}
	})
}

// A buyer issues a PIX, then pays by card; the PIX is paid later too: that money needs a
// refund, visibly, and the tickets stay.
func TestPIXPaidAfterCardNeedsRefund(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		hash, o := reserve(t, a, srv, 1, 45)
		if s, _ := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment", map[string]any{"method": "pix"}); s != 200 {
			t.Fatal("pix")
		}
		tok := cardToken(t, srv, "5555 5555 5555 4444")
		if s, p := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment",
			map[string]any{"method": "card", "installments": 1, "card_token": tok}); s != 200 || p["status"] != "paid" {
			t.Fatalf("card after pix: %d %v", s, p)
		}
		h, b := a.Sandbox.SignedEvent(payment.Event{Type: payment.EventPaid, OrderHash: hash, Amount: int64(o["total"].(float64))})
		if s, r := webhook(t, srv, h, b); s != 200 || r["status"] != "needs_refund" {
			t.Errorf("PIX paid after the card: %d %v", s, r)
		}
		_, got := req(t, srv, "GET", "/api/checkout/orders/"+hash+"?cpf_cnpj="+cpfN(45), nil)
		if len(got["tickets"].([]any)) != 1 || got["refund_reason"] == nil {
			t.Errorf("tickets stay and the refund is visible: %v", got)
		}
	})
}

func TestNoBoletoThatClearsAfterTheSessionStarts(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		// Ten days before the session: a boleto due in three, cleared in three more, fits.
		_, early := reserve(t, a, srv, 1, 40)
		if got := fmt.Sprint(early["payment_methods"]); got != "[pix card boleto]" {
			t.Errorf("ten days ahead: %s", got)
		}
		clk.add(5 * 24 * time.Hour)
		hash, late := reserve(t, a, srv, 1, 41)
		if got := fmt.Sprint(late["payment_methods"]); got != "[pix card]" {
			t.Errorf("five days ahead: %s", got)
		}
		status, e := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment", map[string]any{"method": "boleto"})
		if status != 409 || e["reason"] != "boleto_unavailable" ||
			e["message"] != "Boleto indisponível: ele não compensaria antes do início do evento. Pague com PIX ou cartão." {
			t.Errorf("late boleto: %d %v", status, e)
		}
		// Refused before any charge: the order still takes a PIX.
		if status, o := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment", map[string]any{"method": "pix"}); status != 200 || o["pix"] == nil {
			t.Errorf("PIX after the refused boleto: %d %v", status, o)
		}
	})
}

// A card token pays once, in any process: two orders paid with one token (a double submit, a
// copied token) charge the card for the first only; the second is declined, asks for the card
// again, stays payable and pays with a new token.
func TestCardTokenPaysOnce(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		first, _ := reserve(t, a, srv, 1, 700)
		second, _ := reserve(t, a, srv, 1, 701)
		tok := cardToken(t, srv, "4111 1111 1111 1111")
		pay := func(hash, tok string) (int, map[string]any) {
			return req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment", map[string]any{"method": "card", "card_token": tok})
		}
		if status, o := pay(first, tok); status != 200 || o["status"] != "paid" {
			t.Fatalf("first payment: %d %v", status, o)
		}
		status, o := pay(second, tok)
		if status != http.StatusPaymentRequired || o["message"] != "Estes dados de cartão já foram usados em um pagamento, digite os dados novamente." {
			t.Fatalf("the same token again: %d %v", status, o)
		}
		if _, got := req(t, srv, "GET", "/api/checkout/orders/"+second, nil); got["status"] != "reserved" {
			t.Errorf("the second order after the refused token: %v", got["status"])
		}
		if status, o := pay(second, cardToken(t, srv, "4111 1111 1111 1111")); status != 200 || o["status"] != "paid" {
			t.Errorf("with a new token: %d %v", status, o)
		}
	})
}

// Payments of one order sent at once, each with its own card token (a double submit, two
// tabs), charge the buyer once: one pays, the others are told a payment is under way or the
// order is paid, and nothing is left to refund.
func TestConcurrentPaymentsChargeOnce(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		hash, _ := reserve(t, a, srv, 1, 710)
		tokens := make([]string, 6)
		for i := range tokens {
			tokens[i] = cardToken(t, srv, "4111 1111 1111 1111")
		}
		var wg sync.WaitGroup
		var mu sync.Mutex
		answers := map[string]int{}
		for _, tok := range tokens {
			wg.Add(1)
			go func() {
				defer wg.Done()
				status, o := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment", map[string]any{"method": "card", "card_token": tok})
				mu.Lock()
				defer mu.Unlock()
				answers[fmt.Sprint(status, " ", o["status"], o["message"])]++
			}()
		}
		wg.Wait()
		refused := answers["409 <nil>Um pagamento deste pedido já está em andamento. Aguarde a resposta."] + answers["409 <nil>Este pedido já foi pago."]
		if answers["200 paid<nil>"] != 1 || refused != len(tokens)-1 {
			t.Errorf("answers: %v", answers)
		}
		if _, got := req(t, srv, "GET", "/api/checkout/orders/"+hash+"?cpf_cnpj="+cpfN(710), nil); got["status"] != "paid" || got["refund_amount"] != nil {
			t.Errorf("the order after: %v, refund %v", got["status"], got["refund_amount"])
		}
	})
}
