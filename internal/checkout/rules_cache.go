package checkout

import (
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
)

// maxCachedRules bounds the rules kept; a store sells a few sessions at once, and the cache
// starts over when full.
const maxCachedRules = 1024

// rulesCache keeps the rules of the sessions on sale, so that a rush reads them once per
// catalog change instead of once per buyer (that read was most of an order's own work on
// PostgreSQL). Cached rules only ever admit an order, never refuse one: a refusal is made
// again on live rules. An admitted order's transaction then checks that the rules'
// generation is still the same (see rush.screen), so an order never goes
// through on rules that changed, on any process. Stock is never taken from here: the hold
// reads it live.
type rulesCache struct {
	mu sync.RWMutex
	by map[string]rules
	// seen is the newest generation this process has read; rules of an older one are not used.
	seen atomic.Int64
}

// rulesKey names a request's session and sectors.
func rulesKey(req CreateRequest) string {
	ids := make([]int64, 0, len(req.Items))
	for _, it := range req.Items {
		ids = append(ids, it.SectorID)
	}
	slices.Sort(ids)
	var b strings.Builder
	b.WriteString(strconv.FormatInt(req.SessionID, 10))
	for _, id := range slices.Compact(ids) {
		b.WriteByte('/')
		b.WriteString(strconv.FormatInt(id, 10))
	}
	return b.String()
}

// get returns a copy of the cached rules, when they are of the newest generation seen.
func (c *rulesCache) get(key string) (rules, bool) {
	c.mu.RLock()
	r, ok := c.by[key]
	c.mu.RUnlock()
	if !ok || r.gen != c.seen.Load() {
		return rules{}, false
	}
	return r.clone(), true
}

func (c *rulesCache) put(key string, r rules) {
	c.saw(r.gen)
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.by == nil || len(c.by) >= maxCachedRules {
		c.by = map[string]rules{}
	}
	c.by[key] = r.clone()
}

// forget drops every cached rule.
func (c *rulesCache) forget() {
	c.mu.Lock()
	c.by = nil
	c.mu.Unlock()
}

// saw records a generation read from the database.
func (c *rulesCache) saw(gen int64) {
	for {
		old := c.seen.Load()
		if gen <= old || c.seen.CompareAndSwap(old, gen) {
			return
		}
	}
}

// clone copies the sectors, which an order's checks write to.
func (r rules) clone() rules {
	out := r
	out.sectors = make(map[int64]*sectorRow, len(r.sectors))
	for id, sec := range r.sectors {
		c := *sec
		out.sectors[id] = &c
	}
	return out
}
