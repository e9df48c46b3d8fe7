package app_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/config"
	"github.com/catraca/catraca/internal/db/dbtest"
)

// load sends n requests from `workers` goroutines and reports requests/s and p99 latency.
// Each figure is printed beside a trivial handler measured in the same run, since the
// machine is shared and absolute numbers drift.
func load(b *testing.B, client *http.Client, method, url string, workers int) {
	b.Helper()
	latencies := make([]time.Duration, 0, b.N)
	var mu sync.Mutex
	next := make(chan struct{}, b.N)
	for range b.N {
		next <- struct{}{}
	}
	close(next)
	b.ResetTimer()
	start := time.Now()
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			local := []time.Duration{}
			for range next {
				t0 := time.Now()
				req, _ := http.NewRequest(method, url, nil)
				res, err := client.Do(req)
				if err != nil {
					b.Error(err)
					return
				}
				_, _ = io.Copy(io.Discard, res.Body)
				res.Body.Close()
				if res.StatusCode != http.StatusOK {
					b.Errorf("%s: status %d", url, res.StatusCode)
					return
				}
				local = append(local, time.Since(t0))
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
	if len(latencies) == 0 {
		return
	}
	p99 := latencies[min(len(latencies)-1, len(latencies)*99/100)]
	b.ReportMetric(float64(len(latencies))/elapsed.Seconds(), "req/s")
	b.ReportMetric(float64(p99.Microseconds())/1000, "p99-ms")
}

// BenchmarkStorefront measures the busiest read paths of an on-sale rush on the demo catalog
// (SQLite) with 32 concurrent clients, against a trivial handler on the same server stack.
func BenchmarkStorefront(b *testing.B) {
	ctx := context.Background()
	a, err := app.Open(ctx, config.Config{DatabaseURL: dbtest.URLs(b)["sqlite"], Demo: true})
	if err != nil {
		b.Fatal(err)
	}
	defer a.Close()
	h, err := a.Handler()
	if err != nil {
		b.Fatal(err)
	}
	srv := httptest.NewServer(h)
	defer srv.Close()
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	var eventID int64
	if err := a.DB.QueryRow(ctx, `SELECT e.id FROM events e WHERE e.site_visibilidade = 'N'
		AND e.data_cancelamento IS NULL ORDER BY e.id LIMIT 1`).Scan(&eventID); err != nil {
		b.Fatal(err)
	}
	const workers = 32
	cases := []struct{ name, method, path string }{
		{"baseline-healthz", http.MethodGet, "/healthz"},
		{"events-list-home", http.MethodPost, "/api/v2/events/list?cidade=Florian%C3%B3polis&uf=SC&origem=capa"},
		{"events-list-search", http.MethodPost, "/api/v2/events/list?q=show&periodo=qualquer"},
		{"event-detail-api", http.MethodPost, fmt.Sprintf("/api/v2/event/detail/%d", eventID)},
		{"event-page-html", http.MethodGet, fmt.Sprintf("/evento/%d", eventID)},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) { load(b, client, c.method, srv.URL+c.path, workers) })
	}
}
