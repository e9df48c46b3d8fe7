package app_test

import (
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/app"
)

// pixAtStripe reserves qty tickets for the n-th buyer and issues a PIX at the fake Stripe; it
// returns the order's hash and its PaymentIntent's id.
func pixAtStripe(t *testing.T, a *app.App, srv *httptest.Server, f *fakeStripe, qty, n int) (string, string) {
	t.Helper()
	hash, _ := reserve(t, a, srv, qty, n)
	if status, res := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment", map[string]any{"method": "pix"}); status != 200 {
		t.Fatalf("pix: %d %v", status, res)
	}
	return hash, f.lastIntent()
}

// Only Stripe's signature, on this body, from the last five minutes by the store's clock, is
// taken; anything else is refused and changes nothing.
func TestStripeWebhookRefusesForgedStaleAndAltered(t *testing.T) {
	t.Parallel()
	eachStripe(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock, f *fakeStripe) {
		hash, pi := pixAtStripe(t, a, srv, f, 1, 400)
		paid := f.succeed(pi)
		body := []byte(marshal(map[string]any{"id": "evt_1", "object": "event", "type": "payment_intent.succeeded",
			"created": clk.now().Unix(), "data": map[string]any{"object": paid}}))
		altered := []byte(strings.Replace(string(body), `"amount_received":`, `"amount_received":1`, 1))
		for name, try := range map[string]func() (int, map[string]any){
			"forged": func() (int, map[string]any) { return stripeDelivery(t, srv, clk.now(), "whsec_outro", body, body) },
			"stale": func() (int, map[string]any) {
				return stripeDelivery(t, srv, clk.now().Add(-6*time.Minute), stripeWebhookSecret, body, body)
			},
			"future": func() (int, map[string]any) {
				return stripeDelivery(t, srv, clk.now().Add(6*time.Minute), stripeWebhookSecret, body, body)
			},
			"altered": func() (int, map[string]any) {
				return stripeDelivery(t, srv, clk.now(), stripeWebhookSecret, body, altered)
			},
		} {
			if status, res := try(); status != 400 || res["message"] == nil {
				t.Errorf("%s: %d %v", name, status, res)
			}
		}
		if got := orderStatus(t, a, hash); got != "awaiting_payment" {
			t.Fatalf("after refused webhooks the order is %s", got)
		}
		if status, res := stripeDelivery(t, srv, clk.now(), stripeWebhookSecret, body, body); status != 200 || res["status"] != "paid" {
			t.Errorf("genuine: %d %v", status, res)
		}
		// An event of another kind, or of no order of ours, is acknowledged and ignored.
		for _, typ := range []string{"customer.created", "payment_intent.succeeded"} {
			obj := map[string]any{"id": "cus_1", "object": "customer"}
			if typ == "payment_intent.succeeded" {
				obj = map[string]any{"id": "pi_outro", "object": "payment_intent", "amount": 100, "metadata": map[string]string{}}
			}
			if status, res := stripeWebhook(t, srv, clk.now(), stripeWebhookSecret, "evt_"+typ, typ, obj); status != 200 || res["received"] != true {
				t.Errorf("ignored %s: %d %v", typ, status, res)
			}
		}
	})
}

// Deliveries out of order and repeated: a refund that arrives before its payment ends the order
// with its stock back, and the payment that follows sells nothing; a partial refund keeps the
// sale and only the highest amount counts.
func TestStripeWebhooksShuffledAndPartial(t *testing.T) {
	t.Parallel()
	eachStripe(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock, f *fakeStripe) {
		ids := idsOf(t, a, "venda")
		sold0, held0 := stock(t, a, ids.sector["quente"])
		hash, pi := pixAtStripe(t, a, srv, f, 2, 410)
		paid := f.succeed(pi)
		refunded := f.charge(pi, int64(paid["amount"].(float64)))
		for i, ev := range []struct {
			id, typ string
			obj     map[string]any
		}{
			{"evt_r", "charge.refunded", refunded}, {"evt_p", "payment_intent.succeeded", paid},
			{"evt_r", "charge.refunded", refunded}, {"evt_p", "payment_intent.succeeded", paid},
		} {
			if status, res := stripeWebhook(t, srv, clk.now(), stripeWebhookSecret, ev.id, ev.typ, ev.obj); status != 200 || res["status"] != "refunded" {
				t.Fatalf("delivery %d (%s): %d %v", i, ev.typ, status, res)
			}
		}
		if sold, held := stock(t, a, ids.sector["quente"]); sold != sold0 || held != held0 {
			t.Errorf("stock after refund then payment: sold %d held %d, want %d %d", sold, held, sold0, held0)
		}

		hash, pi = pixAtStripe(t, a, srv, f, 1, 411)
		paid = f.succeed(pi)
		stripeWebhook(t, srv, clk.now(), stripeWebhookSecret, "evt_p2", "payment_intent.succeeded", paid)
		for _, part := range []struct {
			id     string
			amount int64
		}{{"evt_part_2000", 2000}, {"evt_part_1000", 1000}, {"evt_part_2000", 2000}} {
			status, res := stripeWebhook(t, srv, clk.now(), stripeWebhookSecret, part.id, "charge.refunded", f.charge(pi, part.amount))
			if status != 200 || res["status"] != "paid" {
				t.Fatalf("partial refund %d: %d %v", part.amount, status, res)
			}
		}
		if o := orderOf(t, srv, hash, 411); o["gateway_refunded"] != 2000.0 || o["status"] != "paid" || o["tickets"].([]any)[0].(map[string]any)["valid"] != true {
			t.Errorf("after partial refunds: %v", o)
		}
	})
}

