package stripe_test

import (
	"crypto/sha256"
	"encoding/hex"
	"net/url"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/payment/stripe"
	"github.com/catraca/catraca/internal/payment/stripe/stripetest"
)

// stripe-mock validates every request against Stripe's OpenAPI document (unknown or mistyped
// parameters get a 400) but answers with fixed fixtures, not what Stripe would. So the tests send
// each request through stripetest's recording proxy: stripe-mock judges it, and when it accepts,
// the proxy answers what Stripe answers for that method (a PIX code, a boleto line, a decline).

const testKey = "sk_test_catracaNeverInErrors0123456789"
const testWebhookSecret = "whsec_catraca_test_secret"

func TestMain(m *testing.M) {
	code := m.Run()
	stripetest.Stop()
	os.Exit(code)
}

type recorded = stripetest.Request

// proxy answers every request stripe-mock accepts with ans (nil: the mock's fixture).
func proxy(t *testing.T, mock string, ans func(form url.Values) (int, string)) (*stripetest.Recorder, string) {
	t.Helper()
	if ans == nil {
		return stripetest.Proxy(t, mock, nil)
	}
	return stripetest.Proxy(t, mock, func(r stripetest.Request) (int, string, bool) {
		status, body := ans(r.Form)
		return status, body, true
	})
}

// cardKey is a card charge's idempotency key: order, attempt, and the card and plan it names.
func cardKey(attempt int, token string, installments int) string {
	sum := sha256.Sum256([]byte(token + ":" + strconv.Itoa(installments)))
	return "catraca-charge-" + orderHash + "-card-" + strconv.Itoa(attempt) + "-" + hex.EncodeToString(sum[:4])
}

func newProvider(t *testing.T, apiURL string, timeout time.Duration) *stripe.Provider {
	t.Helper()
	p, err := stripe.New(stripe.Config{SecretKey: testKey, WebhookSecret: testWebhookSecret,
		APIURL: apiURL, Timeout: timeout})
	if err != nil {
		t.Fatal(err)
	}
	return p
}
