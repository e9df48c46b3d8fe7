package checkout

import (
	"context"
	"errors"
	"sort"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/checkout/rush"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/inventory"
)

// hold takes every counter an order needs, always in the same order (CPFs sorted, the
// coupon, the event's half-price quota, batches and sectors by id) so concurrent orders on
// PostgreSQL wait for each other instead of deadlocking; releases follow the same order. The
// sector rows, the hottest, are taken last, just before commit, so their locks are held for
// the shortest time; insert writes the order in between. With later set, the sector holds
// are left there for the order's group to take (see package rush).
func (s *Service) hold(ctx context.Context, tx *db.Tx, sl sale, sectors map[int64]*sectorRow, items []ItemInput,
	half int, cp *coupon, cpfs []cpfCount, now time.Time, later rush.Holds, insert func(prices []itemPrice) error) error {
	for _, c := range cpfs {
		err := inventory.CountCPF(ctx, tx, sl.eventID, c.cpf, c.qty, c.half, sl.perCPF)
		switch {
		case errors.Is(err, inventory.ErrCPFLimit):
			return cpfRefusal(items, c.cpf, msgCPFLimit(sl.perCPF), apperr.CPFLimit)
		case errors.Is(err, inventory.ErrHalfPerCPF):
			return cpfRefusal(items, c.cpf, MsgHalfPerCPF, apperr.HalfPerCPF)
		case err != nil:
			return err
		}
	}
	if cp != nil {
		if err := inventory.UseCoupon(ctx, tx, cp.id); err != nil {
			if errors.Is(err, inventory.ErrCouponUsedUp) {
				return apperr.New(apperr.Conflict, MsgCouponUsedUp).Because(apperr.CouponUsedUp)
			}
			return err
		}
	}
	if half > 0 {
		if err := inventory.HoldHalf(ctx, tx, sl.eventID, half); err != nil {
			if errors.Is(err, inventory.ErrHalfQuota) {
				return apperr.New(apperr.Conflict, MsgHalfQuota).Because(apperr.HalfQuota)
			}
			return err
		}
	}
	prices, err := priceItems(items, sectors, func(sectorID int64, qty int) (inventory.Batch, bool, error) {
		return inventory.HoldBatch(ctx, tx, sectorID, qty, now)
	})
	if err != nil {
		return err
	}
	if err := insert(prices); err != nil {
		return err
	}
	ids := make([]int64, 0, len(sectors))
	for id := range sectors {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
	for _, id := range ids {
		sec := sectors[id]
		if later != nil {
			later[id] += sec.qty
			continue
		}
		if err := s.HoldSector(ctx, tx, id, sec.qty); err != nil {
			if errors.Is(err, inventory.ErrSoldOut) {
				left := 0
				_ = tx.QueryRow(ctx, "SELECT capacidade - vendidos - reservados FROM sectors WHERE id = ?", id).Scan(&left)
				return sec.soldOut(left)
			}
			return err
		}
	}
	return nil
}

// holdJob is n's place in a group: what it takes, how it is refused, and how it runs; shared:
// it takes a counter besides its sectors (its group's lane). The order it writes lands in o.
func (s *Service) holdJob(a admitted, n newOrder, o *Order) (j *rush.Job, shared bool) {
	sl, sectors, req := a.sale, a.sectors, n.req
	cpfs := countCPFs(req.Items)
	shared = n.coupon != nil || a.half > 0 || anyBatches(sectors)
	// With one CPF and no other shared counter, hold's first statement, the CPF count, is the
	// only one that can refuse the order: it needs no savepoint.
	j = &rush.Job{Bare: !shared && len(cpfs) == 1, Takes: rush.Holds{},
		SoldOut: func(id int64, left int) error { return sectors[id].soldOut(left) }}
	for id, sec := range sectors {
		j.Takes[id] = sec.qty
	}
	if a.cached {
		j.Gen = a.gen
	}
	j.Addr = newAddressHold(n.shop, sl, req.SessionID, a.total)
	if j.Bare {
		if b := newBulkOrder(n, cpfs[0], o); b != nil { // a nil *bulkOrder must not become a non-nil Bulk
			j.Bulk = b
		}
	}
	j.Run = func(ctx context.Context, tx *db.Tx, later rush.Holds, fits func() error) error {
		return s.hold(ctx, tx, sl, sectors, req.Items, a.half, n.coupon, cpfs, n.now, later, func(prices []itemPrice) error {
			if fits != nil {
				if err := fits(); err != nil {
					return err
				}
			}
			n.prices = prices
			var err error
			*o, err = insertOrder(ctx, tx, n)
			if err == nil && later == nil {
				// alone, the order adds its tickets to its address's count here (the
				// row was locked when screened)
				err = rush.AddAddressHolds(ctx, tx, []*rush.AddressHold{j.Addr})
			}
			return err
		})
	}
	return j, shared
}
