// Package app wires configuration, database, services and the HTTP server together.
package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/catraca/catraca/internal/account"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/checkout"
	"github.com/catraca/catraca/internal/config"
	"github.com/catraca/catraca/internal/contact"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/demo"
	"github.com/catraca/catraca/internal/httpapi"
	"github.com/catraca/catraca/internal/idempotency"
	"github.com/catraca/catraca/internal/mail"
	"github.com/catraca/catraca/internal/payment/sandbox"
	"github.com/catraca/catraca/internal/ratelimit"
	"github.com/catraca/catraca/internal/seo"
	"github.com/catraca/catraca/internal/store"
	"github.com/catraca/catraca/internal/ticket"
	"github.com/catraca/catraca/internal/webui"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// App is the running product: database and services.
type App struct {
	Config   config.Config
	DB       *db.DB
	Stores   *store.Service
	Catalog  *catalog.Service
	Accounts *account.Service
	Mailer   mail.Mailer
	// Outbox keeps e-mails when no SMTP server is configured (listed at /_dev/mail).
	Outbox  *mail.Outbox
	limiter *ratelimit.Memory
	// Now is the clock of sales windows and listings; tests set it, nil means the wall clock.
	Now func() time.Time

	Checkout    *checkout.Service
	Sandbox     *sandbox.Provider
	Idempotency *idempotency.Store

	// After the purchase (issue 9): tickets, the door, messages to organizers.
	Tickets *ticket.Service
	Contact *contact.Service
	// Background sends the e-mails of issue 9 outside the request (until the mail queue).
	Background *BackgroundMailer
}

// Open connects to the database and brings it up to date: schema, a default store, the
// municipality list, and the demo catalog when CATRACA_DEMO=1 finds it not yet seeded.
func Open(ctx context.Context, cfg config.Config) (*App, error) {
	d, err := db.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return nil, err
	}
	a := &App{Config: cfg, DB: d, Stores: store.NewService(d), Catalog: catalog.NewService(d), Now: time.Now,
		limiter: ratelimit.NewMemory()}
	if cfg.SMTPURL != "" {
		if a.Mailer, err = mail.NewSMTP(cfg.SMTPURL, cfg.MailFrom); err != nil {
			d.Close()
			return nil, err
		}
	} else {
		a.Outbox = &mail.Outbox{}
		a.Mailer = a.Outbox
	}
	a.Accounts = account.NewService(d, a.Mailer, a.limiter, func() time.Time { return a.Now() })
	a.openCheckout()
	a.openAfter()
	if err := a.Migrate(ctx); err != nil {
		d.Close()
		return nil, err
	}
	if cfg.Demo {
		if err := a.SeedDemo(ctx, true); err != nil {
			d.Close()
			return nil, err
		}
	}
	return a, nil
}

// Migrate applies the schema and the reference data every installation needs.
func (a *App) Migrate(ctx context.Context) error {
	if err := a.DB.Migrate(ctx); err != nil {
		return err
	}
	if err := a.Stores.EnsureDefault(ctx); err != nil {
		return err
	}
	return a.Catalog.SeedCities(ctx)
}

// SeedDemo writes the demo catalog; onlyIfEmpty skips it when it was seeded before.
func (a *App) SeedDemo(ctx context.Context, onlyIfEmpty bool) error {
	return demo.Seed(ctx, a.DB, a.Stores, a.Catalog, a.Now(), onlyIfEmpty)
}

// Close releases the database.
func (a *App) Close() error { return a.DB.Close() }

// Handler is the whole HTTP surface.
func (a *App) Handler() (http.Handler, error) {
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	metrics := httpapi.NewMetrics(reg)

	mux := http.NewServeMux()
	api := &httpapi.API{Stores: a.Stores, Catalog: a.Catalog, Accounts: a.Accounts, Limiter: a.limiter,
		DB: a.DB, Now: a.Now, Checkout: a.Checkout, Idem: a.Idempotency, Sandbox: a.Sandbox,
		Tickets: a.Tickets, Contact: a.Contact}
	if err := api.Register(mux); err != nil {
		return nil, err
	}
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) {
		_, _ = w.Write([]byte("ok\n"))
	})
	mux.HandleFunc("GET /readyz", func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		if err := a.DB.Ping(ctx); err != nil {
			slog.WarnContext(r.Context(), "readyz: database unreachable", "err", err)
			http.Error(w, "database unreachable\n", http.StatusServiceUnavailable)
			return
		}
		_, _ = w.Write([]byte("ok\n"))
	})
	mux.Handle("GET /metrics", promhttp.HandlerFor(reg, promhttp.HandlerOpts{}))
	mux.Handle("GET /media/demo/", demo.Media())
	if a.Outbox != nil {
		mux.Handle("GET /_dev/mail", a.Outbox)
	}
	pages := &seo.Pages{Catalog: a.Catalog, Now: a.Now}
	files := &seo.Files{Pages: pages, Stores: a.Stores, Origin: httpapi.Origin}
	mux.HandleFunc("GET /robots.txt", files.Robots)
	mux.HandleFunc("GET /sitemap.xml", files.Sitemap)
	mux.Handle("/", webui.New(webui.Dist(), a.Stores, pages, httpapi.Origin))
	return metrics.Observe(mux), nil
}

// Serve answers on ln until ctx ends, then drains in-flight requests.
func (a *App) Serve(ctx context.Context, ln net.Listener) error {
	h, err := a.Handler()
	if err != nil {
		return err
	}
	slog.Info("serving", "addr", ln.Addr().String(), "database", string(a.DB.Dialect()))
	a.RunWorkers(ctx)
	return serveUntilDone(ctx, ln, h)
}

// serveUntilDone serves h on ln until ctx ends, then stops taking connections and lets
// in-flight requests finish (up to 25 s) before returning.
func serveUntilDone(ctx context.Context, ln net.Listener, h http.Handler) error {
	srv := &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    64 << 10,
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	slog.Info("shutting down: draining in-flight requests")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 25*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	if err := <-errc; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
