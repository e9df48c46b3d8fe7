//go:build linux

package app_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/account"
	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/catalog"
)

// clusterCatalog is what the cluster's scenarios sell, on sale now by the real clock (the
// processes run on it): the last 1,000 tickets of a show, and a sector too large to sell out
// while the instances restart, and a queued show.
func clusterCatalog() catalog.Document {
	doc := fixture()
	start := time.Now().In(saoPaulo).AddDate(0, 1, 0).Truncate(time.Hour)
	doc.Events = []catalog.EventInput{
		event("ultimos", "Últimos Ingressos", 1, "floripa", start, sector("pista", 5000, 1000)),
		event("maratona", "Maratona de Shows", 1, "floripa", start, sector("pista", 5000, 1_000_000)),
		event("fila", "Show com Fila", 1, "floripa", start, sector("pista", 5000, 100)),
	}
	doc.Events[2].Fila, doc.Events[2].FilaPorMinuto = true, clusterQueueRate
	return doc
}

// The customers' and the console's login each judge exactly LoginFailsPerSource.Limit of 100
// parallel wrong guesses from one client, spread by HAProxy over the three instances; the rest
// are refused with 429. The client is the address HAProxy forwards (CATRACA_TRUSTED_PROXIES).
func clusterLoginLimit(t *testing.T, c *lbCluster) {
	logins := map[string]map[string]string{
		"/api/auth/loginsite":  {"username": "alvo@example.com", "password": "errada123"},
		"/api/organizer/login": {"email": "alvo@example.com", "password": "errada12345"},
	}
	client := lbClient(100)
	n := 0
	for path, body := range logins {
		n++
		addr := fmt.Sprintf("10.9.0.%d", n) // one client per login: LoginPerIP allows 100
		var judged, refused atomic.Int32
		var errs errorLog
		var wg sync.WaitGroup
		for range 100 {
			wg.Go(func() {
				status, out, err := c.do(t, client, "POST", path, addr, body)
				switch {
				case err != nil || status >= 500:
					errs.add("%d %s %v", status, out, err)
				case status == http.StatusTooManyRequests:
					refused.Add(1)
				default:
					judged.Add(1)
				}
			})
		}
		wg.Wait()
		errs.check(t, 100)
		if got := int(judged.Load()); got != account.LoginFailsPerSource.Limit || refused.Load() != int32(100-got) {
			t.Errorf("%s: %d judged, %d refused with 429 of 100 through HAProxy; want %d judged",
				path, got, refused.Load(), account.LoginFailsPerSource.Limit)
		}
	}
}

// 50 buyers, each its own client address, make 1,500 attempts through HAProxy at a sector of
// 1,000: each order created is paid by card in the sandbox at once (a card token made on one
// instance, the payment taken by another). Exactly 1,000 are sold and no order goes beyond.
func clusterRush(t *testing.T, c *lbCluster, a *app.App) {
	const workers, attempts, capacity = 50, 1500, 1000
	ids := idsOf(t, a, "ultimos")
	client := lbClient(workers)
	var next, created, soldOut atomic.Int32
	var errs errorLog
	var wg sync.WaitGroup
	start := time.Now()
	for w := range workers {
		addr := fmt.Sprintf("10.1.%d.%d", w/200, w%200+1)
		wg.Go(func() {
			for {
				n := int(next.Add(1))
				if n > attempts {
					return
				}
				status, out, err := c.do(t, client, "POST", "/api/checkout/orders", addr, order(ids.session, ids.sector["pista"], "full", 1, n))
				var o map[string]any
				_ = json.Unmarshal(out, &o)
				switch {
				case err == nil && status == http.StatusConflict && o["reason"] == "sold_out":
					soldOut.Add(1)
					continue
				case err != nil || status != http.StatusCreated:
					errs.add("create: %d %s %v", status, out, err)
					continue
				}
				created.Add(1)
				if !c.payByCard(t, client, addr, o["hash"].(string)) {
					errs.add("order %v was not paid", o["hash"])
				}
			}
		})
	}
	wg.Wait()
	took := time.Since(start)
	errs.check(t, attempts)
	sold, held := stock(t, a, ids.sector["pista"])
	var orders, paid int
	if err := a.DB.QueryRow(context.Background(), `SELECT COUNT(*), COUNT(CASE WHEN status = 'paid' THEN 1 END)
		FROM orders WHERE session_id = ?`, ids.session).Scan(&orders, &paid); err != nil {
		t.Fatal(err)
	}
	t.Logf("rush through HAProxy: %d attempts from %d buyers in %s: %d orders created and paid, %d refused as sold out; sold %d, held %d",
		attempts, workers, took.Round(time.Millisecond), created.Load(), soldOut.Load(), sold, held)
	if sold != capacity || held != 0 || orders != capacity || paid != capacity || created.Load() != capacity {
		t.Errorf("sold %d, held %d, %d orders (%d paid), %d created; want exactly %d sold and paid",
			sold, held, orders, paid, created.Load(), capacity)
	}
}

