package stripe_test

import (
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v83/webhook"

	"github.com/catraca/catraca/internal/payment"
)

// event is a webhook body as Stripe sends it.
func event(id, typ, apiVersion string, object map[string]any) []byte {
	b, _ := json.Marshal(map[string]any{"id": id, "object": "event", "api_version": apiVersion,
		"created": 1790000000, "type": typ, "data": map[string]any{"object": object}})
	return b
}

// signed is the header Stripe would send with body, signed with the SDK's own test helper.
func signed(body []byte, secret string, at time.Time) http.Header {
	s := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: body, Secret: secret, Timestamp: at})
	h := http.Header{}
	h.Set("Stripe-Signature", s.Header)
	return h
}

func paymentIntent(amount, received int64, order string) map[string]any {
	pi := map[string]any{"id": "pi_1", "object": "payment_intent", "amount": amount, "amount_received": received,
		"currency": "brl", "metadata": map[string]string{}}
	if order != "" {
		pi["metadata"] = map[string]string{"order": order}
	}
	return pi
}

func TestWebhookEvents(t *testing.T) {
	p := newProvider(t, "http://127.0.0.1:9", 0) // no request is made
	now := time.Now()
	refund := func(refunded int64, whole bool) map[string]any {
		return map[string]any{"id": "ch_1", "object": "charge", "amount": 10000, "amount_captured": 10000,
			"amount_refunded": refunded, "refunded": whole, "currency": "brl", "payment_intent": "pi_1",
			"metadata": map[string]string{"order": orderHash}}
	}
	declined := paymentIntent(10000, 0, orderHash)
	declined["last_payment_error"] = map[string]any{"type": "card_error", "code": "card_declined", "decline_code": "insufficient_funds",
		"message": "Your card has insufficient funds."}
	dispute := func(status string) map[string]any {
		return map[string]any{"id": "dp_1", "object": "dispute", "amount": 10000, "charge": "ch_1", "payment_intent": "pi_1",
			"status": status, "currency": "brl"}
	}
	for _, tc := range []struct {
		typ    string
		object map[string]any
		want   payment.Event
	}{
		{"payment_intent.succeeded", paymentIntent(10000, 10000, orderHash), payment.Event{Type: payment.EventPaid, Amount: 10000}},
		{"payment_intent.payment_failed", declined, payment.Event{Type: payment.EventFailed, Amount: 10000, DeclineReason: "Saldo insuficiente."}},
		{"payment_intent.canceled", paymentIntent(10000, 0, orderHash), payment.Event{Type: payment.EventFailed, Amount: 10000}},
		{"charge.refunded", refund(2500, false), payment.Event{Type: payment.EventPartlyRefunded, Amount: 2500}},
		{"charge.refunded", refund(10000, true), payment.Event{Type: payment.EventRefunded, Amount: 10000}},
		// A dispute names the charge only: the checkout finds the order by it.
		{"charge.dispute.created", dispute("needs_response"), payment.Event{Type: payment.EventDisputeOpened, Amount: 10000}},
		{"charge.dispute.closed", dispute("lost"), payment.Event{Type: payment.EventDisputeLost, Amount: 10000}},
		{"charge.dispute.closed", dispute("won"), payment.Event{Type: payment.EventDisputeWon, Amount: 10000}},
	} {
		body := event("evt_"+tc.typ, tc.typ, "2025-10-29.clover", tc.object)
		got, err := p.VerifyWebhook(signed(body, testWebhookSecret, now), body, now)
		if err != nil {
			t.Errorf("%s: %v", tc.typ, err)
			continue
		}
		want := tc.want
		want.ID, want.Created, want.ProviderID = "evt_"+tc.typ, time.Unix(1790000000, 0), "pi_1"
		if !strings.HasPrefix(tc.typ, "charge.dispute") {
			want.OrderHash = orderHash
		}
		if got != want {
			t.Errorf("%s: %+v, want %+v", tc.typ, got, want)
		}
		// A repeated delivery is the same event, with the same id: the checkout applies it once.
		again, err := p.VerifyWebhook(signed(body, testWebhookSecret, now.Add(time.Minute)), body, now.Add(time.Minute))
		if err != nil || again != got {
			t.Errorf("%s repeated: %+v, %v", tc.typ, again, err)
		}
	}
}

// An endpoint created under another API version still delivers: the fields read are stable.
func TestWebhookOfAnotherAPIVersion(t *testing.T) {
	p := newProvider(t, "http://127.0.0.1:9", 0)
	now := time.Now()
	body := event("evt_old", "payment_intent.succeeded", "2020-08-27", paymentIntent(500, 500, orderHash))
	if ev, err := p.VerifyWebhook(signed(body, testWebhookSecret, now), body, now); err != nil || ev.Amount != 500 {
		t.Fatalf("%+v, %v", ev, err)
	}
}

func TestWebhookIgnoresWhatIsNotOurs(t *testing.T) {
	p := newProvider(t, "http://127.0.0.1:9", 0)
	now := time.Now()
	for name, body := range map[string][]byte{
		"another type":   event("evt_c", "customer.created", "2025-10-29.clover", map[string]any{"id": "cus_1", "object": "customer"}),
		"no order":       event("evt_n", "payment_intent.succeeded", "2025-10-29.clover", paymentIntent(100, 100, "")),
		"dispute opened": event("evt_d", "charge.dispute.created", "2025-10-29.clover", map[string]any{"id": "dp_1", "object": "dispute"}),
	} {
		_, err := p.VerifyWebhook(signed(body, testWebhookSecret, now), body, now)
		if !errors.Is(err, payment.ErrIgnoredEvent) || errors.Is(err, payment.ErrBadSignature) {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func TestWebhookRefusesForgedStaleAltered(t *testing.T) {
	p := newProvider(t, "http://127.0.0.1:9", 0)
	now := time.Now()
	body := event("evt_1", "payment_intent.succeeded", "2025-10-29.clover", paymentIntent(10000, 10000, orderHash))
	altered := []byte(strings.Replace(string(body), `"amount_received":10000`, `"amount_received":99999`, 1))
	good := signed(body, testWebhookSecret, now)
	twoSigs := http.Header{}
	twoSigs.Set("Stripe-Signature", signed(body, "whsec_other", now).Get("Stripe-Signature")+",v1=00")
	for _, tc := range []struct {
		name   string
		header http.Header
		body   []byte
	}{
		{"forged: another secret", signed(body, "whsec_other", now), body},
		{"stale: 6 minutes old", signed(body, testWebhookSecret, now.Add(-6*time.Minute)), body},
		{"from the future: 6 minutes ahead", signed(body, testWebhookSecret, now.Add(6*time.Minute)), body},
		{"altered body", good, altered},
		{"no header", http.Header{}, body},
		{"garbled header", http.Header{"Stripe-Signature": {"t=abc,v1=zz"}}, body},
		{"no valid signature among several", twoSigs, body},
		{"signed, but not an event", signed([]byte(`{"object":"charge"}`), testWebhookSecret, now), []byte(`{"object":"charge"}`)},
	} {
		ev, err := p.VerifyWebhook(tc.header, tc.body, now)
		if !errors.Is(err, payment.ErrBadSignature) {
			t.Errorf("%s: %+v, %v", tc.name, ev, err)
		}
		if err != nil && strings.Contains(err.Error(), testWebhookSecret) {
			t.Errorf("%s: the secret in %q", tc.name, err)
		}
	}
}
