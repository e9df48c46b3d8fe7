package app_test

import (
	"context"
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
// database doing one transaction per inventory.Hold in the same run, on SQLite and, when
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

			raw := rawHolds(b, a.DB, ids.sector["raw"], clients)
			floor := trivialRate(b, client, srv.URL, clients, capacity)

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
						body := order(ids.session, ids.sector["hot"], "full", 1, 100000+n)
						t0 := time.Now()
						status, _ := reqWith(b, client, srv.URL, body)
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
// same number of goroutines, until the sector is sold out.
func rawHolds(b *testing.B, d *db.DB, sector int64, workers int) float64 {
	var n int64
	elapsed := eachWorker(workers, func() bool {
		err := d.InTx(context.Background(), func(tx *db.Tx) error { return inventory.Hold(context.Background(), tx, sector, 1) })
		if err != nil {
			return false
		}
		atomic.AddInt64(&n, 1)
		return true
	})
	return float64(n) / elapsed.Seconds()
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

func reqWith(b *testing.B, client *http.Client, base string, body any) (int, []byte) {
	r := newJSONRequest(b, "POST", base+"/api/checkout/orders", body)
	res, err := client.Do(r)
	if err != nil {
		b.Fatal(err)
	}
	defer res.Body.Close()
	buf := make([]byte, 0, 4096)
	tmp := make([]byte, 4096)
	for {
		k, err := res.Body.Read(tmp)
		buf = append(buf, tmp[:k]...)
		if err != nil {
			break
		}
	}
	return res.StatusCode, buf
}
