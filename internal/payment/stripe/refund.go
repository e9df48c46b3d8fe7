package stripe

import (
	"context"
	"fmt"
	"strings"

	sdk "github.com/stripe/stripe-go/v83"

	"github.com/catraca/catraca/internal/payment"
)

// Refund returns amount centavos of a paid PaymentIntent to the payer; split says what the
// connected account of a destination charge and the store each give back.
func (p *Provider) Refund(ctx context.Context, providerID string, amount int64, split payment.RefundSplit) error {
	if !strings.HasPrefix(providerID, "pi_") {
		return fmt.Errorf("stripe: refund: %q is not a PaymentIntent id", providerID)
	}
	if amount <= 0 {
		return fmt.Errorf("stripe: refund: amount %d centavos", amount)
	}
	params := &sdk.RefundCreateParams{PaymentIntent: sdk.String(providerID), Amount: sdk.Int64(amount)}
	refundSplit(params, split)
	params.SetIdempotencyKey(refundKey(providerID, amount))
	if _, err := p.client.V1Refunds.Create(ctx, params); err != nil {
		return p.fail("refund "+providerID, err)
	}
	return nil
}
