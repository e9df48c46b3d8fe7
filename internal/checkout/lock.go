package checkout

import (
	"context"

	"github.com/catraca/catraca/internal/db"
)

// OrderLock takes an order's row for the rest of the transaction. Every change of an order
// (payment webhooks, card and free payments, refunds, give-ups, expiry, check-in, transfer)
// starts with it, so changes of one order apply one after another and each decides on what
// the one before it committed. A conditional UPDATE alone is not enough on PostgreSQL: one
// whose WHERE does not match the row's last committed version neither waits nor locks, so a
// sequence of them (a refund tries paid, then needs_refund, then held) can interleave with a
// payment's and act on a state that is already gone. SQLite needs nothing: a write
// transaction holds the database's only write lock from BEGIN (db.Open).
type OrderLock func(ctx context.Context, tx *db.Tx, orderID int64) error

// LockOrder is the OrderLock of the product. On PostgreSQL it answers db.ErrNotFound when
// there is no such order; on SQLite it has nothing to do.
func LockOrder(ctx context.Context, tx *db.Tx, orderID int64) error {
	if tx.Dialect() != db.Postgres {
		return nil
	}
	var id int64
	return tx.QueryRow(ctx, "SELECT id FROM orders WHERE id = ? FOR UPDATE", orderID).Scan(&id)
}

// inOrderTx runs fn in a transaction that holds the order's row (s.lockOrder).
func (s *Service) inOrderTx(ctx context.Context, orderID int64, fn func(tx *db.Tx) error) error {
	return s.db.InTx(ctx, func(tx *db.Tx) error {
		if err := s.LockOrder(ctx, tx, orderID); err != nil {
			return err
		}
		return fn(tx)
	})
}
