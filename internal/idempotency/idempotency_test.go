package idempotency_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/db/dbtest"
	"github.com/catraca/catraca/internal/idempotency"
)

func TestKeyLifecycle(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := idempotency.New(d)
		now := time.Date(2026, 11, 18, 12, 0, 0, 0, time.UTC)
		if a, err := s.Begin(ctx, "k", "POST /x", "h1", now); a != nil || err != nil {
			t.Fatalf("first: %v %v", a, err)
		}
		if _, err := s.Begin(ctx, "k", "POST /x", "h1", now); !errors.Is(err, idempotency.ErrInFlight) {
			t.Errorf("while running: %v", err)
		}
		if _, err := s.Begin(ctx, "k", "POST /x", "h2", now); !errors.Is(err, idempotency.ErrOtherBody) {
			t.Errorf("other body: %v", err)
		}
		// A key names one request, whatever its path: the same key on another route is
		// refused like another body, while the first request runs and once it has answered.
		if _, err := s.Begin(ctx, "k", "POST /y", "h1", now); !errors.Is(err, idempotency.ErrOtherBody) {
			t.Errorf("same key on another route while the first runs: %v, want ErrOtherBody", err)
		}
		if err := s.Finish(ctx, "k", "POST /x", idempotency.Answer{Status: 201, Body: []byte(`{"ok":true}`)}); err != nil {
			t.Fatal(err)
		}
		a, err := s.Begin(ctx, "k", "POST /x", "h1", now)
		if err != nil || a == nil || a.Status != 201 || string(a.Body) != `{"ok":true}` {
			t.Errorf("replay: %+v %v", a, err)
		}
		if _, err := s.Begin(ctx, "k", "POST /y", "h1", now); !errors.Is(err, idempotency.ErrOtherBody) {
			t.Errorf("same key on another route once answered: %v, want ErrOtherBody", err)
		}
		if a, err := s.Begin(ctx, "k2", "POST /y", "h3", now); a != nil || err != nil {
			t.Fatalf("another key: %v %v", a, err)
		}
		if err := s.Abort(ctx, "k2", "POST /y"); err != nil {
			t.Fatal(err)
		}
		if a, err := s.Begin(ctx, "k2", "POST /z", "h3", now); a != nil || err != nil {
			t.Errorf("after abort the key is free, on any route: %v %v", a, err)
		}
		if err := s.Prune(ctx, now.Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		if a, err := s.Begin(ctx, "k", "POST /x", "h9", now); a != nil || err != nil {
			t.Errorf("after prune: %v %v", a, err)
		}
	})
}

// Claims and answers are written in groups: of duplicates arriving together exactly one runs,
// and every request's own key and answer are kept apart from the others in its group.
func TestGroupedClaimsAndAnswers(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := idempotency.New(d)
		now := time.Date(2026, 11, 18, 12, 0, 0, 0, time.UTC)
		var wg sync.WaitGroup
		var mu sync.Mutex
		claimed, inFlight := map[string]int{}, 0
		for i := range 120 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				key := fmt.Sprint("k", i%60) // every key twice
				a, err := s.Begin(ctx, key, "POST /x", "h", now)
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err == nil && a == nil:
					claimed[key]++
				case errors.Is(err, idempotency.ErrInFlight):
					inFlight++
				default:
					t.Errorf("begin %s: %v %v", key, a, err)
				}
			}()
		}
		wg.Wait()
		if len(claimed) != 60 || inFlight != 60 {
			t.Fatalf("%d keys claimed, %d duplicates in flight; want 60 and 60", len(claimed), inFlight)
		}
		for key, n := range claimed {
			if n != 1 {
				t.Errorf("key %s claimed %d times", key, n)
			}
		}
		for i := range 60 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if err := s.Finish(ctx, fmt.Sprint("k", i), "POST /x", idempotency.Answer{Status: 201, Body: []byte(fmt.Sprint(`{"n":`, i, `}`))}); err != nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		for i := range 60 {
			a, err := s.Begin(ctx, fmt.Sprint("k", i), "POST /x", "h", now)
			if err != nil || a == nil || a.Status != 201 || string(a.Body) != fmt.Sprint(`{"n":`, i, `}`) {
				t.Errorf("replay of k%d: %+v %v", i, a, err)
			}
		}
	})
}

