package orgauth

import (
	"context"
	"crypto/hmac"
	"errors"
	"sync"
	"time"

	"github.com/catraca/catraca/internal/account"
	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/mail"
)

// Session is a logged-in back-office user.
type Session struct {
	UserID      int64
	OrganizerID int64
	Role        Role
	Name, Email string
	token       string // the hash, for logout
}

// User is a back-office user as the API shows it.
type User struct {
	ID    int64  `json:"id"`
	Name  string `json:"name"`
	Email string `json:"email"`
	Role  Role   `json:"role" enum:"owner,manager,finance,door"`
}

// OrganizerRef names the user's organizer.
type OrganizerRef struct {
	ID   int64  `json:"id"`
	Nome string `json:"nome"`
}

// Login is the answer of POST /api/organizer/login/verify.
type Login struct {
	Token     string    `json:"token" description:"Bearer token of the back office (never a customer's)."`
	ExpiresAt time.Time `json:"expires_at" description:"When the session ends if unused; each use moves it on, up to 12 hours after the last one."`
	Identity
}

// Identity is who a console session acts as: its user and the organizer it belongs to.
type Identity struct {
	User      User         `json:"user"`
	Organizer OrganizerRef `json:"organizer"`
}

// dummyHash is checked for an unknown e-mail, so a login takes as long whether or not it exists.
var dummyHash = sync.OnceValue(func() string {
	h, _ := account.HashPassword("catraca-no-such-organizer-user")
	return h
})

// Start checks the e-mail and password and e-mails a code for Verify; it answers the challenge
// that code belongs to. The guessing limits and every failure's message are the customers'
// (internal/account/login.go), under keys of their own. ip keys the limits.
func (s *Service) Start(ctx context.Context, email, password, ip string, b Brand) (string, error) {
	if !s.limiter.Allow("org-login-ip:"+ip, account.LoginPerIP) {
		return "", apperr.New(apperr.TooMany, account.MsgTooMany)
	}
	email = account.NormalizeEmail(email)
	guess, err := account.StartGuess(s.limiter, "org-login-fail:", email, ip)
	if err != nil {
		return "", err
	}
	defer guess.Close()
	bad := func() (string, error) {
		guess.Wrong()
		return "", apperr.New(apperr.Unauthorized, account.MsgBadCredentials)
	}
	var id int64
	var hash string
	err = s.db.QueryRow(ctx, "SELECT id, password_hash FROM organizer_users WHERE email = ? AND removed_at IS NULL",
		email).Scan(&id, &hash)
	if errors.Is(err, db.ErrNotFound) {
		if _, err := s.hasher.CheckPasswordInSlot(ctx, dummyHash(), password); err != nil {
			return "", err
		}
		return bad()
	}
	if err != nil {
		return "", err
	}
	ok, err := s.hasher.CheckPasswordInSlot(ctx, hash, password)
	if err != nil {
		return "", err
	}
	if !ok {
		return bad()
	}
	if !s.limiter.Allow("org-code:"+email, account.ResendRule) {
		return "", apperr.New(apperr.TooMany, account.MsgTooMany)
	}
	return s.challenge(ctx, id, email, b)
}

