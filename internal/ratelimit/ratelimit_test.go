package ratelimit

import (
	"testing"
	"time"
)

func TestWindows(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	m := NewMemory()
	m.now = func() time.Time { return now }
	r := Rule{Limit: 3, Window: time.Minute}
	for i := 1; i <= 4; i++ {
		if got := m.Allow("ip:1", r); got != (i <= 3) {
			t.Fatalf("attempt %d: %v", i, got)
		}
	}
	if !m.Allow("ip:2", r) {
		t.Fatal("keys must be independent")
	}
	now = now.Add(time.Minute)
	if !m.Allow("ip:1", r) {
		t.Fatal("a new window must allow again")
	}
	now = now.Add(2 * time.Minute)
	m.Allow("ip:3", r)
	if _, ok := m.windows["ip:2"]; ok {
		t.Fatal("ended windows must be swept")
	}
}

// AllowAll counts on every key or on none, and many callers at once never pass a limit.
func TestAllowAll(t *testing.T) {
	m := NewMemory()
	user := func(u string) []Keyed {
		return []Keyed{{"user:" + u, Rule{Limit: 2, Window: time.Hour}}, {"addr", Rule{Limit: 3, Window: time.Hour}}}
	}
	for i, want := range []int{-1, -1, 0} {
		if got := m.AllowAll(user("a")...); got != want {
			t.Fatalf("a, attempt %d: %d, want %d", i+1, got, want)
		}
	}
	if m.Count("addr") != 2 {
		t.Fatalf("a refused attempt spent the address: %d", m.Count("addr"))
	}
	if m.AllowAll(user("b")...) != -1 || m.AllowAll(user("c")...) != 1 || m.Count("user:c") != 0 {
		t.Fatal("the address's limit must hold across users, spending nothing of the one refused")
	}
	done := make(chan int)
	for range 50 {
		go func() { done <- m.AllowAll(Keyed{"burst", Rule{Limit: 5, Window: time.Hour}}) }()
	}
	passed := 0
	for range 50 {
		if <-done == -1 {
			passed++
		}
	}
	if passed != 5 {
		t.Fatalf("%d of a burst passed a limit of 5", passed)
	}
}
