package app_test

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/payment"
)

// lastMailTo is the newest message to an address.
func lastMailTo(t *testing.T, a *app.App, to string) (subject, text string) {
	t.Helper()
	for _, m := range a.Outbox.Messages() {
		if m.To == to {
			return m.Subject, m.Text
		}
	}
	t.Fatalf("no mail to %s", to)
	return "", ""
}

// mailsStay checks that further worker rounds send nothing more to an address.
func mailsStay(t *testing.T, a *app.App, to string, want int) {
	t.Helper()
	a.Checkout.Tick(context.Background())
	a.Checkout.Tick(context.Background())
	if n := mailsTo(t, a, to); n != want {
		t.Errorf("mails to %s: %d, want %d (the refund notice goes once)", to, n, want)
	}
}

// A PIX paid after its hold ran out: the buyer is told, once, that no tickets were issued and
// the money goes back, even when the gateway delivers the webhook twice.
func TestLatePIXPaymentMailsRefundOnce(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		hash, o := reserve(t, a, srv, 2, 60)
		to := "comprador60@example.com"
		if s, _ := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment", map[string]any{"method": "pix"}); s != 200 {
			t.Fatal("pix")
		}
		waitFor(t, "the PIX e-mail", func() bool { return mailsTo(t, a, to) == 1 })
		clk.add(11 * time.Minute)
		waitFor(t, "the hold to expire", func() bool {
			_, got := req(t, srv, "GET", "/api/checkout/orders/"+hash, nil)
			return got["status"] == "expired"
		})
		ev := payment.Event{ID: "evt_late_twice", Type: payment.EventPaid, OrderHash: hash, Amount: int64(o["total"].(float64))}
		h, body := a.Sandbox.SignedEvent(ev)
		if s, r := webhook(t, srv, h, body); s != 200 || r["status"] != "needs_refund" {
			t.Fatalf("late PIX: %d %v", s, r)
		}
		if s, r := webhook(t, srv, h, body); s != 200 || r["duplicate"] != true {
			t.Fatalf("the same webhook again: %d %v", s, r)
		}
		// The checkout, still open, reads the order with the buyer's CPF and says what happened.
		if _, got := req(t, srv, "GET", "/api/checkout/orders/"+hash+"?cpf_cnpj="+cpfN(60), nil); got["status"] != "needs_refund" ||
			got["refund_amount"] != o["total"] {
			t.Errorf("the order after a late payment: %v", got)
		}
		waitFor(t, "the refund e-mail", func() bool { return mailsTo(t, a, to) == 2 })
		subject, text := lastMailTo(t, a, to)
		for _, want := range []string{"Recebemos o seu pagamento de R$ 110,00 depois que a reserva do pedido terminou",
			"nenhum ingresso foi emitido", "devolver esse valor por PIX", "/pedido/" + hash,
			"Não pague de novo o PIX", "Fale com a loja"} {
			if !strings.Contains(text, want) {
				t.Errorf("refund e-mail lacks %q:\n%s", want, text)
			}
		}
		if !strings.HasPrefix(subject, "Seu pagamento para Festival de Vendas será devolvido") {
			t.Errorf("subject: %s", subject)
		}
		// The sandbox button pays the order's charge once: pressed again, it is no second
		// payment, and nothing more is sent.
		if s, r := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/sandbox/pay", nil); s != 409 || r["message"] != "Este pedido já foi pago." {
			t.Errorf("sandbox pay after: %d %v", s, r)
		}
		mailsStay(t, a, to, 2)
		// A real second payment is added to what goes back, and told in its own e-mail.
		h, body = a.Sandbox.SignedEvent(payment.Event{ID: "evt_late_2", Type: payment.EventPaid, OrderHash: hash, Amount: 500})
		if s, r := webhook(t, srv, h, body); s != 200 || r["status"] != "needs_refund" {
			t.Fatalf("another payment: %d %v", s, r)
		}
		if _, got := req(t, srv, "GET", "/api/checkout/orders/"+hash+"?cpf_cnpj="+cpfN(60), nil); got["refund_amount"] != o["total"].(float64)+500 {
			t.Errorf("refund amount after another payment: %v", got["refund_amount"])
		}
		waitFor(t, "the second refund e-mail", func() bool { return mailsTo(t, a, to) == 3 })
	})
}

// A second payment for a paid order: the buyer keeps the tickets and is told, once, that the
// extra money goes back.
func TestSecondPaymentMailsRefundOnce(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		hash, o := reserve(t, a, srv, 1, 62)
		to := "comprador62@example.com"
		if s, r := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/sandbox/pay", nil); s != 200 || r["status"] != "paid" {
			t.Fatalf("pay: %d %v", s, r)
		}
		waitFor(t, "the confirmation", func() bool { return mailsTo(t, a, to) == 1 })
		h, body := a.Sandbox.SignedEvent(payment.Event{ID: "evt_second", Type: payment.EventPaid, OrderHash: hash,
			Amount: int64(o["total"].(float64))})
		if s, r := webhook(t, srv, h, body); s != 200 || r["status"] != "needs_refund" {
			t.Fatalf("second payment: %d %v", s, r)
		}
		if s, r := webhook(t, srv, h, body); s != 200 || r["duplicate"] != true {
			t.Fatalf("the same webhook again: %d %v", s, r)
		}
		waitFor(t, "the refund e-mail", func() bool { return mailsTo(t, a, to) == 2 })
		_, text := lastMailTo(t, a, to)
		if !strings.Contains(text, "segundo pagamento de R$ 55,00") || !strings.Contains(text, "continuam valendo") {
			t.Errorf("refund e-mail:\n%s", text)
		}
		mailsStay(t, a, to, 2)
	})
}
