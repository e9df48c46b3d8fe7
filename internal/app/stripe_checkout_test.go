package app_test

import (
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	stripewebhook "github.com/stripe/stripe-go/v83/webhook"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/db/dbtest"
)

// eachStripe runs fn on both databases with the checkout on Stripe (the fake, on loopback).
func eachStripe(t *testing.T, fn func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock, f *fakeStripe)) {
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			f := newFakeStripe(t)
			a, srv, clk := serveConfig(t, stripeConfig(url, f.url), true, saleEvent())
			fn(t, a, srv, clk, f)
		})
	}
}

// stripeWebhook delivers a Stripe event about object, signed at at with secret.
func stripeWebhook(t *testing.T, srv *httptest.Server, at time.Time, secret, id, typ string, object map[string]any) (int, map[string]any) {
	t.Helper()
	body := []byte(marshal(map[string]any{"id": id, "object": "event", "api_version": "2025-10-29.clover",
		"created": at.Unix(), "type": typ, "data": map[string]any{"object": object}}))
	return stripeDelivery(t, srv, at, secret, body, body)
}

// stripeDelivery signs signedBody and sends body (an altered one, to test the check).
func stripeDelivery(t *testing.T, srv *httptest.Server, at time.Time, secret string, signedBody, body []byte) (int, map[string]any) {
	t.Helper()
	s := stripewebhook.GenerateTestSignedPayload(&stripewebhook.UnsignedPayload{Payload: signedBody, Secret: secret, Timestamp: at})
	return postWebhook(t, srv, "stripe", http.Header{"Content-Type": {"application/json"}, "Stripe-Signature": {s.Header}}, body)
}

// The store says which gateway runs and gives the browser the publishable key, never a secret.
func TestStripeConfiguration(t *testing.T) {
	t.Parallel()
	f := newFakeStripe(t)
	_, srv, _ := serveConfig(t, stripeConfig(dbtest.URLs(t)["sqlite"], f.url), true, saleEvent())
	status, raw := reqRaw(t, srv, "GET", "/api/config", nil)
	if status != 200 || !strings.Contains(string(raw), `"payment":{"provider":"stripe","stripe_publishable_key":"`+stripePublishable+`"}`) {
		t.Errorf("config: %d %s", status, raw)
	}
	if strings.Contains(string(raw), stripeSecret) || strings.Contains(string(raw), stripeWebhookSecret) {
		t.Errorf("a secret reached /api/config: %s", raw)
	}
	// The sandbox's test-card route does not exist with a real gateway.
	if status, _ := reqRaw(t, srv, "POST", "/api/payments/sandbox/card-token", map[string]any{"number": "4111111111111111"}); status != 404 {
		t.Errorf("sandbox card tokens with Stripe: %d", status)
	}
}

// PIX, boleto and card each become a PaymentIntent for the order, keyed by order and attempt;
// PIX is paid by its webhook, once however often it is delivered.
func TestStripePaysEachMethod(t *testing.T) {
	t.Parallel()
	eachStripe(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock, f *fakeStripe) {
		hash, o := reserve(t, a, srv, 2, 300)
		status, paid := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment", map[string]any{"method": "pix"})
		pix, _ := paid["pix"].(map[string]any)
		if status != 200 || paid["status"] != "awaiting_payment" || pix == nil || !strings.HasPrefix(pix["brcode"].(string), "000201") {
			t.Fatalf("pix: %d %v", status, paid)
		}
		r := f.rec.Last(t)
		hold, _ := time.Parse(time.RFC3339, o["expires_at"].(string))
		if r.Header.Get("Idempotency-Key") != "catraca-charge-"+hash+"-pix-0" || r.Form.Get("metadata[order]") != hash ||
			r.Form.Get("payment_method_options[pix][expires_at]") != strconv.FormatInt(hold.Unix(), 10) {
			t.Errorf("PIX request: %v %v", r.Header.Get("Idempotency-Key"), r.Form)
		}
		pi := f.lastIntent()
		for i := range 2 { // Stripe delivers at least once: a repeat changes nothing
			status, res := stripeWebhook(t, srv, clk.now(), stripeWebhookSecret, "evt_pix_paid", "payment_intent.succeeded", f.succeed(pi))
			if status != 200 || res["status"] != "paid" || res["duplicate"] != (i == 1) {
				t.Fatalf("PIX paid webhook %d: %d %v", i, status, res)
			}
		}
		if got := orderOf(t, srv, hash, 300); got["status"] != "paid" || len(got["tickets"].([]any)) != 2 {
			t.Errorf("paid by PIX: %v", got)
		}

		hash, _ = reserve(t, a, srv, 1, 301)
		status, paid = req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment", map[string]any{"method": "boleto"})
		b, _ := paid["boleto"].(map[string]any)
		if status != 200 || b == nil || len(b["digitable_line"].(string)) != 47 || !strings.HasSuffix(b["pdf_url"].(string), "/pdf") {
			t.Errorf("boleto: %d %v", status, paid)
		}
		if got := f.rec.Last(t).Form; got.Get("payment_method_data[boleto][tax_id]") != cpfN(301) {
			t.Errorf("boleto request: %v", got)
		}

		hash, _ = reserve(t, a, srv, 1, 302)
		status, paid = req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment",
			map[string]any{"method": "card", "installments": 6, "card_token": "pm_card_visa"})
		if status != 200 || paid["status"] != "paid" || paid["installments"] != 6.0 {
			t.Errorf("card: %d %v", status, paid)
		}
		if got := f.rec.Last(t).Form; got.Get("payment_method_options[card][installments][plan][count]") != "6" {
			t.Errorf("card request: %v", got)
		}
	})
}

