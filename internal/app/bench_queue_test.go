package app_test

import (
	"context"
	"fmt"
	"os"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/config"
	"github.com/catraca/catraca/internal/db/dbtest"
	"github.com/catraca/catraca/internal/queue"
	"github.com/catraca/catraca/internal/ratelimit/redistest"
)

// The waiting-room benchmark's fixed work: an on-sale rush of wrVisitors, wrEarly of them
// before the opening, through a line letting in wrRate a minute (1,000 a second, so all are
// through in under a minute and every tick moves every place).
const (
	wrVisitors    = 50_000
	wrEarly       = 10_000
	wrRate        = 60_000
	wrStreams     = 1_000
	wrPolls       = 10_000
	wrRateWindow  = 12 * time.Second
	wrOpeningLead = 15 * time.Second // time to start the app and let wrEarly join before the opening
	wrTimeout     = 3 * time.Minute
	wrMaxBytes    = 200 // Redis bytes per person in line
)

// wrFigures are one run's measurements, reported again whatever b.N.
type wrFigures struct {
	bytesPerPerson          float64
	rssBeforeMB, rssAfterMB float64
	rssPerPerson            float64
	rate, lineRate          float64 // admitted a minute: on the wall clock, on the line's own clock
	rateErrPct              float64
	joinP99, pollP99        float64 // ms
	streamP50, streamP99    float64 // ms from the line's move to the update's arrival
	updates                 int
	earlyAscPct             float64 // consecutive early arrivals of one worker placed in arrival order
}

// BenchmarkWaitingRoom rushes a queued sale kept in Redis over loopback HTTP: wrVisitors join
// (GET /api/queue/{event}, each with its own visitor cookie, from benchWorkers clients),
// wrEarly of them before the opening. It reports Redis bytes and process RSS per person in
// line, the admission rate against the configured one, the order of the line (drawn before
// the opening, first come first served after), the p99 of the status call, and how late the
// line's moves reach wrStreams open streams. The work is fixed: b.N only repeats the report.
func BenchmarkWaitingRoom(b *testing.B) {
	var fig *wrFigures
	b.Run("redis", func(b *testing.B) {
		if fig == nil {
			fig = measureWaitingRoom(b)
		}
		fig.report(b)
	})
}

func (f *wrFigures) report(b *testing.B) {
	b.ReportMetric(f.bytesPerPerson, "redis-B/person")
	b.ReportMetric(f.rssPerPerson, "rss-B/person")
	b.ReportMetric(f.rate, "admitted/min")
	b.ReportMetric(f.rateErrPct, "rate-err-%")
	b.ReportMetric(f.joinP99, "join-p99-ms")
	b.ReportMetric(f.pollP99, "poll-p99-ms")
	b.ReportMetric(f.streamP50, "stream-p50-ms")
	b.ReportMetric(f.streamP99, "stream-p99-ms")
}

