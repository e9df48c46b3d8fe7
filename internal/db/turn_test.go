package db_test

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/db/dbtest"
)

// Eight processes asking at once get one turn per round, over 30 rounds; none before it is due.
func TestTakeTurnElectsOne(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		start := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
		for round := range 30 {
			now := start.Add(time.Duration(round) * 10 * time.Minute)
			var won atomic.Int32
			var wg sync.WaitGroup
			for range 8 {
				wg.Go(func() {
					ok, err := d.TakeTurn(ctx, "job", now, now.Add(9*time.Minute))
					if err != nil {
						t.Error(err)
					}
					if ok {
						won.Add(1)
					}
				})
			}
			wg.Wait()
			if won.Load() != 1 {
				t.Fatalf("round %d: %d turns", round, won.Load())
			}
			if ok, _ := d.TakeTurn(ctx, "job", now.Add(8*time.Minute), now.Add(17*time.Minute)); ok {
				t.Fatalf("round %d: a turn before the job is due", round)
			}
		}
	})
}

// The control: reading whether the job is due, then writing, elects two processes that both
// read before either wrote, so the test above can see a double turn.
func TestTakeTurnControlReadThenWriteElectsTwo(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if _, err := d.Exec(ctx, `INSERT INTO app_meta (key, value) VALUES ('job', '2000-01-01T00:00:00.000Z')`); err != nil {
			t.Fatal(err)
		}
		var read sync.WaitGroup
		read.Add(2)
		var won atomic.Int32
		var wg sync.WaitGroup
		for range 2 {
			wg.Go(func() {
				var due string
				if err := d.QueryRow(ctx, `SELECT value FROM app_meta WHERE key = 'job'`).Scan(&due); err != nil {
					t.Error(err)
				}
				read.Done()
				read.Wait() // both have read before either writes
				if due <= "2026-11-28T12:00:00.000Z" {
					if _, err := d.Exec(ctx, `UPDATE app_meta SET value = '2026-11-28T12:09:00.000Z' WHERE key = 'job'`); err != nil {
						t.Error(err)
					}
					won.Add(1)
				}
			})
		}
		wg.Wait()
		if won.Load() != 2 {
			t.Fatalf("the read-then-write election gave %d turns", won.Load())
		}
	})
}
