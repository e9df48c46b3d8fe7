package account

import (
	"context"
	"errors"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/mail"
	"github.com/catraca/catraca/internal/ratelimit"
)

// Login rate limits. Attempts per client address bound one address guessing many accounts.
// Wrong passwords are counted per account and address together, so someone guessing from
// elsewhere cannot lock the owner out; when an account collects many failures from
// everywhere, only addresses that already failed on it are stopped, and a correct password
// from an address with no failures still goes through. The back office's login keeps the same
// limits, under keys of its own (internal/orgauth).
var (
	LoginPerIP          = ratelimit.Rule{Limit: 100, Window: 10 * time.Minute}
	LoginFailsPerSource = ratelimit.Rule{Limit: 10, Window: 15 * time.Minute}
	LoginFailsAccount   = ratelimit.Rule{Limit: 50, Window: 15 * time.Minute}
	passwordChangeRule  = ratelimit.Rule{Limit: 20, Window: 15 * time.Minute}
)

// LoginResult answers POST /auth/loginsite: the session with the customer's details; or only
// TwoFA (a code was e-mailed); or only ID (the registration awaits its confirmation code).
type LoginResult struct {
	AccessToken string `json:"access_token,omitempty"`
	ExpiresIn   int    `json:"expires_in,omitempty"` // seconds
	ID          int64  `json:"id"`
	TwoFA       bool   `json:"2fa,omitempty"`
	*Customer
}

// Login checks the credentials and, when needed, the e-mailed code. ip keys the rate limits.
func (s *Service) Login(ctx context.Context, username, password, token, ip string, b Brand) (LoginResult, error) {
	bad := apperr.New(apperr.Unauthorized, MsgBadCredentials)
	if err := s.allow("login-ip:"+ip, LoginPerIP); err != nil {
		return LoginResult{}, err
	}
	email := NormalizeEmail(username)
	guess, err := StartGuess(s.limiter, "login-fail:", email, ip)
	if err != nil {
		return LoginResult{}, err
	}
	defer guess.Close()
	failure := func() (LoginResult, error) {
		guess.Wrong()
		return LoginResult{}, bad
	}
	c, err := s.byEmail(ctx, email)
	if errors.Is(err, db.ErrNotFound) {
		if _, err := s.CheckPasswordInSlot(ctx, dummyHash, password); err != nil { // same time as a real check
			return LoginResult{}, err
		}
		return failure()
	}
	if err != nil {
		return LoginResult{}, wrap("login", err)
	}
	ok, err := s.CheckPasswordInSlot(ctx, c.passwordHash, password)
	if err != nil {
		return LoginResult{}, err
	}
	if !ok {
		return failure()
	}
	switch {
	case !c.confirmed:
		if token != "" {
			return LoginResult{}, apperr.Field("token", MsgInvalidToken)
		}
		return LoginResult{ID: c.ID}, s.mailCode(ctx, c, purposeConfirm, b)
	case c.TwoFactor && token == "":
		return LoginResult{ID: c.ID, TwoFA: true}, s.mailCode(ctx, c, purposeLogin, b)
	case c.TwoFactor:
		if err := s.checkCode(ctx, c.ID, purposeLogin, token, true); err != nil {
			return LoginResult{}, err
		}
	}
	return s.startSession(ctx, c)
}

// mailCode issues a code for purpose and e-mails it.
func (s *Service) mailCode(ctx context.Context, c Customer, purpose string, b Brand) error {
	code, err := s.issueCode(ctx, c.ID, purpose)
	if err != nil {
		return err
	}
	kind := map[string]mail.Kind{purposeLogin: mail.LoginToken, purposeConfirm: mail.ConfirmToken,
		purposeReset: mail.ResetToken}[purpose]
	return s.send(ctx, s.db, kind, c, b, code, "")
}

