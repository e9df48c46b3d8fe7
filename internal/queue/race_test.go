package queue

import (
	"context"
	"fmt"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/db/dbtest"
	"github.com/catraca/catraca/internal/ratelimit/redistest"
)

// eachBackend runs fn on the lines in each database and in Redis.
func eachBackend(t *testing.T, fn func(t *testing.T, b Backend)) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) { fn(t, NewSQL(d)) })
	t.Run("redis", func(t *testing.T) {
		r, err := NewRedis(redistest.URL(t), "test-"+NewVisitor())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { r.Close() })
		fn(t, r)
	})
}

// line fills a line with n visitors in order and lets the first in of them in at t0.
func fillLine(t *testing.T, b Backend, line string, n, in int) []string {
	t.Helper()
	ctx := context.Background()
	visitors := make([]string, n)
	for i := range visitors {
		visitors[i] = fmt.Sprintf("v%021d", i)
		if _, err := b.Visit(ctx, line, visitors[i], int64(i+1), nil, 0); err != nil {
			t.Fatal(err)
		}
	}
	if _, _, err := b.Advance(ctx, line, 1_000, 60, 0, false); err != nil {
		t.Fatal(err)
	}
	if _, _, err := b.Advance(ctx, line, 1_000+int64(in)*1_000, 60, 0, false); err != nil {
		t.Fatal(err)
	}
	return visitors
}

// One pass makes one order: 16 tabs claiming it at once, in 30 rounds, succeed once a round.
func TestPassIsClaimedOnce(t *testing.T) {
	t.Parallel()
	eachBackend(t, func(t *testing.T, b Backend) {
		const rounds, tabs = 30, 16
		visitors := fillLine(t, b, "e1", rounds, rounds)
		ctx := context.Background()
		for round, v := range visitors {
			p, err := b.Visit(ctx, "e1", v, 0, nil, 5_000)
			if err != nil || p.Issued != "5000" {
				t.Fatalf("round %d: pass %q, %v", round, p.Issued, err)
			}
			var won atomic.Int32
			var wg sync.WaitGroup
			for tab := range tabs {
				wg.Go(func() {
					ok, err := b.Claim(ctx, "e1", v, p.Issued, "pedido-"+strconv.Itoa(tab))
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
				t.Fatalf("round %d: %d orders from one pass", round, won.Load())
			}
		}
	})
}

// A rejoin takes its place out of those let in while instances move the line: whatever the
// interleaving, the places let in end exactly one lower per rejoin (none is lost to a move
// computed before it), in 20 rounds.
func TestRejoinsAreNeverLost(t *testing.T) {
	t.Parallel()
	eachBackend(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		for round := range 20 {
			line := "e" + strconv.Itoa(100+round)
			visitors := fillLine(t, b, line, 60, 40)
			for _, v := range visitors[:40] { // everyone let in takes a pass, long expired by now
				if _, err := b.Visit(ctx, line, v, 0, nil, 1); err != nil {
					t.Fatal(err)
				}
			}
			var wg sync.WaitGroup
			for i, v := range visitors[:20] {
				wg.Go(func() {
					if _, err := b.Visit(ctx, line, v, int64(1_000+i), &Rejoin{ExpiredMS: 10}, 0); err != nil {
						t.Error(err)
					}
				})
			}
			for range 4 { // instances moving the line, the clock standing still
				wg.Go(func() {
					for range 10 {
						if _, _, err := b.Advance(ctx, line, 41_000, 60, 0, false); err != nil {
							t.Error(err)
						}
					}
				})
			}
			wg.Wait()
			p, _, err := b.Advance(ctx, line, 41_000, 60, 0, false)
			if err != nil {
				t.Fatal(err)
			}
			if p.Admitted != 20 {
				t.Fatalf("round %d: %v let in after 20 of 40 rejoined, want 20", round, p.Admitted)
			}
		}
	})
}

// The control: a move that writes without checking what it read loses a rejoin made in
// between, letting someone in early. The rejoin happens between the read and the write, so
// the loss does not depend on timing.
func TestRejoinControlUnguardedMoveLosesIt(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		b := NewSQL(d)
		ctx := context.Background()
		visitors := fillLine(t, b, "e1", 10, 5)
		if _, err := b.Visit(ctx, "e1", visitors[0], 0, nil, 1); err != nil {
			t.Fatal(err)
		}
		old, err := b.read(ctx, "e1")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := b.Visit(ctx, "e1", visitors[0], 100, &Rejoin{ExpiredMS: 10}, 0); err != nil {
			t.Fatal(err)
		}
		next := step(old, old.MovedMS+1, 60, 0, false, 10)
		if _, err := d.Exec(ctx, `UPDATE queue_lines SET admitted = ?, moved_ms = ? WHERE line = ?`,
			next.Admitted, next.MovedMS, "e1"); err != nil {
			t.Fatal(err)
		}
		after, err := b.read(ctx, "e1")
		if err != nil {
			t.Fatal(err)
		}
		if after.In() != 5 {
			t.Fatalf("the unguarded move kept the rejoin: %v let in", after.Admitted)
		}
	})
}
