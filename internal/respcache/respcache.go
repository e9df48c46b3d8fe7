// Package respcache keeps built HTTP responses (catalog JSON, storefront HTML) in process
// memory until the catalog version they were built from moves, the way a CDN in front of the
// store would: one build per key and version however many visitors ask at once, an ETag with
// 304 for revalidation, and each compressed form made once per entry.
//
// It is per process and safe to lose (docs/architecture.md, "Shape"): freshness across processes comes
// from the Versioner, which reads a counter shared through the database.
package respcache

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/sync/singleflight"
)

// Versioner gives the version of the data responses are built from.
type Versioner interface {
	Version(ctx context.Context) (uint64, error)
}

// Response is what a builder produces. Only status 200 answers are kept: a 404 may come from
// a passing database error, and must not outlive it.
type Response struct {
	Status      int
	ContentType string
	Body        []byte
}

// entry is a kept response with its compressed forms, made on first demand.
type entry struct {
	version uint64
	resp    Response
	etag    string
	enc     sync.Map // encoding name → []byte
	once    sync.Map // encoding name → *sync.Once
}

// maxEntries bounds memory: keys carry client input (search text, paths), so when the map is
// full it starts over rather than grow.
const maxEntries = 20000

// Cache holds entries by key.
type Cache struct {
	versions Versioner
	mu       sync.RWMutex
	entries  map[string]*entry
	builds   singleflight.Group
	disabled bool
}

// New returns an empty cache whose entries live while versions reports the same version.
func New(versions Versioner) *Cache {
	return &Cache{versions: versions, entries: map[string]*entry{}}
}

// Disable makes every request build its answer (benchmarks measure the uncached cost).
func (c *Cache) Disable() { c.disabled = true }

// Serve answers r from the entry of key, building it with build when missing or outdated.
// cacheControl is sent with the answer (pages use "no-cache": kept by the browser, revalidated
// with the ETag).
func (c *Cache) Serve(w http.ResponseWriter, r *http.Request, key, cacheControl string, build func(ctx context.Context) (Response, error)) error {
	e, err := c.get(r.Context(), key, build)
	if err != nil {
		return err
	}
	h := w.Header()
	h.Set("Vary", "Accept-Encoding")
	h.Set("ETag", e.etag)
	h.Set("Cache-Control", cacheControl)
	// A matching ETag answers 304 on GET (pages, covers, categories). POST reads (listings,
	// event detail) carry the ETag too, for clients that revalidate them explicitly.
	if e.resp.Status == http.StatusOK && etagMatches(r.Header.Get("If-None-Match"), e.etag) {
		w.WriteHeader(http.StatusNotModified)
		return nil
	}
	h.Set("Content-Type", e.resp.ContentType)
	h.Set("X-Content-Type-Options", "nosniff")
	body := e.resp.Body
	if name := Negotiate(r.Header.Get("Accept-Encoding")); name != "" && len(body) >= minCompress {
		if enc := e.encoded(name); enc != nil {
			h.Set("Content-Encoding", name)
			body = enc
		}
	}
	h.Set("Content-Length", itoa(len(body)))
	w.WriteHeader(e.resp.Status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
	return nil
}

func (c *Cache) get(ctx context.Context, key string, build func(ctx context.Context) (Response, error)) (*entry, error) {
	version, verr := c.versions.Version(ctx)
	if verr != nil {
		slog.WarnContext(ctx, "catalog version unknown: building afresh", "err", verr)
	}
	if !c.disabled && verr == nil {
		c.mu.RLock()
		e := c.entries[key]
		c.mu.RUnlock()
		if e != nil && e.version == version {
			return e, nil
		}
	}
	// One build per key and version: a rush on a page just invalidated waits for one query.
	flightKey := itoa(int(version)) + "\x00" + key
	done := c.builds.DoChan(flightKey, func() (any, error) {
		// Built outside the caller's cancellation, so one visitor leaving does not fail the
		// others waiting on the same build; bounded on its own, so a hung database cannot
		// keep it (and every later waiter) forever.
		bctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), buildTimeout)
		defer cancel()
		resp, err := build(bctx)
		if err != nil {
			return nil, err
		}
		e := &entry{version: version, resp: resp, etag: etagOf(resp.Body)}
		if !c.disabled && verr == nil && resp.Status == http.StatusOK {
			c.mu.Lock()
			if len(c.entries) >= maxEntries {
				c.entries = map[string]*entry{}
			}
			c.entries[key] = e
			c.mu.Unlock()
		}
		return e, nil
	})
	// Each waiter still keeps its own deadline.
	select {
	case res := <-done:
		if res.Err != nil {
			return nil, res.Err
		}
		return res.Val.(*entry), nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// buildTimeout bounds one build, whoever waits for it.
const buildTimeout = 10 * time.Second

// etagOf is a weak validator (compressed forms share it) from the body's hash.
func etagOf(body []byte) string {
	sum := sha256.Sum256(body)
	return `W/"` + base64.RawURLEncoding.EncodeToString(sum[:12]) + `"`
}

// etagMatches applies If-None-Match's weak comparison.
func etagMatches(header, etag string) bool {
	if header == "" {
		return false
	}
	if strings.TrimSpace(header) == "*" {
		return true
	}
	want := strings.TrimPrefix(etag, "W/")
	for _, part := range strings.Split(header, ",") {
		if strings.TrimPrefix(strings.TrimSpace(part), "W/") == want {
			return true
		}
	}
	return false
}

func itoa(n int) string { return strconv.Itoa(n) }