func (s *Service) startSession(ctx context.Context, c Customer) (LoginResult, error) {
	token, err := newAccessToken()
	if err != nil {
		return LoginResult{}, wrap("token", err)
	}
	now := s.utcNow()
	if _, err := s.db.Exec(ctx, `INSERT INTO access_tokens (token_hash, customer_id, created_at, expires_at)
		VALUES (?, ?, ?, ?)`, digest(token), c.ID, now, now.Add(AccessTokenTTL)); err != nil {
		return LoginResult{}, wrap("session", err)
	}
	return LoginResult{AccessToken: token, ExpiresIn: int(AccessTokenTTL.Seconds()), ID: c.ID, Customer: &c}, nil
}

// Authenticate finds the customer of a live access token.
func (s *Service) Authenticate(ctx context.Context, token string) (int64, error) {
	var id int64
	err := s.db.QueryRow(ctx, `SELECT t.customer_id FROM access_tokens t JOIN customers c ON c.id = t.customer_id
		WHERE t.token_hash = ? AND t.revoked_at IS NULL AND t.expires_at > ? AND c.removed_at IS NULL`,
		digest(token), s.utcNow()).Scan(&id)
	if errors.Is(err, db.ErrNotFound) || token == "" {
		return 0, apperr.New(apperr.Unauthorized, MsgSessionExpired)
	}
	return id, wrap("authenticate", err)
}

// Logout revokes one access token.
func (s *Service) Logout(ctx context.Context, token string) error {
	_, err := s.db.Exec(ctx, "UPDATE access_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL",
		s.utcNow(), digest(token))
	return wrap("logout", err)
}

// revokeAll ends every session of a customer but keep (a token hash, or "").
func revokeAll(ctx context.Context, tx *db.Tx, customerID int64, keep string, now time.Time) error {
	_, err := tx.Exec(ctx, `UPDATE access_tokens SET revoked_at = ? WHERE customer_id = ? AND revoked_at IS NULL
		AND token_hash <> ?`, now, customerID, keep)
	return err
}

// ResendLoginToken mails a new two-factor code when a login is waiting for one. It answers
// the same whether or not the e-mail exists.
func (s *Service) ResendLoginToken(ctx context.Context, email string, b Brand) error {
	c, err := s.byEmail(ctx, email)
	if errors.Is(err, db.ErrNotFound) {
		return nil
	}
	if err != nil {
		return wrap("resend", err)
	}
	if pending, err := s.pendingCode(ctx, c.ID, purposeLogin); err != nil || !pending {
		return err
	}
	// Past the resend limit it still answers alike: a 429 would tell a pending login exists.
	if err := s.mailCode(ctx, c, purposeLogin, b); err != nil && apperr.From(err).Code == apperr.Internal {
		return err
	}
	return nil
}

// CodeCheckRule bounds code checks per client address (confirmation and reset checks), on top
// of each code's own MaxCodeTries: one address cannot sweep codes across many accounts.
var CodeCheckRule = ratelimit.Rule{Limit: 60, Window: 10 * time.Minute}

// ConfirmRegistration checks the confirmation code and confirms the account; ip keys the
// per-address limit.
func (s *Service) ConfirmRegistration(ctx context.Context, customerID int64, code, ip string) error {
	if err := s.allow("code-check:"+ip, CodeCheckRule); err != nil {
		return err
	}
	if err := s.checkCode(ctx, customerID, purposeConfirm, code, true); err != nil {
		return err
	}
	_, err := s.db.Exec(ctx, "UPDATE customers SET confirmed_at = ? WHERE id = ? AND confirmed_at IS NULL",
		s.utcNow(), customerID)
	return wrap("confirm", err)
}

// ResendConfirmation mails a new confirmation code to an unconfirmed account that asked for
// one within the last hour. It answers the same for every id, known or not, confirmed or not,
// rate limited or not, so ids cannot be probed for unconfirmed accounts.
func (s *Service) ResendConfirmation(ctx context.Context, customerID int64, b Brand) error {
	c, err := s.ByID(ctx, customerID)
	if err != nil || c.confirmed {
		return nil
	}
	if pending, err := s.recentCode(ctx, c.ID, purposeConfirm); err != nil || !pending {
		return err
	}
	if err := s.mailCode(ctx, c, purposeConfirm, b); err != nil && apperr.From(err).Code == apperr.Internal {
		return err
	}
	return nil
}
