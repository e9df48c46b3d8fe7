package checkout

import (
	"context"
	"log/slog"
	"strings"
	"time"

	"github.com/catraca/catraca/internal/mail"
)

// SweepEvery is how often the worker looks for expired holds and mail to send: holds
// return to sale within this long of expiring.
const SweepEvery = time.Second

// Run is the checkout's background work, in every process until ctx ends: expired holds
// return their stock, paid orders get their confirmation e-mail, payments to refund their
// notice, boleto refunds paid by transfer theirs and abandoned carts their reminder, and
// cancelled events' orders are refunded in batches. Every item is claimed with a conditional UPDATE, so any number of processes
// may run it at once.
func (s *Service) Run(ctx context.Context) {
	t := time.NewTicker(SweepEvery)
	defer t.Stop()
	for {
		s.Tick(ctx)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// Tick does one round of the background work.
func (s *Service) Tick(ctx context.Context) {
	if _, err := s.ExpireHolds(ctx); err != nil && ctx.Err() == nil {
		slog.ErrorContext(ctx, "checkout: expire holds", "err", err)
	}
	// A sale that also took money to give back (more than the total) is confirmed too: its
	// tickets stand.
	if err := s.sendPending(ctx, SoldSQL("")+" AND confirmation_sent_at IS NULL", "confirmation_sent_at",
		mail.OrderPaid); err != nil && ctx.Err() == nil {
		slog.ErrorContext(ctx, "checkout: confirmations", "err", err)
	}
	if err := s.sendPending(ctx, "status IN "+statusesMailing(mail.PaymentPending)+" AND charge_mail_sent_at IS NULL", "charge_mail_sent_at",
		mail.PaymentPending); err != nil && ctx.Err() == nil {
		slog.ErrorContext(ctx, "checkout: issued charges", "err", err)
	}
	// A payment the order could not take: the buyer learns it will be returned (once per
	// payment: needsRefund clears the column).
	if err := s.sendPending(ctx, "status IN "+statusesMailing(mail.PaymentRefund)+" AND refund_mail_sent_at IS NULL AND refund_amount > 0",
		"refund_mail_sent_at", mail.PaymentRefund); err != nil && ctx.Err() == nil {
		slog.ErrorContext(ctx, "checkout: refund notices", "err", err)
	}
	// A sale cancelled, by its buyer or at the gateway: its tickets are void (a payment that
	// issued none was told about by the refund notice).
	if err := s.sendPending(ctx, `status IN `+statusesMailing(mail.OrderCancelled)+` AND cancel_mail_sent_at IS NULL
		AND EXISTS (SELECT 1 FROM refunds r WHERE r.order_id = orders.id)
		AND EXISTS (SELECT 1 FROM tickets t WHERE t.order_id = orders.id)`, "cancel_mail_sent_at", mail.OrderCancelled); err != nil && ctx.Err() == nil {
		slog.ErrorContext(ctx, "checkout: cancellation notices", "err", err)
	}
	// A boleto's refund paid by bank transfer (refund_transfers.go).
	if err := s.sendPending(ctx, `transfer_mail_sent_at IS NULL AND EXISTS (SELECT 1 FROM refunds r WHERE r.order_id = orders.id
		AND r.method = 'bank_transfer' AND r.status = 'done')`, "transfer_mail_sent_at", mail.RefundTransferred); err != nil && ctx.Err() == nil {
		slog.ErrorContext(ctx, "checkout: transfer notices", "err", err)
	}
	if err := s.sendPending(ctx, `status IN `+statusesMailing(mail.CartReminder)+` AND reminder_sent_at IS NULL AND remind_at <= ?
		AND NOT EXISTS (SELECT 1 FROM orders p WHERE p.event_id = orders.event_id AND p.buyer_email = orders.buyer_email
			AND (p.status IN `+holding+` OR `+SoldSQL("p")+`))
		AND EXISTS (SELECT 1 FROM sessions se WHERE se.id = orders.session_id AND se.data > ?)`, "reminder_sent_at", mail.CartReminder); err != nil && ctx.Err() == nil {
		slog.ErrorContext(ctx, "checkout: cart reminders", "err", err)
	}
	// After the notices: a debt is paid back once its buyer was told of it.
	s.SettleOwed(ctx)
	s.WorkEventCancels(ctx)
}

// sendPending claims the orders matching where (at most 50 a round) by setting column, and
// e-mails each. A claim whose send fails is released, so the next round retries it.
func (s *Service) sendPending(ctx context.Context, where, column string, kind mail.Kind) error {
	now := ts(s.now())
	var args []any
	for range strings.Count(where, "?") {
		args = append(args, now)
	}
	rows, err := s.db.Query(ctx, "SELECT id, hash FROM orders WHERE buyer_email <> '' AND "+where+" LIMIT 50", args...)
	if err != nil {
		return err
	}
	type pending struct {
		id   int64
		hash string
	}
	var list []pending
	for rows.Next() {
		var p pending
		if err := rows.Scan(&p.id, &p.hash); err != nil {
			rows.Close()
			return err
		}
		list = append(list, p)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, p := range list {
		res, err := s.db.Exec(ctx, "UPDATE orders SET "+column+" = ? WHERE id = ? AND "+column+" IS NULL", now, p.id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			continue // another process took it
		}
		if err := s.sendOrderMail(ctx, p.hash, kind); err != nil {
			slog.ErrorContext(ctx, "checkout: order e-mail", "order", p.id, "kind", string(kind), "err", err)
			_, _ = s.db.Exec(ctx, "UPDATE orders SET "+column+" = NULL WHERE id = ?", p.id)
		}
	}
	return nil
}
