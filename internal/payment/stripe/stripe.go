// Package stripe is the Stripe gateway behind payment.Provider: PIX, boleto and cards (with
// installments and 3-D Secure) as PaymentIntents in BRL, refunds, and signed webhooks. It talks
// to Stripe through the official SDK (stripe-go); tests run it against stripe-mock on loopback.
// What each call sends and how errors map: docs/payments.md.
//
// Nothing selects it yet: CATRACA_PAYMENT_PROVIDER=stripe, its keys in the configuration, the
// card step in the checkout and the webhook route come next. The sandbox stays the default.
package stripe

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"

	sdk "github.com/stripe/stripe-go/v83"

	"github.com/catraca/catraca/internal/payment"
)

// DefaultTimeout bounds each HTTP request to Stripe. Stripe answers a PaymentIntent in well under
// a second; ten seconds leaves room for a card issuer's slow answer, and with the SDK's retries
// the checkout's own deadline on a charge (30 s) still comes first.
const DefaultTimeout = 10 * time.Second

// retries is how many times the SDK resends a request that failed on the network, timed out, or
// got a 409, a 5xx or Stripe-Should-Retry: true (429 lock timeouts). Every call carries an
// idempotency key of our own, which the SDK keeps across its retries, so a resent charge or
// refund replays the first one's answer at Stripe instead of charging or refunding twice.
const retries = 2

// Config is what the adapter needs. SecretKey and WebhookSecret never appear in an error or a log.
type Config struct {
	SecretKey     string        // sk_live_... or sk_test_...
	WebhookSecret string        // whsec_..., of the webhook endpoint
	APIURL        string        // default Stripe's own (https://api.stripe.com); tests use stripe-mock
	Timeout       time.Duration // per HTTP request; default DefaultTimeout
	// Now is the clock a charge's hold is compared with; default time.Now.
	Now func() time.Time
}

// Provider is the Stripe gateway. It is safe for concurrent use.
type Provider struct {
	client        *sdk.Client
	now           func() time.Time
	webhookSecret string
	secrets       []string // what errors are scrubbed of
}

// New builds the adapter; it makes no request. Configuration problems name the variable to fix.
func New(cfg Config) (*Provider, error) {
	if cfg.SecretKey == "" {
		return nil, errors.New("stripe: CATRACA_STRIPE_SECRET_KEY is empty")
	}
	if cfg.WebhookSecret == "" {
		return nil, errors.New("stripe: CATRACA_STRIPE_WEBHOOK_SECRET is empty")
	}
	url := cfg.APIURL
	if url == "" {
		url = sdk.APIURL
	}
	if !strings.HasPrefix(url, "https://") && !strings.HasPrefix(url, "http://") {
		return nil, errors.New("stripe: CATRACA_STRIPE_API_URL must look like https://host[:port]")
	}
	timeout := cfg.Timeout
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	backend := sdk.GetBackendWithConfig(sdk.APIBackend, &sdk.BackendConfig{
		URL:               sdk.String(url),
		HTTPClient:        &http.Client{Timeout: timeout},
		MaxNetworkRetries: sdk.Int64(retries),
		// Every error comes back to the caller, which logs it once, scrubbed; the SDK's own
		// logger would print Stripe's answers to standard error besides.
		LeveledLogger:   &sdk.LeveledLogger{Level: sdk.LevelNull},
		EnableTelemetry: sdk.Bool(false),
	})
	now := cfg.Now
	if now == nil {
		now = time.Now
	}
	return &Provider{
		client:        sdk.NewClient(cfg.SecretKey, sdk.WithBackends(&sdk.Backends{API: backend})),
		now:           now,
		webhookSecret: cfg.WebhookSecret,
		secrets:       []string{cfg.SecretKey, cfg.WebhookSecret},
	}, nil
}

// Name is "stripe".
func (p *Provider) Name() string { return "stripe" }

// chargeKey is the idempotency key of a charge: the same order, method and attempt always give
// the same key, so a call resent after a timeout replays at Stripe rather than charging again,
// and a new attempt (another card) gets a new PaymentIntent. A card's key also names its card
// and installments: a buyer who, after no answer, pays with another card or plan sends other
// parameters, which Stripe refuses under a key it has seen, and the order would be stuck.
func chargeKey(c payment.Charge) string {
	key := "catraca-charge-" + c.OrderHash + "-" + string(c.Method) + "-" + strconv.Itoa(c.Attempt)
	if c.Method == payment.Card {
		sum := sha256.Sum256([]byte(c.CardToken + ":" + strconv.Itoa(c.Installments)))
		key += "-" + hex.EncodeToString(sum[:4])
	}
	return key
}

// refundKey is the idempotency key of a refund. The checkout makes at most one gateway refund per
// order, retried until it succeeds: its retries replay; Stripe never refunds a PaymentIntent
// beyond what it received, so a retry after Stripe forgot the key (24 hours) cannot double it
// for a full refund.
func refundKey(providerID string, amount int64) string {
	return "catraca-refund-" + providerID + "-" + strconv.FormatInt(amount, 10)
}

// callError is a failed call to Stripe, scrubbed of the adapter's secrets. It unwraps to its kind
// (payment.ErrUnavailable for the network, timeouts and Stripe's own failures) and to the
// SDK's error, for a caller that needs Stripe's codes.
type callError struct {
	msg   string
	kind  error
	cause error
}

func (e *callError) Error() string   { return e.msg }
func (e *callError) Unwrap() []error { return []error{e.kind, e.cause} }

// fail wraps an error of the SDK for the caller: what was being done, what kind of failure it
// is, and Stripe's answer with every secret of ours cut out.
func (p *Provider) fail(op string, err error) error {
	kind := errors.New("stripe: request refused")
	var se *sdk.Error
	switch {
	case errors.As(err, &se) && (se.HTTPStatusCode >= 500 || se.HTTPStatusCode == http.StatusTooManyRequests):
		kind = payment.ErrUnavailable
	case errors.As(err, &se) && (se.HTTPStatusCode == http.StatusUnauthorized || se.HTTPStatusCode == http.StatusForbidden):
		// A key Stripe refuses (revoked, rolled, of another account): the store cannot take
		// payments until its operator fixes it, which no buyer can; to them it is a gateway
		// that does not answer, and the log says why.
		kind = payment.ErrUnavailable
	case errors.As(err, &se):
		// A request Stripe refused (bad parameters, a key it does not know, an idempotency
		// key reused with other parameters): a bug or the configuration, not the buyer's card.
	default:
		kind = payment.ErrUnavailable // no answer: connection refused, timeout, cancelled
	}
	msg := "stripe: " + op + ": " + kind.Error() + ": " + err.Error()
	for _, s := range p.secrets {
		msg = strings.ReplaceAll(msg, s, "[redacted]")
	}
	return &callError{msg: msg, kind: kind, cause: err}
}
