package app_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/db/dbtest"
	"github.com/catraca/catraca/internal/inventory"
)

// BenchmarkCheckoutRush: 200 concurrent HTTP clients buy one ticket each, again and again,
// from one hot sector of b.N units until it is sold out (POST /api/checkout/orders). It
// reports holds/s, p50/p99 latency and sold vs capacity, beside the raw rate of the same
// database doing one transaction per inventory.Hold before and after the rush, on SQLite and, when
// CATRACA_TEST_POSTGRES_URL is set, on PostgreSQL.
func BenchmarkCheckoutRush(b *testing.B) {
	for _, name := range []string{"sqlite", "postgres"} {
		b.Run(name, func(b *testing.B) {
			url := dbtest.URLs(b)[name]
			if url == "" {
				b.Skip("CATRACA_TEST_POSTGRES_URL not set")
			}
			capacity := max(b.N, 200)
			rush := event("rush", "Abertura de Vendas", 1, "floripa", at(10, 20),
				catalog.SectorInput{ID: "hot", Nome: "Pista", PrecoCentavos: 5000, Capacidade: capacity},
				catalog.SectorInput{ID: "raw", Nome: "Raw", PrecoCentavos: 5000, Capacidade: capacity})
			rush.LimitePorCPF = 6
			a, srv, _ := serveCheckout(b, url, false, rush)
			ids := idsOf(b, a, "rush")
			const clients = 200
			client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: clients, MaxConnsPerHost: clients}}
			b.ResetTimer()

			// The raw rate is taken before and after the rush and averaged, since this shared
			// machine's speed drifts within a run; each pass sells half the raw sector.
			rawBefore := rawHolds(b, a.DB, ids.sector["raw"], clients, capacity/2)
			floor := trivialRate(b, client, srv.URL, clients, capacity)
			// A phone encodes its order on its own CPU: the bodies are encoded before the
			// clock starts, so the clients in this process take as little as they can of the
			// server's two cores.
			bodies := make([][]byte, capacity+clients+1)
			for n := range bodies {
				bodies[n], _ = json.Marshal(order(ids.session, ids.sector["hot"], "full", 1, 100000+n))
			}

			var next, created int64
			var mu sync.Mutex
			latencies := make([]time.Duration, 0, capacity+clients)
			start := time.Now()
			var wg sync.WaitGroup
			for range clients {
				wg.Add(1)
				go func() {
					defer wg.Done()
					local := []time.Duration{}
					for {
						n := int(atomic.AddInt64(&next, 1))
						t0 := time.Now()
						status := post(b, client, srv.URL+"/api/checkout/orders", bodies[n])
						local = append(local, time.Since(t0))
						if status == http.StatusCreated {
							atomic.AddInt64(&created, 1)
							continue
						}
						if status != http.StatusConflict {
							b.Errorf("status %d", status)
						}
						break // sold out
					}
					mu.Lock()
					latencies = append(latencies, local...)
					mu.Unlock()
				}()
			}
			wg.Wait()
			elapsed := time.Since(start)
			raw := (rawBefore + rawHolds(b, a.DB, ids.sector["raw"], clients, capacity-capacity/2)) / 2
			b.StopTimer()
			slices.Sort(latencies)
			p := func(q int) float64 {
				return float64(latencies[min(len(latencies)-1, len(latencies)*q/100)].Microseconds()) / 1000
			}
			sold, held := stock(b, a, ids.sector["hot"])
			rate := float64(created) / elapsed.Seconds()
			b.ReportMetric(rate, "holds/s")
			b.ReportMetric(raw, "raw-holds/s")
			b.ReportMetric(floor, "healthz-req/s")
			b.ReportMetric(p(50), "p50-ms")
			b.ReportMetric(p(99), "p99-ms")
			b.ReportMetric(float64(sold+held), "sold+held")
			b.ReportMetric(float64(capacity), "capacity")
			fmt.Printf("checkout rush %s: %d clients, %d held of %d (sold+held %d), %.0f holds/s vs raw %.0f holds/s (%.0f%%), p50 %.1f ms, p99 %.1f ms; GET /healthz from the same clients %.0f req/s\n",
				name, clients, created, capacity, sold+held, rate, raw, 100*rate/raw, p(50), p(99), floor)
			if int(created) != capacity || sold+held != capacity {
				b.Errorf("held %d, sold+held %d, capacity %d", created, sold+held, capacity)
			}
		})
	}
}

// rawHolds is the database's own rate for one transaction per single-unit hold, from the
// same number of goroutines, for count holds.
func rawHolds(b *testing.B, d *db.DB, sector int64, workers, count int) float64 {
	var next int64
	elapsed := eachWorker(workers, func() bool {
		if atomic.AddInt64(&next, 1) > int64(count) {
			return false
		}
		err := d.InTx(context.Background(), func(tx *db.Tx) error { return inventory.Hold(context.Background(), tx, sector, 1) })
		if err != nil {
			b.Error(err)
			return false
		}
		return true
	})
	return float64(count) / elapsed.Seconds()
}

// trivialRate is the rate of n GET /healthz from the same clients and connections: what HTTP
// alone costs on this machine, the ceiling of any rate measured through it.
func trivialRate(b *testing.B, client *http.Client, base string, workers, n int) float64 {
	var next int64
	elapsed := eachWorker(workers, func() bool {
		if atomic.AddInt64(&next, 1) > int64(n) {
			return false
		}
		res, err := client.Get(base + "/healthz")
		if err != nil {
			b.Error(err)
			return false
		}
		_, _ = io.Copy(io.Discard, res.Body)
		res.Body.Close()
		return true
	})
	return float64(n) / elapsed.Seconds()
}

// eachWorker runs step in a loop on each of workers goroutines until it returns false, and
// says how long they took together.
func eachWorker(workers int, step func() bool) time.Duration {
	var wg sync.WaitGroup
	start := time.Now()
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for step() {
			}
		}()
	}
	wg.Wait()
	return time.Since(start)
}

// post sends body as JSON and reads the whole answer, as a client does.
func post(b *testing.B, client *http.Client, url string, body []byte) int {
	res, err := client.Post(url, "application/json", bytes.NewReader(body))
	if err != nil {
		b.Fatal(err)
	}
	defer res.Body.Close()
	_, _ = io.Copy(io.Discard, res.Body)
	return res.StatusCode
}
