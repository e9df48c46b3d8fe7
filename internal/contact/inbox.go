package contact

import (
	"context"
	"time"

	"github.com/catraca/catraca/internal/db"
)

// Received is a customer's message as the organizer's console lists it.
type Received struct {
	ID            int64     `json:"id"`
	At            time.Time `json:"at"`
	Event         *EventRef `json:"event" description:"The event the message is about; null when none was named."`
	CustomerName  string    `json:"customer_name"`
	CustomerEmail string    `json:"customer_email" description:"Reply to it: the e-mail the organizer received has it as Reply-To."`
	Message       string    `json:"message"`
}

// EventRef names an event.
type EventRef struct {
	ID   int64  `json:"id"`
	Nome string `json:"nome"`
}

// Inbox lists at most limit of the organizer's messages, newest first, older than before (a
// message id; 0 for the newest), only the event's when event is not 0.
func (s *Service) Inbox(ctx context.Context, organizerID, event, before int64, limit int) ([]Received, error) {
	if before <= 0 {
		before = 1<<63 - 1
	}
	rows, err := s.db.Query(ctx, `SELECT m.id, m.created_at, e.id, e.nome, m.customer_name, m.customer_email, m.message
		FROM organizer_messages m LEFT JOIN events e ON e.id = m.event_id
		WHERE m.organizer_id = ? AND m.id < ? AND (? = 0 OR m.event_id = ?) ORDER BY m.id DESC LIMIT ?`,
		organizerID, before, event, event, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Received{}
	for rows.Next() {
		var m Received
		var at db.Time
		var eventID *int64
		var nome *string
		if err := rows.Scan(&m.ID, &at, &eventID, &nome, &m.CustomerName, &m.CustomerEmail, &m.Message); err != nil {
			return nil, err
		}
		m.At = at.Time.UTC()
		if eventID != nil {
			m.Event = &EventRef{ID: *eventID, Nome: *nome}
		}
		out = append(out, m)
	}
	return out, rows.Err()
}
