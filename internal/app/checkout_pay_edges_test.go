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
		// The sale stands: the tickets are mailed, shown valid and let in at the door.
		token := got["tickets"].([]any)[0].(map[string]any)["token"].(string)
		waitFor(t, "the tickets e-mail", func() bool {
			flushMail(t, a)
			for _, m := range a.Outbox.Messages() {
				if m.To == to && strings.HasPrefix(m.Subject, "Seus ingressos") && strings.Contains(m.HTML, "/ingressos/"+token) {
					return true
				}
			}
			return false
		})
		if s, tk := req(t, srv, "GET", "/api/tickets/"+token, nil); s != 200 || tk["status"] != "valid" {
			t.Errorf("ticket of the overpaid order: %d %v", s, tk)
		}
		_, view := req(t, srv, "GET", "/api/orders/details/"+hash+"?cpf_cnpj="+cpfN(82), nil)
		if c, _ := view["actions"].(map[string]any)["cancel"].(map[string]any); c["allowed"] != false ||
			c["message"] != "Estamos devolvendo um valor pago a mais neste pedido. Depois da devolução, você poderá cancelar a compra." {
			t.Errorf("cancel while money is owed back: %v", view["actions"])
		}
		key, err := a.NewOrganizerKey(t.Context(), "org")
		if err != nil {
			t.Fatal(err)
		}
		if s, e := req(t, srv, "POST", "/api/checkin", map[string]any{"token": token}, "Authorization", "Bearer "+key); s != 200 || e["status"] != "ok" {
			t.Errorf("door: %d %v", s, e)
		}
		_, stats := req(t, srv, "GET", "/api/checkin/stats", nil, "Authorization", "Bearer "+key)
		for _, st := range stats["list"].([]any) {
			if st := st.(map[string]any); st["event"] == "Festival de Vendas" && (st["sold"] != 1.0 || st["checked_in"] != 1.0) {
				t.Errorf("door count: %v", st)
			}
		}
	})
}
