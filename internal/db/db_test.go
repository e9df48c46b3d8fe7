package db_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/db/dbtest"
)

func TestMigrateIsIdempotentAndConcurrent(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		var wg sync.WaitGroup
		errs := make(chan error, 4)
		for range 4 {
			wg.Add(1)
			go func() { defer wg.Done(); errs <- d.Migrate(ctx) }()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatalf("migrate again: %v", err)
			}
		}
		var n int
		if err := d.QueryRow(ctx, "SELECT COUNT(*) FROM schema_migrations WHERE version = ?", 1).Scan(&n); err != nil || n != 1 {
			t.Fatalf("version 1 recorded %d times, err %v", n, err)
		}
	})
}

func TestErrorMapping(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		if _, err := d.Exec(ctx, "INSERT INTO app_meta (key, value) VALUES (?, ?)", "k", "v"); err != nil {
			t.Fatal(err)
		}
		_, err := d.Exec(ctx, "INSERT INTO app_meta (key, value) VALUES (?, ?)", "k", "w")
		if !errors.Is(err, db.ErrConflict) {
			t.Fatalf("duplicate key: got %v, want ErrConflict", err)
		}
		var v string
		err = d.QueryRow(ctx, "SELECT value FROM app_meta WHERE key = ?", "missing").Scan(&v)
		if !errors.Is(err, db.ErrNotFound) {
			t.Fatalf("missing row: got %v, want ErrNotFound", err)
		}
	})
}

func TestInTxRollsBackOnError(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		boom := errors.New("boom")
		err := d.InTx(ctx, func(tx *db.Tx) error {
			if _, err := tx.Exec(ctx, "INSERT INTO app_meta (key, value) VALUES (?, ?)", "a", "1"); err != nil {
				return err
			}
			return boom
		})
		if !errors.Is(err, boom) {
			t.Fatalf("got %v", err)
		}
		var n int
		if err := d.QueryRow(ctx, "SELECT COUNT(*) FROM app_meta").Scan(&n); err != nil || n != 0 {
			t.Fatalf("rolled back insert is visible: n=%d err=%v", n, err)
		}
	})
}

func TestOpenRejectsUnknownScheme(t *testing.T) {
	for _, u := range []string{"", "mysql://x", "sqlite:"} {
		if _, err := db.Open(context.Background(), u); err == nil || !strings.HasPrefix(err.Error(), "db:") {
			t.Errorf("Open(%q) = %v, want a db: error", u, err)
		}
	}
}

// A commit must survive a power cut: SQLite syncs the WAL at each commit (synchronous FULL,
// 2; NORMAL, 1, could lose the last commits), as PostgreSQL does.
func TestSQLiteCommitsAreDurable(t *testing.T) {
	d, err := db.Open(context.Background(), "sqlite:"+t.TempDir()+"/durable.db")
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	var level int
	if err := d.QueryRow(context.Background(), "PRAGMA synchronous").Scan(&level); err != nil || level != 2 {
		t.Fatalf("synchronous = %d (%v), want 2 (FULL)", level, err)
	}
}

// Writes queued together commit together, each caller returning once its write is in; a
// write that fails fails alone, and the others of its group still commit.
func TestGroupCommitsWritesTogether(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		g := db.NewGroup(d, func(ctx context.Context, tx *db.Tx, keys []string, _ []error) error {
			for _, key := range keys {
				if _, err := tx.Exec(ctx, "INSERT INTO app_meta (key, value) VALUES (?, ?)", key, "v"); err != nil {
					return err
				}
			}
			return nil
		}, db.GroupOptions[string]{})
		var wg sync.WaitGroup
		errs := make([]error, 100)
		for i := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				key := fmt.Sprint("k", i)
				if i == 50 {
					key = "k0" // a duplicate key: this write fails, and only this one
				}
				errs[i] = g.Do(key)
			}()
		}
		wg.Wait()
		failed := 0
		for i, err := range errs {
			if err != nil {
				failed++
				if !errors.Is(err, db.ErrConflict) {
					t.Errorf("write %d: %v", i, err)
				}
			}
		}
		var n int
		if err := d.QueryRow(context.Background(), "SELECT COUNT(*) FROM app_meta WHERE key LIKE 'k%'").Scan(&n); err != nil || n != 99 || failed != 1 {
			t.Errorf("%d rows written, %d writes failed (%v); want 99 and 1", n, failed, err)
		}
	})
}

// TestKeepOpenOpensConnectionsAhead: a server starting before an on-sale opens its PostgreSQL
// connections then, not in the opening burst; they wait in the pool, idle.
func TestKeepOpenOpensConnectionsAhead(t *testing.T) {
	url := dbtest.PostgresURL(t)
	ctx := context.Background()
	d := dbtest.Open(t, url)
	if err := d.KeepOpen(ctx, 6); err != nil {
		t.Fatal(err)
	}
	// This count takes one of them; the other five are idle backends of this database.
	var idle int
	err := d.QueryRow(ctx, `SELECT count(*) FROM pg_stat_activity
		WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'idle'`).Scan(&idle)
	if err != nil {
		t.Fatal(err)
	}
	if idle < 5 {
		t.Errorf("%d idle connections after KeepOpen(6), want at least 5", idle)
	}
}

// NewIDs reserves the ids asked for, each table's its own: on SQLite those after the table's
// largest (its transaction holds the write lock), on PostgreSQL from the identity sequence,
// never the same twice.
func TestNewIDs(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		seen := map[string]bool{}
		for range 2 {
			err := d.InTx(context.Background(), func(tx *db.Tx) error {
				ids, err := tx.NewIDs(context.Background(), []string{"orders", "order_items"}, []int{3, 5})
				if err != nil {
					return err
				}
				if len(ids) != 2 || len(ids[0]) != 3 || len(ids[1]) != 5 {
					t.Fatalf("ids %v: want 3 and 5", ids)
				}
				if d.Dialect() == db.SQLite {
					if ids[0][0] != 1 || ids[0][2] != 3 || ids[1][4] != 5 {
						t.Errorf("SQLite ids %v: want those after the empty tables' largest", ids)
					}
					return nil
				}
				for i, table := range []string{"orders", "order_items"} {
					for _, id := range ids[i] {
						key := fmt.Sprint(table, id)
						if id <= 0 || seen[key] {
							t.Errorf("%s id %d given twice or not positive", table, id)
						}
						seen[key] = true
					}
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
		}
	})
}
