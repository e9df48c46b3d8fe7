package idempotency

import (
	"cmp"
	"context"
	"slices"
	"strings"
	"time"

	"github.com/catraca/catraca/internal/db"
)

// op is a write of the store, group-committed: a new key (a claim, with or without its
// answer), or the answer of a claimed key.
type op struct {
	key, route string
	insert     bool      // a new key
	bodyHash   string    // new key
	at         time.Time // new key
	answer     *Answer   // the answer, if known
	claimed    bool      // new key: set when it was free
}

// writeOps writes a group's claims, then its answers: a statement per kind for up to chunk
// of them, not one each (on PostgreSQL each statement is a round trip; on SQLite the one
// writer runs them all). Chunks keep the statements to a few sizes, which SQLite's statement
// cache keeps prepared.
func writeOps(ctx context.Context, tx *db.Tx, ops []*op, _ []error) error {
	var claims, answers []*op
	for _, o := range ops {
		o.claimed = false
		if o.insert {
			claims = append(claims, o)
		} else {
			answers = append(answers, o)
		}
	}
	// Keys in order, so groups committing side by side wait for each other's keys in one
	// order instead of deadlocking.
	slices.SortStableFunc(claims, func(a, b *op) int { return cmp.Or(cmp.Compare(a.key, b.key), cmp.Compare(a.route, b.route)) })
	for part := range slices.Chunk(claims, chunk) {
		if err := claimAll(ctx, tx, part); err != nil {
			return err
		}
	}
	for part := range slices.Chunk(answers, chunk) {
		if err := answerAll(ctx, tx, part); err != nil {
			return err
		}
	}
	return nil
}

// chunk is how many claims, or answers, one statement writes.
const chunk = 32

// claimAll inserts every free key, with its answer when known; of two claims of one key, the
// first takes it. A key is taken whatever the route that took it: a key names one request.
func claimAll(ctx context.Context, tx *db.Tx, claims []*op) error {
	values := tx.NewRows("text", "text", "text", "timestamptz", "integer", "text")
	for _, c := range claims {
		a := cmp.Or(c.answer, &Answer{})
		values.Add(c.key, c.route, c.bodyHash, c.at.UTC(), a.Status, string(a.Body))
	}
	src, args := values.Source()
	rows, err := tx.QueryBuilt(ctx, "INSERT INTO idempotency_keys (key, route, body_hash, created_at, status, response) "+
		src+" ON CONFLICT (key) DO NOTHING RETURNING key, route", args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var key, route string
		if err := rows.Scan(&key, &route); err != nil {
			return err
		}
		for _, c := range claims {
			if c.key == key && c.route == route {
				c.claimed = true
				break
			}
		}
	}
	return rows.Err()
}

// answerAll stores every answer of the group in one statement.
func answerAll(ctx context.Context, tx *db.Tx, answers []*op) error {
	args := make([]any, 0, 4*len(answers))
	for _, a := range answers {
		args = append(args, a.key, a.route, a.answer.Status, string(a.answer.Body))
	}
	_, err := tx.ExecBuilt(ctx, "UPDATE idempotency_keys SET status = v.column3, response = v.column4 FROM (VALUES "+
		rowsOf("(?, ?, CAST(? AS INTEGER), ?)", len(answers))+") AS v "+
		"WHERE idempotency_keys.key = v.column1 AND idempotency_keys.route = v.column2", args...)
	return err
}

// rowsOf repeats one row's placeholders n times.
func rowsOf(row string, n int) string {
	return strings.TrimSuffix(strings.Repeat(row+", ", n), ", ")
}
