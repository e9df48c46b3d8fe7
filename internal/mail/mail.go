// Package mail sends the storefront's e-mails.
//
// Nothing sends inside a request: callers render a Message (Render) and put it on the Queue,
//
//	err := queue.Enqueue(ctx, tx, msg) // tx: the *db.Tx of the change that causes the mail, or the *db.DB
//
// and a background worker (Queue.Run, started by the app) delivers it through the Mailer with
// retries and backoff. The queue is a database table, so mail survives restarts and several
// processes share it. The Mailer is SMTP when CATRACA_SMTP_URL is set; otherwise, in dev mode
// (CATRACA_DEV=1 on a loopback listener) the in-memory Outbox listed at /_dev/mail, and
// without dev mode Discard, which drops mail (the server says so at start).
package mail

import (
	"context"
	"log/slog"
	"sync"
	"time"
)

// Message is one e-mail, already rendered.
type Message struct {
	// FromName is the sender's display name (the store's); the address stays the configured one.
	FromName string

	To      string
	Subject string
	Text    string
	HTML    string
	// ReplyTo, when set, is where replies go (a customer writing to an organizer).
	ReplyTo string
	// Attachments are files sent with the message (the purchase confirmation's tickets PDF
	// and calendar entry).
	Attachments []Attachment
}

// Attachment is a file sent with a message.
type Attachment struct {
	Name        string // file name the recipient sees, ASCII
	ContentType string // e.g. "application/pdf"
	Data        []byte
}

// Mailer delivers messages.
type Mailer interface {
	Send(ctx context.Context, m Message) error
}

// Discard drops every message: no SMTP server and no dev mode.
type Discard struct{}

// Send drops m; the log line names the subject only, never the address.
func (Discard) Send(ctx context.Context, m Message) error {
	slog.WarnContext(ctx, "mail dropped: CATRACA_SMTP_URL is not set", "subject", m.Subject)
	return nil
}

// Sent is a message kept by the outbox, with when it was sent.
type Sent struct {
	Message
	At time.Time
}

// Outbox keeps the latest messages in memory instead of delivering them: the development
// mailer, and the recording mailer of tests.
type Outbox struct {
	mu   sync.Mutex
	sent []Sent
}

// outboxSize bounds the memory a long-running dev server spends on mail.
const outboxSize = 200

// Send records m; the log line names the subject only, never the address.
func (o *Outbox) Send(ctx context.Context, m Message) error {
	slog.InfoContext(ctx, "mail kept in the dev outbox (/_dev/mail)", "subject", m.Subject)
	o.mu.Lock()
	defer o.mu.Unlock()
	o.sent = append(o.sent, Sent{Message: m, At: time.Now()})
	if len(o.sent) > outboxSize {
		o.sent = o.sent[len(o.sent)-outboxSize:]
	}
	return nil
}

// Messages returns the recorded messages, newest first.
func (o *Outbox) Messages() []Sent {
	o.mu.Lock()
	defer o.mu.Unlock()
	out := make([]Sent, len(o.sent))
	for i, m := range o.sent {
		out[len(o.sent)-1-i] = m
	}
	return out
}
