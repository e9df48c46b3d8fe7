package config

import (
	"strings"
	"testing"
)

func stripeEnv() map[string]string {
	return map[string]string{"CATRACA_PAYMENT_PROVIDER": "stripe",
		"CATRACA_STRIPE_SECRET_KEY": "sk_test_segredo", "CATRACA_STRIPE_PUBLISHABLE_KEY": "pk_test_publica",
		"CATRACA_STRIPE_WEBHOOK_SECRET": "whsec_segredo", "CATRACA_STRIPE_API_URL": "http://127.0.0.1:12111"}
}

func TestStripeReadsItsKeys(t *testing.T) {
	c, err := FromEnv(env(stripeEnv()))
	if err != nil {
		t.Fatal(err)
	}
	want := Stripe{SecretKey: "sk_test_segredo", PublishableKey: "pk_test_publica", WebhookSecret: "whsec_segredo",
		APIURL: "http://127.0.0.1:12111"}
	if c.PaymentProvider != "stripe" || c.Stripe != want {
		t.Errorf("got %q %+v", c.PaymentProvider, c.Stripe)
	}
}

// A missing or misplaced key is named, and no value is quoted: a secret key pasted into the
// publishable key's variable must not reach a log through the error.
func TestStripeNamesTheMissingKey(t *testing.T) {
	for _, name := range []string{"CATRACA_STRIPE_SECRET_KEY", "CATRACA_STRIPE_PUBLISHABLE_KEY", "CATRACA_STRIPE_WEBHOOK_SECRET"} {
		m := stripeEnv()
		delete(m, name)
		if _, err := FromEnv(env(m)); err == nil || !strings.Contains(err.Error(), name) {
			t.Errorf("without %s: %v", name, err)
		}
	}
	m := stripeEnv()
	m["CATRACA_STRIPE_PUBLISHABLE_KEY"] = "sk_live_vazou"
	_, err := FromEnv(env(m))
	if err == nil || !strings.Contains(err.Error(), "CATRACA_STRIPE_PUBLISHABLE_KEY") || strings.Contains(err.Error(), "vazou") {
		t.Errorf("secret key as the publishable one: %v", err)
	}
	m = stripeEnv()
	m["CATRACA_STRIPE_API_URL"] = "api.stripe.com"
	if _, err := FromEnv(env(m)); err == nil || !strings.Contains(err.Error(), "CATRACA_STRIPE_API_URL") {
		t.Errorf("bad API URL: %v", err)
	}
	// The sandbox needs none of them.
	if c, err := FromEnv(env(nil)); err != nil || c.Stripe != (Stripe{}) {
		t.Errorf("sandbox: %+v %v", c.Stripe, err)
	}
}
