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
