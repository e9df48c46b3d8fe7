// Package idempotency keeps the first answer to each Idempotency-Key, so a client that
// retries a write (a timeout, a double tap) gets that answer again and nothing runs twice.
package idempotency

import (
	"context"
	"errors"
	"time"

	"github.com/catraca/catraca/internal/db"
)

// Errors of Begin.
var (
	// ErrOtherBody means the key was used before with another request body.
	ErrOtherBody = errors.New("idempotency: key reused with another body")
	// ErrInFlight means the first request with the key has not answered yet.
	ErrInFlight = errors.New("idempotency: first request still running")
)

// Store is the table of keys.
type Store struct{ db *db.DB }

// New returns the store on d.
func New(d *db.DB) *Store { return &Store{db: d} }

// Answer is a stored response.
type Answer struct {
	Status int
	Body   []byte
}

// Begin claims (key, route) for a request whose body hashes to bodyHash. The claim is its
// own committed transaction, so of two concurrent duplicates only one runs: the other gets
// ErrInFlight, or the stored answer once the first has finished.
func (s *Store) Begin(ctx context.Context, key, route, bodyHash string, now time.Time) (*Answer, error) {
	// Writes go through InTx, which queues SQLite writers in Go instead of its busy handler.
	err := s.db.InTx(ctx, func(tx *db.Tx) error {
		_, err := tx.Exec(ctx, `INSERT INTO idempotency_keys (key, route, body_hash, created_at) VALUES (?, ?, ?, ?)`,
			key, route, bodyHash, now.UTC())
		return err
	})
	if err == nil {
		return nil, nil
	}
	if !errors.Is(err, db.ErrConflict) {
		return nil, err
	}
	var stored string
	var status int
	var body string
	if err := s.db.QueryRow(ctx, `SELECT body_hash, status, response FROM idempotency_keys WHERE key = ? AND route = ?`,
		key, route).Scan(&stored, &status, &body); err != nil {
		return nil, err
	}
	switch {
	case stored != bodyHash:
		return nil, ErrOtherBody
	case status == 0:
		return nil, ErrInFlight
	}
	return &Answer{Status: status, Body: []byte(body)}, nil
}

// Finish stores the answer for replays.
func (s *Store) Finish(ctx context.Context, key, route string, a Answer) error {
	return s.db.InTx(ctx, func(tx *db.Tx) error {
		_, err := tx.Exec(ctx, `UPDATE idempotency_keys SET status = ?, response = ? WHERE key = ? AND route = ?`,
			a.Status, string(a.Body), key, route)
		return err
	})
}

// Abort forgets a claim whose request failed unexpectedly, so a retry runs again.
func (s *Store) Abort(ctx context.Context, key, route string) error {
	_, err := s.db.Exec(ctx, `DELETE FROM idempotency_keys WHERE key = ? AND route = ? AND status = 0`, key, route)
	return err
}

// Prune drops keys older than maxAge; clients retry within minutes, not days.
func (s *Store) Prune(ctx context.Context, before time.Time) error {
	_, err := s.db.Exec(ctx, `DELETE FROM idempotency_keys WHERE created_at < ?`, before.UTC())
	return err
}
