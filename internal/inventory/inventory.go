// Package inventory is the only code that changes stock: for every sector at every instant
// sold + held <= capacity, kept by conditional updates that the database applies atomically.
package inventory

import (
	"context"
	"errors"
	"fmt"

	"github.com/catraca/catraca/internal/db"
)

// ErrSoldOut means the sector has fewer units left than asked for.
var ErrSoldOut = errors.New("inventory: not enough tickets left")

// RecordSale moves qty units of a sector straight to sold (a sale made elsewhere, such as the
// box office), or fails with ErrSoldOut without changing anything.
func RecordSale(ctx context.Context, tx *db.Tx, sectorID int64, qty int) error {
	if qty <= 0 {
		return fmt.Errorf("inventory: quantity %d", qty)
	}
	res, err := tx.Exec(ctx, `UPDATE sectors SET vendidos = vendidos + ?
		WHERE id = ? AND vendidos + reservados + ? <= capacidade`, qty, sectorID, qty)
	if err != nil {
		return fmt.Errorf("inventory: record sale: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return ErrSoldOut
	}
	return nil
}
