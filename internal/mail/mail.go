// Package mail sends the storefront's e-mails: SMTP when CATRACA_SMTP_URL is set, otherwise a
// development outbox that keeps them in memory (listed at /_dev/mail).
package mail

import (
	"context"
	"log/slog"
	"sync"
	"time"
)

// Message is one e-mail, already rendered.
type Message struct {
	To      string
	Subject string
	Text    string
	HTML    string
	// ReplyTo, when set, is where replies go (a customer writing to an organizer).
	ReplyTo string
}

// Mailer delivers messages.
type Mailer interface {
	Send(ctx context.Context, m Message) error
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
