package stripe

import (
	"context"
	"fmt"
	"strings"

	sdk "github.com/stripe/stripe-go/v83"

	"github.com/catraca/catraca/internal/payment"
)

// Lookup reads a PaymentIntent and its latest charge from Stripe and says, as the webhooks
// would, what has become of it: paid, failed (a card refused after its challenge, a PIX or
// boleto that expired: Stripe cancels it), and refunded in whole or in part. A PaymentIntent
// still waiting for the buyer or the bank says nothing yet. Each event's id names the fact it
// reports, so reading the same state again is a repeat.
func (p *Provider) Lookup(ctx context.Context, providerID, orderHash string) ([]payment.Event, error) {
	if !strings.HasPrefix(providerID, "pi_") {
		return nil, fmt.Errorf("stripe: lookup: %q is not a PaymentIntent id", providerID)
	}
	params := &sdk.PaymentIntentRetrieveParams{}
	params.AddExpand("latest_charge")
	pi, err := p.client.V1PaymentIntents.Retrieve(ctx, providerID, params)
	if err != nil {
		return nil, p.fail("retrieve "+providerID, err)
	}
	if got := pi.Metadata["order"]; got != orderHash {
		// Read back for one order, it must be that order's: anything else is a bug, and
		// applying it would pay the wrong order.
		return nil, fmt.Errorf("stripe: lookup: %s belongs to order %q, not %q", pi.ID, got, orderHash)
	}
	var out []payment.Event
	switch {
	case pi.Status == sdk.PaymentIntentStatusSucceeded,
		pi.Status == sdk.PaymentIntentStatusCanceled,
		pi.Status == sdk.PaymentIntentStatusRequiresPaymentMethod && pi.LastPaymentError != nil:
		ev := intentEvent(pi, pi.Status == sdk.PaymentIntentStatusSucceeded)
		ev.ID = "lookup:" + pi.ID + ":" + string(ev.Type)
		out = append(out, ev)
	}
	if ch := pi.LatestCharge; ch != nil && ch.AmountRefunded > 0 {
		ev := refundEvent(ch, orderHash)
		ev.ProviderID = pi.ID
		ev.ID = fmt.Sprintf("lookup:%s:%s:%d", pi.ID, ev.Type, ev.Amount)
		out = append(out, ev)
	}
	return out, nil
}
