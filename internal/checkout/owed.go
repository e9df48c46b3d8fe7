package checkout

import (
	"context"
	"log/slog"
	"time"

	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/payment"
)

// Money an order could not take (a payment after its hold ended, a second payment, one short of
// the total) goes back through the charge that brought it, when the gateway names that charge:
// the webhook records what is owed, and the worker refunds it and settles the order as the
// gateway's own refund would (ExtraReturned or RefundUnsold). With the sandbox, whose events name
// no charge, the money is returned by hand at the gateway, as before.

// owedBefore is what an order in status with refundAmount already owes.
func owedBefore(status string, refundAmount *int64) int64 {
	if status != StatusNeedsRefund || refundAmount == nil {
		return 0
	}
	return *refundAmount
}

// recordOwed keeps what the payment through charge added to the order's debt, if anything.
func recordOwed(ctx context.Context, tx *db.Tx, id int64, charge string, before int64, now time.Time) error {
	var status string
	var amount *int64
	if err := tx.QueryRow(ctx, "SELECT status, refund_amount FROM orders WHERE id = ?", id).Scan(&status, &amount); err != nil {
		return err
	}
	owed := owedBefore(status, amount) - before
	if owed <= 0 {
		return nil
	}
	_, err := tx.Exec(ctx, `INSERT INTO owed_refunds (provider_id, order_id, amount, status, created_at)
		VALUES (?, ?, ?, 'requested', ?) ON CONFLICT (provider_id) DO NOTHING`, charge, id, owed, ts(now))
	return err
}

// owedRetryAfter is how long a refund left 'sending' (its process died at the gateway) waits
// before another try; the refund's idempotency key makes that try a replay if the first landed.
const owedRetryAfter = 5 * time.Minute

// SettleOwed refunds at the gateway what orders owe (at most 20 a round) and settles each order
// whose debts are all paid back. An order is settled only once its buyer has been told of the
// payment (the refund notice), which a settled order would no longer get.
func (s *Service) SettleOwed(ctx context.Context) {
	now := s.now()
	rows, err := s.db.Query(ctx, `SELECT r.provider_id, r.order_id, r.amount FROM owed_refunds r
		JOIN orders o ON o.id = r.order_id WHERE o.refund_mail_sent_at IS NOT NULL
		AND (r.status IN ('requested', 'failed') OR (r.status = 'sending' AND r.tried_at < ?)) ORDER BY r.created_at LIMIT 20`,
		ts(now.Add(-owedRetryAfter)))
	if err != nil {
		slog.ErrorContext(ctx, "owed refunds: list", "err", err)
		return
	}
	type owed struct {
		charge string
		order  int64
		amount int64
	}
	var list []owed
	for rows.Next() {
		var o owed
		if rows.Scan(&o.charge, &o.order, &o.amount) == nil {
			list = append(list, o)
		}
	}
	rows.Close()
	for _, o := range list {
		if err := s.settleOwed(ctx, o.charge, o.order, o.amount); err != nil && ctx.Err() == nil {
			slog.ErrorContext(ctx, "owed refund", "order", o.order, "err", err)
		}
	}
}

func (s *Service) settleOwed(ctx context.Context, charge string, orderID, amount int64) error {
	now := s.now()
	// Claimed first, by a conditional update, so two workers never both call the gateway.
	res, err := s.db.Exec(ctx, `UPDATE owed_refunds SET status = 'sending', tried_at = ? WHERE provider_id = ?
		AND (status IN ('requested', 'failed') OR (status = 'sending' AND tried_at < ?))`,
		ts(now), charge, ts(now.Add(-owedRetryAfter)))
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return err
	}
	// A charge that paid the organizer's connected account gives its money back from there,
	// fee included: the payment sold nothing (docs/payments.md, "Refunds").
	var account *string
	if err := s.db.QueryRow(ctx, "SELECT transfer_account FROM orders WHERE id = ?", orderID).Scan(&account); err != nil {
		return err
	}
	split := payment.RefundSplit{ReverseTransfer: account != nil, RefundApplicationFee: account != nil}
	if err := s.provider.Refund(ctx, charge, amount, split); err != nil {
		ctx = context.WithoutCancel(ctx)
		_, uerr := s.db.Exec(ctx, "UPDATE owed_refunds SET status = 'failed' WHERE provider_id = ?", charge)
		if uerr != nil {
			return uerr
		}
		return err
	}
	// The gateway has acted: recorded even when the caller went away.
	ctx = context.WithoutCancel(ctx)
	return s.inOrderTx(ctx, orderID, func(tx *db.Tx) error {
		if _, err := tx.Exec(ctx, "UPDATE owed_refunds SET status = 'done', done_at = ? WHERE provider_id = ?",
			ts(s.now()), charge); err != nil {
			return err
		}
		var pending int
		var total *int64
		if err := tx.QueryRow(ctx, `SELECT (SELECT COUNT(*) FROM owed_refunds WHERE order_id = ? AND status <> 'done'),
			refund_amount FROM orders WHERE id = ?`, orderID, orderID).Scan(&pending, &total); err != nil {
			return err
		}
		if pending > 0 || total == nil {
			return nil
		}
		return onRefunded(ctx, tx, orderID, *total, ts(s.now()))
	})
}
