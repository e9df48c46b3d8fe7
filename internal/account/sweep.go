package account

import (
	"context"
	"log/slog"
	"time"

	"github.com/catraca/catraca/internal/db"
)

// UnconfirmedTTL is how long a registration waits for its confirmation before it is deleted,
// freeing its e-mail and CPF for whoever really owns them.
const UnconfirmedTTL = 7 * 24 * time.Hour

// SweepUnconfirmed deletes registrations never confirmed within UnconfirmedTTL, with their
// codes and any sessions; it reports how many went.
func (s *Service) SweepUnconfirmed(ctx context.Context) (int64, error) {
	cutoff := s.utcNow().Add(-UnconfirmedTTL)
	const stale = `SELECT id FROM customers WHERE confirmed_at IS NULL AND removed_at IS NULL AND created_at < ?`
	var n int64
	err := s.db.InTx(ctx, func(tx *db.Tx) error {
		for _, table := range []string{"one_time_tokens", "access_tokens"} {
			if _, err := tx.Exec(ctx, "DELETE FROM "+table+" WHERE customer_id IN ("+stale+")", cutoff); err != nil {
				return err
			}
		}
		res, err := tx.Exec(ctx, "DELETE FROM customers WHERE id IN ("+stale+")", cutoff)
		if err != nil {
			return err
		}
		n, err = res.RowsAffected()
		return err
	})
	return n, wrap("sweep unconfirmed", err)
}

// RunSweeps deletes stale registrations every interval until ctx ends. Several processes may
// run it at once: the deletes are idempotent.
func (s *Service) RunSweeps(ctx context.Context, interval time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		if n, err := s.SweepUnconfirmed(ctx); err != nil && ctx.Err() == nil {
			slog.ErrorContext(ctx, "sweep of unconfirmed registrations", "err", err)
		} else if n > 0 {
			slog.InfoContext(ctx, "unconfirmed registrations deleted", "count", n)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
