package ratelimit

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"math"
	"net"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/ratelimit/redistest"
)

func uniqueKey(t *testing.T) string {
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	return t.Name() + ":" + hex.EncodeToString(b)
}

// instances stand for a cluster's processes: each its own client, as each its own server. They
// wait for Redis as long as a loaded test machine may need (the outage tests use NewRedis's own
// timeout).
func instances(t *testing.T, url string, n int) []Limiter {
	out := make([]Limiter, n)
	for i := range out {
		r, err := newRedis(url, "test", 10*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { r.Close() })
		out[i] = r
	}
	return out
}

// passed sends attempts at once, spread over the instances, and counts those allowed.
func passed(limiters []Limiter, attempts int, try func(Limiter) bool) int {
	var ok atomic.Int32
	var wg sync.WaitGroup
	for i := range attempts {
		wg.Go(func() {
			if try(limiters[i%len(limiters)]) {
				ok.Add(1)
			}
		})
	}
	wg.Wait()
	return int(ok.Load())
}

// A limit of 5 holds across three instances under 100 parallel attempts, round after round;
// the control, three in-process limiters, lets each instance allow its own 5.
func TestRedisLimitIsShared(t *testing.T) {
	url := redistest.URL(t)
	rule := Rule{Limit: 5, Window: time.Minute}
	shared := instances(t, url, 3)
	for round := range 20 {
		key := uniqueKey(t)
		if got := passed(shared, 100, func(l Limiter) bool { return l.Allow(key, rule) }); got != 5 {
			t.Fatalf("round %d: %d attempts allowed across instances, want 5", round, got)
		}
		keyed := []Keyed{{key + ":user", rule}, {key + ":addr", Rule{Limit: 7, Window: time.Minute}}}
		if got := passed(shared, 100, func(l Limiter) bool { return l.AllowAll(keyed...) == -1 }); got != 5 {
			t.Fatalf("round %d: AllowAll let %d through, want 5", round, got)
		}
		if got := shared[1].Count(key + ":addr"); got != 5 {
			t.Fatalf("round %d: AllowAll counted %d on its second key, want 5 (all or none)", round, got)
		}
	}
	separate := []Limiter{NewMemory(), NewMemory(), NewMemory()}
	key := uniqueKey(t)
	if got := passed(separate, 100, func(l Limiter) bool { return l.Allow(key, rule) }); got != 15 {
		t.Fatalf("control: per-process limiters allowed %d, want 15 (5 each)", got)
	}
}

func TestRedisCountUndoAndWindow(t *testing.T) {
	url := redistest.URL(t)
	l := instances(t, url, 2)
	key := uniqueKey(t)
	rule := Rule{Limit: 2, Window: 200 * time.Millisecond}
	if l[0].Count(key) != 0 || !l[0].Allow(key, rule) || !l[1].Allow(key, rule) || l[0].Allow(key, rule) {
		t.Fatal("two attempts allowed, the third refused")
	}
	l[1].Undo(key)
	if got := l[0].Count(key); got != 2 {
		t.Fatalf("after an undo: %d, want 2", got)
	}
	// The window ends by itself: wait for that state, not for a length of time.
	for l[0].Count(key) != 0 {
		time.Sleep(50 * time.Millisecond)
	}
	if !l[1].Allow(key, rule) {
		t.Fatal("a new window allows again")
	}
}

// An unreachable Redis (a closed port) and a hung one (accepts, never answers): every call
// returns, closed rules refuse, open ones allow, Count reads as past any limit, Ping says so.
func TestRedisOutagePolicy(t *testing.T) {
	closed, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closedAddr := closed.Addr().String()
	closed.Close()
	hung, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer hung.Close()
	go func() {
		for {
			c, err := hung.Accept()
			if err != nil {
				return
			}
			defer c.Close()
		}
	}()
	for name, addr := range map[string]string{"closed": closedAddr, "hung": hung.Addr().String()} {
		t.Run(name, func(t *testing.T) {
			r, err := NewRedis("redis://"+addr, "test")
			if err != nil {
				t.Fatal(err)
			}
			defer r.Close()
			guess := Rule{Limit: 5, Window: time.Minute}
			read := Rule{Limit: 5, Window: time.Minute, Open: true}
			if r.Allow("k", guess) {
				t.Error("a guessing limit must refuse while Redis is out")
			}
			if !r.Allow("k", read) {
				t.Error("a read limit must allow while Redis is out")
			}
			if got := r.AllowAll(Keyed{"a", read}, Keyed{"b", guess}); got != 1 {
				t.Errorf("AllowAll: %d, want 1 (the closed rule)", got)
			}
			if got := r.AllowAll(Keyed{"a", read}); got != -1 {
				t.Errorf("AllowAll of open rules: %d, want -1", got)
			}
			if got := r.Count("k"); got != math.MaxInt32 {
				t.Errorf("Count: %d, want past any limit", got)
			}
			r.Undo("k")
			if err := r.Ping(context.Background()); err == nil {
				t.Error("Ping must report the outage")
			}
		})
	}
}
