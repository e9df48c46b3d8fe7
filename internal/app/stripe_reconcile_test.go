package app_test

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/checkout"
	"github.com/catraca/catraca/internal/db/dbtest"
	"github.com/catraca/catraca/internal/payment/stripe/stripetest"
)

// A webhook that never arrives: the reconciliation reads the PaymentIntent from Stripe once the
// charge is old enough and applies it as the webhook would; the webhook arriving after all is
// the same fact and changes nothing. A charge still waiting is left alone.
func TestStripeReconcileWithoutWebhook(t *testing.T) {
	t.Parallel()
	eachStripe(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock, f *fakeStripe) {
		paidHash, paidPI := pixAtStripe(t, a, srv, f, 1, 500)
		waitingHash, _ := pixAtStripe(t, a, srv, f, 1, 501)
		failedHash, failedPI := pixAtStripe(t, a, srv, f, 1, 502)
		f.succeed(paidPI)
		f.cancel(failedPI)
		// Too recent: the webhook may still come.
		if changed, err := a.Checkout.Reconcile(t.Context(), time.Hour, checkout.ReconcileAge, 0); err != nil || len(changed) != 0 {
			t.Fatalf("recent charges reconciled: %v %v", changed, err)
		}
		clk.add(checkout.ReconcileAge + time.Second)
		changed, err := a.Checkout.Reconcile(t.Context(), time.Hour, checkout.ReconcileAge, 0)
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]string{}
		for _, r := range changed {
			got[r.Hash] = r.Before + " -> " + r.After
		}
		if len(got) != 2 || got[paidHash] != "awaiting_payment -> paid" || got[failedHash] != "awaiting_payment -> reserved" {
			t.Errorf("reconciled: %+v", changed)
		}
		if s := orderStatus(t, a, waitingHash); s != "awaiting_payment" {
			t.Errorf("a PIX still waiting became %s", s)
		}
		status, res := stripeWebhook(t, srv, clk.now(), stripeWebhookSecret, "evt_late_hook", "payment_intent.succeeded", f.succeed(paidPI))
		if status != 200 || res["duplicate"] != true || res["status"] != "paid" {
			t.Errorf("the webhook after the reconciliation: %d %v", status, res)
		}
		if again, err := a.Checkout.Reconcile(t.Context(), time.Hour, checkout.ReconcileAge, 0); err != nil || len(again) != 0 {
			t.Errorf("a second reconciliation changed %v %v", again, err)
		}

		// A refund whose process stopped before recording Stripe's answer stays 'requested':
		// past the age, the reconciliation sends it again, under the same idempotency key.
		if _, err := a.DB.Exec(t.Context(), `INSERT INTO refunds (order_id, reason, basis, amount, method, status, created_at)
			SELECT id, 1, 'cdc', total, 'gateway', 'requested', ? FROM orders WHERE hash = ?`,
			clk.now().Add(-10*time.Minute).UTC(), paidHash); err != nil {
			t.Fatal(err)
		}
		if _, err := a.Checkout.Reconcile(t.Context(), time.Hour, checkout.ReconcileAge, 0); err != nil {
			t.Fatal(err)
		}
		var refund string
		if err := a.DB.QueryRow(t.Context(), "SELECT r.status FROM refunds r JOIN orders o ON o.id = r.order_id WHERE o.hash = ?",
			paidHash).Scan(&refund); err != nil || refund != "done" || !refundedAt(f, paidPI, 5500) {
			t.Errorf("a refund left pending: %s %v", refund, err)
		}
	})
}

