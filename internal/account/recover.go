package account

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/ratelimit"
)

// recoverRule bounds recovery e-mails per address asked for.
var recoverRule = ratelimit.Rule{Limit: 5, Window: 15 * time.Minute}

// maxRecoveries bounds the recoveries being looked up and mailed at once, so a flood of
// requests cannot pile up goroutines; past it a request is answered alike and dropped.
const maxRecoveries = 64

// recoveryTimeout bounds one recovery's lookup and mail, which outlive their request.
const recoveryTimeout = 30 * time.Second

// RecoverPassword e-mails a reset code when the address has an account. It answers before
// looking the address up, and the lookup and the mail run afterwards, on their own: a known
// and an unknown address do the same work before the answer, so neither the answer nor its
// timing tells who is registered.
func (s *Service) RecoverPassword(ctx context.Context, email, ip string, b Brand) error {
	email = NormalizeEmail(email)
	if !ValidEmail(email) {
		return apperr.Field("email", MsgInvalidEmail)
	}
	if err := s.allow("recover-ip:"+ip, LoginPerIP); err != nil {
		return err
	}
	if !s.limiter.Allow("recover:"+email, recoverRule) {
		return nil // silently: a 429 here would tell that the address exists
	}
	select {
	case s.recovering <- struct{}{}:
	default:
		slog.WarnContext(ctx, "password recovery dropped: too many in progress")
		return nil
	}
	s.recoveries.Add(1)
	go func() {
		defer func() { <-s.recovering; s.recoveries.Done() }()
		rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), recoveryTimeout)
		defer cancel()
		if err := s.mailReset(rctx, email, b); err != nil {
			slog.ErrorContext(rctx, "password recovery", "err", err)
		}
	}()
	return nil
}

// mailReset mails a reset code to the account of email, if there is one.
func (s *Service) mailReset(ctx context.Context, email string, b Brand) error {
	c, err := s.byEmail(ctx, email)
	if errors.Is(err, db.ErrNotFound) {
		return nil
	}
	if err != nil {
		return wrap("recover: find account", err)
	}
	if err := s.mailCode(ctx, c, purposeReset, b); err != nil && apperr.From(err).Code == apperr.Internal {
		return err
	}
	return nil // a code limit reached is not an error: the account was mailed enough
}

// Settle waits for the recoveries already answered to finish their lookup and mail (before
// the database closes, and in tests before they read mail).
func (s *Service) Settle() { s.recoveries.Wait() }
