package stripe

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	sdk "github.com/stripe/stripe-go/v83"
	"github.com/stripe/stripe-go/v83/webhook"

	"github.com/catraca/catraca/internal/payment"
)

// Tolerance is how far a webhook's signed timestamp may be from the receiver's clock, either way:
// Stripe's own default, and the sandbox's. A captured webhook replayed later is refused.
const Tolerance = 300 * time.Second

// VerifyWebhook checks a Stripe webhook with the SDK's signature check (Stripe-Signature, the
// webhook secret, Tolerance) and turns the events the checkout acts on into a payment.Event:
//
//   - payment_intent.succeeded: paid, Amount = amount_received;
//   - payment_intent.payment_failed, payment_intent.canceled: failed;
//   - charge.refunded: refunded, Amount = the charge's amount_refunded so far.
//
// The order is metadata[order], which Charge sets on the PaymentIntent and Stripe copies to its
// charge. Any other type, or an object without that metadata, is an error wrapping
// payment.ErrIgnoredEvent; a forged, altered or stale one wraps payment.ErrBadSignature.
func (p *Provider) VerifyWebhook(h http.Header, body []byte, now time.Time) (payment.Event, error) {
	header := h.Get("Stripe-Signature")
	// The SDK's check compares the timestamp with the wall clock and only for age; the one
	// below holds it to the caller's clock both ways, so a timestamp from the future fails too.
	ev, err := webhook.ConstructEventWithOptions(body, header, p.webhookSecret, webhook.ConstructEventOptions{
		Tolerance: Tolerance,
		// The few fields read here (ids, amounts, metadata) are the same in every API version,
		// and a mismatch would otherwise refuse every event of an endpoint created under
		// another version, losing payments.
		IgnoreAPIVersionMismatch: true,
	})
	if err != nil {
		return payment.Event{}, fmt.Errorf("%w: %v", payment.ErrBadSignature, err)
	}
	if t, ok := signedAt(header); !ok || t.Sub(now).Abs() > Tolerance {
		return payment.Event{}, fmt.Errorf("%w: timestamp too far from now", payment.ErrBadSignature)
	}
	if ev.ID == "" || ev.Data == nil {
		return payment.Event{}, fmt.Errorf("%w: not an event", payment.ErrBadSignature)
	}
	out := payment.Event{ID: ev.ID, Created: time.Unix(ev.Created, 0)}
	var meta map[string]string
	switch ev.Type {
	case sdk.EventTypePaymentIntentSucceeded, sdk.EventTypePaymentIntentPaymentFailed, sdk.EventTypePaymentIntentCanceled:
		var pi sdk.PaymentIntent
		if err := json.Unmarshal(ev.Data.Raw, &pi); err != nil {
			return payment.Event{}, fmt.Errorf("%w: %s: %v", payment.ErrBadSignature, ev.Type, err)
		}
		out.Type, out.Amount, meta = payment.EventFailed, pi.Amount, pi.Metadata
		if ev.Type == sdk.EventTypePaymentIntentSucceeded {
			out.Type, out.Amount = payment.EventPaid, pi.AmountReceived
		}
	case sdk.EventTypeChargeRefunded:
		var ch sdk.Charge
		if err := json.Unmarshal(ev.Data.Raw, &ch); err != nil {
			return payment.Event{}, fmt.Errorf("%w: %s: %v", payment.ErrBadSignature, ev.Type, err)
		}
		out.Type, out.Amount, meta = payment.EventRefunded, ch.AmountRefunded, ch.Metadata
	default:
		return payment.Event{}, fmt.Errorf("stripe: %w: type %s", payment.ErrIgnoredEvent, ev.Type)
	}
	out.OrderHash = meta["order"]
	if out.OrderHash == "" {
		return payment.Event{}, fmt.Errorf("stripe: %w: %s %s has no metadata[order]", payment.ErrIgnoredEvent, ev.Type, ev.ID)
	}
	return out, nil
}

// signedAt reads the t= entry of a Stripe-Signature header the SDK has already accepted.
func signedAt(header string) (time.Time, bool) {
	for _, part := range strings.Split(header, ",") {
		if v, ok := strings.CutPrefix(part, "t="); ok {
			sec, err := strconv.ParseInt(v, 10, 64)
			return time.Unix(sec, 0), err == nil
		}
	}
	return time.Time{}, false
}
