package checkout

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/payment"
)

// WebhookResult says what a webhook did.
type WebhookResult struct {
	Received  bool   `json:"received"`
	Duplicate bool   `json:"duplicate"`
	Status    string `json:"status,omitempty" description:"The order's status afterwards."`
}

// Webhook applies a signed gateway event. The event id is recorded in the same transaction
// as its effect, so a repeat (or two deliveries racing) changes the order once; the effect
// is decided under the order's lock, so distinct events racing apply one after another; each
// kind of event only moves the order from the statuses where it makes sense, so events
// arriving out of order cannot undo each other.
func (s *Service) Webhook(ctx context.Context, h http.Header, body []byte) (WebhookResult, error) {
	ev, err := s.provider.VerifyWebhook(h, body, s.now())
	if errors.Is(err, payment.ErrIgnoredEvent) {
		return WebhookResult{Received: true}, nil // genuine, and nothing of ours: the gateway may stop sending it
	}
	if err != nil {
		return WebhookResult{}, apperr.New(apperr.Invalid, MsgBadSignature)
	}
	return s.apply(ctx, ev)
}

func (s *Service) apply(ctx context.Context, ev payment.Event) (WebhookResult, error) {
	out := WebhookResult{Received: true}
	err := s.db.InTx(ctx, func(tx *db.Tx) error {
		id, hash, err := findOrder(ctx, tx, ev)
		if errors.Is(err, db.ErrNotFound) {
			slog.WarnContext(ctx, "webhook for an unknown order", "event", ev.ID)
			return nil // acknowledged, so the gateway stops retrying; nothing to change
		}
		if err != nil {
			return err
		}
		res, err := tx.Exec(ctx, `INSERT INTO payment_events (id, order_hash, type, received_at, dedupe)
			VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`, ev.ID, hash, string(ev.Type), ts(s.now()), nullable(dedupe(ev)))
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			out.Duplicate = true
			if err != nil {
				return err
			}
			return tx.QueryRow(ctx, "SELECT status FROM orders WHERE id = ?", id).Scan(&out.Status)
		}
		// Read under the order's lock: another event, refund or check-in of this order
		// has committed or not started.
		if err := s.LockOrder(ctx, tx, id); err != nil {
			return err
		}
		if err := s.onEvent(ctx, tx, id, ev); err != nil {
			return err
		}
		return tx.QueryRow(ctx, "SELECT status FROM orders WHERE id = ?", id).Scan(&out.Status)
	})
	return out, err
}

// onEvent applies one new event to the locked order.
func (s *Service) onEvent(ctx context.Context, tx *db.Tx, id int64, ev payment.Event) error {
	var total int64
	var status string
	var method *string
	var charged, refundAmount *int64
	var otherCharge bool
	var provider *string
	err := tx.QueryRow(ctx, `SELECT status, total, payment_method, charged,
		pix_brcode IS NOT NULL OR boleto_line IS NOT NULL, refund_amount, provider_id FROM orders WHERE id = ?`,
		id).Scan(&status, &total, &method, &charged, &otherCharge, &refundAmount, &provider)
	if err != nil {
		return err
	}
	now := s.now()
	switch ev.Type {
	case payment.EventPaid:
		if status == StatusPaid && provider != nil && ev.ProviderID == *provider {
			return nil // the gateway confirms the charge that sold: the same money
		}
		if otherCharge {
			method = nil // a PIX or boleto was also issued: this payment may be that one
		}
		if err := s.onPaid(ctx, tx, id, status, method, total, charged, otherCharge, ev); err != nil || ev.ProviderID == "" {
			return err
		}
		return recordOwed(ctx, tx, id, ev.ProviderID, owedBefore(status, refundAmount), now)
	case payment.EventFailed:
		return onFailed(ctx, tx, id, ev, now)
	case payment.EventRefunded:
		if err := onRefunded(ctx, tx, id, ev.Amount, ts(now)); err != nil {
			return err
		}
		return noteRefunded(ctx, tx, id, ev.Amount)
	case payment.EventPartlyRefunded:
		return noteRefunded(ctx, tx, id, ev.Amount)
	case payment.EventDisputeOpened, payment.EventDisputeWon, payment.EventDisputeLost:
		return onDispute(ctx, tx, id, ev.Type, now)
	}
	return nil
}

