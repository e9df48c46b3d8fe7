package checkout

import (
	"context"
	"errors"
	"time"

	"github.com/catraca/catraca/internal/checkout/rush"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/idempotency"
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
	if errors.Is(err, rush.ErrStale) {
		o, err = s.create(ctx, shop, req, buyer, claim, now, false)
	}
	if errors.Is(err, rush.ErrStale) {
		return s.create(ctx, shop, req, buyer, claim, now, true)
	}
	return o, err
}

// create is the order's path: admit (the sale's rules, read live or cached unless live),
// quote (the coupon; lotes are priced as their units are held), hold (the counters and the
// stock, in a group with other orders) and write, whose order is the answer.
func (s *Service) create(ctx context.Context, shop Shop, req CreateRequest, buyer buyerRow, claim *idempotency.Claim,
	now time.Time, live bool) (Order, error) {
	a, err := s.admit(ctx, req, shop.Channel, now, live)
	if err != nil {
		return Order{}, err
	}
	cp, err := loadCoupon(ctx, s.db, a.sale.eventID, req.Coupon, req.Items, a.sectors, now)
	if err != nil {
		return Order{}, err
	}
	var o Order
	n := newOrder{shop: shop, req: req, sale: a.sale, buyer: buyer, coupon: cp, sectors: a.sectors, half: a.half, now: now}
	j, shared := s.holdJob(a, n, &o)
	if claim != nil && claim.Render != nil {
		j.Claim, j.Result = claim, func() any { return o }
	}
	if err := s.rush.Do(ctx, j, shared); err != nil {
		return Order{}, err
	}
	return o, nil
}
