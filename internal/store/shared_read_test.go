package store

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/db/dbtest"
)

// TestMissesShareOneRead: requests that find a host's store missing from the cache together
// (a cold server's first second of an on-sale) read it once. PostgreSQL shows the reads: the
// stores table is locked, and the backends waiting on it are counted.
func TestMissesShareOneRead(t *testing.T) {
	url := dbtest.PostgresURL(t)
	ctx := context.Background()
	d := dbtest.Open(t, url)
	s := NewService(d)
	if err := s.EnsureDefault(ctx); err != nil {
		t.Fatal(err)
	}
	// The lock and the observer have connections of their own, so that neither waits behind
	// the reads they watch.
	watch, err := db.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer watch.Close()

	const buyers = 40
	var called atomic.Int64
	var wg sync.WaitGroup
	names := make(chan string, buyers)
	maxWaiting := 0
	err = watch.InTx(ctx, func(tx *db.Tx) error {
		if _, err := tx.Exec(ctx, "LOCK TABLE stores IN ACCESS EXCLUSIVE MODE"); err != nil {
			return err
		}
		for range buyers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				called.Add(1)
				st, err := s.ForHost(ctx, "loja.example")
				if err != nil {
					t.Error(err)
				}
				names <- st.Name
			}()
		}
		for maxWaiting == 0 || called.Load() < buyers {
			waiting, err := waitingReads(ctx, watch)
			if err != nil {
				return err
			}
			maxWaiting = max(maxWaiting, waiting)
			time.Sleep(time.Millisecond)
		}
		// Every buyer has asked by now; a buyer reading for itself would be seen waiting.
		for range 20 {
			waiting, err := waitingReads(ctx, watch)
			if err != nil {
				return err
			}
			maxWaiting = max(maxWaiting, waiting)
			time.Sleep(time.Millisecond)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	wg.Wait()
	close(names)
	for name := range names {
		if name != "Catraca" {
			t.Fatalf("a buyer got store %q, want the default store", name)
		}
	}
	if maxWaiting != 1 {
		t.Errorf("%d reads of the store waited on the lock at once, want 1 shared read", maxWaiting)
	}
}

// waitingReads counts the backends whose read of the stores table waits on a lock.
func waitingReads(ctx context.Context, watch *db.DB) (int, error) {
	var n int
	err := watch.QueryRow(ctx, `SELECT count(*) FROM pg_stat_activity
		WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%FROM stores%'`).Scan(&n)
	return n, err
}
