package catalog

import (
	"context"
	"fmt"
	"sync/atomic"
	"time"

	"github.com/catraca/catraca/internal/db"
)

// BumpGeneration records, inside tx, that what the storefront shows has changed. Every
// process compares the counter with the one its cached pages were built from (Freshness),
// so the change shows everywhere once tx commits. Stock changes need not call it: a trigger
// on sectors bumps the counter when a sector's sold-out or last-tickets flag flips. It also
// bumps the sale rules' counter (RulesGenerationQuery), which only the catalog's writes move.
func BumpGeneration(ctx context.Context, tx *db.Tx) error {
	if _, err := tx.Exec(ctx, "UPDATE catalog_generation SET n = n + 1, rules = rules + 1 WHERE id = 1"); err != nil {
		return fmt.Errorf("bump catalog generation: %w", err)
	}
	return nil
}

// RulesGenerationQuery reads the counter of the sale rules: events', sessions' and sectors'
// own columns, written only by the catalog (BumpGeneration), never by stock moving.
const RulesGenerationQuery = "SELECT rules FROM catalog_generation WHERE id = 1"

// FreshnessInterval is how often a process reads the generation counter. Pages show a change
// made by another process within this interval plus the time to rebuild them.
const FreshnessInterval = 250 * time.Millisecond

// Freshness tells whether responses built earlier in this process still show the catalog as
// it is. Version changes when the shared generation counter moves, or when the clock passes
// the next instant at which a page changes by itself (a sale window opens or closes, a
// session ends). It is per process and safe to lose: a new one starts from the database.
type Freshness struct {
	db  *db.DB
	now func() time.Time

	state  atomic.Pointer[freshState] // read without locking on every request
	forced atomic.Bool                // this process wrote: read the counter before answering
	// refresh admits one database read at a time (a one-slot semaphore rather than a mutex:
	// a caller waits for it only until its own deadline, so a hung database that keeps the
	// read going cannot queue every request behind it).
	refresh chan struct{}
}

// freshState is what the last read of the counter found.
type freshState struct {
	version   uint64
	gen       int64
	checked   time.Time // wall time of the read
	clockSeen time.Time // the catalog clock then
	boundary  time.Time // next instant a page changes by itself
}

func newFreshness(d *db.DB, now func() time.Time) *Freshness {
	return &Freshness{db: d, now: now, refresh: make(chan struct{}, 1)}
}

// current reports whether st still holds at wall and clock without reading the database.
func (st *freshState) current(wall, clock time.Time) bool {
	return wall.Sub(st.checked) < FreshnessInterval && !wall.Before(st.checked) && st.valid(clock)
}

// valid reports whether the catalog clock is still inside st's window: not past the next
// boundary and not moved backwards (tests move their clock; never serve a page from the future).
func (st *freshState) valid(clock time.Time) bool {
	return clock.Before(st.boundary) && !clock.Before(st.clockSeen)
}

// Version is the current catalog version as this process knows it. The counter is read at
// most once per FreshnessInterval by one request while the others go on with the version
// they have (so a rush never queues behind that read); a passed boundary, a clock moved
// backwards or a write by this process make every caller wait for the new version.
func (f *Freshness) Version(ctx context.Context) (uint64, error) {
	wall, clock := time.Now(), f.now()
	st := f.state.Load()
	if st != nil && !f.forced.Load() && st.valid(clock) {
		if st.current(wall, clock) {
			return st.version, nil
		}
		select {
		case f.refresh <- struct{}{}:
		default:
			return st.version, nil // another request is reading the counter
		}
	} else {
		select {
		case f.refresh <- struct{}{}:
		case <-ctx.Done():
			return 0, fmt.Errorf("read catalog generation: %w", ctx.Err())
		}
	}
	defer func() { <-f.refresh }()
	return f.read(ctx, wall, clock)
}

// read reads the counter (and, when it or the clock moved, the next boundary); the caller
// holds the f.refresh slot.
func (f *Freshness) read(ctx context.Context, wall, clock time.Time) (uint64, error) {
	st := f.state.Load()
	if st != nil && !f.forced.Load() && st.current(wall, clock) {
		return st.version, nil // refreshed while this caller waited
	}
	f.forced.Store(false)
	fail := func(err error) (uint64, error) {
		f.forced.Store(true) // the next caller tries again
		if st != nil {
			return st.version, err
		}
		return 0, err
	}
	var gen int64
	if err := f.db.QueryRow(ctx, "SELECT n FROM catalog_generation WHERE id = 1").Scan(&gen); err != nil {
		return fail(fmt.Errorf("read catalog generation: %w", err))
	}
	if st != nil && gen == st.gen && st.valid(clock) {
		next := *st
		next.checked, next.clockSeen = wall, clock
		f.state.Store(&next)
		return next.version, nil
	}
	boundary, err := nextBoundary(ctx, f.db, clock)
	if err != nil {
		return fail(err)
	}
	next := &freshState{version: 1, gen: gen, checked: wall, clockSeen: clock, boundary: boundary}
	if st != nil {
		next.version = st.version + 1
	}
	f.state.Store(next)
	return next.version, nil
}

// Changed makes the next Version read the database: this process wrote, so its own pages
// show the change at once rather than within FreshnessInterval.
func (f *Freshness) Changed() { f.forced.Store(true) }

// boundaryColumns are the instants after which a listing or an event page reads differently
// (a lote's end date moves its sector's price to the next lote).
var boundaryColumns = []struct{ table, column string }{
	{"events", "data_min_venda"}, {"events", "data_max_venda"}, {"events", "data_cancelamento"},
	{"sessions", "data"}, {"sessions", "data_fim"}, {"sessions", "data_encerramento"},
	{"sectors", "inicio_venda"}, {"sectors", "fim_venda"}, {"sector_batches", "ate"},
}

// nextBoundary is the first of those instants after now (each found through its index), or
// the next midnight in Brasília time, when "today" and "this weekend" move. Sale states flip
// at the instant itself and listings, which compare whole seconds, one second later: both
// count, so an instant in the last second counts by its second edge.
func nextBoundary(ctx context.Context, d *db.DB, now time.Time) (time.Time, error) {
	local := now.In(periodZone)
	next := time.Date(local.Year(), local.Month(), local.Day()+1, 0, 0, 0, 0, periodZone)
	for _, c := range boundaryColumns {
		q := "SELECT MIN(" + c.column + ") FROM " + c.table + " WHERE " + c.column + " > ?"
		since := now.UTC().Truncate(time.Second).Add(-time.Second)
		for range 3 { // a value in the last second may already be past both edges: look further
			var t db.Time
			if err := d.QueryRow(ctx, q, since).Scan(&t); err != nil {
				return time.Time{}, fmt.Errorf("next catalog boundary: %w", err)
			}
			if !t.Valid {
				break
			}
			edge := t.Time
			if !edge.After(now) {
				edge = edge.Add(time.Second)
			}
			if edge.After(now) {
				if edge.Before(next) {
					next = edge
				}
				break
			}
			since = t.Time
		}
	}
	return next, nil
}

// Freshness is this service's view of the catalog version, for response caches.
func (s *Service) Freshness() *Freshness { return s.fresh }

// SetClock sets the clock that decides when pages change by themselves (tests freeze it).
func (s *Service) SetClock(now func() time.Time) { s.clock = now }
