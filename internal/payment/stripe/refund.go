package stripe

import (
	"context"
	"fmt"
	"strings"

	sdk "github.com/stripe/stripe-go/v83"
)

// Refund returns amount centavos of a paid PaymentIntent to the payer.
func (p *Provider) Refund(ctx context.Context, providerID string, amount int64) error {
	if !strings.HasPrefix(providerID, "pi_") {
		return fmt.Errorf("stripe: refund: %q is not a PaymentIntent id", providerID)
	}
	if amount <= 0 {
		return fmt.Errorf("stripe: refund: amount %d centavos", amount)
	}
	params := &sdk.RefundCreateParams{PaymentIntent: sdk.String(providerID), Amount: sdk.Int64(amount)}
	params.SetIdempotencyKey(refundKey(providerID, amount))
	if _, err := p.client.V1Refunds.Create(ctx, params); err != nil {
		return p.fail("refund "+providerID, err)
	}
	return nil
}
