package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/catraca/catraca/internal/payment/stripe/stripetest"
)

func TestMain(m *testing.M) {
	code := m.Run()
	stripetest.Stop()
	os.Exit(code)
}

// payments reconcile asks Stripe about the period's charges and prints a summary; with the
// sandbox, which cannot be asked, it says so; a bad period is refused.
func TestPaymentsReconcile(t *testing.T) {
	t.Setenv("CATRACA_DATABASE_URL", "sqlite:"+filepath.Join(t.TempDir(), "c.db"))
	t.Setenv("CATRACA_DEMO", "")
	t.Setenv("CATRACA_PAYMENT_PROVIDER", "sandbox")
	if _, err := capture(t, []string{"payments", "reconcile"}); err == nil || !strings.Contains(err.Error(), "sandbox gateway cannot be asked") {
		t.Errorf("sandbox: %v", err)
	}
	for _, bad := range [][]string{{"payments"}, {"payments", "reconcile", "--since", "-1h"}, {"payments", "reconcile", "--since", "ontem"}} {
		if _, err := capture(t, bad); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
	t.Setenv("CATRACA_PAYMENT_PROVIDER", "stripe")
	t.Setenv("CATRACA_STRIPE_SECRET_KEY", "sk_test_catracaCommandTest0123456789")
	t.Setenv("CATRACA_STRIPE_PUBLISHABLE_KEY", "pk_test_catraca")
	t.Setenv("CATRACA_STRIPE_WEBHOOK_SECRET", "whsec_catraca")
	t.Setenv("CATRACA_STRIPE_API_URL", stripetest.Mock(t))
	out, err := capture(t, []string{"payments", "reconcile", "--since", "24h"})
	if err != nil || out != "reconciled: 0 orders changed\n" {
		t.Errorf("stripe: %q %v", out, err)
	}
	// A Stripe store missing a key does not start, and says which.
	t.Setenv("CATRACA_STRIPE_WEBHOOK_SECRET", "")
	if _, err := capture(t, []string{"serve"}); err == nil || !strings.Contains(err.Error(), "CATRACA_STRIPE_WEBHOOK_SECRET") {
		t.Errorf("serve without the webhook secret: %v", err)
	}
}
