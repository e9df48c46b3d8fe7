package checkout

import (
	"context"
	"errors"

	"github.com/catraca/catraca/internal/apperr"
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

// sectorHolds is the stock that orders take from each sector, by sector id.
type sectorHolds map[int64]int

// holdRun takes one order's counters and writes it inside tx. With later set it leaves its
// sector holds there, for the group to take together as its last statements; with nil it
// takes them itself. fits, when set, may refuse the order once its rules passed, before it
// is written. It may run more than once (a group that failed is run again order by order),
// so it must only record its result, never accumulate it.
type holdRun func(ctx context.Context, tx *db.Tx, later sectorHolds, fits func() error) error

type holdJob struct {
	ctx context.Context
	run holdRun
	// bare: the order can be refused only by its first statement, which then changes
	// nothing, so it needs no savepoint (one CPF, no other shared counter).
	bare bool
	// bulk, when set, is written with the group's other bulk orders instead of by run
	// (which still runs it when the group falls back to one order at a time).
	bulk  *bulkOrder
	takes sectorHolds // the units the order takes from each sector
	// soldOut is the order's refusal when a sector it takes from has only left units.
	soldOut func(sector int64, left int) error
	// gen, when set, is the generation of the cached sale rules that admitted the order;
	// it is refused with errStaleRules when the catalog has moved on since.
	gen int64
	// claim, when set, is the request's Idempotency-Key, written in the order's transaction
	// with the order's answer, result (see idempotency.Claim).
	claim  *idempotency.Claim
	result func() any
	kept   bool // the last run wrote the claim: its transaction, once committed, answers it
	// addr, when set, is what the order adds to its client address's unpaid tickets, under
	// the session's cap (see screenAddresses).
	addr *addressHold
}

// committed tells the job's claim that its transaction committed, or found its key taken.
func (j *holdJob) committed(err error) {
	if j.claim != nil && (j.kept || errors.Is(err, idempotency.ErrTaken)) {
		j.claim.Committed(errors.Is(err, idempotency.ErrTaken))
	}
}

// errStaleRules refuses an order admitted by cached rules that the catalog has changed
// since; it is checked again on live rules.
var errStaleRules = errors.New("checkout: sale rules changed")

// soldOut is the refusal of an order that did not fit in a sector's free units.
type soldOut struct{ refusal *apperr.Error }

func (e *soldOut) Error() string { return e.refusal.Error() }
func (e *soldOut) Unwrap() error { return e.refusal }

// batcher group-commits holds: orders waiting for the database are written together in one
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
type batcher struct {
	db         *db.DB
	holdSector HoldFunc
	rules      *rulesCache // told each generation read
	group      *db.Group[*holdJob]
}

// newLanes returns the batcher for orders whose only shared counters are sectors, and the
// one for orders that take others too; SQLite's one writer makes them the same.
func newLanes(d *db.DB, rules *rulesCache, holdSector HoldFunc) (plain, shared *batcher) {
	if d.Dialect() == db.Postgres {
		return newBatcher(d, rules, holdSector, pgWorkers), newBatcher(d, rules, holdSector, 1)
	}
	b := newBatcher(d, rules, holdSector, 1)
	return b, b
}

func newBatcher(d *db.DB, rules *rulesCache, holdSector HoldFunc, workers int) *batcher {
	b := &batcher{db: d, holdSector: holdSector, rules: rules}
	b.group = db.NewGroup(d, b.runGroup, db.GroupOptions[*holdJob]{MaxItems: maxBatch, Workers: workers,
		SpawnAt: spawnQueue, Alone: b.alone,
		// On PostgreSQL, another group may take the units this one counted on (see screen): it
		// runs again on the units then left.
		Retry: func(err error) bool { return errors.Is(err, inventory.ErrSoldOut) }})
	return b
}

// do runs j in the next group transaction and returns its own result. The group runs on a
// context of its own (bounded like a statement), so one buyer hanging up does not undo the
// others; a buyer whose request ended before the group started is skipped. A group that
// fails is split so each order gets its own answer instead of sharing a stranger's failure;
// an order on its own needs no savepoint (alone).
func (b *batcher) do(ctx context.Context, j *holdJob) error {
	j.ctx = ctx
	err := b.group.Do(j)
	if err == nil || errors.Is(err, idempotency.ErrTaken) {
		j.committed(err)
	}
	return err
}
