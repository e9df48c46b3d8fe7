package idempotency_test

import (
	"context"
	"errors"
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
		if a, err := s.Begin(ctx, "k", "POST /y", "h2", now); a != nil || err != nil {
			t.Errorf("same key on another route is another request: %v %v", a, err)
		}
		if err := s.Finish(ctx, "k", "POST /x", idempotency.Answer{Status: 201, Body: []byte(`{"ok":true}`)}); err != nil {
			t.Fatal(err)
		}
		a, err := s.Begin(ctx, "k", "POST /x", "h1", now)
		if err != nil || a == nil || a.Status != 201 || string(a.Body) != `{"ok":true}` {
			t.Errorf("replay: %+v %v", a, err)
		}
		if err := s.Abort(ctx, "k", "POST /y"); err != nil {
			t.Fatal(err)
		}
		if a, err := s.Begin(ctx, "k", "POST /y", "h3", now); a != nil || err != nil {
			t.Errorf("after abort the key is free: %v %v", a, err)
		}
		if err := s.Prune(ctx, now.Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		if a, err := s.Begin(ctx, "k", "POST /x", "h9", now); a != nil || err != nil {
			t.Errorf("after prune: %v %v", a, err)
		}
	})
}
