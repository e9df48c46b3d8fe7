package app_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/catraca/catraca/internal/queue"
)

// wrRoom is the benchmark's side of one queued sale: HTTP clients on loopback, and a Redis
// client reading the line's own keys.
type wrRoom struct {
	b      *testing.B
	ctx    context.Context
	status string // GET /api/queue/{event}
	event  int64
	client *http.Client
	rdb    *redis.Client
	key    string // catraca:<namespace>:q:e<event>, found by findLine
	seq    atomic.Int64
}

func newWRRoom(b *testing.B, ctx context.Context, base string, event int64, redisURL string) *wrRoom {
	opt, err := redis.ParseURL(redisURL)
	if err != nil {
		b.Fatal(err)
	}
	rdb := redis.NewClient(opt)
	b.Cleanup(func() { rdb.Close() })
	tr := &http.Transport{MaxIdleConnsPerHost: 2 * benchWorkers, DisableCompression: true}
	b.Cleanup(tr.CloseIdleConnections)
	return &wrRoom{b: b, ctx: ctx, status: base + "/api/queue/" + strconv.FormatInt(event, 10), event: event,
		client: &http.Client{Transport: tr}, rdb: rdb}
}

// wrStatus is the part of a status the benchmark reads.
type wrStatus struct {
	Estado     string     `json:"estado"`
	Posicao    int64      `json:"posicao"`
	Atualizado *time.Time `json:"atualizado"`
}

