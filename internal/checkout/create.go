package checkout

import (
	"context"
	"errors"
	"sort"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/idempotency"
	"github.com/catraca/catraca/internal/inventory"
)

// Shop is what the request's store and caller bring to an order.
type Shop struct {
	StoreID       int64
	FeeBP         int
	HoldMinutes   int
	RemindMinutes int
	Locale        string
	Origin        string // the store's canonical origin, for ticket links
	Channel       string // "", "pdv" or "pos"
	CustomerID    *int64 // the Bearer customer, or nil for a guest
	ClientAddr    string // the request's client address (clientaddr), for the cap on unpaid tickets
	AddressCap    *int   // the store's cap on unpaid tickets per address and session; nil: the default
}

// sale is an event and session as the sale rules need them.
type sale struct {
	eventID             int64
	cancelled, min, max db.Time
	mode                int
	senha               string
	perOrder, perCPF    int
	start, closes       db.Time
	name, zone          string
	perAddress          *int // the event's cap on unpaid tickets per address (addrcap.go)
	capacity            int  // the session's, all its sectors
}

type sectorRow struct {
	id          int64
	nome, extID string
	preco       int64
	meia        *int64
	from, to    db.Time
	canal       string
	qty, left   int
	batches     bool
	found       bool // the sector is of the order's session
}

// Create holds stock for the requested tickets and records a reserved order, or changes
// nothing and says which rule refused it.
//
// claim, when the request carries an Idempotency-Key, commits the key with the order and its
// answer (idempotency.Claim); nil writes the order alone.
func (s *Service) Create(ctx context.Context, shop Shop, req CreateRequest, claim *idempotency.Claim) (Order, error) {
	if err := req.validate(shop.CustomerID == nil); err != nil {
		return Order{}, err
	}
	now := s.now()
	buyer, err := s.buyer(ctx, shop, req)
	if err != nil {
		return Order{}, err
	}
	o, err := s.create(ctx, shop, req, buyer, claim, now, false)
	// The sale rules changed after the order was admitted (an import during an on-sale), and
	// so for every order then waiting. They are admitted again on the new rules, read once for
	// all of them, rather than each reading its own; an order the catalog outruns twice reads
	// them live.
	if errors.Is(err, errStaleRules) {
		o, err = s.create(ctx, shop, req, buyer, claim, now, false)
	}
	if errors.Is(err, errStaleRules) {
		return s.create(ctx, shop, req, buyer, claim, now, true)
	}
	return o, err
}

// create checks req against the sale's rules (read live, or cached unless live) and holds
// its stock.
func (s *Service) create(ctx context.Context, shop Shop, req CreateRequest, buyer buyerRow, claim *idempotency.Claim,
	now time.Time, live bool) (Order, error) {
	r, cached, err := s.orderRules(ctx, req, shop.Channel, now, live)
	if err != nil {
		return Order{}, err
	}
	sl, sectors := r.sale, r.sectors
	total, half := 0, 0
	for _, it := range req.Items {
		total += it.Quantity
		if it.Type == TypeHalf {
			half += it.Quantity
		}
	}
	if total > sl.perOrder {
		return Order{}, apperr.New(apperr.Conflict, msgOrderLimit(sl.perOrder)).Because(apperr.OrderLimit)
	}
	cp, err := loadCoupon(ctx, s.db, sl.eventID, req.Coupon, req.Items, sectors, now)
	if err != nil {
		return Order{}, err
	}
	cpfs := countCPFs(req.Items)
	var o Order
	lane, shared := s.holds, cp != nil || half > 0 || anyBatches(sectors)
	if shared {
		lane = s.sharedHolds
	}
	// With one CPF and no other shared counter, hold's first statement, the CPF count, is the
	// only one that can refuse the order: it needs no savepoint.
	j := &holdJob{bare: !shared && len(cpfs) == 1, takes: sectorHolds{},
		soldOut: func(id int64, left int) error { return sectors[id].soldOut(left) }}
	for id, sec := range sectors {
		j.takes[id] = sec.qty
	}
	if claim != nil && claim.Render != nil {
		j.claim, j.result = claim, func() any { return o }
	}
	if cached {
		j.gen = r.gen
	}
	j.addr = newAddressHold(shop, sl, req.SessionID, total)
	n := newOrder{shop: shop, req: req, sale: sl, buyer: buyer, coupon: cp, sectors: sectors, half: half, now: now}
	if j.bare {
		j.bulk = newBulkOrder(n, cpfs[0], &o)
	}
	j.run = func(ctx context.Context, tx *db.Tx, later sectorHolds, fits func() error) error {
		return s.hold(ctx, tx, sl, sectors, req.Items, half, cp, cpfs, now, later, func(prices []itemPrice) error {
			if fits != nil {
				if err := fits(); err != nil {
					return err
				}
			}
			n.prices = prices
			var err error
			o, err = insertOrder(ctx, tx, n)
			if err == nil && later == nil {
				// alone, the order adds its tickets to its address's count here (the
				// row was locked when screened)
				err = addAddressHolds(ctx, tx, []*addressHold{j.addr})
			}
			return err
		})
	}
	if err := lane.do(ctx, j); err != nil {
		return Order{}, err
	}
	return o, nil
}

// hold takes every counter an order needs, always in the same order (CPFs sorted, the
// coupon, the event's half-price quota, batches and sectors by id) so concurrent orders on
// PostgreSQL wait for each other instead of deadlocking; releases follow the same order. The
// sector rows, the hottest, are taken last, just before commit, so their locks are held for
// the shortest time; insert writes the order in between. With later set, the sector holds
// are left there for the order's group to take (see batcher).
func (s *Service) hold(ctx context.Context, tx *db.Tx, sl sale, sectors map[int64]*sectorRow, items []ItemInput,
	half int, cp *coupon, cpfs []cpfCount, now time.Time, later sectorHolds, insert func(prices []itemPrice) error) error {
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
