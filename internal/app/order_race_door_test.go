package app_test

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/db/dbtest"
)

// doorAndRefund buys one card ticket for Ana, then sends its check-in and the order's
// cancellation for refund at once (the refund once refundGo is closed, when it is not nil).
// It reports whether both went through, which no serial order allows: the first one to run
// makes the other refuse.
func doorAndRefund(t *testing.T, e *afterEnv, key string, first int, refundGo <-chan struct{}) bool {
	t.Helper()
	hash, o := e.buy(t, e.ana, "venda", "card", 1, first)
	token := tokens(o)[0]
	var wg sync.WaitGroup
	var door, cancel int
	start := make(chan struct{})
	wg.Add(2)
	go func() {
		defer wg.Done()
		<-start
		door, _ = reqRaw(t, e.srv, "POST", "/api/checkin", map[string]any{"token": token}, "Authorization", "Bearer "+key)
	}()
	go func() {
		defer wg.Done()
		<-start
		if refundGo != nil {
			select {
			case <-refundGo:
			case <-time.After(30 * time.Second): // a ceiling, in case the check-in never gets there
			}
		}
		cancel, _ = reqRaw(t, e.srv, "POST", "/api/orders/pre-refund", refund(hash, 1), bearer(e.ana)...)
	}()
	close(start)
	wg.Wait()
	if (door != 200 && door != 409) || (cancel != 200 && cancel != 409) || (door == 409 && cancel == 409) {
		t.Errorf("check-in %d, refund %d: one of them must go through", door, cancel)
	}
	used := e.count(t, `SELECT COUNT(*) FROM tickets t JOIN orders o ON o.id = t.order_id
		WHERE o.hash = ? AND t.checked_in_at IS NOT NULL`, hash)
	refunded := e.count(t, "SELECT COUNT(*) FROM orders WHERE hash = ? AND status = 'refunded'", hash)
	if (used == 1) != (door == 200) || (refunded == 1) != (cancel == 200) {
		t.Errorf("answers (check-in %d, refund %d) disagree with the order: %d used, %d refunded", door, cancel, used, refunded)
	}
	return used == 1 && refunded == 1
}

// A ticket let in at the door while its order is cancelled for refund: one of them wins,
// never both.
func TestRaceCheckInAndRefund(t *testing.T) {
	t.Parallel()
	eachAfter(t, 1, func(t *testing.T, e *afterEnv) {
		key, err := e.a.NewOrganizerKey(t.Context(), "org")
		if err != nil {
			t.Fatal(err)
		}
		for round := range raceRounds {
			if doorAndRefund(t, e, key, 4000+round, nil) {
				t.Errorf("round %d: the ticket was let in and its order refunded", round)
			}
		}
	})
}

// The control: with the check-in taking no lock, the same race lets a ticket in and
// refunds its order on PostgreSQL (SQLite serialises write transactions). The window is
// narrow (a check-in between the refund's count of used tickets and its voiding of them: 2
// rounds in 30 in the report), so the control steers each round into it: the check-in takes
// the ticket's row, lets the refund go, and makes its entry once the refund has counted and
// waits on that row.
func TestRaceControlUnlockedCheckInRefunds(t *testing.T) {
	t.Parallel()
	url := dbtest.URLs(t)["postgres"]
	if url == "" {
		t.Skip("needs CATRACA_TEST_POSTGRES_URL: SQLite serialises write transactions")
	}
	e := startAfter(t, url, 1)
	key, err := e.a.NewOrganizerKey(t.Context(), "org")
	if err != nil {
		t.Fatal(err)
	}
	var refundGo atomic.Pointer[chan struct{}]
	e.a.Tickets.LockOrder = func(ctx context.Context, tx *db.Tx, orderID int64) error {
		var id int64
		if err := tx.QueryRow(ctx, "SELECT id FROM tickets WHERE order_id = ? FOR UPDATE", orderID).Scan(&id); err != nil {
			return err
		}
		close(*refundGo.Load())
		for range 1500 { // a ceiling of 30 s, in case the refund never waits
			var waiting int
			if err := e.a.DB.QueryRow(ctx, `SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database()
				AND wait_event_type = 'Lock' AND query LIKE 'UPDATE tickets SET voided_at%'`).Scan(&waiting); err != nil || waiting > 0 {
				return err
			}
			time.Sleep(20 * time.Millisecond)
		}
		return nil
	}
	for round := range 5 {
		ch := make(chan struct{})
		refundGo.Store(&ch)
		if doorAndRefund(t, e, key, 5000+round, ch) {
			t.Logf("without the lock, round %d let a ticket in and refunded its order", round)
			return
		}
	}
	t.Errorf("the unlocked control never let a refunded ticket in: the race did not run concurrently")
}
