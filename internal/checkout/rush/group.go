package rush

import (
	"cmp"
	"context"
	"errors"
	"maps"
	"slices"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/idempotency"
)

// runGroup writes the bulk orders together (Config.WriteBulk), then runs each other order
// behind a savepoint (a bare one needs none): a refusal (an apperr) rolls back that order
// alone; any other error ends the transaction. The orders' sector holds are taken last, in
// id order like every other hold, once the orders were screened (see screen).
func (b *lane) runGroup(ctx context.Context, tx *db.Tx, group []*Job, results []error) error {
	total := Holds{}
	sc, err := b.screen(ctx, tx, group, results)
	if err != nil {
		return err
	}
	if err := b.runBulk(ctx, tx, group, results, sc.done, total); err != nil {
		return err
	}
	for i, j := range group {
		if sc.done[i] {
			continue
		}
		if err := j.ctx.Err(); err != nil {
			results[i] = err
			continue
		}
		if !j.Bare {
			if _, err := tx.Exec(ctx, "SAVEPOINT hold"); err != nil {
				return err
			}
		}
		mine := Holds{}
		err := j.Run(ctx, tx, mine, nil)
		results[i] = err
		var refused *apperr.Error
		if err == nil {
			for id, qty := range mine {
				total[id] += qty
			}
			continue
		}
		if !errors.As(err, &refused) {
			return err
		}
		if j.Bare {
			continue
		}
		if _, err := tx.Exec(ctx, "ROLLBACK TO SAVEPOINT hold"); err != nil {
			return err
		}
	}
	if err := b.runLater(ctx, tx, group, results, sc, total); err != nil {
		return err
	}
	// The keys and the addresses' counts (their rows locked when screened) go before the
	// sector holds, to keep the sector rows' locks short: should the holds fail, the
	// transaction ends with them.
	if err := keepAnswers(ctx, tx, group, results); err != nil {
		return err
	}
	var holds []*AddressHold
	for i, j := range group {
		if results[i] == nil {
			holds = append(holds, j.Addr)
		}
	}
	if err := AddAddressHolds(ctx, tx, holds); err != nil {
		return err
	}
	for _, id := range slices.Sorted(maps.Keys(total)) {
		if err := b.cfg.HoldSector(ctx, tx, id, total[id]); err != nil {
			return err // another group took the units counted on: commit runs this one again
		}
	}
	return nil
}

// keepAnswers writes the keys of the orders written, with their answers for replays. A key
// that another request took fails the transaction (idempotency.ErrTaken): a group is then
// run again order by order, and only that order is undone.
func keepAnswers(ctx context.Context, tx *db.Tx, group []*Job, results []error) error {
	var claims []*idempotency.Claim
	var answers []any
	for i, j := range group {
		j.kept = false
		if j.Claim != nil && results[i] == nil {
			claims, answers = append(claims, j.Claim), append(answers, j.Result())
			j.kept = true
		}
	}
	if len(claims) == 0 {
		return nil
	}
	return idempotency.Keep(ctx, tx, claims, answers)
}

// runBulk writes the group's bulk orders not done yet, at most one per counter row (the
// others run on their own), adds their sectors to total and marks the jobs it answered.
func (b *lane) runBulk(ctx context.Context, tx *db.Tx, group []*Job, results []error, done []bool, total Holds) error {
	var orders []Bulk
	var at []int
	rows := map[string]bool{}
	for i, j := range group {
		if done[i] || j.Bulk == nil || rows[j.Bulk.Key()] || j.ctx.Err() != nil {
			continue
		}
		rows[j.Bulk.Key()] = true
		orders = append(orders, j.Bulk)
		at = append(at, i)
	}
	if len(orders) < 2 {
		return nil // one order gains nothing from a bulk statement
	}
	refused, err := b.cfg.WriteBulk(ctx, tx, orders)
	if err != nil {
		return err
	}
	for k, i := range at {
		done[i], results[i] = true, refused[k]
		if refused[k] == nil {
			for id, qty := range group[i].Takes {
				total[id] += qty
			}
		}
	}
	return nil
}

// alone runs one order in its own transaction, run again when PostgreSQL aborted it.
func (b *lane) alone(j *Job) error {
	var err error
	for try := 0; try < 3; try++ {
		err = b.db.InTx(j.ctx, func(tx *db.Tx) error {
			one, results := []*Job{j}, []error{nil}
			sc, err := b.screen(j.ctx, tx, one, results)
			if err != nil || (sc.done[0] && !sc.later[0]) {
				return cmp.Or(err, results[0])
			}
			// Set aside or not, the order runs: its rules, then its sectors' live stock,
			// refuse it for their own cause; past that, its address's cap does.
			if err := j.Run(j.ctx, tx, nil, nil); err != nil {
				return err
			}
			if err := j.Addr.Over(sc.held); err != nil {
				return err
			}
			return keepAnswers(j.ctx, tx, one, results)
		})
		if !db.Retryable(err) {
			break
		}
	}
	return err
}
