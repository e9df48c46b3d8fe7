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
// webhook secret) and its age (Tolerance, on now), and turns the events the checkout acts on into a payment.Event:
//
//   - payment_intent.succeeded: paid, Amount = amount_received;
//   - payment_intent.payment_failed, payment_intent.canceled: failed, with the decline's reason;
//   - charge.refunded: refunded when the whole charge went back, else partly refunded, Amount =
//     the charge's amount_refunded so far;
//   - charge.dispute.created: dispute opened; charge.dispute.closed: won or lost.
//
// The order is metadata[order], which Charge sets on the PaymentIntent and Stripe copies to its
// charge; a dispute carries no metadata of ours and is found by its PaymentIntent. Any other
// type, or an object of no order of ours, is an error wrapping payment.ErrIgnoredEvent; a
// forged, altered or stale one wraps payment.ErrBadSignature.
func (p *Provider) VerifyWebhook(h http.Header, body []byte, now time.Time) (payment.Event, error) {
	header := h.Get("Stripe-Signature")
	// The SDK checks the signature; the age is checked below against the caller's clock and
	// both ways (the SDK's own check reads the wall clock and only for age), so a timestamp
	// from the future fails too, and the checkout's clock is the one that counts.
	ev, err := webhook.ConstructEventWithOptions(body, header, p.webhookSecret, webhook.ConstructEventOptions{
		IgnoreTolerance: true,
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
	out, err := decode(ev)
	if err != nil {
		return payment.Event{}, err
	}
	out.ID, out.Created = ev.ID, time.Unix(ev.Created, 0)
	if out.OrderHash == "" && out.ProviderID == "" {
		return payment.Event{}, fmt.Errorf("stripe: %w: %s %s names no order of ours", payment.ErrIgnoredEvent, ev.Type, ev.ID)
	}
	return out, nil
}

// decode reads the object of an event the checkout acts on.
func decode(ev sdk.Event) (payment.Event, error) {
	bad := func(err error) (payment.Event, error) {
		return payment.Event{}, fmt.Errorf("%w: %s: %v", payment.ErrBadSignature, ev.Type, err)
	}
	switch ev.Type {
	case sdk.EventTypePaymentIntentSucceeded, sdk.EventTypePaymentIntentPaymentFailed, sdk.EventTypePaymentIntentCanceled:
		var pi sdk.PaymentIntent
		if err := json.Unmarshal(ev.Data.Raw, &pi); err != nil {
			return bad(err)
		}
		if pi.Metadata["order"] == "" {
			return payment.Event{}, fmt.Errorf("stripe: %w: %s %s has no metadata[order]", payment.ErrIgnoredEvent, ev.Type, pi.ID)
		}
		return intentEvent(&pi, ev.Type == sdk.EventTypePaymentIntentSucceeded), nil
	case sdk.EventTypeChargeRefunded:
		var ch sdk.Charge
		if err := json.Unmarshal(ev.Data.Raw, &ch); err != nil {
			return bad(err)
		}
		if ch.Metadata["order"] == "" {
			return payment.Event{}, fmt.Errorf("stripe: %w: %s %s has no metadata[order]", payment.ErrIgnoredEvent, ev.Type, ch.ID)
		}
		return refundEvent(&ch, ch.Metadata["order"]), nil
	case sdk.EventTypeChargeDisputeCreated, sdk.EventTypeChargeDisputeClosed:
		var d sdk.Dispute
		if err := json.Unmarshal(ev.Data.Raw, &d); err != nil {
			return bad(err)
		}
		out := payment.Event{Type: payment.EventDisputeOpened, Amount: d.Amount}
		if d.PaymentIntent != nil {
			out.ProviderID = d.PaymentIntent.ID
		}
		if ev.Type == sdk.EventTypeChargeDisputeClosed {
			// warning_closed: an inquiry that never became a chargeback; the money stayed.
			out.Type = payment.EventDisputeWon
			if d.Status == sdk.DisputeStatusLost {
				out.Type = payment.EventDisputeLost
			}
		}
		return out, nil
	}
	return payment.Event{}, fmt.Errorf("stripe: %w: type %s", payment.ErrIgnoredEvent, ev.Type)
}

// intentEvent is what a PaymentIntent that reached its end says: paid, or failed and why.
func intentEvent(pi *sdk.PaymentIntent, succeeded bool) payment.Event {
	out := payment.Event{Type: payment.EventFailed, Amount: pi.Amount, OrderHash: pi.Metadata["order"], ProviderID: pi.ID}
	if succeeded {
		out.Type, out.Amount = payment.EventPaid, pi.AmountReceived
	}
	if out.Type == payment.EventFailed && pi.LastPaymentError != nil {
		out.DeclineReason = DeclineMessage(pi.LastPaymentError)
	}
	return out
}

// refundEvent is what a charge with money returned says: whole or in part.
func refundEvent(ch *sdk.Charge, order string) payment.Event {
	out := payment.Event{Type: payment.EventPartlyRefunded, Amount: ch.AmountRefunded, OrderHash: order}
	if ch.Refunded {
		out.Type = payment.EventRefunded
	}
	if ch.PaymentIntent != nil {
		out.ProviderID = ch.PaymentIntent.ID
	}
	return out
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
