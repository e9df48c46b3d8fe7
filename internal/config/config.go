// Package config reads the runtime configuration from the environment once, at start.
package config

import (
	"fmt"
	"net/mail"
	"net/url"
	"strings"
)

// Config is the process configuration (DESIGN.md section 2).
type Config struct {
	Addr            string // CATRACA_ADDR
	DatabaseURL     string // CATRACA_DATABASE_URL
	SMTPURL         string // CATRACA_SMTP_URL; empty → dev outbox
	MailFrom        string // CATRACA_MAIL_FROM
	Demo            bool   // CATRACA_DEMO=1
	PaymentProvider string // CATRACA_PAYMENT_PROVIDER
	RedisURL        string // CATRACA_REDIS_URL; empty → in-process state
	// SandboxWebhookSecret signs sandbox webhooks and card tokens
	// (CATRACA_SANDBOX_WEBHOOK_SECRET); empty → a random one per process.
	SandboxWebhookSecret string
}

// FromEnv reads and validates the configuration; getenv is os.Getenv outside tests.
func FromEnv(getenv func(string) string) (Config, error) {
	c := Config{
		Addr:            or(getenv("CATRACA_ADDR"), ":8080"),
		DatabaseURL:     or(getenv("CATRACA_DATABASE_URL"), "sqlite:data/catraca.db"),
		SMTPURL:         getenv("CATRACA_SMTP_URL"),
		MailFrom:        or(getenv("CATRACA_MAIL_FROM"), "Catraca <nao-responda@catraca.localhost>"),
		PaymentProvider: or(getenv("CATRACA_PAYMENT_PROVIDER"), "sandbox"),
		RedisURL:        getenv("CATRACA_REDIS_URL"),

		SandboxWebhookSecret: getenv("CATRACA_SANDBOX_WEBHOOK_SECRET"),
	}
	switch v := getenv("CATRACA_DEMO"); v {
	case "", "0":
	case "1":
		c.Demo = true
	default:
		return c, fmt.Errorf("CATRACA_DEMO must be 0 or 1, got %q", v)
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
	if c.PaymentProvider != "sandbox" {
		return c, fmt.Errorf("CATRACA_PAYMENT_PROVIDER %q is not supported (use sandbox)", c.PaymentProvider)
	}
	if c.RedisURL != "" && !strings.HasPrefix(c.RedisURL, "redis://") {
		return c, fmt.Errorf("CATRACA_REDIS_URL must start with redis://")
	}
	return c, nil
}

func or(v, fallback string) string {
	if v == "" {
		return fallback
	}
	return v
}
