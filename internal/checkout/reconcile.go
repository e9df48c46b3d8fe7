package checkout

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/payment"
)

// Reconciliation re-reads from the gateway the charges whose outcome we may have missed (webhooks
// get lost: an endpoint down for a deploy, a gateway giving up after its retries) and applies what
// it finds through the same path as a webhook, so a fact read both ways applies once (dedupe).

// ReconcileAge is how long a charge waits for its webhook before the worker asks the gateway.
const ReconcileAge = 5 * time.Minute

// ReconcileEvery is how often the worker runs; each run covers the charges of ReconcileWindow.
const (
	ReconcileEvery  = 10 * time.Minute
	ReconcileWindow = 2 * time.Hour
)

// Reconciled is one order the reconciliation changed.
type Reconciled struct {
	Hash   string   `json:"hash"`
	Before string   `json:"before"`
	After  string   `json:"after"`
	Events []string `json:"events" description:"The facts applied, as event types."`
}

// ErrCannotLookup means the provider cannot be re-read (the sandbox: its webhooks are all there is).
var ErrCannotLookup = errors.New("checkout: the payment gateway cannot be re-read")

// Reconcile re-reads the charges of the orders of the last since (at least minAge old) that did
// not end in a sale, and of those where a charge's answer was lost (unsettled), then retries the
// gateway refunds that failed or were left pending. It returns the orders it changed. pace spaces
// the gateway calls (the gateway's rate limit); 0 for none.
func (s *Service) Reconcile(ctx context.Context, since, minAge, pace time.Duration) ([]Reconciled, error) {
	looker, ok := s.provider.(payment.Looker)
	if !ok {
		return nil, ErrCannotLookup
	}
	now := s.now()
	todo, err := s.unsettled(ctx, now.Add(-since), now.Add(-minAge))
	if err != nil {
		return nil, err
	}
	var out []Reconciled
	for i, c := range todo {
		if i > 0 && pace > 0 {
			select {
			case <-ctx.Done():
				return out, ctx.Err()
			case <-time.After(pace):
			}
		}
		read := func() ([]payment.Event, error) { return looker.Charges(ctx, c.hash) }
		if !c.lost {
			read = func() ([]payment.Event, error) { return looker.Lookup(ctx, *c.provider, c.hash) }
		}
		r, err := s.applyRead(ctx, read, c.hash, c.status)
		if err != nil {
			if ctx.Err() != nil {
				return out, ctx.Err()
			}
			slog.ErrorContext(ctx, "reconcile: order", "order", c.hash, "err", err)
			continue
		}
		if r != nil {
			out = append(out, *r)
		}
	}
	if err := s.failStale(ctx, now.Add(-max(minAge, ReconcileAge))); err != nil {
		return out, err
	}
	s.RetryRefunds(ctx)
	return out, nil
}

// unsettledCharge is an order whose charges the reconciliation reads.
type unsettledCharge struct {
	hash, status string
	provider     *string
	lost         bool
}

// unsettled lists the orders to reconcile, each once: those whose charge did not sell (held, or
// ended: a payment made as the hold ran out), by the status index, from since; and those where a
// charge's answer was lost, whatever their status (it may have been made all the same, beside
// the one that sold), by their own small index. Both at least as old as upTo.
func (s *Service) unsettled(ctx context.Context, since, upTo time.Time) ([]unsettledCharge, error) {
	var out []unsettledCharge
	seen := map[string]bool{}
	for _, q := range []string{
		`SELECT hash, provider_id, status, pay_lost_at IS NOT NULL FROM orders WHERE status IN ('reserved', 'awaiting_payment',
			'expired', 'cancelled') AND expires_at >= ? AND provider_id IS NOT NULL AND created_at <= ? ORDER BY id`,
		`SELECT hash, provider_id, status, TRUE FROM orders WHERE pay_lost_at >= ? AND pay_lost_at <= ? ORDER BY id`,
	} {
		rows, err := s.db.Query(ctx, q, ts(since), ts(upTo))
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var c unsettledCharge
			if err := rows.Scan(&c.hash, &c.provider, &c.status, &c.lost); err != nil {
				rows.Close()
				return nil, err
			}
			if !seen[c.hash] {
				seen[c.hash] = true
				out = append(out, c)
			}
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// applyRead applies what the gateway says of an order's charges; nil when nothing changed.
func (s *Service) applyRead(ctx context.Context, read func() ([]payment.Event, error), hash, before string) (*Reconciled, error) {
	events, err := read()
	if err != nil {
		return nil, err
	}
	r := Reconciled{Hash: hash, Before: before, After: before}
	for _, ev := range events {
		res, err := s.apply(ctx, ev)
		if err != nil {
			return nil, err
		}
		if !res.Duplicate {
			r.Events, r.After = append(r.Events, string(ev.Type)), res.Status
		}
	}
	if len(r.Events) == 0 {
		return nil, nil
	}
	return &r, nil
}

// SyncPayment asks the gateway where the order's charge stands and applies it, for the buyer's
// browser right after a 3-D Secure challenge: the webhook may come seconds later, or never.
// With a gateway that cannot be re-read it answers the order as it is.
func (s *Service) SyncPayment(ctx context.Context, hash string, c Caller) (Order, error) {
	o, err := s.actOn(ctx, hash, c)
	if err != nil {
		return Order{}, err
	}
	var provider *string
	if err := s.db.QueryRow(ctx, "SELECT provider_id FROM orders WHERE id = ?", o.id).Scan(&provider); err != nil {
		return Order{}, err
	}
	looker, ok := s.provider.(payment.Looker)
	if ok && provider != nil && (o.Status == StatusReserved || o.Status == StatusAwaitingPayment) {
		lookCtx, cancel := context.WithTimeout(ctx, chargeTimeout)
		_, err := s.applyRead(lookCtx, func() ([]payment.Event, error) { return looker.Lookup(lookCtx, *provider, o.Hash) },
			o.Hash, o.Status)
		cancel()
		if errors.Is(err, payment.ErrUnavailable) || errors.Is(err, context.DeadlineExceeded) {
			return Order{}, apperr.New(apperr.Unavailable, MsgGatewayDown).Because(apperr.GatewayUnavailable)
		}
		if err != nil {
			return Order{}, err
		}
	}
	return s.full(ctx, hash)
}

// RunReconcile reconciles every ReconcileEvery until ctx ends, when the gateway can be re-read.
func (s *Service) RunReconcile(ctx context.Context) {
	if _, ok := s.provider.(payment.Looker); !ok {
		return
	}
	t := time.NewTicker(ReconcileEvery)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		// One instance of a cluster reconciles per round: the others would only ask the
		// gateway the same questions (each answer is applied as a guarded transition anyway).
		now := s.now()
		if turn, err := s.db.TakeTurn(ctx, "reconcile_due", now, now.Add(ReconcileEvery-time.Minute)); err != nil || !turn {
			if err != nil && ctx.Err() == nil {
				slog.ErrorContext(ctx, "reconcile: taking the turn", "err", err)
			}
			continue
		}
		changed, err := s.Reconcile(ctx, ReconcileWindow, ReconcileAge, 50*time.Millisecond)
		if err != nil && ctx.Err() == nil {
			slog.ErrorContext(ctx, "reconcile", "err", err)
		}
		for _, r := range changed {
			slog.InfoContext(ctx, "reconcile: order changed", "order", r.Hash, "before", r.Before, "after", r.After, "events", r.Events)
		}
	}
}