// challenge records a new challenge for the user and e-mails its code; earlier ones end.
func (s *Service) challenge(ctx context.Context, userID int64, email string, b Brand) (string, error) {
	challenge, err := randomToken()
	if err != nil {
		return "", err
	}
	code, err := randomCode()
	if err != nil {
		return "", err
	}
	msg, err := mail.Render(mail.OrganizerCode, b.Locale, email, mail.Data{StoreName: b.Name, StoreLogo: b.Logo,
		Color: b.Color, SiteURL: b.SiteURL, Code: code})
	if err != nil {
		return "", err
	}
	now := s.utcNow()
	err = s.db.InTx(ctx, func(tx *db.Tx) error {
		if _, err := tx.Exec(ctx, "UPDATE organizer_challenges SET used_at = ? WHERE user_id = ? AND used_at IS NULL",
			now, userID); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO organizer_challenges (challenge_hash, user_id, code_hash, created_at, expires_at)
			VALUES (?, ?, ?, ?, ?)`, digest(challenge), userID, s.codeDigest(challenge, code), now, now.Add(ChallengeTTL)); err != nil {
			return err
		}
		return s.mail.Enqueue(ctx, tx, msg)
	})
	return challenge, err
}

// Verify checks the e-mailed code of a challenge and opens a session. Each check first takes one
// of the challenge's MaxCodeTries with a conditional update, so racing guesses get no more; a
// right code is used up once. Every failure is the customers' 'Token inválido'.
func (s *Service) Verify(ctx context.Context, challenge, code string) (Login, error) {
	invalid := apperr.Field("code", account.MsgInvalidToken)
	if len(challenge) != 64 || len(code) != 6 {
		return Login{}, invalid
	}
	now := s.utcNow()
	h := digest(challenge)
	var userID int64
	var stored string
	err := s.db.QueryRow(ctx, `SELECT user_id, code_hash FROM organizer_challenges WHERE challenge_hash = ?
		AND used_at IS NULL AND expires_at > ?`, h, now).Scan(&userID, &stored)
	if errors.Is(err, db.ErrNotFound) {
		return Login{}, invalid
	}
	if err != nil {
		return Login{}, err
	}
	res, err := s.db.Exec(ctx, `UPDATE organizer_challenges SET attempts = attempts + 1 WHERE challenge_hash = ?
		AND attempts < ? AND used_at IS NULL`, h, MaxCodeTries)
	if err != nil {
		return Login{}, err
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return Login{}, invalid
	}
	if !hmac.Equal([]byte(s.codeDigest(challenge, code)), []byte(stored)) {
		return Login{}, invalid
	}
	token, err := randomToken()
	if err != nil {
		return Login{}, err
	}
	err = s.db.InTx(ctx, func(tx *db.Tx) error {
		res, err := tx.Exec(ctx, "UPDATE organizer_challenges SET used_at = ? WHERE challenge_hash = ? AND used_at IS NULL", now, h)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n != 1 {
			if err == nil {
				err = invalid
			}
			return err
		}
		_, err = tx.Exec(ctx, `INSERT INTO organizer_sessions (token_hash, user_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)`,
			digest(token), userID, now, now)
		return err
	})
	if err != nil {
		return Login{}, err
	}
	sess, err := s.Authenticate(ctx, token)
	if err != nil {
		return Login{}, err
	}
	out := Login{Token: token, ExpiresAt: now.Add(SessionIdle), Identity: Identity{User: sess.User()}}
	out.Organizer, err = s.organizerRef(ctx, sess.OrganizerID)
	return out, err
}

// Authenticate finds the session of a back-office token and moves its idle deadline on. A
// customer's token, or anything else, is not one.
func (s *Service) Authenticate(ctx context.Context, token string) (Session, error) {
	expired := apperr.New(apperr.Unauthorized, account.MsgSessionExpired)
	if len(token) != 64 {
		return Session{}, expired
	}
	now := s.utcNow()
	var sess Session
	var seen db.Time
	err := s.db.QueryRow(ctx, `SELECT u.id, u.organizer_id, u.role, u.name, u.email, t.last_seen_at
		FROM organizer_sessions t JOIN organizer_users u ON u.id = t.user_id
		WHERE t.token_hash = ? AND t.revoked_at IS NULL AND t.last_seen_at > ? AND u.removed_at IS NULL`,
		digest(token), now.Add(-SessionIdle)).Scan(&sess.UserID, &sess.OrganizerID, &sess.Role, &sess.Name, &sess.Email, &seen)
	if errors.Is(err, db.ErrNotFound) {
		return Session{}, expired
	}
	if err != nil {
		return Session{}, err
	}
	sess.token = digest(token)
	if now.Sub(seen.Time) >= touchEvery {
		if _, err := s.db.Exec(ctx, "UPDATE organizer_sessions SET last_seen_at = ? WHERE token_hash = ?", now, sess.token); err != nil {
			return Session{}, err
		}
	}
	return sess, nil
}

// Logout ends the session.
func (s *Service) Logout(ctx context.Context, sess Session) error {
	_, err := s.db.Exec(ctx, "UPDATE organizer_sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL",
		s.utcNow(), sess.token)
	return err
}

// User is the session's user as the API shows it.
func (sess Session) User() User {
	return User{ID: sess.UserID, Name: sess.Name, Email: sess.Email, Role: sess.Role}
}

func (s *Service) organizerRef(ctx context.Context, id int64) (OrganizerRef, error) {
	ref := OrganizerRef{ID: id}
	err := s.db.QueryRow(ctx, "SELECT nome FROM organizers WHERE id = ?", id).Scan(&ref.Nome)
	return ref, err
}

// Me is the session's user and organizer.
func (s *Service) Me(ctx context.Context, sess Session) (Identity, error) {
	ref, err := s.organizerRef(ctx, sess.OrganizerID)
	return Identity{User: sess.User(), Organizer: ref}, err
}
