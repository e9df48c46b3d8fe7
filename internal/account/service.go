package account

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/mail"
	"github.com/catraca/catraca/internal/ratelimit"
)

// Lifetimes (spec section 9 and DESIGN.md section 5).
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
	mailer  mail.Mailer
	limiter *ratelimit.Memory
	now     func() time.Time
}

// NewService returns the account service.
func NewService(d *db.DB, m mail.Mailer, l *ratelimit.Memory, now func() time.Time) *Service {
	return &Service{db: d, mailer: m, limiter: l, now: now}
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

// send renders and delivers an e-mail; delivery failures are logged without the address.
func (s *Service) send(ctx context.Context, kind mail.Kind, c Customer, b Brand, code, link string) error {
	msg, err := mail.Render(kind, c.locale, c.Email, mail.Data{StoreName: b.Name, StoreLogo: b.Logo,
		Color: b.Color, SiteURL: b.SiteURL, Name: c.Name, Code: code, Link: link})
	if err != nil {
		return err
	}
	if err := s.mailer.Send(ctx, msg); err != nil {
		slog.ErrorContext(ctx, "mail delivery failed", "kind", string(kind), "customer", c.ID, "err", err)
		return apperr.New(apperr.Internal, "Erro ao enviar token")
	}
	return nil
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
