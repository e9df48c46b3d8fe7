package app_test

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/config"
	"github.com/catraca/catraca/internal/db/dbtest"
	"github.com/catraca/catraca/internal/ratelimit"
)

// BenchmarkRegisterMemory loads registration (argon2id, 19 MiB each) from 128 concurrent
// clients and reports the process's peak RSS, which must stay under 300 MB: hashes run in a
// slot per core, the rest wait or get 503. Before the bound, wrk -c128 took it to 4.3 GB.
// It also reports the worst latency of /healthz during the load.
func BenchmarkRegisterMemory(b *testing.B) {
	ctx := context.Background()
	// The garbage collector set as catraca serve sets it (GOGC, GOMEMLIMIT), before the app
	// sizes its hashing from it: the peak is the server's, not the test runner's.
	defer app.TuneGC(os.Getenv)()
	a, err := app.Open(ctx, config.Config{DatabaseURL: dbtest.URLs(b)["sqlite"]})
	if err != nil {
		b.Fatal(err)
	}
	defer a.Close()
	// One loopback address sends everything: lift the per-address limit, or it would answer
	// 429 before any hashing and the benchmark would measure nothing.
	a.Accounts.RegisterRule = ratelimit.Rule{Limit: 1 << 30, Window: time.Hour}
	h, err := a.Handler()
	if err != nil {
		b.Fatal(err)
	}
	srv := httptest.NewServer(h)
	defer srv.Close()
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 256}}
	n := min(b.N, 512)
	// What the benchmarks before this one (in the same process) freed goes back to the system
	// first, so the peak is registration's own.
	debug.FreeOSMemory()
	resetPeakRSS()
	b.ResetTimer()
	var ok, busy atomic.Int64
	var worst atomic.Int64
	stop := make(chan struct{})
	go probe(client, srv.URL+"/healthz", stop, &worst)
	next := make(chan int, n)
	for i := range n {
		next <- i
	}
	close(next)
	var wg sync.WaitGroup
	for range 128 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				body := fmt.Sprintf(`{"email":"bench%d@example.com","name":"Ana","lastname":"S","country":"BR",`+
					`"document":"%s","phone":"(48) 9 9999-0000","password":"segredo1","confirmPassword":"segredo1","terms_accepted":true}`, i, cpf(i))
				res, err := client.Post(srv.URL+"/api/clients/register", "application/json", strings.NewReader(body))
				if err != nil {
					b.Error(err)
					return
				}
				_, _ = io.Copy(io.Discard, res.Body)
				res.Body.Close()
				switch res.StatusCode {
				case http.StatusOK:
					ok.Add(1)
				case http.StatusServiceUnavailable:
					busy.Add(1)
				default:
					b.Errorf("register: status %d", res.StatusCode)
					return
				}
			}
		}()
	}
	wg.Wait()
	close(stop)
	b.StopTimer()
	peak := peakRSSMB()
	b.ReportMetric(peak, "peak-RSS-MB")
	b.ReportMetric(float64(ok.Load()), "registered")
	b.ReportMetric(float64(busy.Load()), "503s")
	b.ReportMetric(float64(worst.Load())/1e6, "healthz-max-ms")
	if peak > 300 {
		b.Errorf("peak RSS %.0f MB under concurrent registration, want < 300 MB", peak)
	}
}

// probe measures /healthz latency until stop closes, keeping the worst in ns.
func probe(client *http.Client, url string, stop <-chan struct{}, worst *atomic.Int64) {
	for {
		select {
		case <-stop:
			return
		default:
		}
		t0 := time.Now()
		if res, err := client.Get(url); err == nil {
			_, _ = io.Copy(io.Discard, res.Body)
			res.Body.Close()
		}
		if d := int64(time.Since(t0)); d > worst.Load() {
			worst.Store(d)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// cpf is a valid CPF made from i: nine digits plus both check digits.
func cpf(i int) string {
	d := []int{}
	for _, r := range fmt.Sprintf("%09d", 100000000+i) {
		d = append(d, int(r-'0'))
	}
	for _, n := range []int{9, 10} {
		sum := 0
		for j := range n {
			sum += d[j] * (n + 1 - j)
		}
		d = append(d, (sum*10%11)%10)
	}
	var s strings.Builder
	for _, x := range d {
		s.WriteString(strconv.Itoa(x))
	}
	return s.String()
}

// resetPeakRSS clears the kernel's high-water mark of this process (Linux), so the peak
// measured is the benchmark's own.
func resetPeakRSS() { _ = os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) }

// peakRSSMB is VmHWM from /proc/self/status in MB (0 when unavailable).
func peakRSSMB() float64 {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmHWM:"); ok {
			kb, _ := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 64)
			return kb / 1024
		}
	}
	return 0
}
