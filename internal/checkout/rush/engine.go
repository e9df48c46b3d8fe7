// Package rush commits the holds of many orders together, so an on-sale sells thousands of
// orders a second without overselling: orders waiting for the database run in groups, each
// behind its own savepoint, and a group takes its sectors last, once. docs/checkout.md draws it.
package rush

import (
	"context"
	"errors"

	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/idempotency"
	"github.com/catraca/catraca/internal/inventory"
)

// maxBatch bounds the orders of one group commit, so a group's transaction stays short (and,
// on PostgreSQL, under the 64 subtransactions a backend tracks without spilling).
const maxBatch = 32

// pgWorkers is how many groups of orders that take no shared counter but sectors run at
// once on PostgreSQL: their reads and inserts run in parallel, and they meet only at the
// sector rows, taken last.
const pgWorkers = 4

// spawnQueue is how many orders must be waiting before another group starts beside a running
// one: a full group. At the opening of an on-sale, orders arrive a few microseconds apart, and
// a group started sooner takes the few then waiting, on a connection that has not written an
// order yet, while the next hundreds wait behind it. Measured on PostgreSQL, 5 runs side by
// side, the first 200 orders' p99: 55–115 ms with a full group, 71–131 ms with 8 orders (the
// first groups then held 8 orders each), and 63–114 ms with one.
const spawnQueue = maxBatch

// Holds is the stock that orders take from each sector, by sector id.
type Holds map[int64]int

// Job is one order's hold: plain data about what it takes, and how it runs.
type Job struct {
	// Run takes the order's counters and writes it inside tx. With later set it leaves its
	// sector holds there, for the group to take together as its last statements; with nil it
	// takes them itself. fits, when set, may refuse the order once its rules passed, before
	// it is written. It may run more than once (a group that failed is run again order by
	// order), so it must only record its result, never accumulate it.
	Run func(ctx context.Context, tx *db.Tx, later Holds, fits func() error) error
	// Bare: the order can be refused only by Run's first statement, which then changes
	// nothing, so it needs no savepoint (one CPF, no other shared counter).
	Bare bool
	// Bulk, when set, is written with the group's other bulk orders (Config.WriteBulk)
	// instead of by Run (which still runs it when the group falls back to one order at a
	// time).
	Bulk Bulk
	// Takes is the units the order takes from each sector.
	Takes Holds
	// SoldOut is the order's refusal when a sector it takes from has only left units.
	SoldOut func(sector int64, left int) error
	// Gen, when set, is the generation of the cached sale rules that admitted the order; it
	// is refused with ErrStale when the catalog has moved on since.
	Gen int64
	// Claim, when set, is the request's Idempotency-Key, written in the order's transaction
	// with the order's answer, Result (see idempotency.Claim).
	Claim  *idempotency.Claim
	Result func() any
	// Addr, when set, is what the order adds to its client address's unpaid tickets, under
	// the session's cap (see screenAddresses).
	Addr *AddressHold

	ctx  context.Context
	kept bool // the last run wrote the claim: its transaction, once committed, answers it
}

// Bulk is an order its group may write together with others; Key names the one counter row
// (its CPF's count) it updates, since a group writes at most one order per row in bulk.
type Bulk interface{ Key() string }

// Config is what the engine needs of the checkout.
type Config struct {
	// HoldSector takes qty units of a sector, or fails with inventory.ErrSoldOut.
	HoldSector func(ctx context.Context, tx *db.Tx, sectorID int64, qty int) error
	// WriteBulk writes bulk orders that take distinct Key rows, and returns each one's
	// refusal or nil; err ends the group's transaction.
	WriteBulk func(ctx context.Context, tx *db.Tx, orders []Bulk) ([]error, error)
	// Generation is the SQL expression of the sale rules' generation; Saw is told each
	// generation read, and Forget when a sector sold out under cached rules.
	Generation string
	Saw        func(gen int64)
	Forget     func()
}

// committed tells the job's claim that its transaction committed, or found its key taken.
func (j *Job) committed(err error) {
	if j.Claim != nil && (j.kept || errors.Is(err, idempotency.ErrTaken)) {
		j.Claim.Committed(errors.Is(err, idempotency.ErrTaken))
	}
}

// ErrStale refuses an order admitted by cached rules that the catalog has changed since; it
// is checked again on live rules.
var ErrStale = errors.New("rush: sale rules changed")

// lane group-commits holds: orders waiting for the database are written together in one
// transaction (a db.Group), each behind its own savepoint so a refused order (a limit, a
// quota) leaves the others in. Each order keeps its own rules and result. A group takes its
// sectors last, once, for all its orders together. At a sector's last units, the group writes
// the orders that the units left hold, first come first served, and refuses the others (see
// screen).
//
// On SQLite the write lock is then taken, and the commit's WAL pages written, once per group
// instead of once per buyer (measured: 2.5 times the orders per second); its one writer runs
// every order's statements in turn anyway, so a group costs no waiting.
//
// On PostgreSQL the hot row is a sector's, and a transaction holds its lock from its update
// to its commit, so one order per transaction sells at most one order per commit; a group
// holds it through one update and one commit for up to maxBatch orders (measured: 1.6 times
// the raw one-hold-per-transaction rate, from 0.4 times). Orders that also take a shared
// counter inline (a coupon's uses, the half-price quota, a batch) have a lane of their own
// there, one group at a time: two groups taking those rows in different orders could
// deadlock (between processes they still can; PostgreSQL then aborts one, which is run
// again order by order).
type lane struct {
	cfg   *Config
	db    *db.DB
	group *db.Group[*Job]
}

// Engine is the checkout's two lanes: one for orders whose only shared counters are sectors,
// and one for orders that take others too; SQLite's one writer makes them the same.
type Engine struct {
	plain, shared *lane
	cfg           Config
}

// New returns the engine on d.
func New(d *db.DB, cfg Config) *Engine {
	e := &Engine{cfg: cfg}
	if d.Dialect() == db.Postgres {
		e.plain, e.shared = e.newLane(d, pgWorkers), e.newLane(d, 1)
	} else {
		e.plain = e.newLane(d, 1)
		e.shared = e.plain
	}
	return e
}

func (e *Engine) newLane(d *db.DB, workers int) *lane {
	b := &lane{cfg: &e.cfg, db: d}
	b.group = db.NewGroup(d, b.runGroup, db.GroupOptions[*Job]{MaxItems: maxBatch, Workers: workers,
		SpawnAt: spawnQueue, Alone: b.alone,
		// On PostgreSQL, another group may take the units this one counted on (see screen): it
		// runs again on the units then left.
		Retry: func(err error) bool { return errors.Is(err, inventory.ErrSoldOut) }})
	return b
}

// Do runs j in the next group transaction of its lane (shared: it takes a counter besides
// sectors) and returns its own result. The group runs on a context of its own (bounded like
// a statement), so one buyer hanging up does not undo the others; a buyer whose request ended
// before the group started is skipped. A group that fails is split so each order gets its
// own answer instead of sharing a stranger's failure; an order on its own needs no savepoint
// (alone).
func (e *Engine) Do(ctx context.Context, j *Job, shared bool) error {
	b := e.plain
	if shared {
		b = e.shared
	}
	j.ctx = ctx
	err := b.group.Do(j)
	if err == nil || errors.Is(err, idempotency.ErrTaken) {
		j.committed(err)
	}
	return err
}