// payByCard pays an order with the sandbox's approving card.
func (c *lbCluster) payByCard(t *testing.T, client *http.Client, addr, hash string) bool {
	status, out, err := c.do(t, client, "POST", "/api/payments/sandbox/card-token", addr, map[string]any{
		"number": "4111 1111 1111 1111", "holder": "PESSOA TESTE", "exp_month": 12, "exp_year": 2031, "cvv": "123"})
	var tok map[string]any
	if err != nil || status != http.StatusOK || json.Unmarshal(out, &tok) != nil {
		t.Errorf("card token: %d %s %v", status, out, err)
		return false
	}
	status, out, err = c.do(t, client, "POST", "/api/checkout/orders/"+hash+"/payment", addr,
		map[string]any{"method": "card", "installments": 1, "card_token": tok["card_token"]})
	var paid map[string]any
	if err != nil || status != http.StatusOK || json.Unmarshal(out, &paid) != nil || paid["status"] != "paid" {
		t.Errorf("pay %s: %d %s %v", hash, status, out, err)
		return false
	}
	return true
}

// While 12 clients keep buying and reading through HAProxy, each instance in turn gets
// SIGTERM, leaves HAProxy's rotation while it drains, exits, starts again and comes back.
// Every request gets its real answer: no 502 or 503 from HAProxy, no connection reset.
func clusterRollingRestart(t *testing.T, c *lbCluster, a *app.App) {
	const workers = 12
	ids := idsOf(t, a, "maratona")
	client := lbClient(workers)
	var sent, orders atomic.Int32
	var errs errorLog
	done := make(chan struct{})
	var wg sync.WaitGroup
	stopClients := sync.OnceFunc(func() { close(done); wg.Wait() })
	defer stopClients() // also when a step fails
	for w := range workers {
		addr := fmt.Sprintf("10.2.0.%d", w+1)
		wg.Go(func() {
			for i := 0; ; i++ {
				select {
				case <-done:
					return
				default:
				}
				n := int(sent.Add(1))
				// Reads and writes in turn: a POST that reached an instance is never retried, so
				// it must never reach one that is closing.
				if i%2 == 0 {
					if status, out, err := c.do(t, client, "GET", "/api/config", addr, nil); err != nil || status != http.StatusOK {
						errs.add("GET /api/config: %d %.200s %v", status, out, err)
					}
					continue
				}
				status, out, err := c.do(t, client, "POST", "/api/checkout/orders", addr,
					order(ids.session, ids.sector["pista"], "full", 1, 1_000_000+n))
				if err != nil || status != http.StatusCreated {
					errs.add("POST /api/checkout/orders: %d %.200s %v", status, out, err)
					continue
				}
				orders.Add(1)
			}
		})
	}
	// States, not times: requests flowing before, and after each instance is back in rotation.
	flowing := func(what string) {
		from := sent.Load()
		waitFor(t, what, func() bool { return sent.Load() >= from+100 })
	}
	flowing("requests before the restart")
	start := time.Now()
	for i := range c.nodes {
		c.stop(t, i)
		c.start(t, i)
		c.waitReady(t, i)
		c.waitUp(t, i)
		flowing(fmt.Sprintf("requests after instance %d is back", i+1))
	}
	took := time.Since(start)
	stopClients()
	errs.check(t, int(sent.Load()))
	t.Logf("rolling restart of 3 instances in %s under %d clients: %d requests (%d orders created), %d failed",
		took.Round(time.Millisecond), workers, sent.Load(), orders.Load(), errs.count)
}
