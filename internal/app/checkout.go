package app

import (
	"context"
	"crypto/rand"
	"log/slog"
	"time"

	"github.com/catraca/catraca/internal/checkout"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/idempotency"
	"github.com/catraca/catraca/internal/inventory"
	"github.com/catraca/catraca/internal/payment"
	"github.com/catraca/catraca/internal/payment/sandbox"
	"github.com/catraca/catraca/internal/payment/stripe"
	"github.com/catraca/catraca/internal/store"
)

// openCheckout builds the payment provider and the checkout. Without
// CATRACA_SANDBOX_WEBHOOK_SECRET the sandbox signs with a random secret of this process
// (said at start, never the value): webhooks from another process will then be refused.
func (a *App) openCheckout() error {
	var provider payment.Provider
	switch a.Config.PaymentProvider {
	case "stripe":
		s := a.Config.Stripe
		p, err := stripe.New(stripe.Config{SecretKey: s.SecretKey, WebhookSecret: s.WebhookSecret, APIURL: s.APIURL,
			Timeout: s.Timeout, Now: func() time.Time { return a.Now() }})
		if err != nil {
			return err
		}
		provider = p
		a.Stores.Payment = store.Payment{Provider: p.Name(), StripePublishableKey: s.PublishableKey}
	default:
		secret := []byte(a.Config.SandboxWebhookSecret)
		if len(secret) == 0 {
			secret = make([]byte, 32)
			_, _ = rand.Read(secret)
			slog.Info("CATRACA_SANDBOX_WEBHOOK_SECRET unset: generated a random webhook secret for this process")
		}
		a.Sandbox = sandbox.New(secret, func() time.Time { return a.Now() })
		a.Sandbox.ShareSpent(spentTokens{a.DB})
		provider = a.Sandbox
		a.Stores.Payment = store.Payment{Provider: a.Sandbox.Name()}
	}
	a.Idempotency = idempotency.New(a.DB)
	a.Checkout = checkout.NewService(a.DB, provider, a.Mail, brands{a.Stores},
		func() time.Time { return a.Now() }, inventory.Hold)
	return nil
}

// brands gives the checkout a store's look for e-mails.
type brands struct{ stores *store.Service }

func (b brands) Brand(ctx context.Context, storeID int64) (checkout.Brand, error) {
	st, err := b.stores.ByID(ctx, storeID)
	if err != nil {
		return checkout.Brand{}, err
	}
	t := st.Configs.Template
	return checkout.Brand{Name: st.Name, Logo: t.Logo, Color: t.Colors.Primary, Locale: t.Locale, Help: t.URLHelp,
		WhatsApp: t.SupportWhatsApp}, nil
}

// spentTokens records each card token's first charge in the database, where every process
// sees it (the sandbox's card tokens are single-use).
type spentTokens struct{ db *db.DB }

func (s spentTokens) Spend(ctx context.Context, id string, expires time.Time) (bool, error) {
	var n int64
	err := s.db.InTx(ctx, func(tx *db.Tx) error {
		res, err := tx.Exec(ctx, "INSERT INTO spent_card_tokens (id, expires_at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING",
			id, expires.UTC())
		if err != nil {
			return err
		}
		n, err = res.RowsAffected()
		return err
	})
	return n == 1, err
}

// prune forgets the tokens that have expired: they cannot be charged anyway.
func (s spentTokens) prune(ctx context.Context, now time.Time) error {
	_, err := s.db.Exec(ctx, "DELETE FROM spent_card_tokens WHERE expires_at < ?", now.UTC())
	return err
}

// RunWorkers does the background work of every process until ctx ends: expired holds go
// back on sale, order e-mails go out, page views are written, old idempotency keys and spent
// card tokens are dropped, and a gateway that can be asked is reconciled.
func (a *App) RunWorkers(ctx context.Context) {
	go a.Checkout.Run(ctx)
	go a.Checkout.RunReconcile(ctx)
	go a.Catalog.RunVisits(ctx)
	go a.runAfter(ctx)
	go a.Queue.Run(ctx)
	go func() {
		t := time.NewTicker(time.Hour)
		defer t.Stop()
		for {
			if err := a.Idempotency.Prune(ctx, a.Now().Add(-24*time.Hour)); err != nil && ctx.Err() == nil {
				slog.ErrorContext(ctx, "prune idempotency keys", "err", err)
			}
			if err := (spentTokens{a.DB}).prune(ctx, a.Now()); err != nil && ctx.Err() == nil {
				slog.ErrorContext(ctx, "prune spent card tokens", "err", err)
			}
			select {
			case <-ctx.Done():
				return
			case <-t.C:
			}
		}
	}()
}
