package app_test

import (
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/payment"
)

// Asking for a PIX, then a boleto, then the PIX again shows the PIX already issued, and the
// same for the boleto: never two live codes of one kind for an order.
func TestSwitchingMethodsKeepsTheIssuedCodes(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		hash, _ := reserve(t, a, srv, 1, 80)
		pay := func(method string) map[string]any {
			s, o := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment", map[string]any{"method": method})
			if s != 200 {
				t.Fatalf("%s: %d %v", method, s, o)
			}
			return o
		}
		pix := pay("pix")["pix"].(map[string]any)["brcode"]
		line := pay("boleto")["boleto"].(map[string]any)["digitable_line"]
		if again := pay("pix")["pix"].(map[string]any)["brcode"]; again != pix {
			t.Errorf("PIX after a boleto: %v, want the first %v", again, pix)
		}
		if again := pay("boleto")["boleto"].(map[string]any)["digitable_line"]; again != line {
			t.Errorf("boleto after the PIX again: %v, want the first %v", again, line)
		}
	})
}

// Installments below 1 are refused like those above 12, instead of being read as 1.
func TestCardInstallmentsBelowOneRefused(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		hash, _ := reserve(t, a, srv, 1, 81)
		for _, n := range []int{0, -1} {
			body := map[string]any{"method": "card", "installments": n, "card_token": cardToken(t, srv, "4111111111111111")}
			s, e := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment", body)
			if fields, _ := e["fields"].(map[string]any); s != 400 || fields["installments"] != "Número de parcelas inválido." {
				t.Errorf("installments %d: %d %v", n, s, e)
			}
		}
		if _, o := req(t, srv, "GET", "/api/checkout/orders/"+hash, nil); o["status"] != "reserved" {
			t.Errorf("after refused installments: %v", o["status"])
		}
	})
}

// A boleto paid with more than its total sells the tickets, and the difference goes back:
// the order shows it and the buyer is told.
func TestOverpaymentSellsAndRefundsTheDifference(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		hash, o := reserve(t, a, srv, 1, 82)
		total := int64(o["total"].(float64))
		if s, e := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment", map[string]any{"method": "boleto"}); s != 200 {
			t.Fatalf("boleto: %d %v", s, e)
		}
		h, body := a.Sandbox.SignedEvent(payment.Event{ID: "evt_over", Type: payment.EventPaid, OrderHash: hash, Amount: total + 1234})
		if s, r := webhook(t, srv, h, body); s != 200 || r["status"] != "needs_refund" {
			t.Fatalf("overpaid: %d %v", s, r)
		}
		_, got := req(t, srv, "GET", "/api/checkout/orders/"+hash+"?cpf_cnpj="+cpfN(82), nil)
		if tickets, _ := got["tickets"].([]any); got["refund_amount"] != 1234.0 || got["paid_at"] == nil || len(tickets) != 1 {
			t.Errorf("overpaid order: %v", got)
		}
		to := "comprador82@example.com"
		waitFor(t, "the refund e-mail", func() bool {
			flushMail(t, a)
			for _, m := range a.Outbox.Messages() {
				if m.To == to && strings.Contains(m.Text, "Recebemos R$ 12,34 a mais do que o total do pedido") &&
					strings.Contains(m.Text, "Os ingressos foram emitidos") {
					return true
				}
			}
			return false
		})
	})
}
