package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sync/singleflight"

	"github.com/catraca/catraca/internal/db"
)

// Store is a stored storefront, before the request's origin is known.
type Store struct {
	ID      int64
	Name    string
	Default bool
	PDV     *string
	POS     *string
	Configs Configs
	// Hosts are the store's domains; the first is its canonical host.
	Hosts []string
	// SiteURL is the canonical origin (https://loja.example) when the operator sets one.
	SiteURL string
	// canonicalHost is the stored canonical host, read back with the store.
	canonicalHost string
}

// Service finds stores by host. It keeps a short per-process cache: losing it is harmless,
// and a change shows within cacheTTL on every instance.
type Service struct {
	db    *db.DB
	mu    sync.Mutex
	cache map[string]cached
	// loads shares one read per host among the requests that miss the cache together: the
	// first second of an on-sale on a cold server, and each expiry during a rush, sent every
	// request in flight to the database, queued on its connections ahead of the checkout.
	loads singleflight.Group
	// localPort is the port the server listens on, for the origins of loopback hosts in
	// development; set once at start (SetLocalPort).
	localPort atomic.Value
	// SiteURL is the origin of a store that has neither its own site_url nor a host
	// (CATRACA_SITE_URL: a fresh installation's default store).
	SiteURL string
	// Payment is the gateway every store's checkout uses; set once at start.
	Payment Payment
}

type cached struct {
	store   Store
	expires time.Time
}

const cacheTTL = 30 * time.Second

// NewService returns a store service on d.
func NewService(d *db.DB) *Service { return &Service{db: d, cache: map[string]cached{}} }

// NormalizeHost lower-cases a host and drops its port.
func NormalizeHost(host string) string {
	host = strings.ToLower(strings.TrimSpace(host))
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	return strings.Trim(host, "[]")
}

// ForHost returns the store serving host, or the default store for an empty or unknown host.
func (s *Service) ForHost(ctx context.Context, host string) (Store, error) {
	host = NormalizeHost(host)
	now := time.Now()
	s.mu.Lock()
	c, ok := s.cache[host]
	s.mu.Unlock()
	if ok && now.Before(c.expires) {
		return c.store, nil
	}
	done := s.loads.DoChan(host, func() (any, error) {
		// One request's end must not fail the others sharing its read; bounded on its own, so
		// a hung database cannot keep it (and every later request for the host) forever.
		lctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), loadTimeout)
		defer cancel()
		st, err := s.load(lctx, host)
		if err != nil {
			return nil, err
		}
		s.mu.Lock()
		if len(s.cache) > 1000 { // unbounded hosts (Host header is client input) must not grow memory
			s.cache = map[string]cached{}
		}
		s.cache[host] = cached{store: st, expires: now.Add(cacheTTL)}
		s.mu.Unlock()
		return st, nil
	})
	// Each request still keeps its own deadline while it waits for the shared read.
	select {
	case res := <-done:
		if res.Err != nil {
			return Store{}, res.Err
		}
		return res.Val.(Store), nil
	case <-ctx.Done():
		return Store{}, fmt.Errorf("store for host: %w", ctx.Err())
	}
}

// loadTimeout bounds one shared read of a store, whoever waits for it.
const loadTimeout = 10 * time.Second

// selectStore reads what scanStore scans; callers append the FROM clause's filter.
const selectStore = `SELECT s.id, s.name, s.is_default, s.pdv, s.pos, s.configs, s.site_url,
		COALESCE((SELECT MIN(c.host) FROM store_hosts c WHERE c.store_id = s.id AND c.canonical = 1), '')
		FROM stores s `

func (s *Service) load(ctx context.Context, host string) (Store, error) {
	st, err := scanStore(s.db.QueryRow(ctx, selectStore+"JOIN store_hosts h ON h.store_id = s.id WHERE h.host = ?", host))
	if errors.Is(err, db.ErrNotFound) {
		st, err = scanStore(s.db.QueryRow(ctx, selectStore+"WHERE s.is_default = 1"))
	}
	if err != nil {
		return Store{}, fmt.Errorf("store for host: %w", err)
	}
	return st, nil
}

func scanStore(row *db.Row) (Store, error) {
	var st Store
	var isDefault int
	var raw string
	if err := row.Scan(&st.ID, &st.Name, &isDefault, &st.PDV, &st.POS, &raw, &st.SiteURL, &st.canonicalHost); err != nil {
		return Store{}, err
	}
	st.Default = isDefault == 1
	configs, err := decodeConfigs(raw)
	if err != nil {
		return Store{}, fmt.Errorf("store %d configs: %w", st.ID, err)
	}
	st.Configs = configs
	return st, nil
}

