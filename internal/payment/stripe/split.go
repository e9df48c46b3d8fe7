package stripe

import (
	"fmt"

	sdk "github.com/stripe/stripe-go/v83"

	"github.com/catraca/catraca/internal/payment"
)

// destination makes a charge that names a connected account a destination charge: Stripe
// transfers the whole amount to the account (transfer_data[destination]) and takes the
// application fee back to the store's balance (application_fee_amount). Stripe's own fees stay
// with the store, whose account makes the charge. A refund then reverses both in proportion.
func destination(params *sdk.PaymentIntentCreateParams, c payment.Charge) error {
	if c.Destination == "" {
		if c.ApplicationFee != 0 {
			return fmt.Errorf("%w: an application fee without a destination account", payment.ErrInvalidCharge)
		}
		return nil
	}
	if c.ApplicationFee < 0 || c.ApplicationFee > *params.Amount {
		return fmt.Errorf("%w: application fee %d of %d centavos", payment.ErrInvalidCharge, c.ApplicationFee, *params.Amount)
	}
	params.TransferData = &sdk.PaymentIntentCreateTransferDataParams{Destination: sdk.String(c.Destination)}
	if c.ApplicationFee > 0 {
		// Left out when the store keeps nothing (an order without a service fee).
		params.ApplicationFeeAmount = sdk.Int64(c.ApplicationFee)
	}
	return nil
}

// refundSplit sets the refund's share: reverse_transfer takes the refund back from the
// connected account the charge paid, refund_application_fee gives the store's fee back.
func refundSplit(params *sdk.RefundCreateParams, split payment.RefundSplit) {
	if split.ReverseTransfer {
		params.ReverseTransfer = sdk.Bool(true)
	}
	if split.RefundApplicationFee {
		params.RefundApplicationFee = sdk.Bool(true)
	}
}
