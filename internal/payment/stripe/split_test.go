package stripe_test

import (
	"context"
	"errors"
	"net/url"
	"strconv"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/payment"
	"github.com/catraca/catraca/internal/payment/stripe/stripetest"
)

const account = "acct_1Nv0FGQ9RKHgCVdK"

// A charge naming a connected account is a destination charge: the whole amount goes to the
// account and the store's fee comes back as the application fee. stripe-mock accepts both.
func TestDestinationCharge(t *testing.T) {
	mock := stripetest.Mock(t)
	hold := time.Now().Add(10 * time.Minute)
	plan, _ := payment.PlanFor(10000, 6)
	for _, c := range []struct {
		name   string
		charge payment.Charge
		want   map[string]string
	}{
		{"PIX", payment.Charge{Method: payment.PIX, Amount: 11000, ExpiresAt: hold, Destination: account, ApplicationFee: 1000},
			map[string]string{"amount": "11000", "transfer_data[destination]": account, "application_fee_amount": "1000"}},
		// Card interest goes with the ticket money: the fee stays the service fee alone.
		{"card in 6 installments", payment.Charge{Method: payment.Card, Amount: 10000, Installments: 6, CardToken: "pm_card_visa",
			Destination: account, ApplicationFee: 900},
			map[string]string{"amount": strconv.FormatInt(plan.Total, 10), "transfer_data[destination]": account, "application_fee_amount": "900"}},
		{"no service fee", payment.Charge{Method: payment.PIX, Amount: 5000, ExpiresAt: hold, Destination: account},
			map[string]string{"transfer_data[destination]": account, "application_fee_amount": ""}},
		{"no connected account", payment.Charge{Method: payment.PIX, Amount: 5000, ExpiresAt: hold},
			map[string]string{"transfer_data[destination]": "", "application_fee_amount": ""}},
	} {
		rec, api := proxy(t, mock, func(form url.Values) (int, string) {
			received, _ := strconv.ParseInt(form.Get("amount"), 10, 64)
			return 200, intent(form, "succeeded", map[string]any{"amount_received": received})
		})
		c.charge.OrderHash = orderHash
		if _, err := newProvider(t, api, 0).Charge(context.Background(), c.charge); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		r := rec.Last(t)
		key := "catraca-charge-" + orderHash + "-" + string(c.charge.Method) + "-0"
		if c.charge.Method == payment.Card {
			key = cardKey(0, c.charge.CardToken, c.charge.Installments)
		}
		accepted(t, r, "/v1/payment_intents", key)
		wantForm(t, r.Form, c.want)
	}
}

// A fee the store cannot keep is a bug, refused before any request.
func TestDestinationChargeRefusesAnImpossibleFee(t *testing.T) {
	p := newProvider(t, "http://127.0.0.1:9", 0) // never reached
	hold := time.Now().Add(10 * time.Minute)
	for _, c := range []payment.Charge{
		{Method: payment.PIX, Amount: 5000, ExpiresAt: hold, ApplicationFee: 500},                                   // no account to take it from
		{Method: payment.PIX, Amount: 5000, ExpiresAt: hold, Destination: account, ApplicationFee: 5001},            // more than the charge
		{Method: payment.PIX, Amount: 5000, ExpiresAt: hold, Destination: account, ApplicationFee: -1},              // negative
		{Method: payment.Card, Amount: 5000, CardToken: "pm_card_visa", Destination: account, ApplicationFee: 6000}, // more than the card's total
	} {
		c.OrderHash = orderHash
		if _, err := p.Charge(context.Background(), c); !errors.Is(err, payment.ErrInvalidCharge) {
			t.Errorf("fee %d to %q: %v", c.ApplicationFee, c.Destination, err)
		}
	}
}

// A refund of a destination charge takes the money back from the connected account, and gives
// the store's fee back only when asked; stripe-mock accepts each.
func TestRefundSplit(t *testing.T) {
	mock := stripetest.Mock(t)
	for _, c := range []struct {
		split        payment.RefundSplit
		reverse, fee string
	}{
		{payment.RefundSplit{ReverseTransfer: true, RefundApplicationFee: true}, "true", "true"},
		{payment.RefundSplit{ReverseTransfer: true}, "true", ""},
		{payment.RefundSplit{}, "", ""},
	} {
		rec, api := proxy(t, mock, nil)
		if err := newProvider(t, api, 0).Refund(context.Background(), "pi_test123", 9000, c.split); err != nil {
			t.Fatalf("%+v: %v", c.split, err)
		}
		r := rec.Last(t)
		accepted(t, r, "/v1/refunds", "catraca-refund-pi_test123-9000")
		wantForm(t, r.Form, map[string]string{"payment_intent": "pi_test123", "amount": "9000",
			"reverse_transfer": c.reverse, "refund_application_fee": c.fee})
	}
}
