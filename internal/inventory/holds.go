package inventory

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/catraca/catraca/internal/db"
)

// Errors a hold may fail with; each names the limit that refused it.
var (
	ErrBatchSoldOut  = errors.New("inventory: batch sold out")
	ErrHalfQuota     = errors.New("inventory: half-price quota reached")
	ErrCouponUsedUp  = errors.New("inventory: coupon has no uses left")
	ErrCPFLimit      = errors.New("inventory: per-CPF limit reached")
	ErrHalfPerCPF    = errors.New("inventory: one half-price ticket per CPF")
	ErrNotHeld       = errors.New("inventory: fewer units held than released")
	errBadQuantities = errors.New("inventory: quantity must be positive")
)

// change runs one conditional UPDATE and reports whether its row matched; a miss is fail.
func change(ctx context.Context, tx *db.Tx, fail error, query string, args ...any) error {
	res, err := tx.Exec(ctx, query, args...)
	if err != nil {
		return fmt.Errorf("inventory: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return fail
	}
	return nil
}

func positive(qty int) error {
	if qty <= 0 {
		return errBadQuantities
	}
	return nil
}

// Hold reserves qty units of a sector for an order: sold + held stays within capacity
// because the database checks and increments in one statement.
func Hold(ctx context.Context, tx *db.Tx, sectorID int64, qty int) error {
	if err := positive(qty); err != nil {
		return err
	}
	return change(ctx, tx, ErrSoldOut, `UPDATE sectors SET reservados = reservados + ?
		WHERE id = ? AND vendidos + reservados + ? <= capacidade`, qty, sectorID, qty)
}

// Release returns held units to sale (order given up or expired).
func Release(ctx context.Context, tx *db.Tx, sectorID int64, qty int) error {
	if err := positive(qty); err != nil {
		return err
	}
	return change(ctx, tx, ErrNotHeld, `UPDATE sectors SET reservados = reservados - ?
		WHERE id = ? AND reservados >= ?`, qty, sectorID, qty)
}

// Sell turns held units into sold ones (order paid).
func Sell(ctx context.Context, tx *db.Tx, sectorID int64, qty int) error {
	if err := positive(qty); err != nil {
		return err
	}
	return change(ctx, tx, ErrNotHeld, `UPDATE sectors SET reservados = reservados - ?, vendidos = vendidos + ?
		WHERE id = ? AND reservados >= ?`, qty, qty, sectorID, qty)
}

// ReturnSold puts sold units back on sale (order refunded).
func ReturnSold(ctx context.Context, tx *db.Tx, sectorID int64, qty int) error {
	if err := positive(qty); err != nil {
		return err
	}
	return change(ctx, tx, ErrNotHeld, `UPDATE sectors SET vendidos = vendidos - ?
		WHERE id = ? AND vendidos >= ?`, qty, sectorID, qty)
}

// Batch is the lote a hold took its price from.
type Batch struct {
	ID    int64
	Nome  string
	Preco int64
}

// HoldBatch reserves qty units in the first batch of the sector that is still on (its date
// not passed) and has room for all of them. ok is false when the sector has no batch on
// sale, and the sector's own price applies; a batch that cannot take qty is skipped, so a
// buyer never waits on a batch's last units.
func HoldBatch(ctx context.Context, tx *db.Tx, sectorID int64, qty int, now time.Time) (b Batch, ok bool, err error) {
	if err := positive(qty); err != nil {
		return Batch{}, false, err
	}
	candidates, err := batchesWithRoom(ctx, tx, sectorID, qty, now)
	if err != nil {
		return Batch{}, false, err
	}
	for _, c := range candidates {
		err := change(ctx, tx, ErrBatchSoldOut, `UPDATE sector_batches SET reservados = reservados + ?
			WHERE id = ? AND (quantidade IS NULL OR vendidos + reservados + ? <= quantidade)`, qty, c.ID, qty)
		if err == nil {
			return c.Batch, true, nil
		}
		if !errors.Is(err, ErrBatchSoldOut) {
			return Batch{}, false, err
		}
	}
	return Batch{}, false, nil
}

// batchRoom is a batch and its units left; room is nil for a batch without a quantity.
type batchRoom struct {
	Batch
	room *int
}

// batchesWithRoom lists, in the sector's order, its batches still on at now (date not
// passed) with room for qty more units: the ones HoldBatch tries and PeekBatch quotes.
func batchesWithRoom(ctx context.Context, q Reader, sectorID int64, qty int, now time.Time) ([]batchRoom, error) {
	rows, err := q.Query(ctx, `SELECT id, nome, preco, quantidade - vendidos - reservados FROM sector_batches
		WHERE sector_id = ? AND (ate IS NULL OR ate > ?)
			AND (quantidade IS NULL OR vendidos + reservados + ? <= quantidade)
		ORDER BY ordem`, sectorID, now.UTC(), qty)
	if err != nil {
		return nil, fmt.Errorf("inventory: batches: %w", err)
	}
	defer rows.Close()
	var out []batchRoom
	for rows.Next() {
		var c batchRoom
		if err := rows.Scan(&c.ID, &c.Nome, &c.Preco, &c.room); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// ReleaseBatch, SellBatch and ReturnBatchSold mirror Release, Sell and ReturnSold for a lote.
func ReleaseBatch(ctx context.Context, tx *db.Tx, batchID int64, qty int) error {
	return change(ctx, tx, ErrNotHeld, `UPDATE sector_batches SET reservados = reservados - ?
		WHERE id = ? AND reservados >= ?`, qty, batchID, qty)
}

func SellBatch(ctx context.Context, tx *db.Tx, batchID int64, qty int) error {
	return change(ctx, tx, ErrNotHeld, `UPDATE sector_batches SET reservados = reservados - ?, vendidos = vendidos + ?
		WHERE id = ? AND reservados >= ?`, qty, qty, batchID, qty)
}

func ReturnBatchSold(ctx context.Context, tx *db.Tx, batchID int64, qty int) error {
	return change(ctx, tx, ErrNotHeld, `UPDATE sector_batches SET vendidos = vendidos - ?
		WHERE id = ? AND vendidos >= ?`, qty, batchID, qty)
}
