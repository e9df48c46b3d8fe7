package account

import (
	"context"
	"crypto/hmac"
	"errors"
	"strconv"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/ratelimit"
)

// Purposes of one-time codes.
const (
	purposeLogin   = "2fa"
	purposeConfirm = "confirm"
	purposeReset   = "reset"
	purposeRemoval = "removal"
)

// ResendRule bounds how many codes of one purpose an account gets e-mailed (a back-office user
// too).
var ResendRule = ratelimit.Rule{Limit: 5, Window: 15 * time.Minute}

// issueCode makes a new code for the customer and purpose; earlier ones stop being valid.
func (s *Service) issueCode(ctx context.Context, customerID int64, purpose string) (string, error) {
	if err := s.allow("code:"+purpose+":"+itoa(customerID), ResendRule); err != nil {
		return "", err
	}
	code, err := newCode()
	if err != nil {
		return "", err
	}
	now := s.utcNow()
	err = s.db.InTx(ctx, func(tx *db.Tx) error {
		if _, err := tx.Exec(ctx, `UPDATE one_time_tokens SET used_at = ? WHERE customer_id = ? AND purpose = ?
			AND used_at IS NULL`, now, customerID, purpose); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `INSERT INTO one_time_tokens (customer_id, purpose, code_hash, created_at, expires_at)
			VALUES (?, ?, ?, ?, ?)`, customerID, purpose, s.codeDigest(customerID, purpose, code), now, now.Add(CodeTTL))
		return err
	})
	return code, wrap("issue code", err)
}

// checkCode compares code with the customer's newest live code of purpose; with consume a
// right code is used up. Every check first takes one of the code's MaxCodeTries with a
// conditional update, so however many requests race, at most MaxCodeTries comparisons happen
// (a read-compare-increment let dozens through on PostgreSQL). A right code checked without
// consume (the reset form's check) spends a try too. Every failure is 'Token inválido'.
func (s *Service) checkCode(ctx context.Context, customerID int64, purpose, code string, consume bool) error {
	invalid := apperr.Field("token", MsgInvalidToken)
	if len(code) != 6 {
		return invalid
	}
	var id int64
	var hash string
	now := s.utcNow()
	err := s.db.QueryRow(ctx, `SELECT id, code_hash FROM one_time_tokens
		WHERE customer_id = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?
		ORDER BY id DESC LIMIT 1`, customerID, purpose, now).Scan(&id, &hash)
	if errors.Is(err, db.ErrNotFound) {
		return invalid
	}
	if err != nil {
		return wrap("check code", err)
	}
	res, err := s.db.Exec(ctx, `UPDATE one_time_tokens SET attempts = attempts + 1
		WHERE id = ? AND attempts < ? AND used_at IS NULL`, id, MaxCodeTries)
	if err != nil {
		return wrap("count try", err)
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return invalid // no try left (or used meanwhile)
	}
	if !hmac.Equal([]byte(s.codeDigest(customerID, purpose, code)), []byte(hash)) {
		return invalid
	}
	if !consume {
		return nil
	}
	// The condition makes two racing uses of one code succeed once.
	res, err = s.db.Exec(ctx, "UPDATE one_time_tokens SET used_at = ? WHERE id = ? AND used_at IS NULL", now, id)
	if err != nil {
		return wrap("use code", err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return invalid
	}
	return nil
}

// pendingCode reports whether the customer has a live code of purpose (a login waiting for
// its second factor, say), so a resend cannot be used to mail codes nobody asked for.
func (s *Service) pendingCode(ctx context.Context, customerID int64, purpose string) (bool, error) {
	var n int
	err := s.db.QueryRow(ctx, `SELECT COUNT(*) FROM one_time_tokens WHERE customer_id = ? AND purpose = ?
		AND used_at IS NULL AND expires_at > ?`, customerID, purpose, s.utcNow()).Scan(&n)
	return n > 0, wrap("pending code", err)
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// recentCode reports whether the customer was sent a code of purpose within the last hour
// that is not used yet: a resend only goes to someone who is in the middle of the flow.
func (s *Service) recentCode(ctx context.Context, customerID int64, purpose string) (bool, error) {
	var n int
	err := s.db.QueryRow(ctx, `SELECT COUNT(*) FROM one_time_tokens WHERE customer_id = ? AND purpose = ?
		AND used_at IS NULL AND created_at > ?`, customerID, purpose, s.utcNow().Add(-time.Hour)).Scan(&n)
	return n > 0, wrap("recent code", err)
}
