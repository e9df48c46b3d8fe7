package app_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/config"
	"github.com/catraca/catraca/internal/db/dbtest"
	"github.com/catraca/catraca/internal/demo"
)

// benchWorkers is the number of concurrent clients: 50 connections, like `wrk -c50`.
const benchWorkers = 50

// benchResult is one read's figures in one run.
type benchResult struct {
	name       string
	rps, p99   float64 // requests per second; 99th percentile latency in ms
	healthzRPS float64 // /healthz measured in rounds alternating with this read
}

// burst sends n requests from benchWorkers goroutines and returns their latencies and the
// time they took together.
func burst(b *testing.B, client *http.Client, method, url string, n int) ([]time.Duration, time.Duration) {
	b.Helper()
	latencies := make([]time.Duration, 0, n)
	var mu sync.Mutex
	next := make(chan struct{}, n)
	for range n {
		next <- struct{}{}
	}
	close(next)
	start := time.Now()
	var wg sync.WaitGroup
	for range benchWorkers {
		wg.Go(func() {
			local := []time.Duration{}
			for range next {
				t0 := time.Now()
				req, _ := http.NewRequest(method, url, nil)
				req.Header.Set("Accept-Encoding", browserEncodings)
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
		})
	}
	wg.Wait()
	return latencies, time.Since(start)
}

// browserEncodings is what Chromium sends: the reads are measured as browsers get them,
// compressed (once per cached answer). The client does not decompress, as wrk would not.
const browserEncodings = "gzip, deflate, br, zstd"

// benchRounds alternates a read with /healthz so both see the same share of a busy machine.
const benchRounds = 4

// load sends b.N requests (at most limit) to url in rounds alternating with as many to
// healthz, and reports the read's requests/s, p99 latency and share of healthz's rate.
func load(b *testing.B, client *http.Client, method, url, healthz string, limit int) benchResult {
	b.Helper()
	n := max(1, min(b.N, limit)/benchRounds)
	var all []time.Duration
	var took, healthTook time.Duration
	b.ResetTimer()
	for range benchRounds {
		_, ht := burst(b, client, http.MethodGet, healthz, n)
		lat, t := burst(b, client, method, url, n)
		all, took, healthTook = append(all, lat...), took+t, healthTook+ht
	}
	b.StopTimer()
	if len(all) == 0 {
		return benchResult{}
	}
	slices.Sort(all)
	p99 := all[min(len(all)-1, len(all)*99/100)]
	res := benchResult{rps: float64(len(all)) / took.Seconds(), p99: float64(p99.Microseconds()) / 1000,
		healthzRPS: float64(n*benchRounds) / healthTook.Seconds()}
	b.ReportMetric(res.rps, "req/s")
	b.ReportMetric(res.p99, "p99-ms")
	b.ReportMetric(100*res.rps/res.healthzRPS, "%healthz")
	return res
}

// BenchmarkStorefront measures the reads of an on-sale rush with 50 concurrent clients on
// each database (PostgreSQL when CATRACA_TEST_POSTGRES_URL is set), on the demo catalog and
// on one with 30,000 generated events more. Each read alternates with /healthz in rounds, so
// its share of the trivial handler's rate holds on a shared, noisy machine. The "uncached"
// reads go to a second app instance with the read cache off: what the queries themselves
// cost as the catalog grows, paid once per catalog change by the cached reads.
func BenchmarkStorefront(b *testing.B) {
	urls := dbtest.URLs(b)
	names := make([]string, 0, len(urls))
	for name := range urls {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, dbName := range names {
		for _, extra := range []int{0, 30000} {
			b.Run(fmt.Sprintf("%s/%d-extra-events", dbName, extra), func(b *testing.B) {
				benchCatalog(b, dbtest.URLs(b)[dbName], dbName, extra)
			})
		}
	}
}

func benchCatalog(b *testing.B, url, dbName string, extra int) {
	ctx := context.Background()
	a, err := app.Open(ctx, config.Config{DatabaseURL: url, Demo: true})
	if err != nil {
		b.Fatal(err)
	}
	defer a.Close()
	genStart := time.Now()
	if extra > 0 {
		if err := demo.Generate(ctx, a.DB, extra, time.Now(), 1); err != nil {
			b.Fatal(err)
		}
	}
	genTook := time.Since(genStart)
	cold, err := app.Open(ctx, config.Config{DatabaseURL: url})
	if err != nil {
		b.Fatal(err)
	}
	defer cold.Close()
	cold.NoReadCache = true
	srv, coldSrv := serve(b, a), serve(b, cold)
	// Each read's share is against /healthz measured in alternating rounds of the same run.
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 2 * benchWorkers, DisableCompression: true}}
	var eventID int64
	var events int
	if err := a.DB.QueryRow(ctx, `SELECT MIN(e.id), COUNT(*) FROM events e WHERE e.site_visibilidade = 'N'
		AND e.data_cancelamento IS NULL`).Scan(&eventID, &events); err != nil {
		b.Fatal(err)
	}
	const cachedN, coldN = 8000, 150
	cases := []struct {
		name, method, path string
		uncached           bool
	}{
		{"/healthz", "GET", "/healthz", false},
		{"home grid (city)", "POST", "/api/v2/events/list?cidade=Florian%C3%B3polis&uf=SC&origem=capa", false},
		{"home grid (all)", "POST", "/api/v2/events/list?origem=capa", false},
		{"search samba", "POST", "/api/v2/events/list?q=samba&periodo=qualquer", false},
		{"covers", "GET", "/api/store/covers?pais=Brasil", false},
		{"categories", "GET", "/api/v2/events/categories/list", false},
		{"city search", "GET", "/api/v2/city/search?query=flori", false},
		{"event detail", "POST", fmt.Sprintf("/api/v2/event/detail/%d", eventID), false},
		{"event page HTML", "GET", fmt.Sprintf("/evento/%d", eventID), false},
		{"home page /", "GET", "/", false},
		{"search page HTML", "GET", "/buscar/?q=samba", false},
		{"uncached home grid (all)", "POST", "/api/v2/events/list?origem=capa", true},
		{"uncached city grid", "POST", "/api/v2/events/list?cidade=S%C3%A3o%20Paulo&uf=SP&origem=capa", true},
		{"uncached search samba", "POST", "/api/v2/events/list?q=samba&periodo=qualquer", true},
		// "samba" matches 2 demo events but a full page of 24 at 30,000: this row lists 2 on
		// both catalogs, so it compares the catalogs' cost alone.
		{"uncached search, 2 a page", "POST", "/api/v2/events/list?q=samba&periodo=qualquer&por_pagina=2", true},
		{"uncached event detail", "POST", fmt.Sprintf("/api/v2/event/detail/%d", eventID), true},
	}
	results := make([]benchResult, len(cases))
	for i, c := range cases {
		base, n := srv.URL, cachedN
		if c.uncached {
			base, n = coldSrv.URL, coldN
		}
		b.Run(strings.NewReplacer(" ", "-", "/", "", "(", "", ")", "").Replace(c.name), func(b *testing.B) {
			results[i] = load(b, client, c.method, base+c.path, base+"/healthz", n)
			results[i].name = c.name
		})
	}
	var out strings.Builder
	fmt.Fprintf(&out, "\n%s, %d public events (%d generated in %s), %d connections\n", dbName, events, extra,
		genTook.Round(10*time.Millisecond), benchWorkers)
	fmt.Fprintf(&out, "%-26s %10s %9s %14s %9s\n", "read", "req/s", "p99 ms", "healthz req/s", "share")
	for _, r := range results {
		share := 0.0
		if r.healthzRPS > 0 {
			share = 100 * r.rps / r.healthzRPS
		}
		fmt.Fprintf(&out, "%-26s %10.0f %9.2f %14.0f %8.1f%%\n", r.name, r.rps, r.p99, r.healthzRPS, share)
	}
	fmt.Fprint(os.Stdout, out.String())
}

func serve(b *testing.B, a *app.App) *httptest.Server {
	h, err := a.Handler()
	if err != nil {
		b.Fatal(err)
	}
	srv := httptest.NewServer(h)
	b.Cleanup(srv.Close)
	return srv
}