func measureWaitingRoom(b *testing.B) *wrFigures {
	ctx, cancel := context.WithTimeout(context.Background(), wrTimeout)
	defer cancel()
	redisURL := redistest.URL(b)
	cfg := config.Config{DatabaseURL: dbtest.URLs(b)["sqlite"], RedisURL: redisURL, Dev: true,
		SandboxWebhookSecret: "segredo-de-teste", RequestTimeout: time.Minute}
	opening := time.Now().Add(wrOpeningLead)
	e := event("fila-massa", "Show Lotado", 1, "floripa", time.Now().AddDate(0, 1, 0), sector("a", 5000, 1_000_000))
	e.Fila, e.FilaPorMinuto, e.VendaInicio = true, wrRate, &opening
	a, srv, _ := serveConfig(b, cfg, false, e)
	// The line moves on the wall clock, as in production: the ticker's seconds are real. (The
	// ticker already runs, so this write races it under -race; benchmarks run without.)
	a.Now = time.Now
	id := idsOf(b, a, "fila-massa").event
	for !a.Queue.Queued(id) { // the ticker's first read of the queued sales
		if ctx.Err() != nil {
			b.Fatal("the sale never became queued")
		}
		time.Sleep(10 * time.Millisecond)
	}
	r := newWRRoom(b, ctx, srv.URL, id, redisURL)
	fig := &wrFigures{}
	visitors := make([]string, wrVisitors) // made before the first RSS reading: the test's own
	for i := range visitors {
		visitors[i] = queue.NewVisitor()
	}
	arrivals := make([]wrArrival, wrVisitors)
	fig.rssBeforeMB = residentMB()

	early := r.join(visitors[:wrEarly], arrivals[:wrEarly], queue.BeforeOpening)
	if time.Now().After(opening) {
		b.Fatalf("%d joined after the opening: raise wrOpeningLead", wrEarly)
	}
	time.Sleep(time.Until(opening)) // the state waited on is the wall clock passing the opening
	late := r.join(visitors[wrEarly:], arrivals[wrEarly:], queue.Waiting, queue.Admitted)
	fig.joinP99 = quantileMS(append(early, late...), 99)
	fig.rssAfterMB = residentMB()
	fig.rssPerPerson = (fig.rssAfterMB - fig.rssBeforeMB) * 1e6 / wrVisitors

	r.findLine(visitors[0])
	b.Cleanup(r.forget)
	mem, err := r.rdb.MemoryUsage(ctx, r.key+":m", 0).Result()
	if err != nil {
		b.Fatal(err)
	}
	inLine, err := r.rdb.ZCard(ctx, r.key+":m").Result()
	if err != nil || inLine != wrVisitors {
		b.Fatalf("%d in line, want %d (%v)", inLine, wrVisitors, err)
	}
	fig.bytesPerPerson = float64(mem) / float64(inLine)

	// The streams, the status polls and the rate's window run together, as on a sale's page.
	streams := r.openStreams(wrStreams)
	fig.pollP99 = quantileMS(r.poll(visitors[wrVisitors-wrPolls:]), 99)
	fig.rate, fig.lineRate = r.admissionRate(wrRateWindow)
	lags := streams.close()
	fig.updates = len(lags)
	if n := streams.ended.Load(); n > 0 {
		b.Errorf("the server ended %d streams of visitors still waiting", n)
	}
	fig.streamP50, fig.streamP99 = quantileMS(lags, 50), quantileMS(lags, 99)
	fig.rateErrPct = 100 * (fig.rate - wrRate) / wrRate
	fig.earlyAscPct = r.checkOrder(visitors, arrivals)

	fmt.Fprintf(os.Stdout, "\nwaiting room: %d in line (%d before the opening), %d a minute, %d clients, %d streams\n",
		wrVisitors, wrEarly, wrRate, benchWorkers, wrStreams)
	fmt.Fprintf(os.Stdout, "redis line: %d B, %.1f B/person (target ≤ %d)\n", mem, fig.bytesPerPerson, wrMaxBytes)
	fmt.Fprintf(os.Stdout, "process RSS after a GC: %.1f MB before, %.1f MB after, %.0f B/person (server and clients)\n",
		fig.rssBeforeMB, fig.rssAfterMB, fig.rssPerPerson)
	fmt.Fprintf(os.Stdout, "admission: %.0f/min on the wall clock (%.0f/min on the line's clock) over %s, configured %d: %+.2f%%\n",
		fig.rate, fig.lineRate, wrRateWindow, wrRate, fig.rateErrPct)
	fmt.Fprintf(os.Stdout, "order: first come first served after the opening; %.1f%% of successive early arrivals in arrival order (a draw: ~50%%)\n",
		fig.earlyAscPct)
	fmt.Fprintf(os.Stdout, "GET /api/queue/{event}: join p99 %.2f ms, poll p99 %.2f ms\n", fig.joinP99, fig.pollP99)
	fmt.Fprintf(os.Stdout, "stream updates: %d, move to arrival p50 %.1f ms, p99 %.1f ms\n", fig.updates, fig.streamP50, fig.streamP99)
	if fig.bytesPerPerson > wrMaxBytes {
		b.Errorf("Redis keeps %.0f B a person in line, want ≤ %d", fig.bytesPerPerson, wrMaxBytes)
	}
	if fig.rateErrPct > 5 || fig.rateErrPct < -5 {
		b.Errorf("admitted %.0f a minute, configured %d (%+.1f%%)", fig.rate, wrRate, fig.rateErrPct)
	}
	if fig.updates == 0 {
		b.Error("no stream received an update")
	}
	return fig
}

// wrArrival is when one visitor's join was sent and answered, on one counter shared by all
// clients: a join answered before another was sent arrived before it.
type wrArrival struct{ sent, done int64 }

// forEach runs fn over n items from benchWorkers clients, each taking the next index.
func forEach(n int, fn func(i int)) {
	var next atomic.Int64
	var wg sync.WaitGroup
	for range benchWorkers {
		wg.Go(func() {
			for i := int(next.Add(1) - 1); i < n; i = int(next.Add(1) - 1) {
				fn(i)
			}
		})
	}
	wg.Wait()
}

// residentMB is the process's RSS once garbage is collected and returned to the system: what
// the server (and the benchmark's clients) keep, not the collector's slack.
func residentMB() float64 {
	debug.FreeOSMemory()
	return rssBytes() / 1e6
}
