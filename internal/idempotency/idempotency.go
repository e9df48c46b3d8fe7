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

// Store is the table of keys. Its claims and answers are group-committed: in an on-sale every
// order comes with a key, and a commit of its own for each (a sync to disk) held the buyers
// back more than the orders did (measured: a third of the orders per second).
type Store struct {
	db     *db.DB
	writes *db.Group[*op]
}

// New returns the store on d.
func New(d *db.DB) *Store {
	return &Store{db: d, writes: db.NewGroup(d, writeOps, db.GroupOptions[*op]{})}
}

// Answer is a stored response.
type Answer struct {
	Status int
	Body   []byte
}

// Begin claims (key, route) for a request whose body hashes to bodyHash. The claim is
// committed before Begin returns, so of two concurrent duplicates only one runs: the other
// gets ErrInFlight, or the stored answer once the first has finished.
func (s *Store) Begin(ctx context.Context, key, route, bodyHash string, now time.Time) (*Answer, error) {
	claim := &op{key: key, route: route, bodyHash: bodyHash, at: now, insert: true}
	err := s.writes.Do(claim)
	if err != nil || claim.claimed {
		return nil, err
	}
	a, err := s.Lookup(ctx, key, route, bodyHash)
	if a == nil && err == nil {
		err = ErrInFlight // freed again (Abort) since the claim found it taken: a retry runs
	}
	return a, err
}

// Finish stores the answer for replays, in the next group commit.
func (s *Store) Finish(_ context.Context, key, route string, a Answer) error {
	return s.writes.Do(&op{key: key, route: route, answer: &a})
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
