package checkout

import (
	"context"
	"errors"
	"log/slog"
	"strconv"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/db"
)

// An event's cancellation from the back office: one transaction marks the event cancelled
// (the storefront shows it so and sales stop, as with data_cancelamento in the import) and
// records the job (event_cancellations); the worker then releases the event's holds and
// refunds its paid orders in batches, each order in its own transaction whose refunds row is
// the mark that it is done. A stopped process leaves nothing half done: the next worker, in
// any process, finds the job running and the orders still paid, and goes on.

// eventCancelBatch is how many holds and how many sales a round of the worker takes per event:
// one round a second (SweepEvery) refunds 3,000 orders a minute, and a round stays short
// beside the worker's other duties.
const eventCancelBatch = 50

// reasonEventCancelled is the refund reason kept on an order an event's cancellation refunded.
const reasonEventCancelled = "Evento cancelado pelo organizador."

// MsgNotCancelling answers the progress of an event that is not being cancelled.
const MsgNotCancelling = "Este evento não foi cancelado pelo painel."

// EventCancelRequest is the body of POST /api/organizer/events/{id}/cancel.
type EventCancelRequest struct {
	Message string `json:"message" required:"true" maxLength:"2000" description:"The organizer's words to every buyer, in the cancellation e-mail (at most 500 characters)."`
}

// EventCancellation is where an event's cancellation stands.
type EventCancellation struct {
	Status          string     `json:"status" enum:"running,done" description:"done: no paid order or hold of the event is left."`
	Message         string     `json:"message"`
	StartedAt       time.Time  `json:"started_at"`
	DoneAt          *time.Time `json:"done_at"`
	Total           int        `json:"total" description:"Paid orders this cancellation refunds: those refunded so far and those still to go."`
	Refunded        int        `json:"refunded" description:"Orders cancelled so far, their money returned or on its way (failed ones apart)."`
	Failed          int        `json:"failed" description:"Of the refunded, gateway refunds that failed; retried every minute."`
	PendingTransfer int        `json:"pending_transfer" description:"Of the refunded, boletos waiting for their bank transfer (GET /api/organizer/refunds)."`
	Held            int        `json:"held" description:"Unpaid holds still to release."`
	Owing           int        `json:"owing" description:"Sales still returning money paid beyond them (a second payment): each is refunded once that money is back, and the job waits for them."`
}

// CancelEvent starts the cancellation of the organizer's event, or answers the one already
// started (started false): a repeated call changes nothing, its message included.
func (s *Service) CancelEvent(ctx context.Context, organizerID, eventID, userID int64, req EventCancelRequest, audit Audit) (c EventCancellation, started bool, err error) {
	if err := eventOf(ctx, s.db, organizerID, eventID); err != nil {
		return c, false, err
	}
	message, err := note(req.Message, "message")
	if err != nil {
		return c, false, err
	}
	now := ts(s.now())
	err = s.db.InTx(ctx, func(tx *db.Tx) error {
		res, err := tx.Exec(ctx, `INSERT INTO event_cancellations (event_id, user_id, message, status, created_at)
			VALUES (?, ?, ?, 'running', ?) ON CONFLICT (event_id) DO NOTHING`, eventID, userID, message, now)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n != 1 {
			return err
		}
		started = true
		var before db.Time
		if err := tx.QueryRow(ctx, "SELECT data_cancelamento FROM events WHERE id = ?", eventID).Scan(&before); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, "UPDATE events SET data_cancelamento = COALESCE(data_cancelamento, ?) WHERE id = ?", now, eventID); err != nil {
			return err
		}
		if err := catalog.BumpGeneration(ctx, tx); err != nil {
			return err
		}
		was, at := map[string]any{"cancelled": before.Valid}, now
		if before.Valid { // an import cancelled it already: its refunds start now
			was["data_cancelamento"], at = before.Time.UTC(), before.Time.UTC()
		}
		return audit(ctx, tx, "event.cancel", strconv.FormatInt(eventID, 10), was,
			map[string]any{"cancelled": true, "data_cancelamento": at, "message": message})
	})
	if err != nil {
		return c, false, err
	}
	c, err = s.EventCancellation(ctx, organizerID, eventID)
	return c, started, err
}

// EventCancellation reads the progress of the organizer's event's cancellation.
func (s *Service) EventCancellation(ctx context.Context, organizerID, eventID int64) (EventCancellation, error) {
	var c EventCancellation
	if err := eventOf(ctx, s.db, organizerID, eventID); err != nil {
		return c, err
	}
	var started, done db.Time
	var left int
	refunds := "SELECT COUNT(*) FROM refunds r JOIN orders o ON o.id = r.order_id WHERE o.event_id = c.event_id AND r.cancelled_by = 'event'"
	err := s.db.QueryRow(ctx, `SELECT c.status, c.message, c.created_at, c.done_at,
		(`+refunds+`), (`+refunds+` AND r.status = 'failed'), (`+refunds+` AND r.status = 'pending_transfer'),
		(SELECT COUNT(*) FROM orders o WHERE o.event_id = c.event_id AND o.status = 'paid'),
		(SELECT COUNT(*) FROM orders o WHERE o.event_id = c.event_id AND o.status IN `+holding+`),
		(SELECT COUNT(*) FROM orders o WHERE o.event_id = c.event_id AND `+owingSale+`)
		FROM event_cancellations c WHERE c.event_id = ?`, eventID).
		Scan(&c.Status, &c.Message, &started, &done, &c.Refunded, &c.Failed, &c.PendingTransfer, &left, &c.Held, &c.Owing)
	if errors.Is(err, db.ErrNotFound) {
		return c, apperr.New(apperr.NotFound, MsgNotCancelling)
	}
	if err != nil {
		return c, err
	}
	c.StartedAt, c.DoneAt = started.Time.UTC(), utcPtr(done)
	c.Total = c.Refunded + left + c.Owing
	c.Refunded -= c.Failed
	return c, nil
}

