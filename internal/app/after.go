package app

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/catraca/catraca/internal/contact"
	"github.com/catraca/catraca/internal/mail"
	"github.com/catraca/catraca/internal/ticket"
)

// openAfter builds the services of what a buyer does after the purchase.
func (a *App) openAfter() {
	a.Background = &BackgroundMailer{mailer: a.Mailer}
	now := func() time.Time { return a.Now() }
	a.Tickets = ticket.NewService(a.DB, a.Background, now)
	a.Contact = contact.NewService(a.DB, a.Background, a.limiter)
}

// NewOrganizerKey makes a door key for an organizer (catraca organizer-key ORGANIZER_ID).
func (a *App) NewOrganizerKey(ctx context.Context, organizer string) (string, error) {
	return a.Tickets.NewOrganizerKey(ctx, organizer)
}

// runAfter retries refunds the gateway refused, every minute, until ctx ends.
func (a *App) runAfter(ctx context.Context) {
	t := time.NewTicker(time.Minute)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			a.Checkout.RetryRefunds(ctx)
		}
	}
}

// BackgroundMailer sends each message from its own goroutine, so no request waits on SMTP
// (DESIGN.md section 5), with a few retries. It stands in for the database mail queue: when
// that lands, Send becomes Enqueue and nothing else changes for its callers.
type BackgroundMailer struct {
	mailer mail.Mailer
	wg     sync.WaitGroup
}

// Send returns at once; delivery goes on without the request's context.
func (b *BackgroundMailer) Send(ctx context.Context, m mail.Message) error {
	b.wg.Add(1)
	go func() {
		defer b.wg.Done()
		bg, cancel := context.WithTimeout(context.WithoutCancel(ctx), 2*time.Minute)
		defer cancel()
		for attempt := 1; ; attempt++ {
			err := b.mailer.Send(bg, m)
			if err == nil {
				return
			}
			// the subject only: addresses are personal data
			slog.WarnContext(bg, "mail: send failed", "subject", m.Subject, "attempt", attempt, "err", err)
			if attempt == 3 {
				return
			}
			select {
			case <-bg.Done():
				return
			case <-time.After(time.Duration(attempt) * 5 * time.Second):
			}
		}
	}()
	return nil
}

// Wait blocks until the messages sent so far are delivered or given up.
func (b *BackgroundMailer) Wait() { b.wg.Wait() }