// A claim taken in its writer's transaction commits, or rolls back, with the write; a key
// taken first by another request fails the write, and a request that wrote nothing keeps its
// answer unless the key was taken meanwhile.
func TestClaimsInTheWritersTransaction(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := idempotency.New(d)
		now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
		claim := func(key, hash string) *idempotency.Claim {
			return &idempotency.Claim{Key: key, Route: "POST /x", BodyHash: hash, At: now,
				Render: func(v any) (idempotency.Answer, error) {
					return idempotency.Answer{Status: 201, Body: fmt.Append(nil, v)}, nil
				}}
		}
		keep := func(c *idempotency.Claim, result string, rollback bool) error {
			errRollback := errors.New("rolled back")
			err := d.InTx(ctx, func(tx *db.Tx) error {
				if err := idempotency.Keep(ctx, tx, []*idempotency.Claim{c}, []any{result}); err != nil {
					return err
				}
				if rollback {
					return errRollback
				}
				return nil
			})
			if errors.Is(err, errRollback) {
				return nil
			}
			return err
		}

		first := claim("k1", "h")
		if err := keep(first, "rolled", true); err != nil {
			t.Fatal(err)
		}
		if a, err := s.Lookup(ctx, "k1", "POST /x", "h"); a != nil || err != nil {
			t.Fatalf("a rolled back write left its key: %v %v", a, err)
		}
		if err := keep(first, "one", false); err != nil {
			t.Fatal(err)
		}
		first.Committed(false)
		if err := s.Settle(ctx, first, &idempotency.Answer{Status: 201, Body: []byte("other")}); err != nil || first.Lost() {
			t.Fatalf("settle of an answered claim: %v", err)
		}
		if a, err := s.Lookup(ctx, "k1", "POST /x", "h"); err != nil || a == nil || string(a.Body) != "one" {
			t.Fatalf("the write's answer: %+v %v", a, err)
		}
		if _, err := s.Lookup(ctx, "k1", "POST /x", "h2"); !errors.Is(err, idempotency.ErrOtherBody) {
			t.Errorf("another body: %v", err)
		}
		other := &idempotency.Claim{Key: "k1", Route: "POST /y"}
		if err := d.InTx(ctx, func(tx *db.Tx) error {
			taken, err := idempotency.Taken(ctx, tx, []*idempotency.Claim{claim("k1", "h"), claim("k9", "h"), other})
			if len(taken) != 2 || !taken[other] {
				t.Errorf("taken: %v; want k1, on its own route and on another", taken)
			}
			return err
		}); err != nil {
			t.Fatal(err)
		}
		if err := keep(claim("k1", "h"), "two", false); !errors.Is(err, idempotency.ErrTaken) {
			t.Errorf("a second write with the key: %v, want ErrTaken", err)
		}

		refused := claim("k2", "h")
		if err := s.Settle(ctx, refused, nil); err != nil {
			t.Fatal(err)
		}
		if a, err := s.Lookup(ctx, "k2", "POST /x", "h"); a != nil || err != nil {
			t.Errorf("a server error is kept: %v %v", a, err)
		}
		if err := s.Settle(ctx, refused, &idempotency.Answer{Status: 409, Body: []byte("esgotado")}); err != nil {
			t.Fatal(err)
		}
		if a, _ := s.Lookup(ctx, "k2", "POST /x", "h"); a == nil || a.Status != 409 {
			t.Errorf("a refusal is kept: %v", a)
		}
		late := claim("k2", "h")
		if err := s.Settle(ctx, late, &idempotency.Answer{Status: 422}); !errors.Is(err, idempotency.ErrTaken) || !late.Lost() {
			t.Errorf("settle of a key taken meanwhile: %v, lost %v", err, late.Lost())
		}
	})
}
