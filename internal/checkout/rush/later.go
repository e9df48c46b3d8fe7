package rush

import (
	"context"
	"errors"
	"maps"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
)

// runLater runs the orders that screen set aside, in the order they came, once the group's
// other orders have run. An order ahead that its own rules refused (the per-CPF limit, the
// half-price quota, a coupon's uses) took no units and no room under its address's cap, so
// an order set aside may fit after all. Each runs behind a savepoint: a rule that refuses it
// names its own cause, as it would if the order ran alone; one that passes its rules but
// finds its address's cap or a sector short is told so before it is written (the orders in
// flight as a sector sells out meet that: writing them only to roll back set the rush's
// p99), and rolled back. The sectors' units it takes join total, taken with the group's.
func (b *lane) runLater(ctx context.Context, tx *db.Tx, group []*Job, results []error, sc *screening, total Holds) error {
	left, held := maps.Clone(sc.left), maps.Clone(sc.held)
	for id, qty := range total {
		left[id] -= qty
	}
	for i, j := range group {
		if !sc.later[i] && results[i] == nil && j.Addr != nil {
			held[j.Addr.Key()] += j.Addr.Tickets
		}
	}
	soldOutSeen := false
	for i, j := range group {
		if !sc.later[i] {
			continue
		}
		if err := j.ctx.Err(); err != nil {
			results[i] = err
			continue
		}
		if _, err := tx.Exec(ctx, "SAVEPOINT hold"); err != nil {
			return err
		}
		mine := Holds{}
		err := j.Run(ctx, tx, mine, func() error {
			if err := j.Addr.Over(held); err != nil {
				return err
			}
			if id, short := ShortSector(j.Takes, left); short {
				soldOutSeen = true
				return j.SoldOut(id, max(left[id], 0))
			}
			return nil
		})
		var refused *apperr.Error
		if err != nil && !errors.As(err, &refused) {
			return err
		}
		results[i] = err
		if err != nil {
			if _, err := tx.Exec(ctx, "ROLLBACK TO SAVEPOINT hold"); err != nil {
				return err
			}
			continue
		}
		for id, qty := range mine {
			total[id] += qty
			left[id] -= qty
		}
		if j.Addr != nil {
			held[j.Addr.Key()] += j.Addr.Tickets
		}
	}
	if soldOutSeen {
		// Cached rules, whose stock no longer tells, are dropped: late buyers are then
		// refused on live stock before they queue here.
		b.cfg.Forget()
	}
	return nil
}
