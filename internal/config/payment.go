package config

import (
	"fmt"
	"net/url"
	"strings"
	"time"
)

// Stripe is the Stripe gateway's configuration, read when CATRACA_PAYMENT_PROVIDER=stripe.
// The secret key and the webhook secret never leave the server; the publishable key is meant
// for browsers (Stripe.js) and reaches them through /api/config.
type Stripe struct {
	SecretKey      string // CATRACA_STRIPE_SECRET_KEY
	PublishableKey string // CATRACA_STRIPE_PUBLISHABLE_KEY
	WebhookSecret  string // CATRACA_STRIPE_WEBHOOK_SECRET
	APIURL         string // CATRACA_STRIPE_API_URL; empty → Stripe's own
	// Timeout bounds each request to Stripe (CATRACA_STRIPE_TIMEOUT); 0 → the adapter's default.
	Timeout time.Duration
}

// stripeKeys are the variables a Stripe store must set, with the prefix each value has.
var stripeKeys = []struct{ name, prefix string }{
	{"CATRACA_STRIPE_SECRET_KEY", "sk_"},
	{"CATRACA_STRIPE_PUBLISHABLE_KEY", "pk_"},
	{"CATRACA_STRIPE_WEBHOOK_SECRET", "whsec_"},
}

// payment reads the provider's settings. An error names the variable but never quotes a value:
// a secret pasted into the wrong variable must not end up in a log.
func (c *Config) payment(getenv func(string) string) error {
	switch c.PaymentProvider {
	case "sandbox":
		return nil
	case "stripe":
	default:
		return fmt.Errorf("CATRACA_PAYMENT_PROVIDER %q is not supported (use sandbox or stripe)", c.PaymentProvider)
	}
	for _, k := range stripeKeys {
		v := getenv(k.name)
		if v == "" {
			return fmt.Errorf("CATRACA_PAYMENT_PROVIDER=stripe needs %s", k.name)
		}
		if !strings.HasPrefix(v, k.prefix) {
			return fmt.Errorf("%s must start with %s", k.name, k.prefix)
		}
	}
	c.Stripe = Stripe{SecretKey: getenv("CATRACA_STRIPE_SECRET_KEY"), PublishableKey: getenv("CATRACA_STRIPE_PUBLISHABLE_KEY"),
		WebhookSecret: getenv("CATRACA_STRIPE_WEBHOOK_SECRET"), APIURL: getenv("CATRACA_STRIPE_API_URL")}
	var err error
	if c.Stripe.Timeout, err = duration(getenv, "CATRACA_STRIPE_TIMEOUT", 0); err != nil {
		return err
	}
	if c.Stripe.APIURL != "" {
		u, err := url.Parse(c.Stripe.APIURL)
		if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || (u.Path != "" && u.Path != "/") {
			return fmt.Errorf("CATRACA_STRIPE_API_URL must be an origin such as https://api.stripe.com")
		}
	}
	return nil
}
