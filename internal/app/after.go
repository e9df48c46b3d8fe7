package app

import (
	"context"
	"log/slog"
	"strings"
	"time"

	"github.com/catraca/catraca/internal/contact"
	"github.com/catraca/catraca/internal/demo"
	"github.com/catraca/catraca/internal/payouts"
	"github.com/catraca/catraca/internal/ticket"
)

// openAfter builds the services of what a buyer does after the purchase, and the organizers'
// payouts.
func (a *App) openAfter() {
	now := func() time.Time { return a.Now() }
	a.Tickets = ticket.NewService(a.DB, a.Mail, func(ctx context.Context, storeID int64) (ticket.Brand, error) {
		b, err := brands{a.Stores}.Brand(ctx, storeID)
		return ticket.Brand{Name: b.Name, Logo: b.Logo, Color: b.Color}, err
	}, now)
	a.Tickets.Raster = a.storedImage
	a.Checkout.Documents = a.Tickets.OrderDocuments
	a.Contact = contact.NewService(a.DB, a.Mail, a.limiter, func() time.Time { return a.Now() })
	a.Payouts = payouts.NewService(a.DB)
}

// storedImage is a poster's or logo's raster rendition kept by this server: the demo's own
// files, or a poster stored by the media sync. Nothing is fetched from another host.
func (a *App) storedImage(ctx context.Context, ref string, width int) ([]byte, bool) {
	if name, ok := strings.CutPrefix(ref, "/media/demo/"); ok {
		return demo.File(name)
	}
	data, ok, err := a.Media.Rendition(ctx, ref, width)
	if err != nil {
		slog.WarnContext(ctx, "ticket pdf: stored image", "err", err)
	}
	return data, ok
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
