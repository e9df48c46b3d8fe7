package app_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/db/dbtest"
	"github.com/catraca/catraca/internal/inventory"
)

// BenchmarkCheckoutRush: 200 concurrent HTTP clients buy one ticket each, again and again,
// from one hot sector of b.N units until it is sold out (POST /api/checkout/orders). It
// reports holds/s, p50/p99 latency and sold vs capacity, beside the raw rate of the same
// database doing one transaction per inventory.Hold before and after the rush, on SQLite and,
// when CATRACA_TEST_POSTGRES_URL is set, on PostgreSQL.
func BenchmarkCheckoutRush(b *testing.B) {
	defer app.TuneGC(os.Getenv)() // as catraca serve runs
	for _, name := range []string{"sqlite", "postgres"} {
		b.Run(name, func(b *testing.B) {
			url := dbtest.URLs(b)[name]
			if url == "" {
				b.Skip("CATRACA_TEST_POSTGRES_URL not set")
			}
			capacity := max(b.N, 200)
			rush := event("rush", "Abertura de Vendas", 1, "floripa", at(10, 20),
				catalog.SectorInput{ID: "hot", Nome: "Pista", PrecoCentavos: 5000, Capacidade: capacity},
				catalog.SectorInput{ID: "raw", Nome: "Raw", PrecoCentavos: 5000, Capacidade: 10_000_000})
			rush.LimitePorCPF = 6
			a, srv, _ := serveCheckout(b, url, false, rush)
			ids := idsOf(b, a, "rush")
			const clients = 200
			conns := dialClients(b, srv.URL, clients)
			b.ResetTimer()

			// The raw rate is the median of timed passes before and after the rush: this
			// shared machine's speed drifts within a run, and a short pass can land on a slow
			// moment (the mean of two passes of 4,000 holds ranged from 24,700 to 38,500
			// holds/s over five runs of one build).
			raws := rawPasses(b, a.DB, ids.sector["raw"], clients)
			floor := trivialRate(b, conns, srv.URL, capacity)
			// A phone encodes its order on its own CPU: the requests are written out before
			// the clock starts, so the clients in this process take as little as they can of
			// the server's two cores. Each carries its Idempotency-Key, as the web checkout's
			// every write does.
			requests := make([][]byte, capacity+clients+1)
			for n := range requests {
				body, _ := json.Marshal(order(ids.session, ids.sector["hot"], "full", 1, 100000+n))
				requests[n] = postRequest(srv.URL, "/api/checkout/orders", body, fmt.Sprint("rush-", n))
			}

			var next, created int64
			var mu sync.Mutex
			latencies := make([]rushAnswer, 0, capacity+clients)
			start := time.Now()
			var wg sync.WaitGroup
			for _, c := range conns {
				wg.Add(1)
				go func() {
					defer wg.Done()
					local := []rushAnswer{}
					for {
						n := int(atomic.AddInt64(&next, 1))
						t0 := time.Now()
						status, err := c.do(requests[n])
						if err != nil {
							b.Error(err)
							break
						}
						local = append(local, rushAnswer{sent: t0, took: time.Since(t0)})
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
			raws = append(raws, rawPasses(b, a.DB, ids.sector["raw"], clients)...)
			slices.Sort(raws)
			raw := raws[len(raws)/2]
			b.StopTimer()
			p := percentile(latencies)
			// The opening burst, every client's first order at once on a server that has sold
			// nothing yet, apart from the rest: where the tail comes from.
			slices.SortFunc(latencies, func(x, y rushAnswer) int { return x.sent.Compare(y.sent) })
			opening, after := percentile(latencies[:clients]), percentile(latencies[clients:])
			sold, held := stock(b, a, ids.sector["hot"])
			rate := float64(created) / elapsed.Seconds()
			b.ReportMetric(rate, "holds/s")
			b.ReportMetric(raw, "raw-holds/s")
			b.ReportMetric(floor, "healthz-req/s")
			b.ReportMetric(p(50), "p50-ms")
			b.ReportMetric(p(99), "p99-ms")
			b.ReportMetric(float64(sold+held), "sold+held")
			b.ReportMetric(float64(capacity), "capacity")
			fmt.Printf("checkout rush %s: %d clients, %d held of %d (sold+held %d), %.0f holds/s vs raw %.0f holds/s (%.0f%%), p50 %.1f ms, p99 %.1f ms (first %d orders' p99 %.1f ms, the rest's %.1f ms); GET /healthz from the same clients %.0f req/s\n",
				name, clients, created, capacity, sold+held, rate, raw, 100*rate/raw, p(50), p(99), clients, opening(99), after(99), floor)
			if int(created) != capacity || sold+held != capacity {
				b.Errorf("held %d, sold+held %d, capacity %d", created, sold+held, capacity)
			}
		})
	}
}

// rushAnswer is one order's request: when it was sent and how long its answer took.
type rushAnswer struct {
	sent time.Time
	took time.Duration
}

// percentile returns the function of q giving the q-th percentile of the answers' times, in ms.
func percentile(answers []rushAnswer) func(q int) float64 {
	took := make([]time.Duration, len(answers))
	for i, a := range answers {
		took[i] = a.took
	}
	slices.Sort(took)
	return func(q int) float64 {
		return float64(took[min(len(took)-1, len(took)*q/100)].Microseconds()) / 1000
	}
}

// rawPass is how long each pass of rawPasses lasts.
const rawPass = 250 * time.Millisecond

// rawPasses measures three times the database's own rate for one transaction per
// single-unit hold, from the same number of goroutines.
func rawPasses(b *testing.B, d *db.DB, sector int64, workers int) []float64 {
	rates := make([]float64, 3)
	for i := range rates {
		var holds int64
		end := time.Now().Add(rawPass)
		elapsed := eachWorker(workers, func(int) bool {
			err := d.InTx(context.Background(), func(tx *db.Tx) error { return inventory.Hold(context.Background(), tx, sector, 1) })
			if err != nil {
				b.Error(err)
				return false
			}
			atomic.AddInt64(&holds, 1)
			return time.Now().Before(end)
		})
		rates[i] = float64(holds) / elapsed.Seconds()
	}
	return rates
}

// trivialRate is the rate of n GET /healthz from the same clients and connections: what HTTP
// alone costs on this machine, the ceiling of any rate measured through it.
func trivialRate(b *testing.B, conns []*clientConn, base string, n int) float64 {
	var next int64
	req := []byte("GET /healthz HTTP/1.1\r\nHost: " + strings.TrimPrefix(base, "http://") + "\r\nAccept-Encoding: gzip, deflate, br, zstd\r\n\r\n")
	elapsed := eachWorker(len(conns), func(w int) bool {
		if atomic.AddInt64(&next, 1) > int64(n) {
			return false
		}
		if _, err := conns[w].do(req); err != nil {
			b.Error(err)
			return false
		}
		return true
	})
	return float64(n) / elapsed.Seconds()
}

// eachWorker runs step in a loop on each of workers goroutines, numbered from 0, until it
// returns false, and says how long they took together.
func eachWorker(workers int, step func(w int) bool) time.Duration {
	var wg sync.WaitGroup
	start := time.Now()
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for step(w) {
			}
		}()
	}
	wg.Wait()
	return time.Since(start)
}

// clientConn is one buyer's keep-alive HTTP/1.1 connection. It sends requests written out in
// advance and reads each whole answer, on the two cores the server is measured on:
// net/http's client, with two goroutines per connection and hand-offs between them, took about
// a third of the CPU in a rush, which a real rush's phones do not take from the server.
type clientConn struct {
	conn net.Conn
	r    *bufio.Reader
}

// dialClients opens n connections to the server at base, each from a loopback address of its
// own, as a rush's phones come from addresses of their own: the cap on unpaid tickets per
// address then applies as it does to them, counting each buyer's holds.
func dialClients(b *testing.B, base string, n int) []*clientConn {
	conns := make([]*clientConn, n)
	for i := range conns {
		d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.IPv4(127, 2, byte(i/250), byte(i%250+1))}}
		c, err := d.Dial("tcp", strings.TrimPrefix(base, "http://"))
		if err != nil {
			b.Fatal(err)
		}
		b.Cleanup(func() { c.Close() })
		conns[i] = &clientConn{conn: c, r: bufio.NewReader(c)}
	}
	return conns
}

// do sends one request and reads its whole answer; it returns the status.
func (c *clientConn) do(req []byte) (int, error) {
	if _, err := c.conn.Write(req); err != nil {
		return 0, err
	}
	res, err := http.ReadResponse(c.r, nil)
	if err != nil {
		return 0, err
	}
	_, err = io.Copy(io.Discard, res.Body)
	res.Body.Close()
	return res.StatusCode, err
}

// postRequest writes out a JSON POST to path on the server at base with an Idempotency-Key,
// accepting compressed answers as a phone's browser does.
func postRequest(base, path string, body []byte, key string) []byte {
	return fmt.Appendf(nil, "POST %s HTTP/1.1\r\nHost: %s\r\nAccept-Encoding: gzip, deflate, br, zstd\r\n"+
		"Idempotency-Key: %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s",
		path, strings.TrimPrefix(base, "http://"), key, len(body), body)
}
