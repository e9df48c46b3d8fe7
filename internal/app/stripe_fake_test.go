package app_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/config"
	"github.com/catraca/catraca/internal/payment/boleto"
	"github.com/catraca/catraca/internal/payment/pix"
	"github.com/catraca/catraca/internal/payment/stripe/stripetest"
)

// fakeStripe is Stripe as the checkout meets it, on loopback: stripe-mock judges every request
// against Stripe's published API, and this keeps the PaymentIntents' state and answers what
// Stripe would. Card outcomes follow Stripe's test PaymentMethods: pm_card_visa is approved,
// pm_card_threeDSecure2Required asks for 3-D Secure, pm_card_chargeDeclinedInsufficientFunds is
// declined. Requests with an idempotency key seen before replay the first answer, as Stripe does.
type fakeStripe struct {
	mu      sync.Mutex
	intents map[string]map[string]any
	replies map[string]string // idempotency key → first answer
	rec     *stripetest.Recorder
	url     string
}

const (
	stripeWebhookSecret = "whsec_catraca_app_test"
	stripePublishable   = "pk_test_catraca_app"
	stripeSecret        = "sk_test_catracaAppNeverShown0123456789"
)

func newFakeStripe(t testing.TB) *fakeStripe {
	f := &fakeStripe{intents: map[string]map[string]any{}, replies: map[string]string{}}
	f.rec, f.url = stripetest.Proxy(t, stripetest.Mock(t), f.answer)
	return f
}

// stripeConfig is the store's configuration with Stripe at apiURL.
func stripeConfig(url, apiURL string) config.Config {
	return config.Config{DatabaseURL: url, Dev: true, RequestTimeout: time.Minute, PaymentProvider: "stripe",
		Stripe: config.Stripe{SecretKey: stripeSecret, PublishableKey: stripePublishable,
			WebhookSecret: stripeWebhookSecret, APIURL: apiURL}}
}

func (f *fakeStripe) answer(r stripetest.Request) (int, string, bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	key := r.Header.Get("Idempotency-Key")
	if old, ok := f.replies[key]; ok && key != "" {
		return http.StatusOK, old, true
	}
	switch {
	case r.Method == http.MethodPost && r.Path == "/v1/payment_intents":
		status, body := f.create(r)
		if key != "" && status == http.StatusOK {
			f.replies[key] = body
		}
		return status, body, true
	case r.Method == http.MethodGet && r.Path == "/v1/payment_intents/search":
		// Only the query the checkout makes: metadata['order']:'<hash>'.
		order := strings.TrimSuffix(strings.TrimPrefix(r.Form.Get("query"), "metadata['order']:'"), "'")
		found := []any{}
		for i := 1; i <= len(f.intents); i++ {
			if pi := f.intents[fmt.Sprintf("pi_%d", i)]; pi["metadata"].(map[string]string)["order"] == order {
				found = append(found, pi)
			}
		}
		return http.StatusOK, marshal(map[string]any{"object": "search_result", "data": found, "has_more": false,
			"url": "/v1/payment_intents/search"}), true
	case r.Method == http.MethodGet && strings.HasPrefix(r.Path, "/v1/payment_intents/"):
		pi, ok := f.intents[strings.TrimPrefix(r.Path, "/v1/payment_intents/")]
		if !ok {
			return http.StatusNotFound, `{"error":{"type":"invalid_request_error","code":"resource_missing"}}`, true
		}
		return http.StatusOK, marshal(pi), true
	case r.Method == http.MethodPost && r.Path == "/v1/refunds":
		if pi, ok := f.intents[r.Form.Get("payment_intent")]; ok {
			amount, _ := strconv.ParseInt(r.Form.Get("amount"), 10, 64)
			ch := pi["latest_charge"].(map[string]any)
			ch["amount_refunded"] = ch["amount_refunded"].(int64) + amount
			ch["refunded"] = ch["amount_refunded"].(int64) >= ch["amount"].(int64)
		}
	}
	return 0, "", false
}

