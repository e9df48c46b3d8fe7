package mail

import (
	"context"
	"database/sql"
	"errors"
	"log/slog"
	"strings"
	"time"

	"github.com/catraca/catraca/internal/db"
)

// Execer is a *db.DB or a *db.Tx: enqueue inside the caller's transaction so the mail leaves
// only when the change that caused it commits.
type Execer interface {
	Exec(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryRow(ctx context.Context, query string, args ...any) *db.Row
}

// Queue is the database-backed outbox every e-mail goes through (docs/architecture.md:
// mail never leaves inside a request). Enqueue stores the rendered message; Run delivers due rows
// with retries and backoff. Rows are claimed with a conditional update, so any number of
// processes can run workers on one database without sending a message twice.
type Queue struct {
	db     *db.DB
	mailer Mailer
	// Poll is how often Run looks for due mail; an Enqueue in this process also wakes it.
	Poll time.Duration
	// MaxAttempts is how many deliveries are tried before a message is dropped (and logged).
	MaxAttempts int
	// ClaimFor is how long a claimed row belongs to one worker before others may retry it.
	ClaimFor time.Duration
	now      func() time.Time
	wake     chan struct{}
}

// NewQueue returns the queue on d that delivers through m.
func NewQueue(d *db.DB, m Mailer) *Queue {
	return &Queue{db: d, mailer: m, Poll: 200 * time.Millisecond, MaxAttempts: 8, ClaimFor: 2 * time.Minute,
		now: time.Now, wake: make(chan struct{}, 1)}
}

// Enqueue stores m for delivery; ex is the database or the caller's transaction.
func (q *Queue) Enqueue(ctx context.Context, ex Execer, m Message) error {
	var err error
	if d, ok := ex.(*db.DB); ok && len(m.Attachments) > 0 {
		// the message and its files in one transaction: a worker never sees it half stored
		err = d.InTx(ctx, func(tx *db.Tx) error { return q.insert(ctx, tx, m) })
	} else {
		err = q.insert(ctx, ex, m)
	}
	if err != nil {
		return err
	}
	select {
	case q.wake <- struct{}{}:
	default:
	}
	return nil
}

func (q *Queue) insert(ctx context.Context, ex Execer, m Message) error {
	now := q.utcNow()
	const row = `INSERT INTO mail_outbox (to_addr, from_name, reply_to, subject, text_body, html_body, created_at, next_attempt_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`
	args := []any{m.To, m.FromName, m.ReplyTo, m.Subject, m.Text, m.HTML, now, now}
	if len(m.Attachments) == 0 {
		_, err := ex.Exec(ctx, row, args...)
		return err
	}
	var id int64
	if err := ex.QueryRow(ctx, row+" RETURNING id", args...).Scan(&id); err != nil {
		return err
	}
	for i, a := range m.Attachments {
		if _, err := ex.Exec(ctx, `INSERT INTO mail_attachments (mail_id, position, name, content_type, data) VALUES (?, ?, ?, ?, ?)`,
			id, i, a.Name, a.ContentType, a.Data); err != nil {
			return err
		}
	}
	return nil
}

// Send enqueues m on the queue's own database, so a Queue is a Mailer for code that sends
// from its own background work (outside any transaction).
func (q *Queue) Send(ctx context.Context, m Message) error { return q.Enqueue(ctx, q.db, m) }

// Run delivers mail until ctx ends.
func (q *Queue) Run(ctx context.Context) {
	t := time.NewTicker(q.Poll)
	defer t.Stop()
	for {
		if _, err := q.DeliverDue(ctx); err != nil && ctx.Err() == nil {
			slog.ErrorContext(ctx, "mail queue", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		case <-q.wake:
		}
	}
}

// Flush delivers everything due now, batch after batch; tests use it instead of a worker.
func (q *Queue) Flush(ctx context.Context) error {
	for {
		n, err := q.DeliverDue(ctx)
		if err != nil || n == 0 {
			return err
		}
	}
}

type queued struct {
	id       int64
	attempts int
	msg      Message
}

// DeliverDue claims one batch of due messages and tries each; it reports how many it claimed.
func (q *Queue) DeliverDue(ctx context.Context) (int, error) {
	now := q.utcNow()
	// The outer condition is checked again on the row a concurrent claimer just wrote
	// (PostgreSQL re-evaluates it after the row lock), so two workers never claim one row.
	rows, err := q.db.Query(ctx, `UPDATE mail_outbox SET claimed_until = ?, attempts = attempts + 1
		WHERE id IN (SELECT id FROM mail_outbox WHERE next_attempt_at <= ?
			AND (claimed_until IS NULL OR claimed_until < ?) ORDER BY id LIMIT 20)
		AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until < ?)
		RETURNING id, attempts, to_addr, from_name, reply_to, subject, text_body, html_body`,
		now.Add(q.ClaimFor), now, now, now, now)
	if err != nil {
		return 0, err
	}
	var batch []queued
	for rows.Next() {
		var m queued
		if err := rows.Scan(&m.id, &m.attempts, &m.msg.To, &m.msg.FromName, &m.msg.ReplyTo, &m.msg.Subject, &m.msg.Text, &m.msg.HTML); err != nil {
			rows.Close()
			return 0, err
		}
		batch = append(batch, m)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, err
	}
	for i := range batch {
		if err := q.loadAttachments(ctx, &batch[i]); err != nil {
			return 0, err // claimed rows are retried once their claim runs out
		}
	}
	for _, m := range batch {
		q.deliver(ctx, m)
	}
	return len(batch), nil
}

func (q *Queue) loadAttachments(ctx context.Context, m *queued) error {
	rows, err := q.db.Query(ctx, `SELECT name, content_type, data FROM mail_attachments WHERE mail_id = ? ORDER BY position`, m.id)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var a Attachment
		if err := rows.Scan(&a.Name, &a.ContentType, &a.Data); err != nil {
			return err
		}
		m.msg.Attachments = append(m.msg.Attachments, a)
	}
	return rows.Err()
}

func (q *Queue) deliver(ctx context.Context, m queued) {
	sendCtx, cancel := context.WithTimeout(ctx, 30*time.Second)
	err := q.mailer.Send(sendCtx, m.msg)
	cancel()
	// The row is finished with even when ctx ends: a context of its own keeps the update.
	dbCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	if err == nil {
		if _, err := q.db.Exec(dbCtx, "DELETE FROM mail_outbox WHERE id = ?", m.id); err != nil {
			slog.ErrorContext(ctx, "mail sent but not removed from the queue", "mail", m.id, "err", err)
		}
		return
	}
	// SMTP errors can quote the recipient; the log keeps no address.
	reason := strings.ReplaceAll(err.Error(), m.msg.To, "<recipient>")
	if m.attempts >= q.MaxAttempts {
		slog.ErrorContext(ctx, "mail dropped after its last attempt", "mail", m.id, "attempts", m.attempts, "err", reason)
		_, _ = q.db.Exec(dbCtx, "DELETE FROM mail_outbox WHERE id = ?", m.id)
		return
	}
	next := q.utcNow().Add(backoff(m.attempts))
	slog.WarnContext(ctx, "mail delivery failed; will retry", "mail", m.id, "attempts", m.attempts,
		"retry_at", next, "err", reason)
	if _, err := q.db.Exec(dbCtx, "UPDATE mail_outbox SET next_attempt_at = ?, claimed_until = NULL WHERE id = ?",
		next, m.id); err != nil && !errors.Is(err, context.Canceled) {
		slog.ErrorContext(ctx, "mail retry not scheduled", "mail", m.id, "err", err)
	}
}

// backoff is 5 s, 10 s, 20 s ... up to an hour: a mail server down for a while gets its mail
// when it comes back, without the queue hammering it meanwhile.
func backoff(attempts int) time.Duration {
	d := 5 * time.Second
	for i := 1; i < attempts && d < time.Hour; i++ {
		d *= 2
	}
	return min(d, time.Hour)
}

// Pending counts queued messages (tests and the readiness of a draining worker).
func (q *Queue) Pending(ctx context.Context) (int, error) {
	var n int
	err := q.db.QueryRow(ctx, "SELECT COUNT(*) FROM mail_outbox").Scan(&n)
	return n, err
}

func (q *Queue) utcNow() time.Time { return q.now().UTC().Truncate(time.Second) }
