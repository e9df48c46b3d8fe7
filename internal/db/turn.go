package db

import (
	"context"
	"fmt"
	"time"
)

// turnLayout keeps a turn's time as fixed-width text, so text order is time order on both engines.
const turnLayout = "2006-01-02T15:04:05.000Z"

// TakeTurn elects one of the processes sharing the database for a periodic job: the first to
// ask once the job is due (now past the time kept under key in app_meta) gets the turn, and
// the job is next due at next; the others are told no. A process that dies during its turn
// only delays the job to its next due time.
func (d *DB) TakeTurn(ctx context.Context, key string, now, next time.Time) (bool, error) {
	if _, err := d.Exec(ctx, `INSERT INTO app_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING`,
		key, now.UTC().Add(-time.Millisecond).Format(turnLayout)); err != nil {
		return false, fmt.Errorf("turn %s: %w", key, err)
	}
	res, err := d.Exec(ctx, `UPDATE app_meta SET value = ? WHERE key = ? AND value <= ?`,
		next.UTC().Format(turnLayout), key, now.UTC().Format(turnLayout))
	if err != nil {
		return false, fmt.Errorf("turn %s: %w", key, err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}
