// Package app wires configuration, database, services and the HTTP server together.
package app

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/catraca/catraca/internal/account"
	"github.com/catraca/catraca/internal/backoffice"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/catalog/imports"
	"github.com/catraca/catraca/internal/checkout"
	"github.com/catraca/catraca/internal/config"
	"github.com/catraca/catraca/internal/contact"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/demo"
	"github.com/catraca/catraca/internal/idempotency"
	"github.com/catraca/catraca/internal/mail"
	"github.com/catraca/catraca/internal/media"
	"github.com/catraca/catraca/internal/orgauth"
	"github.com/catraca/catraca/internal/payment/sandbox"
	"github.com/catraca/catraca/internal/payouts"
	"github.com/catraca/catraca/internal/queue"
	"github.com/catraca/catraca/internal/ratelimit"
	"github.com/catraca/catraca/internal/store"
	"github.com/catraca/catraca/internal/ticket"
	"github.com/catraca/catraca/internal/webui"
)

// App is the running product: database and services.
type App struct {
	Config   config.Config
	DB       *db.DB
	Stores   *store.Service
	Catalog  *catalog.Service
	Accounts *account.Service
	// Mail is the outgoing mail queue; Serve runs its worker, tests call Flush.
	Mail   *mail.Queue
	Mailer mail.Mailer
	// Outbox keeps e-mails in dev mode without SMTP (listed at /_dev/mail on a loopback
	// listener); nil otherwise.
	Outbox  *mail.Outbox
	limiter ratelimit.Limiter
	// redis holds the rate limits shared by a cluster's instances (CATRACA_REDIS_URL); nil
	// keeps them in this process.
	redis *ratelimit.Redis
	// queueRedis keeps the waiting room's lines when the cluster has a Redis.
	queueRedis *queue.Redis
	// Now is the clock of sales windows and listings; tests set it, nil means the wall clock.
	Now func() time.Time
	// draining is set when shutdown starts: /readyz answers 503 so balancers move away.
	draining atomic.Bool
	// dev is dev mode: CATRACA_DEV=1, turned off by Serve on a listener that is not loopback.
	// The dev outbox and the sandbox's "pay this order" route exist only then (devRequest).
	dev atomic.Bool
	// devOutbox is whether /_dev/mail answers (dev mode, no SMTP, loopback listener).
	devOutbox atomic.Bool
	cutDrain  chan struct{}
	cutOnce   sync.Once

	Checkout    *checkout.Service
	Sandbox     *sandbox.Provider
	Idempotency *idempotency.Store

	// NoReadCache makes every catalog read and page build afresh (benchmarks compare).
	NoReadCache bool
	web         *webui.Handler

	// Media keeps the event posters fetched at import.
	Media *media.Service

	// After the purchase: tickets, the door, messages to organizers, organizers' payouts.
	Tickets *ticket.Service
	Contact *contact.Service
	Payouts *payouts.Service

	// OrgAuth admits the back office's users (organizers' people, not customers).
	OrgAuth *orgauth.Service
	// Backoffice is what the console reads of sales and orders.
	Backoffice *backoffice.Service
	// Queue is the waiting room of queued sales.
	Queue *queue.Service
}

// Open connects to the database and brings it up to date: schema, a default store, the
// municipality list, and the demo catalog when CATRACA_DEMO=1 finds it not yet seeded.
func Open(ctx context.Context, cfg config.Config) (*App, error) {
	d, err := db.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return nil, err
	}
	a := &App{Config: cfg, DB: d, Stores: store.NewService(d), Catalog: catalog.NewService(d), Now: wallClock,
		limiter: ratelimit.NewMemory(), cutDrain: make(chan struct{})}
	a.dev.Store(cfg.Dev)
	a.Catalog.SetClock(func() time.Time { return a.Now() })
	a.Catalog.SetEventChecker(imports.ParseEvent) // the console's event documents pass the import's checks
	a.Catalog.SetPlaceChecker(imports.ParsePlace) // and so do its places
	a.Media = media.New(d, &http.Client{}, func() time.Time { return a.Now() })
	a.Stores.SetLocalPort(portOf(cfg.Addr))
	a.Stores.SiteURL = cfg.SiteURL
	switch {
	case cfg.SMTPURL != "":
		if a.Mailer, err = mail.NewSMTP(cfg.SMTPURL, cfg.MailFrom); err != nil {
			d.Close()
			return nil, err
		}
	case cfg.Dev:
		a.Outbox = &mail.Outbox{}
		a.Mailer = a.Outbox
		a.devOutbox.Store(true)
	default:
		a.Mailer = mail.Discard{}
	}
	if err := a.Migrate(ctx); err != nil {
		d.Close()
		return nil, err
	}
	secret, err := a.codeSecret(ctx)
	if err != nil {
		d.Close()
		return nil, err
	}
	if cfg.RedisURL != "" {
		if a.redis, err = ratelimit.NewRedis(cfg.RedisURL, storeNamespace(secret)); err != nil {
			d.Close()
			return nil, fmt.Errorf("CATRACA_REDIS_URL: %w", err)
		}
		a.limiter = a.redis
	}
	if err := a.openQueue(secret); err != nil {
		d.Close()
		return nil, err
	}
	a.Mail = mail.NewQueue(d, a.Mailer)
	a.Accounts = account.NewService(d, a.Mail, a.limiter, func() time.Time { return a.Now() }, secret)
	a.OrgAuth = orgauth.New(d, a.Mail, a.limiter, a.Accounts, func() time.Time { return a.Now() }, secret)
	a.Backoffice = backoffice.New(d, a.OrgAuth, func() time.Time { return a.Now() })
	if err := a.openCheckout(); err != nil {
		d.Close()
		return nil, err
	}
	a.openAfter()
	if cfg.Demo {
		if err := a.SeedDemo(ctx, true); err != nil {
			d.Close()
			return nil, err
		}
	}
	return a, nil
}

