package checkout

import (
	"context"
	"errors"
	"strconv"
	"time"

	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/payment"
)

// findOrder is the order an event is about: by its hash, or, for an event that carries none (a
// dispute names only the charge), by the charge's id.
func findOrder(ctx context.Context, tx *db.Tx, ev payment.Event) (id int64, hash string, err error) {
	if ev.OrderHash != "" {
		err = tx.QueryRow(ctx, "SELECT id, hash FROM orders WHERE hash = ?", ev.OrderHash).Scan(&id, &hash)
		return id, hash, err
	}
	if ev.ProviderID == "" {
		return 0, "", db.ErrNotFound
	}
	err = tx.QueryRow(ctx, "SELECT id, hash FROM orders WHERE provider_id = ? ORDER BY id LIMIT 1",
		ev.ProviderID).Scan(&id, &hash)
	return id, hash, err
}

// dedupe names the fact an event reports about a charge, so that a webhook and a reconciliation
// reading the same fact apply it once; "" when the gateway names no charge (the sandbox).
// Refunds grow: each amount refunded so far is a fact of its own.
func dedupe(ev payment.Event) string {
	if ev.ProviderID == "" {
		return ""
	}
	key := ev.ProviderID + ":" + string(ev.Type)
	if ev.Type == payment.EventRefunded || ev.Type == payment.EventPartlyRefunded {
		key += ":" + strconv.FormatInt(ev.Amount, 10)
	}
	return key
}

// recordApproved notes that the gateway approved the charge at once, as the fact its webhook will
// report (dedupe), so that webhook, or a reconciliation reading the charge, is a repeat. Its type
// is not payment.paid, which the sandbox's events, naming no charge, are counted by.
func recordApproved(ctx context.Context, tx *db.Tx, hash, providerID string, now time.Time) error {
	if providerID == "" {
		return nil
	}
	ev := payment.Event{ProviderID: providerID, Type: payment.EventPaid}
	_, err := tx.Exec(ctx, `INSERT INTO payment_events (id, order_hash, type, received_at, dedupe)
		VALUES (?, ?, 'card.approved', ?, ?) ON CONFLICT DO NOTHING`, "approved:"+providerID, hash, ts(now), dedupe(ev))
	return err
}

// MsgChargeFailed is the buyer's reason for a charge that failed without the gateway saying why
// (a PIX or boleto that expired unpaid, a payment cancelled).
const MsgChargeFailed = "O pagamento não foi concluído. Tente novamente ou escolha outra forma de pagamento."

// onFailed records that the order's charge failed after the gateway first accepted it: a PIX or
// boleto goes back to reserved (the buyer may try again while the hold lasts) and the next
// charge is a new attempt; a card whose 3-D Secure challenge failed was never moved from
// reserved, and its attempt moved when the challenge was asked for. Either way the buyer sees
// why. A failure of an older charge than the order's current one
// (the buyer already tried another way) changes nothing.
func onFailed(ctx context.Context, tx *db.Tx, id int64, ev payment.Event, now time.Time) error {
	why := ev.DeclineReason
	if why == "" {
		why = MsgChargeFailed
	}
	c := change{set: ", pay_error = ?, pay_attempts = pay_attempts + 1", setArgs: []any{why}}
	if ev.ProviderID != "" {
		c.cond, c.condArgs = " AND provider_id = ?", []any{ev.ProviderID}
	}
	done, err := transit(ctx, tx, id, ChargeFailed, now, c)
	if err != nil || done {
		return err
	}
	if ev.ProviderID == "" {
		return nil
	}
	_, err = tx.Exec(ctx, `UPDATE orders SET pay_error = ?
		WHERE id = ? AND status = 'reserved' AND payment_method = 'card' AND provider_id = ?`, why, id, ev.ProviderID)
	return err
}

// noteRefunded keeps what the gateway says it has returned so far; it never goes down, so an
// older partial refund arriving late changes nothing.
func noteRefunded(ctx context.Context, tx *db.Tx, id, amount int64) error {
	_, err := tx.Exec(ctx, "UPDATE orders SET gateway_refunded = ? WHERE id = ? AND gateway_refunded < ?", amount, id, amount)
	return err
}

// onDispute flags an order whose buyer disputed the charge at their bank. Opening never undoes a
// close that arrived first; a close (won or lost) is final.
func onDispute(ctx context.Context, tx *db.Tx, id int64, t payment.EventType, now time.Time) error {
	var err error
	switch t {
	case payment.EventDisputeOpened:
		_, err = tx.Exec(ctx, "UPDATE orders SET dispute_status = 'open', disputed_at = ? WHERE id = ? AND dispute_status IS NULL",
			ts(now), id)
	case payment.EventDisputeWon, payment.EventDisputeLost:
		outcome := "won"
		if t == payment.EventDisputeLost {
			outcome = "lost"
		}
		_, err = tx.Exec(ctx, `UPDATE orders SET dispute_status = ?, disputed_at = COALESCE(disputed_at, ?)
			WHERE id = ? AND (dispute_status IS NULL OR dispute_status = 'open')`, outcome, ts(now), id)
	default:
		err = errors.New("checkout: not a dispute event: " + string(t))
	}
	return err
}
