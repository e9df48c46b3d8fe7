package account

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/mail"
	"github.com/catraca/catraca/internal/ratelimit"
)

// Lifetimes (spec section 9 and docs/architecture.md, "Secrets").
const (
	AccessTokenTTL = 24 * time.Hour
	CodeTTL        = 10 * time.Minute
	MaxCodeTries   = 5
)

// Customer is what the storefront shows of an account.
type Customer struct {
	ID              int64  `json:"id"`
	Name            string `json:"name"`
	Lastname        string `json:"lastname"`
	Email           string `json:"email"`
	Phone           string `json:"phone"`
	Country         string `json:"country"` // ISO 3166-1 alpha-2
	Document        string `json:"document"`
	ForeignDocument string `json:"foreignDocument"`
	TwoFactor       bool   `json:"two_factor"`
	locale          string
	confirmed       bool
	passwordHash    string
}

// Brand is the store an e-mail goes out for.
type Brand struct {
	Name, Logo, SiteURL string
	Color               string // primary colour, for the e-mail's action button
}

// Service runs the account rules.
type Service struct {
	db      *db.DB
	mail    *mail.Queue
	limiter ratelimit.Limiter
	now     func() time.Time
	secret  []byte // keys the HMAC of e-mailed codes
	// hashing bounds the argon2id computations running at once (19 MiB and one core each, see
	// hashSlots), so a rush of registrations or logins cannot exhaust memory or starve other
	// requests.
	hashing chan struct{}
	// HashWait is how long a request waits for a free hashing slot before answering 503.
	HashWait time.Duration
	// RegisterRule bounds registrations per client address (benchmarks lift it).
	RegisterRule ratelimit.Rule
	// recovering and recoveries track the password recoveries running after their answer.
	recovering chan struct{}
	recoveries sync.WaitGroup
}

// NewService returns the account service. secret keys the stored digests of e-mailed codes;
// every process on one database must use the same.
func NewService(d *db.DB, q *mail.Queue, l ratelimit.Limiter, now func() time.Time, secret []byte) *Service {
	return &Service{db: d, mail: q, limiter: l, now: now, secret: secret,
		hashing: make(chan struct{}, hashSlots()), HashWait: 3 * time.Second, RegisterRule: registerRule,
		recovering: make(chan struct{}, maxRecoveries)}
}

// MsgBusy answers a request that found every hashing slot taken.
const MsgBusy = "Muitas solicitações no momento. Tente novamente em instantes."

// withHashSlot runs fn (an argon2id computation) once a slot is free; after HashWait it gives
// up with 503, which the client may retry (Retry-After).
func (s *Service) withHashSlot(ctx context.Context, fn func()) error {
	t := time.NewTimer(s.HashWait)
	defer t.Stop()
	select {
	case s.hashing <- struct{}{}:
	case <-t.C:
		return apperr.New(apperr.Unavailable, MsgBusy)
	case <-ctx.Done():
		return ctx.Err()
	}
	defer func() { <-s.hashing }()
	fn()
	return nil
}

const customerCols = `id, email, name, lastname, phone, country, COALESCE(document, ''), foreign_document,
	two_factor, locale, confirmed_at IS NOT NULL, password_hash`

func scanCustomer(row *db.Row) (Customer, error) {
	var c Customer
	var twoFactor int
	err := row.Scan(&c.ID, &c.Email, &c.Name, &c.Lastname, &c.Phone, &c.Country, &c.Document,
		&c.ForeignDocument, &twoFactor, &c.locale, &c.confirmed, &c.passwordHash)
	c.TwoFactor = twoFactor == 1
	return c, err
}

// byEmail finds a live account by e-mail; ErrNotFound when there is none.
func (s *Service) byEmail(ctx context.Context, email string) (Customer, error) {
	return scanCustomer(s.db.QueryRow(ctx, "SELECT "+customerCols+
		" FROM customers WHERE email = ? AND removed_at IS NULL", NormalizeEmail(email)))
}

// ByID finds a live account.
func (s *Service) ByID(ctx context.Context, id int64) (Customer, error) {
	c, err := scanCustomer(s.db.QueryRow(ctx, "SELECT "+customerCols+
		" FROM customers WHERE id = ? AND removed_at IS NULL", id))
	if errors.Is(err, db.ErrNotFound) {
		return Customer{}, apperr.New(apperr.Unauthorized, MsgSessionExpired)
	}
	return c, err
}

// allow applies a rate-limit rule, answering 429 past it.
func (s *Service) allow(key string, r ratelimit.Rule) error {
	if !s.limiter.Allow(key, r) {
		return apperr.New(apperr.TooMany, MsgTooMany)
	}
	return nil
}

// send renders an e-mail and puts it on the queue: delivery happens outside the request, so
// neither its time nor its failure tells the client anything (ex: the database or a *db.Tx).
func (s *Service) send(ctx context.Context, ex mail.Execer, kind mail.Kind, c Customer, b Brand, code, link string) error {
	msg, err := mail.Render(kind, c.locale, c.Email, mail.Data{StoreName: b.Name, StoreLogo: b.Logo,
		Color: b.Color, SiteURL: b.SiteURL, Name: c.Name, Code: code, Link: link})
	if err != nil {
		return err
	}
	return wrap("queue mail", s.mail.Enqueue(ctx, ex, msg))
}

func (s *Service) utcNow() time.Time { return s.now().UTC().Truncate(time.Second) }

func wrap(what string, err error) error {
	if err == nil {
		return nil
	}
	var ae *apperr.Error
	if errors.As(err, &ae) {
		return err
	}
	return fmt.Errorf("account: %s: %w", what, err)
}