// codeSecret is CATRACA_SECRET, or else the secret kept in the database: generated by the
// first process that starts, so every process on the database agrees on it.
func (a *App) codeSecret(ctx context.Context) ([]byte, error) {
	if a.Config.Secret != "" {
		return []byte(a.Config.Secret), nil
	}
	buf := make([]byte, 32)
	if _, err := rand.Read(buf); err != nil {
		return nil, err
	}
	if _, err := a.DB.Exec(ctx, `INSERT INTO app_meta (key, value) VALUES ('code_secret', ?)
		ON CONFLICT (key) DO NOTHING`, hex.EncodeToString(buf)); err != nil {
		return nil, fmt.Errorf("store the code secret: %w", err)
	}
	var stored string
	if err := a.DB.QueryRow(ctx, "SELECT value FROM app_meta WHERE key = 'code_secret'").Scan(&stored); err != nil {
		return nil, fmt.Errorf("read the code secret: %w", err)
	}
	return hex.DecodeString(stored)
}

// storeNamespace names this store's keys in a shared Redis: the same for every instance on
// its database (they share the secret), different for any other store, and no secret itself.
func storeNamespace(secret []byte) string {
	sum := sha256.Sum256(append([]byte("catraca redis namespace:"), secret...))
	return hex.EncodeToString(sum[:6])
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

// Close writes what is still counted in memory and releases the database.
func (a *App) Close() error {
	a.Accounts.Settle() // recoveries already answered still look up and mail before the end
	// The page views counted since the last write are not lost to a restart.
	ctx, cancel := context.WithTimeout(context.Background(), db.StatementTimeout)
	defer cancel()
	if err := a.Catalog.FlushVisits(ctx); err != nil {
		slog.Error("catalog: write visits on close", "err", err)
	}
	if a.queueRedis != nil {
		_ = a.queueRedis.Close()
	}
	if a.redis != nil {
		_ = a.redis.Close()
	}
	return a.DB.Close()
}

// SetListenAddr tells the app where it listens: the origins of loopback hosts (development
// and tests) carry its port.
func (a *App) SetListenAddr(addr net.Addr) { a.Stores.SetLocalPort(portOf(addr.String())) }

// LogMailMode says at start where mail goes; without SMTP and dev mode, loudly, that it is lost.
func (a *App) LogMailMode() {
	switch {
	case a.Config.SMTPURL != "":
		slog.Info("mail delivered through SMTP")
	case a.devOutbox.Load():
		slog.Warn("DEV MODE: e-mails are not delivered; they are kept in memory and shown at /_dev/mail (loopback only)")
	default:
		slog.Error("MAIL IS NOT DELIVERED: CATRACA_SMTP_URL is not set, so every e-mail (codes, password " +
			"recovery) is dropped. Set CATRACA_SMTP_URL, or CATRACA_DEV=1 on a loopback address for development.")
	}
}

// LogPaymentMode says at start, loudly outside dev mode, that the sandbox gateway charges
// nothing: a store left on it sells tickets that nobody pays for.
func (a *App) LogPaymentMode() {
	if a.Sandbox == nil {
		return
	}
	if a.dev.Load() {
		slog.Warn("DEV MODE: payments run on the sandbox gateway; orders can be paid by hand at " +
			"POST /api/checkout/orders/{hash}/sandbox/pay (loopback only)")
		return
	}
	slog.Error("PAYMENTS ARE NOT CHARGED: CATRACA_PAYMENT_PROVIDER is the sandbox gateway, which moves no money " +
		"(test cards only); the checkout shows that it is a test environment. Configure a real payment provider " +
		"before selling.")
}

// portOf is the port of a listen address such as ":8080" or "127.0.0.1:8080"; "8080" when
// there is none.
func portOf(addr string) string {
	if _, port, err := net.SplitHostPort(addr); err == nil && port != "" {
		return port
	}
	return "8080"
}
