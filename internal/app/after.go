package app

import (
	"context"
	"time"

	"github.com/catraca/catraca/internal/contact"
	"github.com/catraca/catraca/internal/ticket"
)

// openAfter builds the services of what a buyer does after the purchase.
func (a *App) openAfter() {
	now := func() time.Time { return a.Now() }
	a.Tickets = ticket.NewService(a.DB, a.Mail, func(ctx context.Context, storeID int64) (ticket.Brand, error) {
		b, err := brands{a.Stores}.Brand(ctx, storeID)
		return ticket.Brand{Name: b.Name, Logo: b.Logo, Color: b.Color}, err
	}, now)
	a.Contact = contact.NewService(a.DB, a.Mail, a.limiter)
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
