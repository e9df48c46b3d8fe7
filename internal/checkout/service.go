// Package checkout sells tickets: orders that hold stock for a while, their items and
// attendees, coupons, half-price rules and limits, payment through a payment.Provider, the
// tickets issued once paid and the e-mails that follow. Stock itself only changes through
// internal/inventory.
package checkout

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"time"

	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/checkout/rush"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/mail"
	"github.com/catraca/catraca/internal/payment"
	"golang.org/x/sync/singleflight"
)

// Sold reports whether an order's sale stands: it is paid, or it was paid and then took a
// payment it must give back (needs_refund with paid_at: a second payment, or one above the
// total). Its tickets are then good at the door and may change holder.
func Sold(status string, paid bool) bool {
	return status == StatusPaid || (status == StatusNeedsRefund && paid)
}

// SoldSQL is Sold as an SQL condition on the orders row called alias ("" for the table's
// own columns).
func SoldSQL(alias string) string {
	if alias != "" {
		alias += "."
	}
	return "(" + alias + "status = 'paid' OR (" + alias + "status = 'needs_refund' AND " + alias + "paid_at IS NOT NULL))"
}

// Mailer is the part of the mail system the checkout needs; the lead may swap in a queue.
type Mailer interface {
	Send(ctx context.Context, m mail.Message) error
}

// HoldFunc reserves stock of a sector; inventory.Hold unless a test replaces it.
type HoldFunc func(ctx context.Context, tx *db.Tx, sectorID int64, qty int) error

// Service runs the checkout rules.
type Service struct {
	db       *db.DB
	provider payment.Provider
	mailer   Mailer
	brands   BrandSource
	now      func() time.Time
	// HoldSector is the stock guard. Tests put an unguarded version here to prove the race
	// tests can see an oversell.
	HoldSector HoldFunc
	// LockOrder takes an order's row before it changes (lock.go). Tests put a no-op here to
	// prove the race tests can see two changes of one order interleave.
	LockOrder OrderLock
	// rush group-commits the orders' holds (see package rush).
	rush  *rush.Engine
	rules rulesCache
	loads singleflight.Group // of loadRules, by rulesKey
	// Documents are what the purchase confirmation attaches: the order's tickets as a PDF
	// and its calendar entry (internal/ticket draws them; it depends on this package, so
	// the app hands them in). nil attaches nothing.
	Documents func(ctx context.Context, orderHash string) ([]mail.Attachment, error)
}

// Brand is what e-mails show of a store, and where buyers reach it.
type Brand struct {
	Name, Logo, Color, Locale string
	Help, WhatsApp            string // help page URL; support number as digits
}

// BrandSource finds a store's brand for e-mails sent outside any request.
type BrandSource interface {
	Brand(ctx context.Context, storeID int64) (Brand, error)
}

// NewService returns the checkout on d.
func NewService(d *db.DB, provider payment.Provider, mailer Mailer, brands BrandSource, now func() time.Time, hold HoldFunc) *Service {
	s := &Service{db: d, provider: provider, mailer: mailer, brands: brands, now: now, HoldSector: hold,
		LockOrder: LockOrder}
	// The guard is read when a group takes its sectors, so a test's replacement applies there too.
	s.rush = rush.New(d, rush.Config{
		HoldSector: func(ctx context.Context, tx *db.Tx, sectorID int64, qty int) error {
			return s.HoldSector(ctx, tx, sectorID, qty)
		},
		WriteBulk: writeBulk, Generation: catalog.RulesGenerationQuery, Saw: s.rules.saw, Forget: s.rules.forget,
	})
	return s
}

// Provider is the payment gateway in use.
func (s *Service) Provider() payment.Provider { return s.provider }

// newToken is 128 random bits in hex: order hashes and ticket tokens.
func newToken() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b) // crypto/rand never fails on supported platforms
	return hex.EncodeToString(b)
}

// ts stores an instant in UTC, so SQLite's text timestamps compare in time order.
func ts(t time.Time) time.Time { return t.UTC().Truncate(time.Microsecond) }
