package catalog

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/catraca/catraca/internal/db"
)

// BumpGeneration records, inside tx, that what the storefront shows has changed. Every
// process compares the counter with the one its cached pages were built from (Freshness),
// so the change shows everywhere once tx commits. Stock changes need not call it: a trigger
// on sectors bumps the counter when a sector's sold-out or last-tickets flag flips.
func BumpGeneration(ctx context.Context, tx *db.Tx) error {
	if _, err := tx.Exec(ctx, "UPDATE catalog_generation SET n = n + 1 WHERE id = 1"); err != nil {
		return fmt.Errorf("bump catalog generation: %w", err)
	}
	return nil
}

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

	mu        sync.Mutex
	checked   time.Time // wall time of the last read of the counter
	clockSeen time.Time // the catalog clock at that read
	gen       int64
	boundary  time.Time // next instant a page changes by itself; zero: none known
	version   uint64
	forced    bool
}

func newFreshness(d *db.DB, now func() time.Time) *Freshness {
	return &Freshness{db: d, now: now}
}

// Version is the current catalog version as this process knows it, read from the database at
// most once per FreshnessInterval (callers queue behind that one read).
func (f *Freshness) Version(ctx context.Context) (uint64, error) {
	wall := time.Now()
	clock := f.now()
	f.mu.Lock()
	defer f.mu.Unlock()
	due := f.forced || f.version == 0 || wall.Sub(f.checked) >= FreshnessInterval || wall.Before(f.checked)
	passed := !f.boundary.IsZero() && !clock.Before(f.boundary)
	backwards := clock.Before(f.clockSeen) // tests move their clock; never serve a page from the future
	if !due && !passed && !backwards {
		return f.version, nil
	}
	var gen int64
	if err := f.db.QueryRow(ctx, "SELECT n FROM catalog_generation WHERE id = 1").Scan(&gen); err != nil {
		return f.version, fmt.Errorf("read catalog generation: %w", err)
	}
	f.checked, f.forced = wall, false
	if gen == f.gen && !passed && !backwards && f.version != 0 {
		f.clockSeen = clock
		return f.version, nil
	}
	boundary, err := nextBoundary(ctx, f.db, clock)
	if err != nil {
		return f.version, err
	}
	f.gen, f.boundary, f.clockSeen = gen, boundary, clock
	f.version++
	return f.version, nil
}

// Changed makes the next Version read the database: this process wrote, so its own pages
// show the change at once rather than within FreshnessInterval.
func (f *Freshness) Changed() {
	f.mu.Lock()
	f.forced = true
	f.mu.Unlock()
}

// boundaryColumns are the instants after which a listing or an event page reads differently.
var boundaryColumns = []struct{ table, column string }{
	{"events", "data_min_venda"}, {"events", "data_max_venda"}, {"events", "data_cancelamento"},
	{"sessions", "data"}, {"sessions", "data_fim"}, {"sessions", "data_encerramento"},
	{"sectors", "inicio_venda"}, {"sectors", "fim_venda"},
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
