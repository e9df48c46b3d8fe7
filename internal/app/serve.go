package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"sync"
	"time"
)

// sweepInterval is how often stale unconfirmed registrations are looked for.
const sweepInterval = time.Hour

// openConns is how many database connections a server opens as it starts (see db.KeepOpen).
const openConns = 8

// Serve answers on ln until ctx ends, with the background workers (mail queue, sweeps) and,
// when configured, the metrics listener; then it drains (see serveUntilDone).
func (a *App) Serve(ctx context.Context, ln net.Listener) error {
	a.SetListenAddr(ln.Addr())
	if a.dev.Load() && !DevListener(a.Config, ln.Addr()) {
		a.dev.Store(false)
		if a.devOutbox.Swap(false) {
			slog.Error("CATRACA_DEV=1 but the listener is not loopback: the dev outbox (/_dev/mail) is OFF and " +
				"mail is not delivered. Listen on 127.0.0.1 for development, or set CATRACA_SMTP_URL.")
		} else {
			slog.Error("CATRACA_DEV=1 but the listener is not loopback: dev mode is OFF. Listen on 127.0.0.1 for development.")
		}
	}
	a.LogMailMode()
	a.LogPaymentMode()
	h, metrics, err := a.handlers()
	if err != nil {
		return err
	}
	if a.Config.MetricsAddr == "" && a.Config.MetricsToken == "" {
		slog.Info("metrics not served: set CATRACA_METRICS_ADDR or CATRACA_METRICS_TOKEN")
	}
	// A start just before an on-sale (a deploy, a restart) opens its database connections now
	// rather than in the opening burst: enough for the checkout's concurrent groups and the
	// reads beside them.
	if err := a.DB.KeepOpen(ctx, openConns); err != nil {
		slog.Warn("database connections not opened ahead", "err", err)
	}
	workers, stopWorkers := context.WithCancel(context.WithoutCancel(ctx))
	var wg sync.WaitGroup
	wg.Add(2)
	go func() { defer wg.Done(); a.Mail.Run(workers) }()
	go func() { defer wg.Done(); a.Accounts.RunSweeps(workers, sweepInterval) }()
	a.RunWorkers(workers)
	go a.web.Precompress() // build files compressed once, before visitors ask for them
	defer func() { stopWorkers(); wg.Wait() }()

	if addr := a.Config.MetricsAddr; addr != "" {
		mln, err := net.Listen("tcp", addr)
		if err != nil {
			return fmt.Errorf("metrics listener: %w", err)
		}
		mux := http.NewServeMux()
		mux.Handle("GET /metrics", metrics)
		msrv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
		go func() { _ = msrv.Serve(mln) }()
		defer msrv.Close()
		slog.Info("metrics", "addr", mln.Addr().String())
	}
	slog.Info("serving", "addr", ln.Addr().String(), "database", string(a.DB.Dialect()))
	return serveUntilDone(ctx, ln, h, a.Config.Drain, func() { a.draining.Store(true) }, a.cutDrain)
}

// CutDrain ends a running drain period at once (a second SIGTERM, say); in-flight requests
// still finish.
func (a *App) CutDrain() { a.cutOnce.Do(func() { close(a.cutDrain) }) }

// serveUntilDone serves h on ln until ctx ends. Then it calls unready (so /readyz answers 503
// and load balancers stop sending), keeps serving for drain so requests already on their way
// are answered, and only then stops taking connections and lets in-flight requests finish
// (up to 25 s) before returning.
func serveUntilDone(ctx context.Context, ln net.Listener, h http.Handler, drain time.Duration, unready func(),
	cut <-chan struct{}) error {
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
	unready()
	slog.Info("shutting down: unready, draining", "drain", drain.String())
	if drain > 0 {
		select {
		case <-time.After(drain):
		case <-cut:
		case err := <-errc:
			return err
		}
	}
	slog.Info("shutting down: finishing in-flight requests")
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