// WorkEventCancels does one round of every running cancellation (the worker calls it each
// tick, in every process: each hold and each sale is claimed by its own transition).
func (s *Service) WorkEventCancels(ctx context.Context) {
	rows, err := s.db.Query(ctx, "SELECT event_id, message FROM event_cancellations WHERE status = 'running' ORDER BY created_at")
	if err != nil {
		if ctx.Err() == nil {
			slog.ErrorContext(ctx, "event cancellations: list", "err", err)
		}
		return
	}
	type job struct {
		event   int64
		message string
	}
	var jobs []job
	for rows.Next() {
		var j job
		if rows.Scan(&j.event, &j.message) == nil {
			jobs = append(jobs, j)
		}
	}
	rows.Close()
	for _, j := range jobs {
		if err := s.workEventCancel(ctx, j.event, j.message); err != nil && ctx.Err() == nil {
			slog.ErrorContext(ctx, "event cancellation", "event", j.event, "err", err)
		}
	}
}

// workEventCancel releases a batch of the event's holds and refunds a batch of its sales; a
// round that finds neither ends the job.
func (s *Service) workEventCancel(ctx context.Context, eventID int64, message string) error {
	held, err := s.eventOrders(ctx, eventID, "status IN "+holding)
	if err != nil {
		return err
	}
	for _, o := range held {
		if err := s.releaseForEvent(ctx, o.id); err != nil {
			return err
		}
	}
	sold, err := s.eventOrders(ctx, eventID, "status = 'paid'")
	if err != nil {
		return err
	}
	for _, o := range sold {
		if err := s.refundForEvent(ctx, o.hash, message); err != nil {
			return err
		}
	}
	if len(held) > 0 || len(sold) > 0 {
		return nil
	}
	// A sale still returning a second payment cannot be cancelled yet (the buyer's own
	// cancellation waits the same way): the job waits until that money is back and the order
	// is paid again, then refunds it.
	var owing int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM orders o WHERE o.event_id = ? AND "+owingSale, eventID).Scan(&owing); err != nil || owing > 0 {
		return err
	}
	_, err = s.db.Exec(ctx, "UPDATE event_cancellations SET status = 'done', done_at = ? WHERE event_id = ? AND status = 'running'",
		ts(s.now()), eventID)
	return err
}

// owingSale is, on orders aliased o, a sale that took money it must return.
const owingSale = "o.status = 'needs_refund' AND o.paid_at IS NOT NULL"

type orderRef struct {
	id   int64
	hash string
}

// eventOrders is a batch of the event's orders matching where.
func (s *Service) eventOrders(ctx context.Context, eventID int64, where string) ([]orderRef, error) {
	rows, err := s.db.Query(ctx, "SELECT id, hash FROM orders WHERE event_id = ? AND "+where+" ORDER BY id LIMIT ?",
		eventID, eventCancelBatch)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []orderRef
	for rows.Next() {
		var o orderRef
		if err := rows.Scan(&o.id, &o.hash); err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, rows.Err()
}

// releaseForEvent ends a hold of a cancelled event. Its cart reminder is marked sent: there
// is nothing left to buy. A payment that still arrives goes back (paid_late).
func (s *Service) releaseForEvent(ctx context.Context, orderID int64) error {
	now := s.now()
	return s.inOrderTx(ctx, orderID, func(tx *db.Tx) error {
		_, err := transit(ctx, tx, orderID, Expire, now, change{set: ", reminder_sent_at = COALESCE(reminder_sent_at, ?)",
			setArgs: []any{ts(now)}})
		return err
	})
}

// refundForEvent refunds everything paid for one order of a cancelled event, as the buyer's
// own cancellation of it would (BasisEventCancelled), in its own transaction. An order
// someone else cancelled meanwhile (its buyer, the organizer) is left as it is.
func (s *Service) refundForEvent(ctx context.Context, hash, message string) error {
	o, err := loadHeader(ctx, s.db, hash)
	if err != nil {
		return err
	}
	f, err := loadFacts(ctx, s.db, o)
	if err != nil {
		return err
	}
	method, status, _, err := refundMeans(o, f.paid, nil)
	if err != nil {
		return err
	}
	err = s.inOrderTx(ctx, o.id, func(tx *db.Tx) error {
		return cancelSale(ctx, tx, o.id, s.now(), saleRefund{reasonText: reasonEventCancelled, basis: BasisEventCancelled,
			amount: f.paid, method: method, status: status, by: CancelledByEvent, note: message, usedOK: true})
	})
	var ae *apperr.Error
	if errors.As(err, &ae) && ae.Reason == apperr.AlreadyClosed {
		return nil
	}
	if err != nil {
		return err
	}
	if method == "gateway" {
		s.settleRefund(ctx, o, true)
	}
	return nil
}
