package app_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/checkout"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/db/dbtest"
	"github.com/catraca/catraca/internal/payment"
)

// raceRounds is how many times each race on one order is fired per database.
const raceRounds = 30

// orderOutcome is what an order's events leave behind: its status, valid tickets, refund
// records and the moves of its sector's counters.
type orderOutcome struct {
	status               string
	valid, refunds       int
	soldDelta, heldDelta int
}

func (o orderOutcome) String() string {
	return fmt.Sprintf("%s, %d valid tickets, %d refunds, sold %+d, held %+d", o.status, o.valid, o.refunds, o.soldDelta, o.heldDelta)
}

// outcomeOf reads an order's outcome; sold and held are the sector's counters before.
func outcomeOf(t *testing.T, a *app.App, hash string, sector int64, sold, held int) orderOutcome {
	t.Helper()
	var o orderOutcome
	err := a.DB.QueryRow(context.Background(), `SELECT status,
		(SELECT COUNT(*) FROM tickets t WHERE t.order_id = orders.id AND t.voided_at IS NULL),
		(SELECT COUNT(*) FROM refunds r WHERE r.order_id = orders.id) FROM orders WHERE hash = ?`, hash).Scan(&o.status, &o.valid, &o.refunds)
	if err != nil {
		t.Fatal(err)
	}
	nowSold, nowHeld := stock(t, a, sector)
	o.soldDelta, o.heldDelta = nowSold-sold, nowHeld-held
	return o
}

// pixOrder reserves 2 tickets of the hot sector and issues a PIX for them.
func pixOrder(t *testing.T, a *app.App, srv *httptest.Server, first int) (string, int64) {
	t.Helper()
	hash, o := reserve(t, a, srv, 2, first)
	if s, e := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment", map[string]any{"method": "pix"}); s != 200 {
		t.Fatalf("pix: %d %v", s, e)
	}
	return hash, int64(o["total"].(float64))
}

// paidTwiceAndRefunded are the gateway's events of the race: two distinct payments of the
// whole total and a refund.
func paidTwiceAndRefunded(hash string, total int64) []payment.Event {
	return []payment.Event{
		{ID: hash + "-p1", Type: payment.EventPaid, OrderHash: hash, Amount: total},
		{ID: hash + "-p2", Type: payment.EventPaid, OrderHash: hash, Amount: total},
		{ID: hash + "-r", Type: payment.EventRefunded, OrderHash: hash, Amount: total},
	}
}

// sendAtOnce delivers the events' webhooks together and fails on any answer but 200.
func sendAtOnce(t *testing.T, a *app.App, srv *httptest.Server, events []payment.Event) {
	t.Helper()
	var wg sync.WaitGroup
	start := make(chan struct{})
	for _, ev := range events {
		h, body := a.Sandbox.SignedEvent(ev)
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			if s, r := webhook(t, srv, h, body); s != 200 {
				t.Errorf("webhook %s: %d %v", ev.ID, s, r)
			}
		}()
	}
	close(start)
	wg.Wait()
}

// serialOutcomes applies the events one after another in every order, each order of them
// to a fresh order, and returns what each order of them leaves.
func serialOutcomes(t *testing.T, a *app.App, srv *httptest.Server, sector int64, first int) map[orderOutcome]string {
	t.Helper()
	out := map[orderOutcome]string{}
	for i, perm := range [][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}} {
		hash, total := pixOrder(t, a, srv, first+2*i)
		sold, held := stock(t, a, sector)
		events := paidTwiceAndRefunded(hash, total)
		for _, k := range perm {
			sendAtOnce(t, a, srv, events[k:k+1])
		}
		out[outcomeOf(t, a, hash, sector, sold, held)] = fmt.Sprint(perm)
	}
	return out
}

// raceWebhooks fires the race raceRounds times and returns the outcomes no serial order of
// the same events gives.
func raceWebhooks(t *testing.T, a *app.App, srv *httptest.Server) []string {
	ids := idsOf(t, a, "venda")
	sector := ids.sector["quente"]
	serial := serialOutcomes(t, a, srv, sector, 3000)
	var wrong []string
	for round := range raceRounds {
		hash, total := pixOrder(t, a, srv, 3100+2*round)
		sold, held := stock(t, a, sector)
		sendAtOnce(t, a, srv, paidTwiceAndRefunded(hash, total))
		if got := outcomeOf(t, a, hash, sector, sold, held); serial[got] == "" {
			wrong = append(wrong, fmt.Sprintf("round %d: %v", round, got))
		}
	}
	checkAddressHolds(t, a)
	if len(wrong) > 0 {
		t.Logf("serial outcomes: %v", serial)
	}
	return wrong
}

// Two payments and a refund of one PIX order, delivered at once: whatever order they are
// applied in, the order ends as one serial order of them leaves it.
func TestRaceDuplicatePaymentsAndRefund(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		for _, w := range raceWebhooks(t, a, srv) {
			t.Error(w)
		}
	})
}

// concurrentLock is an OrderLock that, while armed, takes no lock and lets each caller on
// only once n callers are inside it (or after a bounded wait, in case they never are), so
// the transactions read the order together; unarmed, it is the product's.
func concurrentLock(n int, armed *atomic.Bool) checkout.OrderLock {
	var mu sync.Mutex
	arrived := 0
	all := make(chan struct{})
	return func(ctx context.Context, tx *db.Tx, id int64) error {
		if !armed.Load() {
			return checkout.LockOrder(ctx, tx, id)
		}
		mu.Lock()
		arrived++
		if arrived%n == 0 {
			close(all)
			all = make(chan struct{})
		}
		wait := all
		mu.Unlock()
		select {
		case <-wait:
		case <-time.After(2 * time.Second):
		}
		return nil
	}
}

// The control: without the order's lock, the same race leaves outcomes no serial order
// gives on PostgreSQL (SQLite serialises write transactions), so the test above can see one.
func TestRaceControlUnlockedOrderCorrupts(t *testing.T) {
	t.Parallel()
	url := dbtest.URLs(t)["postgres"]
	if url == "" {
		t.Skip("needs CATRACA_TEST_POSTGRES_URL: SQLite serialises write transactions")
	}
	a, srv, _ := startCheckout(t, url, saleEvent())
	ids := idsOf(t, a, "venda")
	serial := serialOutcomes(t, a, srv, ids.sector["quente"], 3000)
	var armed atomic.Bool
	a.Checkout.LockOrder = concurrentLock(3, &armed)
	wrong := 0
	for round := range raceRounds {
		hash, total := pixOrder(t, a, srv, 3100+2*round)
		sold, held := stock(t, a, ids.sector["quente"])
		armed.Store(true)
		sendAtOnce(t, a, srv, paidTwiceAndRefunded(hash, total))
		armed.Store(false)
		if serial[outcomeOf(t, a, hash, ids.sector["quente"], sold, held)] == "" {
			wrong++
		}
	}
	if wrong == 0 {
		t.Errorf("the unlocked control left only serial outcomes in %d rounds: the race did not run concurrently", raceRounds)
	}
	t.Logf("without the lock, %d of %d rounds left an outcome no serial order gives", wrong, raceRounds)
}