// Stripe stopped, or a proxy in front of it that never answers: the buyer is told the gateway
// is not answering (503 gateway_unavailable), the hold stays, and nothing was charged; trying
// again once Stripe is back replays the same attempt (its idempotency key) and pays.
func TestStripeDownOrHanging(t *testing.T) {
	t.Parallel()
	url := dbtest.URLs(t)["sqlite"]

	mock, stopMock := stripetest.Own(t)
	f := &fakeStripe{intents: map[string]map[string]any{}, replies: map[string]string{}}
	f.rec, f.url = stripetest.Proxy(t, mock, f.answer)
	a, srv, _ := serveConfig(t, stripeConfig(url, f.url), true, saleEvent())
	hash, _ := reserve(t, a, srv, 1, 600)
	stopMock()
	status, res := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment", map[string]any{"method": "card", "card_token": "pm_card_visa"})
	if status != 503 || res["reason"] != "gateway_unavailable" || orderStatus(t, a, hash) != "reserved" {
		t.Fatalf("Stripe stopped: %d %v", status, res)
	}
	if len(f.intents) != 0 {
		t.Errorf("a PaymentIntent was made while Stripe was down")
	}

	// A proxy in front of Stripe that passes each request on and then never answers: Stripe
	// made the charge, and its answer is lost. Trying again, with the proxy gone, replays the
	// same attempt at Stripe: one PaymentIntent, paid once.
	f = newFakeStripe(t)
	var hanging atomic.Bool
	hanging.Store(true)
	hang := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		fwd, _ := http.NewRequestWithContext(r.Context(), r.Method, f.url+r.URL.RequestURI(), bytes.NewReader(body))
		fwd.Header = r.Header.Clone()
		res, err := http.DefaultClient.Do(fwd)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		defer res.Body.Close()
		if hanging.Load() {
			<-r.Context().Done() // the client gives up at its timeout
			return
		}
		w.WriteHeader(res.StatusCode)
		_, _ = io.Copy(w, res.Body)
	}))
	t.Cleanup(hang.Close)
	cfg := stripeConfig(url, hang.URL)
	cfg.Stripe.Timeout = 200 * time.Millisecond // each try; the SDK retries twice
	hung, hungSrv, hungClk := serveConfig(t, cfg, true)
	hash, _ = reserve(t, hung, hungSrv, 1, 601)
	card := map[string]any{"method": "card", "card_token": "pm_card_visa"}
	status, res = req(t, hungSrv, "POST", "/api/checkout/orders/"+hash+"/payment", card)
	if status != 503 || res["reason"] != "gateway_unavailable" || orderStatus(t, hung, hash) != "reserved" {
		t.Fatalf("Stripe's answer lost: %d %v", status, res)
	}
	hanging.Store(false)
	status, res = req(t, hungSrv, "POST", "/api/checkout/orders/"+hash+"/payment", card)
	if status != 200 || res["status"] != "paid" || len(f.intents) != 1 {
		t.Fatalf("after the proxy recovered: %d %v, %d PaymentIntents", status, res, len(f.intents))
	}
	keys := map[string]bool{}
	for _, r := range f.rec.All() {
		keys[r.Header.Get("Idempotency-Key")] = true
	}
	for k := range keys {
		if len(keys) != 1 || !strings.HasPrefix(k, "catraca-charge-"+hash+"-card-0-") {
			t.Errorf("idempotency keys sent: %v", keys)
		}
	}
	// Another plan after no answer is another charge, not a parameter Stripe would refuse
	// under the key it has seen.
	hash, _ = reserve(t, hung, hungSrv, 1, 602)
	hanging.Store(true)
	if status, _ := req(t, hungSrv, "POST", "/api/checkout/orders/"+hash+"/payment", card); status != 503 {
		t.Fatalf("answer lost again: %d", status)
	}
	hanging.Store(false)
	status, res = req(t, hungSrv, "POST", "/api/checkout/orders/"+hash+"/payment",
		map[string]any{"method": "card", "card_token": "pm_card_visa", "installments": 3})
	if status != 200 || res["status"] != "paid" {
		t.Fatalf("another plan after no answer: %d %v", status, res)
	}
	// The first card was charged although its answer was lost: the reconciliation finds it by
	// the order, and the money goes back by itself; the sale stands.
	first := f.intentsOf(hash)[0]
	hungClk.add(checkout.ReconcileAge + time.Second)
	changed, err := hung.Checkout.Reconcile(t.Context(), time.Hour, checkout.ReconcileAge, 0)
	if err != nil || len(changed) != 1 || changed[0].After != "needs_refund" {
		t.Fatalf("reconciling a lost answer: %+v %v", changed, err)
	}
	waitFor(t, "the lost charge returned", func() bool { return orderStatus(t, hung, hash) == "paid" })
	if !refundedAt(f, first, 5500) {
		t.Errorf("the charge whose answer was lost was not refunded")
	}
}
