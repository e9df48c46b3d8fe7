// Package config reads the runtime configuration from the environment once, at start.
package config

import (
	"errors"
	"fmt"
	"net/mail"
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/catraca/catraca/internal/clientaddr"
)

// Config is the process configuration (docs/architecture.md, "Runtime contract"; README's table).
type Config struct {
	Addr            string // CATRACA_ADDR
	DatabaseURL     string // CATRACA_DATABASE_URL
	SMTPURL         string // CATRACA_SMTP_URL; empty → mail is not delivered (dev outbox in dev mode)
	MailFrom        string // CATRACA_MAIL_FROM
	Demo            bool   // CATRACA_DEMO=1
	PaymentProvider string // CATRACA_PAYMENT_PROVIDER: sandbox (default) or stripe
	Stripe          Stripe // CATRACA_STRIPE_*, with PaymentProvider stripe
	RedisURL        string // CATRACA_REDIS_URL; empty → in-process state
	// Dev turns on development conveniences (the dev outbox), only on a loopback listener.
	Dev bool // CATRACA_DEV=1
	// RequestTimeout is every API request's deadline; 0 means the default.
	RequestTimeout time.Duration // CATRACA_REQUEST_TIMEOUT
	// Drain is how long /readyz answers 503 before a stopping server closes its listener.
	Drain time.Duration // CATRACA_DRAIN
	// MetricsAddr serves /metrics on its own listener; MetricsToken, on the main one behind a
	// bearer token. With neither, /metrics is not served.
	MetricsAddr  string // CATRACA_METRICS_ADDR
	MetricsToken string // CATRACA_METRICS_TOKEN
	// SiteURL is the canonical origin of a store with no site_url and no host of its own.
	SiteURL string // CATRACA_SITE_URL
	// Secret keys the HMAC of e-mailed codes: CATRACA_SECRET, or the content of the file
	// CATRACA_SECRET_FILE names. Required to serve outside dev mode; empty (dev mode, the
	// other commands, tests) → one generated and kept in the database.
	Secret string
	// TrustedProxies are the proxies whose X-Forwarded-For names the client
	// (CATRACA_TRUSTED_PROXIES); none by default.
	TrustedProxies clientaddr.Resolver
	// SandboxWebhookSecret signs sandbox webhooks and card tokens
	// (CATRACA_SANDBOX_WEBHOOK_SECRET); empty → a random one per process.
	SandboxWebhookSecret string
}

// Defaults of the durations.
const (
	DefaultRequestTimeout = 10 * time.Second
	DefaultDrain          = 5 * time.Second
)

