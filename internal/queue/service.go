package queue

import (
	"context"
	"log/slog"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/ratelimit"
)

// Messages.
const (
	MsgQueueRequired = "Este evento está com fila. Entre na fila para comprar."
	MsgUnavailable   = "A fila não respondeu. Tente de novo em instantes."
)

// Automatic queues last AutoLife from the last time demand passed the store's threshold.
const AutoLife = 30 * time.Minute

// tick is how often each instance reads the queued sales and moves their lines.
const tick = time.Second

// Service runs the lines of every queued sale.
type Service struct {
	backend Backend
	db      *db.DB
	sign    signer
	now     func() time.Time
	demand  ratelimit.Limiter

	lines   sync.Map // line id → *live, kept across refreshes so followers keep their line
	current atomic.Pointer[snapshot]
	marked  sync.Map // event → time.Time this instance last marked it automatic
}

// New runs lines on backend; secret signs the passes, demand counts checkout openings for
// automatic queues (shared by the cluster when it is Redis).
func New(backend Backend, d *db.DB, secret []byte, now func() time.Time, demand ratelimit.Limiter) *Service {
	s := &Service{backend: backend, db: d, sign: newSigner(secret), now: now, demand: demand}
	s.current.Store(&snapshot{events: map[int64]*sale{}, sessions: map[int64]int64{}})
	return s
}

// Run moves every queued line once a second until ctx ends.
func (s *Service) Run(ctx context.Context) {
	t := time.NewTicker(tick)
	defer t.Stop()
	for {
		if err := s.Tick(ctx); err != nil && ctx.Err() == nil {
			slog.Warn("queue: moving the lines", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// Tick reads the queued sales and moves each line to now.
func (s *Service) Tick(ctx context.Context) error {
	snap, err := s.load(ctx)
	if err != nil {
		return err
	}
	s.current.Store(snap)
	now := s.now()
	var firstErr error
	for _, l := range snap.all() {
		if err := s.move(ctx, l, now); err != nil && firstErr == nil {
			firstErr = err
		}
	}
	return firstErr
}

// move advances one line and tells its followers.
func (s *Service) move(ctx context.Context, l *live, now time.Time) error {
	soldOut, err := s.soldOut(ctx, l.line)
	if err != nil {
		return err
	}
	p, total, err := s.backend.Advance(ctx, l.line.ID(), now.UnixMilli(), l.line.Rate, openingMS(l.line), soldOut)
	if err != nil {
		return err
	}
	l.publish(lineState{progress: p, total: total, soldOut: soldOut})
	return nil
}

// soldOut reports whether none of the line's sessions has a ticket left to sell online. Held
// tickets count as gone: if their orders expire, the line moves again.
func (s *Service) soldOut(ctx context.Context, l Line) (bool, error) {
	var open int
	err := s.db.QueryRow(ctx, `SELECT COUNT(*) FROM sectors sec JOIN sessions s ON s.id = sec.session_id
		WHERE s.event_id = ? AND (? = 0 OR s.id = ?) AND sec.canal = ''
			AND sec.vendidos + sec.reservados < sec.capacidade`, l.Event, l.Session, l.Session).Scan(&open)
	return open == 0, err
}

func openingMS(l Line) int64 {
	if l.Opening.IsZero() {
		return 0
	}
	return l.Opening.UnixMilli()
}

// lineFor answers the line that queues a purchase in session of event (session 0: the event
// page or checkout, before a session is chosen), or nil.
func (s *Service) lineFor(event, session int64) *live {
	if s == nil {
		return nil
	}
	sale := s.current.Load().events[event]
	if sale == nil {
		return nil
	}
	if sale.whole != nil {
		return sale.whole
	}
	return sale.sessions[session]
}

// EventOf answers the event of a session in a queued sale, or 0.
func (s *Service) EventOf(session int64) int64 {
	if s == nil {
		return 0
	}
	return s.current.Load().sessions[session]
}

// Queued reports whether the event or one of its sessions is queued now.
func (s *Service) Queued(event int64) bool { return s != nil && s.current.Load().events[event] != nil }

// unavailable is the answer when the line's store does not answer.
func unavailable(err error) error {
	slog.Warn("queue: backend unreachable", "err", err)
	return apperr.New(apperr.Unavailable, MsgUnavailable)
}

// queueRequired refuses a purchase without a valid pass.
func queueRequired() error {
	return apperr.New(apperr.Forbidden, MsgQueueRequired).Because(apperr.QueueRequired)
}

// arrival is a newcomer's score: a random place among everyone before the opening, else the
// arrival time (µs), so first come is first served.
func arrival(l Line, now time.Time) int64 {
	if now.Before(l.Opening) {
		return -1 - rand.Int64N(1<<50)
	}
	return now.UnixMicro()
}