// reasonExcess is the refund reason of a payment above the order's total.
const reasonExcess = "Valor pago acima do total do pedido: a diferença será devolvida."

func (s *Service) onPaid(ctx context.Context, tx *db.Tx, id int64, status string, method *string, total int64,
	charged *int64, chargeIssued bool, ev payment.Event) error {
	if status == StatusRefunded {
		return nil // the refund was already reported: this payment's money has gone back
	}
	if status == StatusPaid && ev.ProviderID == "" && method != nil && *method == string(payment.Card) && charged != nil &&
		(ev.Amount == *charged || ev.Amount == total) {
		// A card approved at once is confirmed by the gateway later: the same money. (When a
		// PIX or boleto was issued too, a paid event may be that other charge: it is treated
		// as a second payment, since the sandbox's events carry no charge id to tell them
		// apart; a gateway's that do are told apart by it, above.)
		var seen int
		if err := tx.QueryRow(ctx, `SELECT COUNT(*) FROM payment_events e JOIN orders o ON o.hash = e.order_hash
			WHERE o.id = ? AND e.type = 'payment.paid'`, id).Scan(&seen); err != nil {
			return err
		}
		if seen <= 1 {
			return nil
		}
	}
	if method != nil && *method == string(payment.Card) && charged == nil && (status == StatusReserved || status == StatusAwaitingPayment) {
		// A card paid after its 3-D Secure challenge: what it charged (interest included) is
		// known only now.
		if _, err := tx.Exec(ctx, "UPDATE orders SET charged = ? WHERE id = ?", ev.Amount, id); err != nil {
			return err
		}
	}
	if chargeIssued && ev.Amount > total && (status == StatusReserved || status == StatusAwaitingPayment) {
		// More than the total of a PIX or boleto (a card's charge may carry interest, and Pay
		// records it): the order takes its total and sells its tickets; the rest goes back to
		// the buyer, as with a second payment.
		if err := s.paid(ctx, tx, id, "", total); err != nil {
			return err
		}
		_, err := transit(ctx, tx, id, OweBack, s.now(), owing(reasonExcess, ev.Amount-total))
		return err
	}
	if ev.Amount < total && status != StatusPaid {
		// a short payment cannot sell the tickets: the hold goes back (the table's releaseHeld)
		_, err := transit(ctx, tx, id, PaidShort, s.now(), owing("Valor pago diferente do total do pedido.", ev.Amount))
		return err
	}
	return s.paid(ctx, tx, id, "", ev.Amount)
}

// onRefunded settles a refund made at the gateway (by the store there, or a chargeback). An
// order it ends records the refund as done, so the buyer sees the amount that went back, as
// after a cancellation asked for here; reason 0 says the buyer gave none.
func onRefunded(ctx context.Context, tx *db.Tx, id, amount int64, now time.Time) error {
	ended, err := endRefunded(ctx, tx, id, now)
	if err != nil || !ended {
		return err
	}
	_, err = tx.Exec(ctx, `INSERT INTO refunds (order_id, reason, basis, amount, method, status, created_at, done_at)
		VALUES (?, 0, ?, ?, 'gateway', 'done', ?, ?) ON CONFLICT (order_id) DO NOTHING`, id, BasisGateway, amount, now, now)
	return err
}

// endRefunded applies a gateway's refund to the order and reports whether that ended it: a
// paid order gives its tickets and stock back; a refund of a duplicate payment returns the
// order to paid; a refund reported before its payment (out of order) ends the order, so the
// late payment is ignored.
func endRefunded(ctx context.Context, tx *db.Tx, id int64, now time.Time) (bool, error) {
	done, err := transit(ctx, tx, id, RefundSale, now, change{})
	if err != nil || done {
		if done {
			_, err = tx.Exec(ctx, "UPDATE tickets SET voided_at = ? WHERE order_id = ? AND voided_at IS NULL", now, id)
		}
		return done, err
	}
	done, err = transit(ctx, tx, id, ExtraReturned, now, change{})
	if err != nil || done {
		return false, err
	}
	done, err = transit(ctx, tx, id, RefundHeld, now, change{})
	if err != nil || done {
		return done, err
	}
	return transit(ctx, tx, id, RefundUnsold, now, change{})
}
