package stripe_test

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"

	"github.com/catraca/catraca/internal/payment"
	"github.com/catraca/catraca/internal/payment/stripe/stripetest"
)

// Lookup reads a PaymentIntent with its latest charge (a request stripe-mock accepts) and says
// what the webhooks would have said, with ids that name the fact.
func TestLookup(t *testing.T) {
	state := map[string]any{}
	rec, api := stripetest.Proxy(t, stripetest.Mock(t), func(r stripetest.Request) (int, string, bool) {
		b, _ := json.Marshal(state)
		return http.StatusOK, string(b), true
	})
	p := newProvider(t, api, 0)
	for _, tc := range []struct {
		name  string
		state map[string]any
		want  []payment.Event
	}{
		{"waiting for the buyer", map[string]any{"status": "requires_action"}, nil},
		{"paid", map[string]any{"status": "succeeded", "amount_received": 10000},
			[]payment.Event{{ID: "lookup:pi_1:payment.paid", Type: payment.EventPaid, Amount: 10000}}},
		{"paid, then part refunded", map[string]any{"status": "succeeded", "amount_received": 10000,
			"latest_charge": map[string]any{"id": "ch_1", "object": "charge", "amount": 10000, "amount_refunded": 3000, "refunded": false}},
			[]payment.Event{{ID: "lookup:pi_1:payment.paid", Type: payment.EventPaid, Amount: 10000},
				{ID: "lookup:pi_1:payment.partly_refunded:3000", Type: payment.EventPartlyRefunded, Amount: 3000}}},
		{"card refused after its challenge", map[string]any{"status": "requires_payment_method",
			"last_payment_error": map[string]any{"type": "card_error", "code": "card_declined", "decline_code": "expired_card"}},
			[]payment.Event{{ID: "lookup:pi_1:payment.failed", Type: payment.EventFailed, Amount: 10000, DeclineReason: "Cartão vencido."}}},
		{"PIX expired", map[string]any{"status": "canceled"},
			[]payment.Event{{ID: "lookup:pi_1:payment.failed", Type: payment.EventFailed, Amount: 10000}}},
	} {
		clear(state)
		for k, v := range map[string]any{"id": "pi_1", "object": "payment_intent", "amount": 10000, "currency": "brl",
			"metadata": map[string]string{"order": orderHash}} {
			state[k] = v
		}
		for k, v := range tc.state {
			state[k] = v
		}
		got, err := p.Lookup(context.Background(), "pi_1", orderHash)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		r := rec.Last(t)
		if r.MockStatus != http.StatusOK || r.Method != http.MethodGet || r.Path != "/v1/payment_intents/pi_1" ||
			r.Form.Get("expand[0]") != "latest_charge" {
			t.Fatalf("%s: request %s %s %v → stripe-mock %d %s", tc.name, r.Method, r.Path, r.Form, r.MockStatus, r.MockBody)
		}
		if len(got) != len(tc.want) {
			t.Fatalf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
		for i, w := range tc.want {
			w.OrderHash, w.ProviderID = orderHash, "pi_1"
			if got[i] != w {
				t.Errorf("%s: event %d %+v, want %+v", tc.name, i, got[i], w)
			}
		}
	}
	// A PaymentIntent of another order is never applied to this one.
	state["metadata"] = map[string]string{"order": "OUTRO"}
	if _, err := p.Lookup(context.Background(), "pi_1", orderHash); err == nil {
		t.Error("a PaymentIntent of another order was accepted")
	}
}

// Charges finds the order's PaymentIntents with Stripe's search (a request stripe-mock accepts)
// and keeps only the order's own.
func TestCharges(t *testing.T) {
	rec, api := stripetest.Proxy(t, stripetest.Mock(t), func(r stripetest.Request) (int, string, bool) {
		pi := func(id, order, status string) map[string]any {
			return map[string]any{"id": id, "object": "payment_intent", "amount": 5000, "amount_received": 5000,
				"currency": "brl", "status": status, "metadata": map[string]string{"order": order}}
		}
		b, _ := json.Marshal(map[string]any{"object": "search_result", "url": "/v1/payment_intents/search", "has_more": false,
			"data": []any{pi("pi_a", orderHash, "succeeded"), pi("pi_b", orderHash, "requires_action"), pi("pi_c", "OUTRO", "succeeded")}})
		return http.StatusOK, string(b), true
	})
	got, err := newProvider(t, api, 0).Charges(context.Background(), orderHash)
	if err != nil {
		t.Fatal(err)
	}
	r := rec.Last(t)
	if r.MockStatus != http.StatusOK || r.Path != "/v1/payment_intents/search" || r.Form.Get("query") != "metadata['order']:'"+orderHash+"'" {
		t.Fatalf("request %s %v → stripe-mock %d %s", r.Path, r.Form, r.MockStatus, r.MockBody)
	}
	if len(got) != 1 || got[0].ProviderID != "pi_a" || got[0].Type != payment.EventPaid {
		t.Errorf("charges: %+v", got)
	}
	if _, err := newProvider(t, api, 0).Charges(context.Background(), "x' OR '1"); err == nil {
		t.Error("a hash that is not hex reached the query")
	}
}
