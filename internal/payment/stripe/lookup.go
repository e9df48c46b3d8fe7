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
	return facts(pi, orderHash), nil
}

// Charges finds every PaymentIntent of the order at Stripe (its search, by metadata[order]) and
// says what has become of each, as Lookup does: a charge made although its answer was lost is
// found this way, by the order alone. Stripe's search sees a new PaymentIntent within about a
// minute; the reconciliation asks after five.
func (p *Provider) Charges(ctx context.Context, orderHash string) ([]payment.Event, error) {
	if !validHash(orderHash) {
		return nil, fmt.Errorf("stripe: charges: %q is not an order hash", orderHash)
	}
	params := &sdk.PaymentIntentSearchParams{SearchParams: sdk.SearchParams{
		Query: "metadata['order']:'" + orderHash + "'"}}
	params.AddExpand("data.latest_charge")
	var out []payment.Event
	for pi, err := range p.client.V1PaymentIntents.Search(ctx, params) {
		if err != nil {
			return nil, p.fail("search the PaymentIntents of "+orderHash, err)
		}
		if pi.Metadata["order"] == orderHash { // the search matches on the value; stay exact
			out = append(out, facts(pi, orderHash)...)
		}
	}
	return out, nil
}

// validHash keeps the search query to the order hashes the checkout makes (hex), so nothing in
// it can change the query.
func validHash(h string) bool {
	if h == "" || len(h) > 64 {
		return false
	}
	for _, r := range h {
		if (r < '0' || r > '9') && (r < 'a' || r > 'f') && (r < 'A' || r > 'F') {
			return false
		}
	}
	return true
}

// facts are the events a PaymentIntent's state reports, with ids that name each fact.
func facts(pi *sdk.PaymentIntent, orderHash string) []payment.Event {
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
	return out
}