// A dispute (chargeback) names only the charge: the order is found by it, flagged, and its
// tickets are refused at the door while it is open; won, they enter again. A late "opened"
// never reopens a closed dispute.
func TestStripeDispute(t *testing.T) {
	t.Parallel()
	eachStripe(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock, f *fakeStripe) {
		hash, pi := pixAtStripe(t, a, srv, f, 1, 420)
		stripeWebhook(t, srv, clk.now(), stripeWebhookSecret, "evt_paid", "payment_intent.succeeded", f.succeed(pi))
		dispute := func(status string) map[string]any {
			return map[string]any{"id": "dp_1", "object": "dispute", "amount": 5500, "charge": "ch_" + pi,
				"payment_intent": pi, "status": status, "currency": "brl"}
		}
		key, err := a.NewOrganizerKey(t.Context(), "org")
		if err != nil {
			t.Fatal(err)
		}
		token := orderOf(t, srv, hash, 420)["tickets"].([]any)[0].(map[string]any)["token"].(string)
		stripeWebhook(t, srv, clk.now(), stripeWebhookSecret, "evt_dp_open", "charge.dispute.created", dispute("needs_response"))
		o := orderOf(t, srv, hash, 420)
		if o["dispute"] != "open" || o["tickets"].([]any)[0].(map[string]any)["valid"] != false {
			t.Errorf("disputed order: %v", o)
		}
		if status, res := req(t, srv, "GET", "/api/tickets/"+token, nil); status != 200 || res["status"] != "disputed" {
			t.Errorf("ticket page while disputed: %d %v", status, res)
		}
		status, res := req(t, srv, "POST", "/api/checkin", map[string]any{"token": token}, "Authorization", "Bearer "+key)
		if status != 409 || res["reason"] != "disputed" {
			t.Errorf("door while disputed: %d %v", status, res)
		}
		stripeWebhook(t, srv, clk.now(), stripeWebhookSecret, "evt_dp_won", "charge.dispute.closed", dispute("won"))
		stripeWebhook(t, srv, clk.now(), stripeWebhookSecret, "evt_dp_open_late", "charge.dispute.created", dispute("needs_response"))
		if o := orderOf(t, srv, hash, 420); o["dispute"] != "won" {
			t.Errorf("after won and a late open: %v", o["dispute"])
		}
		if status, res := req(t, srv, "POST", "/api/checkin", map[string]any{"token": token}, "Authorization", "Bearer "+key); status != 200 {
			t.Errorf("door after the dispute was won: %d %v", status, res)
		}
	})
}

// A PIX paid after its hold ended sells nothing: the buyer is told, the money goes back through
// the same PIX (a refund at Stripe), and the order ends refunded. A second payment of a sold
// order (a PIX paid after the card) goes back the same way, and the sale stands.
func TestStripeLatePayment(t *testing.T) {
	t.Parallel()
	eachStripe(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock, f *fakeStripe) {
		hash, pi := pixAtStripe(t, a, srv, f, 1, 430)
		clk.add(time.Hour)
		if _, err := a.Checkout.ExpireHolds(t.Context()); err != nil {
			t.Fatal(err)
		}
		status, res := stripeWebhook(t, srv, clk.now(), stripeWebhookSecret, "evt_late", "payment_intent.succeeded", f.succeed(pi))
		if status != 200 || res["status"] != "needs_refund" {
			t.Fatalf("late PIX: %d %v", status, res)
		}
		waitFor(t, "the refund notice", func() bool {
			flushMail(t, a)
			for _, m := range a.Outbox.Messages() {
				if m.To == "comprador430@example.com" && strings.Contains(m.Text, "R$ 55,00") && strings.Contains(m.Text, "será devolvido") {
					return true
				}
			}
			return false
		})
		waitFor(t, "the late PIX refunded", func() bool { return orderStatus(t, a, hash) == "refunded" })
		if !refundedAt(f, pi, 5500) {
			t.Errorf("no refund of %s at Stripe: %+v", pi, f.rec.All())
		}

		hash, pix := pixAtStripe(t, a, srv, f, 1, 431)
		if status, res := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment",
			map[string]any{"method": "card", "card_token": "pm_card_visa"}); status != 200 || res["status"] != "paid" {
			t.Fatalf("card after PIX: %d %v", status, res)
		}
		if status, res := stripeWebhook(t, srv, clk.now(), stripeWebhookSecret, "evt_pix_too", "payment_intent.succeeded", f.succeed(pix)); status != 200 || res["status"] != "needs_refund" {
			t.Fatalf("PIX paid after the card: %d %v", status, res)
		}
		waitFor(t, "the second payment returned", func() bool { return orderStatus(t, a, hash) == "paid" })
		if !refundedAt(f, pix, 5500) {
			t.Errorf("no refund of the PIX %s at Stripe", pix)
		}
	})
}

// refundedAt reports a refund of amount of the PaymentIntent that stripe-mock accepted.
func refundedAt(f *fakeStripe, pi string, amount int64) bool {
	for _, r := range f.rec.All() {
		if r.Path == "/v1/refunds" && r.MockStatus == 200 && r.Form.Get("payment_intent") == pi && r.Form.Get("amount") == strconv.FormatInt(amount, 10) {
			return true
		}
	}
	return false
}

// orderStatus reads an order's status straight from the database.
func orderStatus(t *testing.T, a *app.App, hash string) string {
	t.Helper()
	var s string
	if err := a.DB.QueryRow(t.Context(), "SELECT status FROM orders WHERE hash = ?", hash).Scan(&s); err != nil {
		t.Fatal(err)
	}
	return s
}
