package stripe

import (
	"context"
	"errors"
	"fmt"
	"time"

	sdk "github.com/stripe/stripe-go/v83"

	"github.com/catraca/catraca/internal/payment"
	"github.com/catraca/catraca/internal/payment/boleto"
	"github.com/catraca/catraca/internal/payment/pix"
)

// Charge creates and confirms one PaymentIntent in BRL for the order: PIX and boleto come back
// awaiting payment (reported later by webhook), a card is paid, declined or asks for 3-D Secure.
// Parameters per method: docs/payments.md. An error wrapping payment.ErrUnavailable means Stripe
// could not be reached or failed on its side: the same Charge sent again replays rather than
// charges twice.
func (p *Provider) Charge(ctx context.Context, c payment.Charge) (payment.Result, error) {
	params, err := intentParams(c, p.now())
	if err != nil {
		return payment.Result{}, err
	}
	params.SetIdempotencyKey(chargeKey(c))
	pi, err := p.client.V1PaymentIntents.Create(ctx, params)
	var se *sdk.Error
	if errors.As(err, &se) && se.Type == sdk.ErrorTypeCard {
		// A decline comes back as an error (402) with the PaymentIntent it left behind.
		res := payment.Result{Status: payment.Declined, DeclineReason: DeclineMessage(se)}
		if se.PaymentIntent != nil {
			res.ProviderID = se.PaymentIntent.ID
		}
		return res, nil
	}
	if err != nil {
		return payment.Result{}, p.fail("create PaymentIntent ("+string(c.Method)+")", err)
	}
	return result(c, pi)
}

// intentParams is the PaymentIntent a charge asks for: confirmed at once, in BRL, carrying the
// order's hash as metadata[order] (webhooks and Stripe's dashboard find the order by it).
func intentParams(c payment.Charge, now time.Time) (*sdk.PaymentIntentCreateParams, error) {
	if c.Amount <= 0 {
		return nil, fmt.Errorf("%w: amount %d centavos", payment.ErrInvalidCharge, c.Amount)
	}
	if c.OrderHash == "" {
		return nil, fmt.Errorf("%w: no order hash", payment.ErrInvalidCharge)
	}
	params := &sdk.PaymentIntentCreateParams{
		Amount:             sdk.Int64(c.Amount),
		Currency:           sdk.String(string(sdk.CurrencyBRL)),
		Confirm:            sdk.Bool(true),
		PaymentMethodTypes: []*string{sdk.String(string(c.Method))},
		Metadata:           map[string]string{"order": c.OrderHash},
	}
	if c.Description != "" {
		params.Description = sdk.String(c.Description)
	}
	switch c.Method {
	case payment.PIX:
		// The code expires with the hold, never later: a PIX paid after the hold ended would
		// pay for seats already back on sale. Unix() rounds down, so never a second later.
		if !c.ExpiresAt.After(now) {
			return nil, fmt.Errorf("%w: PIX needs a hold that has not ended", payment.ErrInvalidCharge)
		}
		params.PaymentMethodData = &sdk.PaymentIntentCreatePaymentMethodDataParams{
			Type: sdk.String("pix"), Pix: &sdk.PaymentMethodPixParams{},
		}
		params.PaymentMethodOptions = &sdk.PaymentIntentCreatePaymentMethodOptionsParams{
			Pix: &sdk.PaymentIntentCreatePaymentMethodOptionsPixParams{ExpiresAt: sdk.Int64(c.ExpiresAt.Unix())},
		}
	case payment.Boleto:
		if c.Payer.CPF == "" || c.Payer.Name == "" || c.Payer.Email == "" {
			return nil, fmt.Errorf("%w: a boleto needs the payer's name, e-mail and CPF", payment.ErrInvalidCharge)
		}
		params.PaymentMethodData = &sdk.PaymentIntentCreatePaymentMethodDataParams{
			Type:   sdk.String("boleto"),
			Boleto: &sdk.PaymentMethodBoletoParams{TaxID: sdk.String(c.Payer.CPF)},
			BillingDetails: &sdk.PaymentIntentCreatePaymentMethodDataBillingDetailsParams{
				Name: sdk.String(c.Payer.Name), Email: sdk.String(c.Payer.Email),
			},
		}
	case payment.Card:
		if err := cardParams(params, c); err != nil {
			return nil, err
		}
	default:
		return nil, fmt.Errorf("%w: method %q", payment.ErrInvalidCharge, c.Method)
	}
	if err := destination(params, c); err != nil {
		return nil, err
	}
	return params, nil
}