// A declined card is told in Portuguese by its class; the next card is a new attempt.
func TestStripeCardDeclinedThenApproved(t *testing.T) {
	t.Parallel()
	eachStripe(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock, f *fakeStripe) {
		hash, _ := reserve(t, a, srv, 1, 310)
		status, res := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment",
			map[string]any{"method": "card", "card_token": "pm_card_chargeDeclinedInsufficientFunds"})
		if status != 402 || res["message"] != "Saldo insuficiente." || res["reason"] != "payment_declined" {
			t.Fatalf("declined: %d %v %+v", status, res, f.rec.All())
		}
		status, res = req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment",
			map[string]any{"method": "card", "card_token": "pm_card_visa"})
		if status != 200 || res["status"] != "paid" || !strings.HasPrefix(f.rec.Last(t).Header.Get("Idempotency-Key"), "catraca-charge-"+hash+"-card-1-") {
			t.Errorf("second card: %d %v key %s", status, res, f.rec.Last(t).Header.Get("Idempotency-Key"))
		}
	})
}

// 3-D Secure: the payment answers the challenge's client secret and keeps the hold; after the
// challenge the browser asks the server to sync, which reads the outcome from Stripe: a refusal
// is told (and the next card is a new attempt), an approval sells.
func TestStripeThreeDSecure(t *testing.T) {
	t.Parallel()
	eachStripe(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock, f *fakeStripe) {
		hash, o := reserve(t, a, srv, 1, 320)
		pay3DS := func() string {
			t.Helper()
			status, res := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment",
				map[string]any{"method": "card", "installments": 2, "card_token": "pm_card_threeDSecure2Required"})
			action, _ := res["card_action"].(map[string]any)
			pi := f.lastIntent()
			if status != 200 || res["status"] != "reserved" || action == nil || action["client_secret"] != pi+"_secret_x" {
				t.Fatalf("3-D Secure: %d %v", status, res)
			}
			return pi
		}
		pi := pay3DS()
		// The client secret is for the answer alone: reading the order does not show it.
		if got := orderOf(t, srv, hash, 320); got["card_action"] != nil || got["status"] != "reserved" {
			t.Errorf("order during the challenge: %v", got)
		}
		f.fail(pi, "insufficient_funds")
		status, res := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment/sync", nil)
		if status != 200 || res["status"] != "reserved" || res["payment_error"] != "Saldo insuficiente." {
			t.Fatalf("sync after a failed challenge: %d %v", status, res)
		}
		pi = pay3DS()
		if key := f.rec.Last(t).Header.Get("Idempotency-Key"); !strings.HasPrefix(key, "catraca-charge-"+hash+"-card-1-") {
			t.Errorf("second attempt's key %s", key)
		}
		f.succeed(pi)
		status, res = req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment/sync", nil)
		if status != 200 || res["status"] != "paid" || res["payment_error"] != nil || res["charged"] != o["total"] {
			t.Fatalf("sync after a passed challenge: %d %v", status, res)
		}
		// The webhook that follows is the same fact: nothing changes twice.
		status, res = stripeWebhook(t, srv, clk.now(), stripeWebhookSecret, "evt_3ds", "payment_intent.succeeded", f.succeed(pi))
		if status != 200 || res["duplicate"] != true || res["status"] != "paid" {
			t.Errorf("late webhook: %d %v", status, res)
		}
	})
}

// orderOf reads an order as its buyer (the n-th CPF).
func orderOf(t *testing.T, srv *httptest.Server, hash string, n int) map[string]any {
	t.Helper()
	status, o := req(t, srv, "GET", "/api/checkout/orders/"+hash+"?cpf_cnpj="+cpfN(n), nil)
	if status != 200 {
		t.Fatalf("order %s: %d %v", hash, status, o)
	}
	return o
}
