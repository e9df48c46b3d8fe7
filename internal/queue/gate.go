package queue

import (
	"context"
	"log/slog"
	"strconv"
	"time"

	"github.com/catraca/catraca/internal/ratelimit"
)

// Ticket is a checked pass: the line it is for and when it was issued ("" with no line).
type Ticket struct {
	Line, Visitor, Issued string
}

// Check lets a purchase in session of event (0: opening the checkout) through when the sale is
// not queued, or when pass (the line's pass cookie) is valid for visitor; else queue_required.
func (s *Service) Check(event, session int64, visitor string, pass func(line string) string) (Ticket, error) {
	l := s.lineFor(event, session)
	if l == nil {
		return Ticket{}, nil
	}
	line, _, _ := l.read()
	id := line.ID()
	issued := s.sign.check(pass(id), id, visitor, s.now())
	if issued == "" || !ValidVisitor(visitor) {
		return Ticket{}, queueRequired()
	}
	return Ticket{Line: id, Visitor: visitor, Issued: issued}, nil
}

// Claim uses the pass for one order, token naming it (the Idempotency-Key, so the same
// request again passes); a used pass is refused with queue_required.
func (s *Service) Claim(ctx context.Context, t Ticket, token string) error {
	if t.Line == "" {
		return nil
	}
	ok, err := s.backend.Claim(ctx, t.Line, t.Visitor, t.Issued, token)
	if err != nil {
		return unavailable(err)
	}
	if !ok {
		return queueRequired()
	}
	return nil
}

// Release gives the pass back when its order was refused (sold out, a wrong CPF…), so the
// visitor can try again while it lasts.
func (s *Service) Release(ctx context.Context, t Ticket, token string) {
	if t.Line == "" {
		return
	}
	if err := s.backend.Release(ctx, t.Line, t.Visitor, t.Issued, token); err != nil {
		slog.Warn("queue: giving a pass back", "line", t.Line, "err", err)
	}
}

// markEvery is the least time between two automatic marks of one event by one instance.
const markEvery = 10 * time.Second

// Demand counts a checkout opening of event; past threshold openings in a minute (0: never),
// the event is queued at rate for AutoLife.
func (s *Service) Demand(ctx context.Context, event int64, threshold, rate int) {
	if s == nil || threshold <= 0 {
		return
	}
	key := "queue-demand:" + strconv.FormatInt(event, 10)
	if s.demand.Allow(key, ratelimit.Rule{Limit: threshold, Window: time.Minute, Open: true}) {
		return
	}
	now := s.now()
	if last, ok := s.marked.Load(event); ok && now.Sub(last.(time.Time)) < markEvery {
		return
	}
	s.marked.Store(event, now)
	if err := s.backend.MarkAuto(ctx, event, now.Add(AutoLife).UnixMilli(), rateOr(rate)); err != nil {
		slog.Warn("queue: queueing an event automatically", "event", event, "err", err)
	}
}
