package checkout

import (
	"context"
	"errors"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/db"
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
