package stripe_test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/payment"
	"github.com/catraca/catraca/internal/payment/stripe"
	"github.com/catraca/catraca/internal/payment/stripe/stripetest"
)

var card = payment.Charge{OrderHash: orderHash, Amount: 10000, Method: payment.Card, CardToken: "pm_card_visa"}

// A gateway that is down is an error the checkout tells from a decline: ErrUnavailable.
func TestStoppedGatewayIsUnavailable(t *testing.T) {
	url, stop := stripetest.Own(t)
	p := newProvider(t, url, 0)
	if err := p.Refund(context.Background(), "pi_123", 100, payment.RefundSplit{}); err != nil {
		t.Fatalf("before stopping: %v", err)
	}
	stop()
	res, err := p.Charge(context.Background(), card)
	if !errors.Is(err, payment.ErrUnavailable) || res.Status == payment.Declined {
		t.Fatalf("stopped gateway: %+v, %v", res, err)
	}
	if err := p.Refund(context.Background(), "pi_123", 100, payment.RefundSplit{}); !errors.Is(err, payment.ErrUnavailable) {
		t.Fatalf("refund on a stopped gateway: %v", err)
	}
}

// A gateway that never answers: each request ends at the timeout, the SDK's two retries carry
// the same idempotency key (so Stripe would charge once), and the whole call is bounded.
func TestHangingGatewayTimesOut(t *testing.T) {
	var mu sync.Mutex
	var keys []string
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		keys = append(keys, r.Header.Get("Idempotency-Key"))
		mu.Unlock()
		select {
		case <-r.Context().Done():
		case <-release:
		}
	}))
	defer srv.Close()
	defer close(release)

	p := newProvider(t, srv.URL, 200*time.Millisecond)
	start := time.Now()
	_, err := p.Charge(context.Background(), card)
	took := time.Since(start)
	if !errors.Is(err, payment.ErrUnavailable) {
		t.Fatalf("hanging gateway: %v", err)
	}
	// 3 requests of 0.2 s and two back-offs of at most 5 s each: a ceiling, not a wait.
	if took > 15*time.Second {
		t.Errorf("took %s", took)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(keys) != 3 {
		t.Errorf("%d requests, want 1 and 2 retries", len(keys))
	}
	for _, k := range keys {
		if k != cardKey(0, card.CardToken, card.Installments) {
			t.Errorf("Idempotency-Key %q", k)
		}
	}
}

// The caller's deadline wins over the retries.
func TestChargeHonoursTheCallersDeadline(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.Copy(io.Discard, r.Body) // then the server notices the client hanging up
		<-r.Context().Done()
	}))
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := newProvider(t, srv.URL, time.Minute).Charge(ctx, card)
	if !errors.Is(err, payment.ErrUnavailable) || time.Since(start) > 10*time.Second {
		t.Fatalf("after %s: %v", time.Since(start), err)
	}
}

// Stripe's failures are unavailable, and so is a key it refuses (no buyer can fix that); its other
// refusals are not (a bug in the request). Neither
// error ever holds a secret, even when the answer quotes it (stripe-mock echoes a key it
// refuses, and so would a proxy's error page).
func TestErrorsMapAndHoldNoSecret(t *testing.T) {
	for _, tc := range []struct {
		status      int
		unavailable bool
	}{{http.StatusServiceUnavailable, true}, {http.StatusTooManyRequests, true}, {http.StatusUnauthorized, true}, {http.StatusBadRequest, false}} {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Stripe-Should-Retry", "false")
			w.WriteHeader(tc.status)
			_, _ = w.Write([]byte(`{"error":{"type":"api_error","message":"Authorization was 'Bearer ` + testKey +
				`', secret ` + testWebhookSecret + `"}}`))
		}))
		_, err := newProvider(t, srv.URL, 0).Charge(context.Background(), card)
		srv.Close()
		if err == nil || errors.Is(err, payment.ErrUnavailable) != tc.unavailable {
			t.Errorf("%d: %v", tc.status, err)
			continue
		}
		if msg := err.Error(); strings.Contains(msg, testKey) || strings.Contains(msg, testWebhookSecret) || !strings.Contains(msg, "[redacted]") {
			t.Errorf("%d: a secret in %q", tc.status, msg)
		}
	}
}

func TestConfigNamesWhatIsMissing(t *testing.T) {
	for _, tc := range []struct {
		cfg  stripe.Config
		want string
	}{
		{stripe.Config{WebhookSecret: "whsec_x"}, "CATRACA_STRIPE_SECRET_KEY"},
		{stripe.Config{SecretKey: "sk_test_x"}, "CATRACA_STRIPE_WEBHOOK_SECRET"},
		{stripe.Config{SecretKey: "sk_test_x", WebhookSecret: "whsec_x", APIURL: "127.0.0.1:1234"}, "CATRACA_STRIPE_API_URL"},
	} {
		if _, err := stripe.New(tc.cfg); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: %v", tc.cfg, err)
		}
	}
}
