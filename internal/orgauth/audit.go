package orgauth

import (
	"context"
	"encoding/json"
	"time"

	"github.com/catraca/catraca/internal/db"
)

// Entry is one write in the audit log: who, when, what, and the record before and after.
type Entry struct {
	ID      int64          `json:"id"`
	At      time.Time      `json:"at"`
	User    *User          `json:"user" description:"null for the operator's commands."`
	Action  string         `json:"action" description:"What was done, e.g. event.publish, order.cancel, user.invite."`
	Subject string         `json:"subject" description:"What it was done to: an event id, an order hash, an e-mail."`
	Before  map[string]any `json:"before,omitempty" description:"The record before; left out when it did not exist. Fields without a value are left out."`
	After   map[string]any `json:"after,omitempty" description:"The record after; left out when it was removed. Fields without a value are left out."`
}

// Record writes an audit entry in tx, the transaction of the write it describes, so the log
// and the change commit together or not at all. before and after are records (structs or maps,
// JSON objects), nil when there is none.
func (s *Service) Record(ctx context.Context, tx *db.Tx, who Session, action, subject string, before, after any) error {
	return audit(ctx, tx, who, s.utcNow(), action, subject, before, after)
}

func audit(ctx context.Context, tx *db.Tx, who Session, at time.Time, action, subject string, before, after any) error {
	b, err := jsonOrNil(before)
	if err != nil {
		return err
	}
	a, err := jsonOrNil(after)
	if err != nil {
		return err
	}
	var user *int64
	if who.UserID != 0 {
		user = &who.UserID
	}
	_, err = tx.Exec(ctx, `INSERT INTO organizer_audit (organizer_id, user_id, at, action, subject, before, after)
		VALUES (?, ?, ?, ?, ?, ?, ?)`, who.OrganizerID, user, at, action, subject, b, a)
	return err
}

func jsonOrNil(v any) (*string, error) {
	if v == nil {
		return nil, nil
	}
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	s := string(b)
	return &s, nil
}

// AuditPage is at most limit entries of the organizer's log, newest first, older than before
// (an entry id; 0 for the newest).
func (s *Service) AuditPage(ctx context.Context, organizerID, before int64, limit int) ([]Entry, error) {
	if before <= 0 {
		before = 1<<63 - 1
	}
	rows, err := s.db.Query(ctx, `SELECT a.id, a.at, u.id, u.name, u.email, u.role, a.action, a.subject, a.before, a.after
		FROM organizer_audit a LEFT JOIN organizer_users u ON u.id = a.user_id
		WHERE a.organizer_id = ? AND a.id < ? ORDER BY a.id DESC LIMIT ?`, organizerID, before, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Entry{}
	for rows.Next() {
		var e Entry
		var at db.Time
		var uid *int64
		var name, email, role, b, a *string
		if err := rows.Scan(&e.ID, &at, &uid, &name, &email, &role, &e.Action, &e.Subject, &b, &a); err != nil {
			return nil, err
		}
		e.At = at.Time.UTC()
		if uid != nil {
			e.User = &User{ID: *uid, Name: *name, Email: *email, Role: Role(*role)}
		}
		if e.Before, err = record(b); err != nil {
			return nil, err
		}
		if e.After, err = record(a); err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

// record decodes a stored record, leaving out its fields without a value: an absent field reads
// the same, and the API's answers hold no untyped nulls.
func record(raw *string) (map[string]any, error) {
	if raw == nil {
		return nil, nil
	}
	var m map[string]any
	if err := json.Unmarshal([]byte(*raw), &m); err != nil {
		return nil, err
	}
	for k, v := range m {
		if v == nil {
			delete(m, k)
		}
	}
	return m, nil
}
