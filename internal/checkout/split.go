package checkout

import (
	"context"

	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/payment"
)

// split makes the charge pay the connected account of the order's organizer, when it has one:
// the organizer receives the tickets' money and the store keeps its service fee as the
// application fee. Card interest goes with the tickets' money, so that Stripe's proportional
// refunds return exactly what each side kept (docs/payments.md). Without an account the
// store receives everything.
func (s *Service) split(ctx context.Context, o Order, c *payment.Charge) error {
	var account *string
	err := s.db.QueryRow(ctx, `SELECT og.stripe_account FROM events e JOIN organizers og ON og.id = e.organizer_id
		WHERE e.id = ?`, o.eventID).Scan(&account)
	if err != nil {
		return err
	}
	if account != nil {
		c.Destination, c.ApplicationFee = *account, o.Fee
	}
	return nil
}

// withSplit adds to an order's update the split of the charge it records. The split is written
// with provider_id, so it always describes the charge that id names, whatever charge came
// before (a PIX issued, then a card).
func withSplit(set string, args []any, c payment.Charge) (string, []any) {
	return set + ", transfer_account = ?, application_fee = ?", append(args, splitArgs(c)...)
}

// recordSplit writes the split of an approved card charge.
func recordSplit(ctx context.Context, tx *db.Tx, orderID int64, c payment.Charge) error {
	_, err := tx.Exec(ctx, "UPDATE orders SET transfer_account = ?, application_fee = ? WHERE id = ?",
		append(splitArgs(c), orderID)...)
	return err
}

// splitArgs are the charge's account and fee, both NULL when the store kept the whole charge.
func splitArgs(c payment.Charge) []any {
	if c.Destination == "" {
		return []any{nil, nil}
	}
	return []any{c.Destination, c.ApplicationFee}
}

// refundSplit is how a refund of amount, out of paid, is shared when the order's charge paid
// the connected account: the account always gives back the refunded amount (the transfer is
// reversed); the store gives back its fee only when everything paid goes back (FeeReturned).
// Both reversals are proportional at Stripe, and the charge's fee holds no card interest, so
// each side returns exactly what it kept of the refunded money.
func refundSplit(account *string, amount, paid int64) payment.RefundSplit {
	if account == nil {
		return payment.RefundSplit{}
	}
	return payment.RefundSplit{ReverseTransfer: true, RefundApplicationFee: FeeReturned(amount, paid)}
}

// FeeReturned reports whether a refund of amount, out of paid, gives the store's service fee
// back too. Only a refund of everything paid does: the consumer code's withdrawal and a
// cancelled event return the fee; the store's own policy refunds the tickets and keeps it
// (refund_rules.go). A refund made at the gateway follows the same rule.
func FeeReturned(amount, paid int64) bool { return amount >= paid }