// FromEnv reads and validates the configuration; getenv is os.Getenv outside tests.
func FromEnv(getenv func(string) string) (Config, error) {
	c := Config{
		Addr:            or(getenv("CATRACA_ADDR"), ":8080"),
		DatabaseURL:     or(getenv("CATRACA_DATABASE_URL"), "sqlite:data/catraca.db"),
		SMTPURL:         getenv("CATRACA_SMTP_URL"),
		MailFrom:        or(getenv("CATRACA_MAIL_FROM"), "Catraca <nao-responda@catraca.localhost>"),
		PaymentProvider: or(getenv("CATRACA_PAYMENT_PROVIDER"), "sandbox"),
		RedisURL:        getenv("CATRACA_REDIS_URL"),
		MetricsAddr:     getenv("CATRACA_METRICS_ADDR"),
		MetricsToken:    getenv("CATRACA_METRICS_TOKEN"),
		SiteURL:         getenv("CATRACA_SITE_URL"),

		SandboxWebhookSecret: getenv("CATRACA_SANDBOX_WEBHOOK_SECRET"),
	}
	var err error
	if c.Demo, err = flag(getenv, "CATRACA_DEMO"); err != nil {
		return c, err
	}
	if c.Dev, err = flag(getenv, "CATRACA_DEV"); err != nil {
		return c, err
	}
	if c.RequestTimeout, err = duration(getenv, "CATRACA_REQUEST_TIMEOUT", DefaultRequestTimeout); err != nil {
		return c, err
	}
	if c.Drain, err = duration(getenv, "CATRACA_DRAIN", DefaultDrain); err != nil {
		return c, err
	}
	if !strings.HasPrefix(c.DatabaseURL, "sqlite:") && !strings.HasPrefix(c.DatabaseURL, "postgres://") &&
		!strings.HasPrefix(c.DatabaseURL, "postgresql://") {
		return c, fmt.Errorf("CATRACA_DATABASE_URL must be sqlite:PATH or postgres://..., got %q", c.DatabaseURL)
	}
	if c.SMTPURL != "" {
		if u, err := url.Parse(c.SMTPURL); err != nil || u.Scheme != "smtp" || u.Host == "" {
			return c, fmt.Errorf("CATRACA_SMTP_URL must look like smtp://user:pass@host:port")
		}
	}
	if _, err := mail.ParseAddress(c.MailFrom); err != nil {
		return c, fmt.Errorf("CATRACA_MAIL_FROM is not an e-mail address: %v", err)
	}
	if err := c.payment(getenv); err != nil {
		return c, err
	}
	if c.TrustedProxies, err = clientaddr.Parse(getenv("CATRACA_TRUSTED_PROXIES")); err != nil {
		return c, err
	}
	if c.RedisURL != "" && !strings.HasPrefix(c.RedisURL, "redis://") {
		return c, fmt.Errorf("CATRACA_REDIS_URL must start with redis://")
	}
	if c.MetricsToken != "" && len(c.MetricsToken) < 16 {
		return c, fmt.Errorf("CATRACA_METRICS_TOKEN must be at least 16 characters")
	}
	if c.SiteURL != "" {
		if u, err := url.Parse(c.SiteURL); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" ||
			(u.Path != "" && u.Path != "/") {
			return c, fmt.Errorf("CATRACA_SITE_URL must be an origin such as https://ingressos.example.com.br")
		}
	}
	if c.Secret, err = secret(getenv); err != nil {
		return c, err
	}
	if c.Secret != "" && len(c.Secret) < 32 {
		return c, fmt.Errorf("CATRACA_SECRET must be at least 32 characters")
	}
	return c, nil
}

// secret is CATRACA_SECRET, or the content of the file CATRACA_SECRET_FILE names (without
// its trailing newline), so the key need not sit in the environment.
func secret(getenv func(string) string) (string, error) {
	value, file := getenv("CATRACA_SECRET"), getenv("CATRACA_SECRET_FILE")
	if file == "" {
		return value, nil
	}
	if value != "" {
		return "", fmt.Errorf("set CATRACA_SECRET or CATRACA_SECRET_FILE, not both")
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return "", fmt.Errorf("CATRACA_SECRET_FILE: %w", err)
	}
	v := strings.TrimRight(string(b), "\r\n")
	if v == "" {
		return "", fmt.Errorf("CATRACA_SECRET_FILE %s is empty", file)
	}
	return v, nil
}

// ErrNoSecret refuses to serve outside dev mode without the key of e-mailed codes: kept in
// the database beside the codes' digests, a copy of the database would give away live codes.
var ErrNoSecret = errors.New("CATRACA_SECRET (at least 32 characters) or CATRACA_SECRET_FILE (a file holding it) " +
	"is required outside dev mode: it keys the e-mailed codes, and must not live in the database beside them. " +
	"For development, run with CATRACA_DEV=1 on a loopback address (make run)")

func flag(getenv func(string) string, name string) (bool, error) {
	switch v := getenv(name); v {
	case "", "0":
		return false, nil
	case "1":
		return true, nil
	default:
		return false, fmt.Errorf("%s must be 0 or 1, got %q", name, v)
	}
}

func duration(getenv func(string) string, name string, fallback time.Duration) (time.Duration, error) {
	v := getenv(name)
	if v == "" {
		return fallback, nil
	}
	d, err := time.ParseDuration(v)
	if err != nil || d < 0 {
		return 0, fmt.Errorf("%s must be a duration such as 10s, got %q", name, v)
	}
	return d, nil
}

func or(v, fallback string) string {
	if v == "" {
		return fallback
	}
	return v
}
