package app

import (
	"context"
	"crypto/subtle"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/catraca/catraca/internal/config"
	"github.com/catraca/catraca/internal/demo"
	"github.com/catraca/catraca/internal/httpapi"
	"github.com/catraca/catraca/internal/respcache"
	"github.com/catraca/catraca/internal/seo"
	"github.com/catraca/catraca/internal/webui"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Handler is the whole HTTP surface of the main listener.
func (a *App) Handler() (http.Handler, error) {
	h, _, err := a.handlers()
	return h, err
}

// handlers builds the main handler and the /metrics handler (served on CATRACA_METRICS_ADDR,
// or on the main listener behind CATRACA_METRICS_TOKEN).
func (a *App) handlers() (http.Handler, http.Handler, error) {
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	metrics := httpapi.NewMetrics(reg)
	metricsHandler := promhttp.HandlerFor(reg, promhttp.HandlerOpts{})

	mux := http.NewServeMux()
	// One read cache for catalog answers and pages, emptied as the catalog moves
	// (docs/read-cache.md).
	cache := respcache.New(a.Catalog.Freshness())
	if a.NoReadCache {
		cache.Disable()
	}
	api := &httpapi.API{Stores: a.Stores, Catalog: a.Catalog, Accounts: a.Accounts, Limiter: a.limiter,
		DB: a.DB, Now: a.Now, Checkout: a.Checkout, Idem: a.Idempotency, Sandbox: a.Sandbox, Cache: cache,
		Tickets: a.Tickets, Contact: a.Contact, Clients: a.Config.TrustedProxies, Payouts: a.Payouts,
		OrgAuth: a.OrgAuth, Media: a.Media, Backoffice: a.Backoffice, Queue: a.Queue}
	if a.dev.Load() {
		api.Dev = a.devRequest
	}
	if err := api.Register(mux); err != nil {
		return nil, nil, err
	}
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) {
		_, _ = w.Write([]byte("ok\n"))
	})
	mux.HandleFunc("GET /readyz", a.ready)
	if token := a.Config.MetricsToken; token != "" {
		mux.Handle("GET /metrics", bearerOnly(token, metricsHandler))
	} else {
		mux.Handle("GET /metrics", http.NotFoundHandler()) // not public (CATRACA_METRICS_ADDR serves it)
	}
	mux.Handle("GET /media/demo/", demo.Media())
	mux.Handle("GET /media/img/{id}/{file}", a.Media)
	mux.HandleFunc("GET /_dev/mail", a.devMail)
	if routeTestClock != nil {
		routeTestClock(a, mux)
	}
	pages := &seo.Pages{Catalog: a.Catalog, Now: a.Now}
	files := &seo.Files{Pages: pages, Stores: a.Stores}
	mux.HandleFunc("GET /robots.txt", files.Robots)
	mux.HandleFunc("GET /sitemap.xml", files.Sitemap)
	a.web = webui.New(webui.Dist(), a.Stores, pages, a.Stores.Origin)
	a.web.Cache = cache
	mux.Handle("/", a.web)
	compressedMux, err := compressed(mux)
	if err != nil {
		return nil, nil, err
	}
	timeout := a.Config.RequestTimeout
	if timeout == 0 {
		timeout = config.DefaultRequestTimeout
	}
	// Guard is outermost: Observe must see the very request the mux fills in (its pattern).
	return httpapi.Guard(metrics.Observe(compressedMux), timeout), metricsHandler, nil
}

// ready answers 200 when this process should get traffic: not shutting down, the database
// answering and its schema as new as this binary. A Redis out of reach is said but keeps the
// 200: every instance shares it, so failing them all would take the store down with it, and
// the limits have their outage policy (docs/deploy.md).
func (a *App) ready(w http.ResponseWriter, r *http.Request) {
	if a.draining.Load() {
		http.Error(w, "shutting down\n", http.StatusServiceUnavailable)
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := a.DB.Ping(ctx); err != nil {
		slog.WarnContext(r.Context(), "readyz: database unreachable", "err", err)
		http.Error(w, "database unreachable\n", http.StatusServiceUnavailable)
		return
	}
	if ok, err := a.DB.MigrationsApplied(ctx); err != nil || !ok {
		slog.WarnContext(r.Context(), "readyz: database schema behind this binary", "err", err)
		http.Error(w, "migrations not applied\n", http.StatusServiceUnavailable)
		return
	}
	if a.redis != nil {
		if err := a.redis.Ping(ctx); err != nil {
			_, _ = w.Write([]byte("ok\nredis unreachable: login and sending limits refuse, read limits allow\n"))
			return
		}
	}
	_, _ = w.Write([]byte("ok\n"))
}

// devMail is the dev outbox: only in dev mode without SMTP, and only to a client on this
// machine; anything else gets the storefront's plain 404.
func (a *App) devMail(w http.ResponseWriter, r *http.Request) {
	if a.Outbox == nil || !a.devOutbox.Load() || !loopbackConn(r) {
		http.NotFound(w, r)
		return
	}
	a.Outbox.ServeHTTP(w, r)
}

// devRequest reports whether r may use the development conveniences: dev mode (on a
// loopback listener, see Serve) and a client on this machine.
func (a *App) devRequest(r *http.Request) bool { return a.dev.Load() && loopbackConn(r) }

// DevListener reports whether a server of cfg listening on addr runs in dev mode:
// CATRACA_DEV=1 on a loopback address. Anything else is a real installation.
func DevListener(cfg config.Config, addr net.Addr) bool {
	return cfg.Dev && isLoopbackAddr(addr.String())
}

// loopbackConn reports whether both ends of the request's connection are loopback addresses.
func loopbackConn(r *http.Request) bool {
	local, _ := r.Context().Value(http.LocalAddrContextKey).(net.Addr)
	return local != nil && isLoopbackAddr(local.String()) && isLoopbackAddr(r.RemoteAddr)
}

func isLoopbackAddr(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		host = addr
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// bearerOnly serves h to requests carrying "Authorization: Bearer token".
func bearerOnly(token string, h http.Handler) http.Handler {
	want := []byte("Bearer " + token)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if subtle.ConstantTimeCompare([]byte(r.Header.Get("Authorization")), want) != 1 {
			w.Header().Set("WWW-Authenticate", `Bearer realm="metrics"`)
			http.Error(w, "unauthorized\n", http.StatusUnauthorized)
			return
		}
		h.ServeHTTP(w, r)
	})
}
