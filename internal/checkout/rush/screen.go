package rush

import (
	"context"
	"database/sql"
	"maps"
	"slices"

	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/idempotency"
)

// screening is what screen learnt of a group: the orders it answered or set aside (done),
// those of them set aside (later: see runLater), and the sectors' free units and the client
// addresses' unpaid tickets it read.
type screening struct {
	done, later []bool
	left        map[int64]int
	held        map[AddressKey]int
}

// screen answers, before a group's orders run and mark them done:
//   - ErrStale to the orders admitted by rules older than the catalog's;
//   - idempotency.ErrTaken to the retries of orders already made (see skipTaken);
//
// and sets aside for runLater, in the order they came, the orders that the orders ahead of
// them would take past their client address's cap of unpaid tickets (see screenAddresses) or
// past their sectors' free units: the group's sum then fits, where at a sector's last units
// it used to fail and run again.
//
// The rules' generation and the units are read in one statement. The units are read without
// a lock, since sectors are locked last: on PostgreSQL another group may take some before
// this one's holds, which then fail (inventory.ErrSoldOut).
func (b *lane) screen(ctx context.Context, tx *db.Tx, group []*Job, results []error) (*screening, error) {
	var ids []any
	for _, id := range slices.Sorted(maps.Keys(groupTakes(group))) {
		ids = append(ids, id)
	}
	cond, args := tx.In("s.id", "bigint", ids)
	rows, err := tx.Query(ctx, "SELECT ("+b.cfg.Generation+"), s.id, s.capacidade - s.vendidos - s.reservados "+
		"FROM (SELECT 1) AS one LEFT JOIN sectors s ON "+cond, args...)
	if err != nil {
		return nil, err
	}
	var gen int64
	left := map[int64]int{}
	for rows.Next() {
		var id, n sql.NullInt64
		if err := rows.Scan(&gen, &id, &n); err != nil {
			rows.Close()
			return nil, err
		}
		left[id.Int64] = int(n.Int64)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	b.cfg.Saw(gen)
	sc := &screening{done: make([]bool, len(group)), later: make([]bool, len(group)), left: left}
	for i, j := range group {
		if j.Gen != 0 && j.Gen != gen {
			sc.done[i], results[i] = true, ErrStale
		}
	}
	if err := skipTaken(ctx, tx, group, results, sc.done); err != nil {
		return nil, err
	}
	if err := screenAddresses(ctx, tx, group, sc); err != nil {
		return nil, err
	}
	left = maps.Clone(left)
	for i, j := range group {
		if sc.done[i] || j.ctx.Err() != nil {
			continue
		}
		if _, short := ShortSector(j.Takes, left); short {
			sc.done[i], sc.later[i] = true, true
			continue
		}
		for id, qty := range j.Takes {
			left[id] -= qty
		}
	}
	return sc, nil
}

// groupTakes is the units the group's orders take from each sector.
func groupTakes(group []*Job) Holds {
	all := Holds{}
	for _, j := range group {
		for id, qty := range j.Takes {
			all[id] += qty
		}
	}
	return all
}

// ShortSector returns the first sector, by id, of which takes wants more than is left.
func ShortSector(takes Holds, left map[int64]int) (int64, bool) {
	for _, id := range slices.Sorted(maps.Keys(takes)) {
		if left[id] < takes[id] {
			return id, true
		}
	}
	return 0, false
}

// skipTaken answers idempotency.ErrTaken to the jobs whose keys are written already (a retry
// of an order made), and marks them done.
func skipTaken(ctx context.Context, tx *db.Tx, group []*Job, results []error, done []bool) error {
	var claims []*idempotency.Claim
	for i, j := range group {
		if j.Claim != nil && !done[i] {
			claims = append(claims, j.Claim)
		}
	}
	if len(claims) == 0 {
		return nil
	}
	taken, err := idempotency.Taken(ctx, tx, claims)
	for i, j := range group {
		if j.Claim != nil && taken[j.Claim] {
			done[i], results[i] = true, idempotency.ErrTaken
		}
	}
	return err
}
