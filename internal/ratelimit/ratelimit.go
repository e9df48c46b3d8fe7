// Package ratelimit counts attempts per key in fixed windows: in the process (Memory), where
// losing them (a restart) only forgives some attempts, or in Redis (Redis), shared by every
// instance of a cluster.
package ratelimit

import (
	"sync"
	"time"
)

// Rule is at most Limit attempts per Window.
type Rule struct {
	Limit  int
	Window time.Duration
	// Open lets attempts through while shared counters cannot be reached: for limits on
	// reads, where an outage should not take pages down. Guessing and sending limits stay
	// closed (the zero value): an outage must not open them to guessing or mail floods.
	Open bool
}

// Limiter is what the services count attempts with: Memory or Redis.
type Limiter interface {
	// Allow counts one attempt for key and reports whether it is within the rule.
	Allow(key string, r Rule) bool
	// AllowAll counts one attempt on every key or on none (see Memory.AllowAll).
	AllowAll(limits ...Keyed) int
	// Count is key's attempts in its window, without counting one.
	Count(key string) int
	// Undo gives back one attempt counted for key.
	Undo(key string)
}

// Memory is an in-process limiter.
type Memory struct {
	mu      sync.Mutex
	windows map[string]*window
	now     func() time.Time
	swept   time.Time
}

type window struct {
	ends  time.Time
	count int
}

// NewMemory returns an empty limiter.
func NewMemory() *Memory { return &Memory{windows: map[string]*window{}, now: time.Now} }

// Allow counts one attempt for key and reports whether it is within the rule.
func (m *Memory) Allow(key string, r Rule) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	now := m.now()
	m.sweep(now)
	w, ok := m.windows[key]
	if !ok || !now.Before(w.ends) {
		w = &window{ends: now.Add(r.Window)}
		m.windows[key] = w
	}
	w.count++
	return w.count <= r.Limit
}

// Keyed is a rule applied to one key.
type Keyed struct {
	Key  string
	Rule Rule
}

// AllowAll counts one attempt for every key when each is still within its rule, and none
// otherwise, in one step: concurrent callers cannot all pass a check made before counting. It
// returns the index of the first key at its limit, or -1 when the attempt counted.
func (m *Memory) AllowAll(limits ...Keyed) int {
	m.mu.Lock()
	defer m.mu.Unlock()
	now := m.now()
	m.sweep(now)
	for i, l := range limits {
		if w, ok := m.windows[l.Key]; ok && now.Before(w.ends) && w.count >= l.Rule.Limit {
			return i
		}
	}
	for _, l := range limits {
		w, ok := m.windows[l.Key]
		if !ok || !now.Before(w.ends) {
			w = &window{ends: now.Add(l.Rule.Window)}
			m.windows[l.Key] = w
		}
		w.count++
	}
	return -1
}

// sweep drops ended windows once a minute, so keys from many clients don't pile up.
func (m *Memory) sweep(now time.Time) {
	if now.Sub(m.swept) < time.Minute {
		return
	}
	m.swept = now
	for k, w := range m.windows {
		if !now.Before(w.ends) {
			delete(m.windows, k)
		}
	}
}

// Count is how many attempts key has in its current window, without counting one.
func (m *Memory) Count(key string) int {
	m.mu.Lock()
	defer m.mu.Unlock()
	w, ok := m.windows[key]
	if !ok || !m.now().Before(w.ends) {
		return 0
	}
	return w.count
}

// Undo gives back one attempt counted for key in its current window: for a rule that counts
// only some outcomes, an attempt is counted before it runs (so that attempts made at once
// cannot all pass) and given back when its outcome does not count.
func (m *Memory) Undo(key string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if w, ok := m.windows[key]; ok && m.now().Before(w.ends) && w.count > 0 {
		w.count--
	}
}
