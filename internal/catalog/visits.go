package catalog

import (
	"cmp"
	"context"
	"errors"
	"log/slog"
	"maps"
	"slices"
	"sync"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
)

// VisitsEvery is how often the visits counted in memory are written.
const VisitsEvery = time.Second

// visitKey is an event's page on a day where the event happens.
type visitKey struct {
	event int64
	day   string
}

// visits adds up page views in memory until they are written together: when an on-sale opens,
// every buyer opens the event page, and a write per view would queue beside the checkout's
// holds (on SQLite, for its one writer, each with a sync to disk). A crash loses at most the
// last second's views, never a purchase.
type visits struct {
	mu     sync.Mutex
	counts map[visitKey]int
}

// CountVisit adds one visit to a published event's page for the day it is where the event
// happens (a draft has no public page to visit).
// Only the count is kept: no visitor, address or session (LGPD). It is written within
// VisitsEvery by RunVisits, or by FlushVisits.
func (s *Service) CountVisit(ctx context.Context, eventID int64, now time.Time) error {
	var zone string
	err := s.db.QueryRow(ctx, "SELECT timezone FROM events WHERE id = ? AND published_at IS NOT NULL", eventID).Scan(&zone)
	if errors.Is(err, db.ErrNotFound) {
		return apperr.New(apperr.NotFound, MsgEventNotFound)
	}
	if err != nil {
		return err
	}
	s.visits.add(visitKey{eventID, now.In(ZoneOrUTC(zone)).Format(time.DateOnly)}, 1)
	return nil
}

func (v *visits) add(k visitKey, n int) {
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.counts == nil {
		v.counts = map[visitKey]int{}
	}
	v.counts[k] += n
}

// FlushVisits writes the visits counted so far in one transaction; on failure they stay
// counted for the next try.
func (s *Service) FlushVisits(ctx context.Context) error {
	s.visits.mu.Lock()
	counts := s.visits.counts
	s.visits.counts = nil
	s.visits.mu.Unlock()
	if len(counts) == 0 {
		return nil
	}
	err := s.db.InTx(ctx, func(tx *db.Tx) error {
		// In key order, so two processes flushing at once take the rows in the same order.
		for _, k := range slices.SortedFunc(maps.Keys(counts), func(a, b visitKey) int {
			return cmp.Or(cmp.Compare(a.event, b.event), cmp.Compare(a.day, b.day))
		}) {
			_, err := tx.Exec(ctx, `INSERT INTO event_visits (event_id, day, count) VALUES (?, ?, ?)
				ON CONFLICT (event_id, day) DO UPDATE SET count = event_visits.count + excluded.count`, k.event, k.day, counts[k])
			if err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		for k, n := range counts {
			s.visits.add(k, n)
		}
	}
	return err
}

// RunVisits writes the counted visits every VisitsEvery until ctx ends.
func (s *Service) RunVisits(ctx context.Context) {
	t := time.NewTicker(VisitsEvery)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		if err := s.FlushVisits(ctx); err != nil && ctx.Err() == nil {
			slog.ErrorContext(ctx, "catalog: write visits", "err", err)
		}
	}
}
