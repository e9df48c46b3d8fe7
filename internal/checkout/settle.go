package checkout

import (
	"context"
	"time"

	"github.com/catraca/catraca/internal/db"
)

// reasonPaidTwice is the refund reason of a payment for an order already paid.
const reasonPaidTwice = "Segundo pagamento recebido para um pedido já pago."

// paid settles an order whose money arrived: held stock becomes sold and tickets are issued.
// When the order no longer holds stock (expired, given up) or was already paid, the money
// has nowhere to go: the order becomes needs_refund with the reason and the amount to return.
func (s *Service) paid(ctx context.Context, tx *db.Tx, orderID int64, lateReason string, amount int64) error {
	now := ts(s.now())
	done, err := transit(ctx, tx, orderID, Pay, now, change{})
	if err != nil || done {
		if err == nil {
			err = issueTickets(ctx, tx, orderID, now)
		}
		return err
	}
	done, err = transit(ctx, tx, orderID, OweBack, now, owing(reasonPaidTwice, amount))
	if err != nil || done {
		return err
	}
	if lateReason == "" {
		lateReason = "Pagamento recebido para um pedido que não estava reservado."
	}
	_, err = transit(ctx, tx, orderID, PaidLate, now, owing(lateReason, amount))
	return err
}

// issueTickets gives every attendee of a paid order a ticket with a fresh 128-bit token.
func issueTickets(ctx context.Context, tx *db.Tx, orderID int64, now time.Time) error {
	rows, err := tx.Query(ctx, "SELECT id FROM order_attendees WHERE order_id = ? ORDER BY id", orderID)
	if err != nil {
		return err
	}
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return err
		}
		ids = append(ids, id)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, id := range ids {
		if _, err := tx.Exec(ctx, `INSERT INTO tickets (order_id, attendee_id, token, created_at) VALUES (?, ?, ?, ?)`,
			orderID, id, newToken(), now); err != nil {
			return err
		}
	}
	return nil
}

// owing is the change of a transition to needs_refund: it keeps why and how much came in,
// added to what an order already in needs_refund has to return. Clearing
// refund_mail_sent_at gives this payment its own e-mail to the buyer (worker.go); a repeated
// webhook never gets here, so it is told once.
func owing(reason string, amount int64) change {
	return change{set: `, refund_reason = ?, refund_mail_sent_at = NULL,
		refund_amount = CASE WHEN status = 'needs_refund' THEN COALESCE(refund_amount, 0) + ? ELSE ? END`,
		setArgs: []any{reason, amount, amount}}
}