func (f *fakeStripe) create(r stripetest.Request) (int, string) {
	amount, _ := strconv.ParseInt(r.Form.Get("amount"), 10, 64)
	id := fmt.Sprintf("pi_%d", len(f.intents)+1)
	pi := map[string]any{"id": id, "object": "payment_intent", "amount": amount, "amount_received": int64(0),
		"currency": "brl", "client_secret": id + "_secret_x", "metadata": map[string]string{"order": r.Form.Get("metadata[order]")},
		"latest_charge": map[string]any{"id": "ch_" + id, "object": "charge", "amount": amount, "amount_refunded": int64(0),
			"refunded": false, "payment_intent": id, "metadata": map[string]string{"order": r.Form.Get("metadata[order]")}}}
	f.intents[id] = pi
	switch r.Form.Get("payment_method_types[0]") {
	case "pix":
		code, _ := pix.BRCode(pix.Payload{Key: "7d9f0c1e-4b2a-4e8f-9c3d-5a6b7e8f9012", MerchantName: "STRIPE",
			City: "SAO PAULO", Amount: amount, TxID: strings.ToUpper(id[3:])})
		expires, _ := strconv.ParseInt(r.Form.Get("payment_method_options[pix][expires_at]"), 10, 64)
		pi["status"] = "requires_action"
		pi["next_action"] = map[string]any{"type": "pix_display_qr_code",
			"pix_display_qr_code": map[string]any{"data": code, "expires_at": expires}}
	case "boleto":
		due := time.Now().Add(72 * time.Hour)
		b, _ := boleto.New("001", amount, due, "12345678901234567")
		pi["status"] = "requires_action"
		pi["next_action"] = map[string]any{"type": "boleto_display_details", "boleto_display_details": map[string]any{
			"number": boleto.Format(b.DigitableLine), "expires_at": due.Unix(), "pdf": "https://payments.stripe.com/boleto/" + id + "/pdf"}}
	case "card":
		switch r.Form.Get("payment_method") {
		case "pm_card_threeDSecure2Required":
			pi["status"] = "requires_action"
			pi["next_action"] = map[string]any{"type": "use_stripe_sdk"}
		case "pm_card_chargeDeclinedInsufficientFunds":
			pi["status"] = "requires_payment_method"
			return http.StatusPaymentRequired, marshal(map[string]any{"error": map[string]any{"type": "card_error",
				"code": "card_declined", "decline_code": "insufficient_funds", "message": "Your card has insufficient funds.",
				"payment_intent": pi}})
		default:
			pi["status"], pi["amount_received"] = "succeeded", amount
		}
	}
	return http.StatusOK, marshal(pi)
}

// succeed pays a PaymentIntent at Stripe (the buyer paid the PIX, passed the challenge) and
// returns it as a webhook carries it.
func (f *fakeStripe) succeed(id string) map[string]any {
	f.mu.Lock()
	defer f.mu.Unlock()
	pi := f.intents[id]
	pi["status"], pi["amount_received"], pi["next_action"] = "succeeded", pi["amount"], nil
	return clone(pi)
}

// fail makes a card's PaymentIntent fail its challenge with the decline code.
func (f *fakeStripe) fail(id, decline string) map[string]any {
	f.mu.Lock()
	defer f.mu.Unlock()
	pi := f.intents[id]
	pi["status"], pi["next_action"] = "requires_payment_method", nil
	pi["last_payment_error"] = map[string]any{"type": "card_error", "code": "card_declined", "decline_code": decline}
	return clone(pi)
}

// cancel cancels a PaymentIntent at Stripe (a PIX that expired unpaid).
func (f *fakeStripe) cancel(id string) map[string]any {
	f.mu.Lock()
	defer f.mu.Unlock()
	pi := f.intents[id]
	pi["status"], pi["next_action"] = "canceled", nil
	return clone(pi)
}

// charge is the PaymentIntent's charge as a charge.refunded webhook carries it.
func (f *fakeStripe) charge(id string, refunded int64) map[string]any {
	f.mu.Lock()
	defer f.mu.Unlock()
	ch := clone(f.intents[id]["latest_charge"].(map[string]any))
	ch["amount_refunded"], ch["refunded"] = refunded, float64(refunded) >= ch["amount"].(float64)
	return ch
}

// intentsOf lists the ids of the order's PaymentIntents, oldest first.
func (f *fakeStripe) intentsOf(order string) []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []string
	for i := 1; i <= len(f.intents); i++ {
		id := fmt.Sprintf("pi_%d", i)
		if f.intents[id]["metadata"].(map[string]string)["order"] == order {
			out = append(out, id)
		}
	}
	return out
}

// lastIntent is the id of the PaymentIntent made last.
func (f *fakeStripe) lastIntent() string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return fmt.Sprintf("pi_%d", len(f.intents))
}

func marshal(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

func clone(m map[string]any) map[string]any {
	out := map[string]any{}
	_ = json.Unmarshal([]byte(marshal(m)), &out)
	return out
}
