package app_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/db/dbtest"
	"github.com/catraca/catraca/internal/queue"
	"github.com/catraca/catraca/internal/ratelimit/redistest"
)

// Three instances share one line, in Redis or in the database: places taken on any instance
// are one line, moving it on all three at once lets in what one would, and a pass from one
// instance buys on another, once.
func TestWaitingRoomAcrossInstances(t *testing.T) {
	t.Parallel()
	stores := map[string][2]string{}
	for name, url := range dbtest.URLs(t) {
		stores[name] = [2]string{url, ""}
	}
	stores["redis"] = [2]string{dbtest.URLs(t)["sqlite"], redistest.URL(t)}
	for name, store := range stores {
		t.Run(name, func(t *testing.T) {
			servers, apps := appsOn(t, store[0], store[1], 3)
			doc := fixture()
			doc.Events = append(doc.Events, queuedEvent())
			if _, err := apps[0].Catalog.Apply(context.Background(), doc); err != nil {
				t.Fatal(err)
			}
			clk := &syncClock{t: fixtureNow}
			for _, a := range apps {
				a.Now = clk.now
			}
			moveAll := func(to time.Time) {
				clk.mu.Lock()
				clk.t = to
				clk.mu.Unlock()
				var wg sync.WaitGroup
				for _, a := range apps {
					wg.Go(func() {
						if err := a.Queue.Tick(context.Background()); err != nil {
							t.Error(err)
						}
					})
				}
				wg.Wait()
			}
			moveAll(fixtureNow)
			ids := idsOf(t, apps[0], "fila")
			visitors := make([]*browser, 9)
			for i := range visitors {
				visitors[i] = newBrowser(t, servers[i%3])
				visitors[i].status(ids.event)
			}
			moveAll(queueOpening)
			seen := map[float64]bool{}
			for i, v := range visitors {
				st := v.on(servers[(i+1)%3]).status(ids.event)
				if st["estado"] != queue.Waiting || st["na_fila"] != 9.0 || seen[st["posicao"].(float64)] {
					t.Fatalf("visitor %d on another instance: %v", i, st)
				}
				seen[st["posicao"].(float64)] = true
			}
			// Three seconds at one a second, moved by all three instances: three let in.
			for s := 1; s <= 3; s++ {
				moveAll(queueOpening.Add(time.Duration(s) * time.Second))
			}
			admitted := []*browser{}
			for i, v := range visitors {
				if st := v.on(servers[(i+2)%3]).status(ids.event); st["estado"] == queue.Admitted {
					admitted = append(admitted, v)
				}
			}
			if len(admitted) != 3 {
				t.Fatalf("let in after 3 s at 60 a minute on three instances: %d", len(admitted))
			}
			buyer := admitted[0]
			buy := order(ids.session, ids.sector["a"], "full", 1, 900)
			for i, srv := range servers {
				code, o := buyer.on(srv).call("POST", "/api/checkout/orders", buy, "Idempotency-Key", "cluster-"+itoa(int64(i)))
				if want := map[bool]int{true: 201, false: 403}[i == 0]; code != want {
					t.Fatalf("order %d with one pass: %d %v", i, code, o)
				}
			}
		})
	}
}
