package checkout

import (
	"context"
	"strings"
	"time"

	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/mail"
)

// Order statuses.
const (
	StatusReserved        = "reserved"         // stock held until expires_at
	StatusAwaitingPayment = "awaiting_payment" // PIX or boleto issued; stock still held
	StatusPaid            = "paid"             // tickets issued
	StatusExpired         = "expired"          // hold ran out; stock returned
	StatusCancelled       = "cancelled"        // given up by the buyer; stock returned
	StatusNeedsRefund     = "needs_refund"     // money arrived for an order that could not take it
	StatusRefunded        = "refunded"         // money returned; stock returned
)

// Statuses lists every status an order may have.
var Statuses = []string{StatusReserved, StatusAwaitingPayment, StatusPaid, StatusExpired, StatusCancelled,
	StatusNeedsRefund, StatusRefunded}

// Transition names a change of an order's status. The webhook, the payment call, the refund
// and the sweeper change an order only through these names, so the table below is the whole
// life of an order.
type Transition string

const (
	GiveUp        Transition = "give_up"        // the buyer gives the hold back
	Expire        Transition = "expire"         // the hold ran out (the sweeper)
	IssueCharge   Transition = "issue_charge"   // a PIX or boleto was issued
	ChargeFailed  Transition = "charge_failed"  // the gateway reports the charge failed: try again while held
	Pay           Transition = "pay"            // the money arrived for a held order
	OweBack       Transition = "owe_back"       // a sold order took more money: a second payment or an excess
	PaidLate      Transition = "paid_late"      // money for an order that no longer holds stock
	PaidShort     Transition = "paid_short"     // less than the total: it cannot sell
	RefundSale    Transition = "refund_sale"    // a sale cancelled, by its buyer or at the gateway
	ExtraReturned Transition = "extra_returned" // the money a sold order owed went back: it is paid again
	RefundHeld    Transition = "refund_held"    // the gateway refunded a payment reported before its order was paid
	RefundUnsold  Transition = "refund_unsold"  // the gateway returned money of an order that sold nothing
)

// transitionRow is one row of the table: the statuses it starts from, the one it ends in,
// what it does to the order's stock (selling stamps paid_at), the e-mail that status queues
// (the worker sends it; "" none), whether it ends the order's hold (closed_at), and whether it
// needs an order that was or was not paid (paid_at), which tells a sale owing money back from
// money that sold nothing.
type transitionRow struct {
	from   []string
	to     string
	stock  move
	mail   mail.Kind
	closes bool
	paid   paidCond
}

type paidCond int

const (
	anyPaid paidCond = iota
	wasPaid
	neverPaid
)

// paidConds are the paid conditions as SQL.
var paidConds = [...]string{anyPaid: "", wasPaid: " AND paid_at IS NOT NULL", neverPaid: " AND paid_at IS NULL"}

var holdingStatuses = []string{StatusReserved, StatusAwaitingPayment}

// transitions is the table of an order's life.
var transitions = map[Transition]transitionRow{
	GiveUp:        {from: []string{StatusReserved}, to: StatusCancelled, stock: release, mail: mail.CartReminder, closes: true},
	Expire:        {from: holdingStatuses, to: StatusExpired, stock: release, mail: mail.CartReminder, closes: true},
	IssueCharge:   {from: holdingStatuses, to: StatusAwaitingPayment, stock: keep, mail: mail.PaymentPending},
	ChargeFailed:  {from: []string{StatusAwaitingPayment}, to: StatusReserved, stock: keep},
	Pay:           {from: holdingStatuses, to: StatusPaid, stock: sell, mail: mail.OrderPaid},
	OweBack:       {from: []string{StatusPaid}, to: StatusNeedsRefund, stock: keep, mail: mail.PaymentRefund},
	PaidLate:      {from: []string{StatusExpired, StatusCancelled, StatusNeedsRefund}, to: StatusNeedsRefund, stock: keep, mail: mail.PaymentRefund},
	PaidShort:     {from: append([]string{StatusExpired, StatusCancelled, StatusNeedsRefund}, holdingStatuses...), to: StatusNeedsRefund, stock: releaseHeld, mail: mail.PaymentRefund},
	RefundSale:    {from: []string{StatusPaid}, to: StatusRefunded, stock: returnSold, mail: mail.OrderCancelled, closes: true},
	ExtraReturned: {from: []string{StatusNeedsRefund}, to: StatusPaid, stock: keep, paid: wasPaid},
	RefundHeld:    {from: holdingStatuses, to: StatusRefunded, stock: release, closes: true},
	RefundUnsold:  {from: []string{StatusNeedsRefund, StatusExpired, StatusCancelled}, to: StatusRefunded, stock: keep, paid: neverPaid},
}

// holding is holdingStatuses as SQL, a constant so that queries built with it stay constant
// (TestTransitionTable checks that the two agree).
const holding = "('reserved', 'awaiting_payment')"

// change is what a transition writes besides the status (extra SET clauses) and the extra
// conditions it needs (extra WHERE conditions).
type change struct {
	set      string
	setArgs  []any
	cond     string
	condArgs []any
}

// transit applies t to an order in tx, only from one of t's statuses (and c's conditions), and
// then moves its stock as the table says; ok is false when the order was in no such status,
// because another request or process got there first, so each change happens once.
func transit(ctx context.Context, tx *db.Tx, orderID int64, t Transition, now time.Time, c change) (bool, error) {
	r := transitions[t]
	set, args := "UPDATE orders SET status = ?", []any{r.to}
	if r.closes {
		set, args = set+", closed_at = ?", append(args, ts(now))
	}
	if r.stock == sell {
		set, args = set+", paid_at = ?", append(args, ts(now)) // the moment the sale happened
	}
	cond := " WHERE id = ? AND status IN " + sqlList(r.from) + paidConds[r.paid]
	args = append(append(args, c.setArgs...), orderID)
	args = append(args, c.condArgs...)
	q := set + c.set + cond + c.cond
	res, err := tx.Exec(ctx, q, args...)
	if err != nil {
		return false, err
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return false, err
	}
	switch r.stock {
	case keep:
		return true, nil
	case releaseHeld:
		return true, releaseIfHeld(ctx, tx, orderID, now)
	}
	stock, err := loadStock(ctx, tx, orderID)
	if err != nil {
		return false, err
	}
	return true, stock.apply(ctx, tx, r.stock)
}

// releaseIfHeld returns the stock of an order that still holds it: one never paid (a sold
// order's stock is sold, not held) whose hold did not end (closed_at).
func releaseIfHeld(ctx context.Context, tx *db.Tx, id int64, now time.Time) error {
	var held bool
	if err := tx.QueryRow(ctx, "SELECT closed_at IS NULL AND paid_at IS NULL FROM orders WHERE id = ?", id).Scan(&held); err != nil {
		return err
	}
	if !held {
		return nil
	}
	st, err := loadStock(ctx, tx, id)
	if err != nil {
		return err
	}
	if _, err = tx.Exec(ctx, "UPDATE orders SET closed_at = ? WHERE id = ?", ts(now), id); err != nil {
		return err
	}
	return st.apply(ctx, tx, release)
}

// statusesMailing is, as SQL, the statuses that transitions queuing kind end in.
func statusesMailing(kind mail.Kind) string {
	var out []string
	for _, status := range Statuses {
		for _, r := range transitions {
			if r.mail == kind && r.to == status {
				out = append(out, status)
				break
			}
		}
	}
	return sqlList(out)
}

// sqlList is statuses as an SQL list: ('a', 'b').
func sqlList(statuses []string) string {
	return "('" + strings.Join(statuses, "', '") + "')"
}