// SetLocalPort tells the service the port the server listens on.
func (s *Service) SetLocalPort(port string) { s.localPort.Store(port) }

// Origin is the canonical origin of st (scheme://host[:port]), which every absolute URL of the
// store is built from, never the request's Host header: the operator's site_url; else https on
// the canonical host; a loopback host (development, tests) gets http and the local port; a
// store without hosts gets CATRACA_SITE_URL, else http://localhost with the local port.
func (s *Service) Origin(st Store) string {
	if st.SiteURL != "" {
		return strings.TrimRight(st.SiteURL, "/")
	}
	host := st.canonicalHost
	if host == "" && s.SiteURL != "" {
		return strings.TrimRight(s.SiteURL, "/")
	}
	if host == "" {
		host = "localhost"
	}
	if !isLoopbackName(host) {
		return "https://" + host
	}
	port, _ := s.localPort.Load().(string)
	if port == "" || port == "80" {
		return "http://" + host
	}
	return "http://" + net.JoinHostPort(host, port)
}

func isLoopbackName(host string) bool {
	if host == "localhost" || strings.HasSuffix(host, ".localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// Config is the public configuration of st as seen from origin (scheme://host[:port]).
func (s *Service) Config(st Store, origin string) Config {
	return Config{
		ID: st.ID, Name: st.Name, PDV: st.PDV, POS: st.POS, Configs: st.Configs, Payment: s.Payment,
		APIURL: origin + "/api", CheckoutURL: origin + "/checkout", SiteURL: origin,
	}
}

// Save inserts or replaces a store with its hosts; with Default set it becomes the only
// default store.
func (s *Service) Save(ctx context.Context, st Store) (int64, error) {
	raw, err := json.Marshal(st.Configs)
	if err != nil {
		return 0, err
	}
	isDefault := 0
	if st.Default {
		isDefault = 1
	}
	id := st.ID
	err = s.db.InTx(ctx, func(tx *db.Tx) error {
		if st.Default {
			if _, err := tx.Exec(ctx, "UPDATE stores SET is_default = 0 WHERE is_default = 1 AND id <> ?", id); err != nil {
				return err
			}
		}
		if id == 0 {
			err := tx.QueryRow(ctx, `INSERT INTO stores (name, is_default, pdv, pos, configs)
				VALUES (?, ?, ?, ?, ?) RETURNING id`, st.Name, isDefault, st.PDV, st.POS, string(raw)).Scan(&id)
			if err != nil {
				return err
			}
		} else if _, err := tx.Exec(ctx, `UPDATE stores SET name = ?, is_default = ?, pdv = ?, pos = ?, configs = ?
				WHERE id = ?`, st.Name, isDefault, st.PDV, st.POS, string(raw), id); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, "UPDATE stores SET site_url = ? WHERE id = ?", st.SiteURL, id); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, "DELETE FROM store_hosts WHERE store_id = ?", id); err != nil {
			return err
		}
		for i, h := range st.Hosts {
			canonical := 0
			if i == 0 {
				canonical = 1
			}
			if _, err := tx.Exec(ctx, "INSERT INTO store_hosts (host, store_id, canonical) VALUES (?, ?, ?)",
				NormalizeHost(h), id, canonical); err != nil {
				return fmt.Errorf("host %s: %w", h, err)
			}
		}
		return nil
	})
	s.mu.Lock()
	s.cache = map[string]cached{}
	s.mu.Unlock()
	return id, err
}

// Upsert saves st over the store it stands for: the default store when st is the default,
// otherwise the store of its first host; a new store when there is none.
func (s *Service) Upsert(ctx context.Context, st Store) (int64, error) {
	var err error
	switch {
	case st.Default:
		err = s.db.QueryRow(ctx, "SELECT id FROM stores WHERE is_default = 1").Scan(&st.ID)
	case len(st.Hosts) > 0:
		err = s.db.QueryRow(ctx, "SELECT store_id FROM store_hosts WHERE host = ?", NormalizeHost(st.Hosts[0])).Scan(&st.ID)
	}
	if err != nil && !errors.Is(err, db.ErrNotFound) {
		return 0, fmt.Errorf("find store: %w", err)
	}
	return s.Save(ctx, st)
}
