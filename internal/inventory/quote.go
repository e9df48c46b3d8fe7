package inventory

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/catraca/catraca/internal/db"
)

// Reader is a database or a transaction: quotes only read, so they need no transaction.
type Reader interface {
	Query(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRow(ctx context.Context, query string, args ...any) *db.Row
}

// PeekBatch is HoldBatch without the hold: the batch whose price qty more units of the
// sector would get now. taken (by batch id) is what earlier items of the same order would
// take, as their holds would have; PeekBatch adds its own there. It changes nothing, so
// the answer is a quote: the hold itself decides.
func PeekBatch(ctx context.Context, q Reader, sectorID int64, qty int, now time.Time, taken map[int64]int) (Batch, bool, error) {
	if err := positive(qty); err != nil {
		return Batch{}, false, err
	}
	candidates, err := batchesWithRoom(ctx, q, sectorID, qty, now)
	if err != nil {
		return Batch{}, false, err
	}
	for _, c := range candidates {
		if c.room == nil || *c.room >= taken[c.ID]+qty {
			taken[c.ID] += qty
			return c.Batch, true, nil
		}
	}
	return Batch{}, false, nil
}

// CouponHasUses answers ErrCouponUsedUp when UseCoupon would refuse the coupon now.
func CouponHasUses(ctx context.Context, q Reader, couponID int64) error {
	var one int
	err := q.QueryRow(ctx, `SELECT 1 FROM coupons WHERE id = ? AND `+couponUsesLeft, couponID).Scan(&one)
	if errors.Is(err, db.ErrNotFound) {
		return ErrCouponUsedUp
	}
	return err
}