// cardParams confirms the PaymentMethod made by Stripe Elements in the browser (the card's data
// never reaches us) for the installment plan's total: from 4 installments on, the store's
// interest table applies (payment.PlanFor), as with every gateway.
func cardParams(params *sdk.PaymentIntentCreateParams, c payment.Charge) error {
	if c.CardToken == "" {
		return fmt.Errorf("%w: no card token", payment.ErrInvalidCharge)
	}
	n := max(c.Installments, 1)
	plan, err := payment.PlanFor(c.Amount, n)
	if err != nil {
		return fmt.Errorf("%w: %v", payment.ErrInvalidCharge, err)
	}
	params.Amount = sdk.Int64(plan.Total)
	params.PaymentMethod = sdk.String(c.CardToken)
	if n > 1 {
		params.PaymentMethodOptions = &sdk.PaymentIntentCreatePaymentMethodOptionsParams{
			Card: &sdk.PaymentIntentCreatePaymentMethodOptionsCardParams{
				Installments: &sdk.PaymentIntentCreatePaymentMethodOptionsCardInstallmentsParams{
					Plan: &sdk.PaymentIntentCreatePaymentMethodOptionsCardInstallmentsPlanParams{
						Count: sdk.Int64(int64(n)), Interval: sdk.String("month"), Type: sdk.String("fixed_count"),
					},
				},
			},
		}
	}
	return nil
}

// result reads a confirmed PaymentIntent.
func result(c payment.Charge, pi *sdk.PaymentIntent) (payment.Result, error) {
	res := payment.Result{ProviderID: pi.ID}
	switch pi.Status {
	case sdk.PaymentIntentStatusSucceeded:
		res.Status, res.Charged = payment.Paid, pi.AmountReceived
		return res, nil
	case sdk.PaymentIntentStatusProcessing:
		// The issuer has not answered yet: the webhook will say paid or failed.
		res.Status = payment.AwaitingPayment
		return res, nil
	case sdk.PaymentIntentStatusRequiresPaymentMethod:
		if pi.LastPaymentError != nil {
			res.Status, res.DeclineReason = payment.Declined, DeclineMessage(pi.LastPaymentError)
			return res, nil
		}
	case sdk.PaymentIntentStatusRequiresAction:
		return nextAction(c, pi, res)
	}
	return payment.Result{}, fmt.Errorf("stripe: PaymentIntent %s of a %s charge is %q", pi.ID, c.Method, pi.Status)
}

// nextAction reads what the buyer must do: pay a PIX or a boleto, or pass a card's 3-D Secure
// challenge in the browser.
func nextAction(c payment.Charge, pi *sdk.PaymentIntent, res payment.Result) (payment.Result, error) {
	na := pi.NextAction
	switch {
	case na == nil:
	case na.PixDisplayQRCode != nil && na.PixDisplayQRCode.Data != "":
		// Our own QR of the copia-e-cola, as for every gateway: no image is fetched from Stripe.
		q := na.PixDisplayQRCode
		png, err := pix.QRPNG(q.Data)
		if err != nil {
			return payment.Result{}, fmt.Errorf("stripe: PaymentIntent %s: %w", pi.ID, err)
		}
		expires := c.ExpiresAt
		if q.ExpiresAt > 0 && time.Unix(q.ExpiresAt, 0).Before(expires) {
			expires = time.Unix(q.ExpiresAt, 0)
		}
		res.Status = payment.AwaitingPayment
		res.PIX = &payment.PIXCharge{BRCode: q.Data, QRPNG: png, ExpiresAt: expires}
		return res, nil
	case na.BoletoDisplayDetails != nil && na.BoletoDisplayDetails.Number != "":
		b := na.BoletoDisplayDetails
		// The line's check digits are the issuing bank's business: it is shown as Stripe gives it.
		line := boleto.Normalize(b.Number)
		if len(line) != 47 {
			return payment.Result{}, fmt.Errorf("stripe: PaymentIntent %s: a boleto line of %d digits", pi.ID, len(line))
		}
		pdf := b.PDF
		if pdf == "" {
			pdf = b.HostedVoucherURL
		}
		res.Status = payment.AwaitingPayment
		res.Boleto = &payment.BoletoCharge{DigitableLine: line, Barcode: boleto.BarcodeFromLine(line),
			DueDate: time.Unix(b.ExpiresAt, 0), PDFURL: pdf}
		return res, nil
	case c.Method == payment.Card && pi.ClientSecret != "":
		res.Status, res.ClientSecret = payment.RequiresAction, pi.ClientSecret
		return res, nil
	}
	return payment.Result{}, fmt.Errorf("stripe: PaymentIntent %s of a %s charge requires an action we cannot show", pi.ID, c.Method)
}