// get asks the visitor's status, their cookie set by hand as their browser would send it.
func (r *wrRoom) get(url, visitor string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(r.ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Cookie", queue.VisitorCookie+"="+visitor)
	return r.client.Do(req)
}

// visit asks one status and checks its state is one of want.
func (r *wrRoom) visit(visitor string, want []string) error {
	res, err := r.get(r.status, visitor)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	var st wrStatus
	if err := json.NewDecoder(res.Body).Decode(&st); err != nil || res.StatusCode != http.StatusOK {
		return fmt.Errorf("status %d: %v", res.StatusCode, err)
	}
	if !slices.Contains(want, st.Estado) {
		return fmt.Errorf("estado %q, want one of %v", st.Estado, want)
	}
	return nil
}

// join puts visitors in line, one after another on each of benchWorkers clients, recording
// when each join was sent and answered; every answer's state must be one of want.
func (r *wrRoom) join(visitors []string, arrivals []wrArrival, want ...string) []time.Duration {
	return r.each(visitors, func(i int) error {
		arrivals[i].sent = r.seq.Add(1)
		err := r.visit(visitors[i], want)
		arrivals[i].done = r.seq.Add(1)
		return err
	})
}

// poll asks the status of visitors already in line, as their pages do every few seconds.
func (r *wrRoom) poll(visitors []string) []time.Duration {
	return r.each(visitors, func(i int) error {
		return r.visit(visitors[i], []string{queue.Waiting, queue.Admitted})
	})
}

// each runs call for every visitor from benchWorkers clients and answers the latencies; any
// failure fails the benchmark.
func (r *wrRoom) each(visitors []string, call func(i int) error) []time.Duration {
	lat := make([]time.Duration, len(visitors))
	var failed atomic.Int64
	var first atomic.Value
	forEach(len(visitors), func(i int) {
		t0 := time.Now()
		if err := call(i); err != nil {
			failed.Add(1)
			first.CompareAndSwap(nil, err.Error())
		}
		lat[i] = time.Since(t0)
	})
	if n := failed.Load(); n > 0 {
		r.b.Fatalf("%d of %d status calls failed, the first: %v", n, len(visitors), first.Load())
	}
	return lat
}

// findLine finds the line's keys: the sorted set of this event's line that holds visitor
// (another store sharing the Redis may have a line of the same id under its namespace).
func (r *wrRoom) findLine(visitor string) {
	iter := r.rdb.Scan(r.ctx, 0, fmt.Sprintf("catraca:*:q:e%d:m", r.event), 1000).Iterator()
	for iter.Next(r.ctx) {
		if err := r.rdb.ZScore(r.ctx, iter.Val(), visitor).Err(); err == nil {
			r.key = strings.TrimSuffix(iter.Val(), ":m")
			return
		}
	}
	r.b.Fatalf("no line in Redis holds the first visitor (%v)", iter.Err())
}

// forget drops the line's keys, which would otherwise stay two days.
func (r *wrRoom) forget() {
	r.rdb.Del(context.Background(), r.key+":m", r.key+":p", r.key+":i")
}

// admissionRate follows the line's admission state in Redis for window and answers the
// places let in a minute on the wall clock and on the line's own clock. Reading every 20 ms
// and timing the first and last moves seen, the wall clock's error is at most 40 ms.
func (r *wrRoom) admissionRate(window time.Duration) (wall, line float64) {
	var firstAt, lastAt time.Time
	var firstIn, lastIn, firstMoved, lastMoved float64
	for prevMoved := -1.0; lastAt.Sub(firstAt) < window; time.Sleep(20 * time.Millisecond) {
		if r.ctx.Err() != nil {
			r.b.Fatal("timed out measuring the admission rate")
		}
		v, err := r.rdb.HMGet(r.ctx, r.key+":p", "admitted", "moved").Result()
		if err != nil {
			r.b.Fatal(err)
		}
		in, moved := redisNum(v[0]), redisNum(v[1])
		switch {
		case moved == prevMoved:
		case prevMoved < 0:
			prevMoved = moved // a move made before reading started: its time is unknown
			continue
		case firstAt.IsZero():
			firstAt, firstIn, firstMoved = time.Now(), in, moved
		default:
			lastAt, lastIn, lastMoved = time.Now(), in, moved
		}
		prevMoved = moved
	}
	return (lastIn - firstIn) * 60 / lastAt.Sub(firstAt).Seconds(), (lastIn - firstIn) * 60000 / (lastMoved - firstMoved)
}

func redisNum(v any) float64 {
	s, _ := v.(string)
	f, _ := strconv.ParseFloat(s, 64)
	return f
}

// checkOrder checks the order the line lets visitors in, which is the order of their places:
// the line lets in its first N places (rank < admitted), so reading every visitor's rank once
// checks the order of all of them without waiting the ~50 s they take to be let in. Everyone
// who joined before the opening must rank before everyone who joined after; after the
// opening, a visitor whose join was answered before another's was sent must rank before it
// (joins in flight together may be placed either way). It answers the share of successive
// early joins (by the time sent) whose places kept their order: a draw gives about half.
func (r *wrRoom) checkOrder(visitors []string, arrivals []wrArrival) float64 {
	ranks := make([]int64, len(visitors))
	cmds := make([]*redis.IntCmd, len(visitors))
	if _, err := r.rdb.Pipelined(r.ctx, func(p redis.Pipeliner) error {
		for i, v := range visitors {
			cmds[i] = p.ZRank(r.ctx, r.key+":m", v)
		}
		return nil
	}); err != nil {
		r.b.Fatal(err)
	}
	for i, c := range cmds {
		ranks[i] = c.Val()
	}
	if m := slices.Max(ranks[:wrEarly]); m >= slices.Min(ranks[wrEarly:]) {
		r.b.Errorf("an early visitor at place %d is behind a later one at %d", m, slices.Min(ranks[wrEarly:]))
	}
	late := make([]int, 0, len(visitors)-wrEarly)
	for i := wrEarly; i < len(visitors); i++ {
		late = append(late, i)
	}
	sort.Slice(late, func(x, y int) bool { return arrivals[late[x]].done < arrivals[late[y]].done })
	ahead := make([]int64, len(late)) // ahead[k]: the last place among the first k+1 answered
	for k, i := range late {
		ahead[k] = ranks[i]
		if k > 0 {
			ahead[k] = max(ahead[k], ahead[k-1])
		}
	}
	wrong := 0
	for i := wrEarly; i < len(visitors); i++ {
		k := sort.Search(len(late), func(k int) bool { return arrivals[late[k]].done > arrivals[i].sent })
		if k > 0 && ahead[k-1] >= ranks[i] {
			wrong++
		}
	}
	if wrong > 0 {
		r.b.Errorf("%d visitors who joined after the opening are ahead of someone answered before they came", wrong)
	}
	early := make([]int, wrEarly)
	for i := range early {
		early[i] = i
	}
	sort.Slice(early, func(x, y int) bool { return arrivals[early[x]].sent < arrivals[early[y]].sent })
	kept := 0
	for k := 1; k < len(early); k++ {
		if ranks[early[k]] > ranks[early[k-1]] {
			kept++
		}
	}
	pct := 100 * float64(kept) / float64(len(early)-1)
	if pct < 45 || pct > 55 {
		r.b.Errorf("%.1f%% of successive early joins kept their order: not a draw", pct)
	}
	return pct
}

// wrFollowers are open status streams and the delays of the updates they received.
type wrFollowers struct {
	cancel context.CancelFunc
	wg     sync.WaitGroup
	mu     sync.Mutex
	lags   []time.Duration
	ended  atomic.Int64 // streams the server ended while followed
}

// openStreams opens n streams, each a new visitor, and returns once each has its first
// status. That first one is the line as it stood at the connection, not an update: only the
// following ones count, each as the time from the line's move (atualizado) to its arrival.
func (r *wrRoom) openStreams(n int) *wrFollowers {
	ctx, cancel := context.WithCancel(r.ctx)
	f := &wrFollowers{cancel: cancel}
	tr := &http.Transport{DisableCompression: true}
	client := &http.Client{Transport: tr}
	forEach(n, func(int) {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, r.status+"/stream", nil)
		req.Header.Set("Cookie", queue.VisitorCookie+"="+queue.NewVisitor())
		res, err := client.Do(req)
		if err != nil || res.StatusCode != http.StatusOK {
			r.b.Errorf("opening a stream: %v", err)
			return
		}
		events := bufio.NewScanner(res.Body)
		if _, ok := nextStatus(events); !ok {
			r.b.Error("a stream ended before its first status")
			res.Body.Close()
			return
		}
		f.wg.Go(func() {
			defer res.Body.Close()
			for {
				st, ok := nextStatus(events)
				if !ok {
					if ctx.Err() == nil {
						f.ended.Add(1)
					}
					return
				}
				if st.Atualizado != nil {
					lag := time.Since(*st.Atualizado)
					f.mu.Lock()
					f.lags = append(f.lags, lag)
					f.mu.Unlock()
				}
			}
		})
	})
	return f
}

// close ends the streams and answers the delays of their updates.
func (f *wrFollowers) close() []time.Duration {
	f.cancel()
	f.wg.Wait()
	return f.lags
}

// nextStatus reads a stream up to its next status event; false when it ends.
func nextStatus(events *bufio.Scanner) (wrStatus, bool) {
	for events.Scan() {
		if data, ok := strings.CutPrefix(events.Text(), "data: "); ok {
			var st wrStatus
			_ = json.Unmarshal([]byte(data), &st)
			return st, true
		}
	}
	return wrStatus{}, false
}

// quantileMS is the q-th percentile of d in milliseconds.
func quantileMS(d []time.Duration, q int) float64 {
	if len(d) == 0 {
		return 0
	}
	s := slices.Clone(d)
	slices.Sort(s)
	return float64(s[min(len(s)-1, len(s)*q/100)].Microseconds()) / 1000
}

// rssBytes is the process's resident memory (VmRSS, Linux); 0 when unknown.
func rssBytes() float64 {
	raw, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for line := range strings.Lines(string(raw)) {
		if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			kb, _ := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 64)
			return kb * 1024
		}
	}
	return 0
}
