package checkout

import (
	"context"
	"errors"
	"sort"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/inventory"
)

type coupon struct {
	id       int64
	code     string
	kind     string
	value    int64
	sector   string // external id; "" = every sector
	from, to db.Time
}

// loadCoupon finds the event's coupon by code and checks its window and sectors; its uses
// are taken later, under the hold, by inventory.UseCoupon.
func loadCoupon(ctx context.Context, d *db.DB, eventID int64, code string, items []ItemInput,
	sectors map[int64]*sectorRow, now time.Time) (*coupon, error) {
	code = catalog.NormalizeCoupon(code)
	if code == "" {
		return nil, nil
	}
	c := coupon{code: code}
	err := d.QueryRow(ctx, `SELECT id, tipo, valor, setor, inicio, fim FROM coupons WHERE event_id = ? AND codigo = ?`,
		eventID, code).Scan(&c.id, &c.kind, &c.value, &c.sector, &c.from, &c.to)
	if errors.Is(err, db.ErrNotFound) {
		return nil, apperr.Field("coupon", MsgCouponInvalid).Because(apperr.CouponInvalid)
	}
	if err != nil {
		return nil, err
	}
	if (c.from.Valid && now.Before(c.from.Time)) || (c.to.Valid && now.After(c.to.Time)) {
		return nil, apperr.Field("coupon", MsgCouponWindow).Because(apperr.CouponNotNow)
	}
	if c.sector != "" {
		applies := false
		for _, it := range items {
			applies = applies || sectors[it.SectorID].extID == c.sector
		}
		if !applies {
			return nil, apperr.Field("coupon", MsgCouponSector).Because(apperr.CouponNotHere)
		}
	}
	return &c, nil
}

// discount is what the coupon takes off the eligible tickets: a whole percent rounded down
// to the centavo, or a fixed amount up to their price.
func (c *coupon) discount(eligible int64) int64 {
	if c == nil || eligible <= 0 {
		return 0
	}
	if c.kind == catalog.CouponPercent {
		return eligible * c.value / 100
	}
	return min(c.value, eligible)
}

// totals are an order's amounts in centavos (its total is subtotal - discount + fee): the
// coupon takes its discount off the items of its sector, or of every item.
func totals(items []ItemInput, prices []itemPrice, cp *coupon, sectors map[int64]*sectorRow, feeBP int) (subtotal, discount, fee int64) {
	var eligible int64
	for i, it := range items {
		line := prices[i].unit * int64(it.Quantity)
		subtotal += line
		if cp != nil && (cp.sector == "" || sectors[it.SectorID].extID == cp.sector) {
			eligible += line
		}
	}
	discount = cp.discount(eligible)
	return subtotal, discount, Fee(subtotal-discount, feeBP)
}

// Fee is the service fee on an amount, rounded half up to the centavo; a negative rate is no fee.
func Fee(amount int64, bp int) int64 {
	if bp <= 0 || amount <= 0 {
		return 0
	}
	return (amount*int64(bp) + 5000) / 10000
}

// anyBatches reports an order that takes a batch's quantity, a shared counter of its own.
func anyBatches(sectors map[int64]*sectorRow) bool {
	for _, sec := range sectors {
		if sec.batches {
			return true
		}
	}
	return false
}

type itemPrice struct {
	unit    int64
	batchID *int64
	batch   *string
}

// batchFunc finds the batch qty units of a sector take their price from: HoldBatch for an
// order, PeekBatch for a quote.
type batchFunc func(sectorID int64, qty int) (inventory.Batch, bool, error)

// priceItems prices each item at its sector's price, or its batch's when the sector has
// batches, halved for half price. Items go by sector id, the order holds are taken in.
func priceItems(items []ItemInput, sectors map[int64]*sectorRow, batch batchFunc) ([]itemPrice, error) {
	order := make([]int, len(items))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return items[order[a]].SectorID < items[order[b]].SectorID })
	prices := make([]itemPrice, len(items))
	for _, i := range order {
		it, sec := items[i], sectors[items[i].SectorID]
		p := itemPrice{unit: sec.preco}
		if sec.batches {
			b, ok, err := batch(it.SectorID, it.Quantity)
			if err != nil {
				return nil, err
			}
			if ok {
				p.unit, p.batchID, p.batch = b.Preco, &b.ID, &b.Nome
			}
		}
		if it.Type == TypeHalf {
			p.unit = catalog.HalfPrice(p.unit)
		}
		prices[i] = p
	}
	return prices, nil
}
