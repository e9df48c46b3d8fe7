package ticket

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/checkout"
	"github.com/catraca/catraca/internal/db"
)

// Messages of the door.
const (
	MsgBadKey         = "Chave de acesso da portaria inválida."
	MsgAlreadyUsed    = "Ingresso já utilizado."
	MsgCancelled      = "Ingresso cancelado."
	MsgTransferred    = "Ingresso transferido para outro titular: peça o ingresso novo."
	MsgOtherOrganizer = "Este ingresso é de um evento de outro organizador."
	MsgDisputed       = "O pagamento deste ingresso foi contestado pelo comprador no banco: procure a organização."
)

// Refused is a check-in the door must not let through (409).
type Refused struct {
	Reason      apperr.Reason // already_used, cancelled, transferred or other_organizer
	Message     string
	CheckedInAt *time.Time
}

func (r *Refused) Error() string { return "checkin refused: " + string(r.Reason) }

// Entry is a ticket let through.
type Entry struct {
	Status  string  `json:"status" enum:"ok"`
	Holder  Holder  `json:"holder"`
	Event   Event   `json:"event"`
	Sector  string  `json:"sector"`
	Type    string  `json:"type" enum:"full,half"`
	Proof   *string `json:"half_proof" description:"Ask for this document at the door."`
	Session Session `json:"session"`
}

func hashKey(key string) string {
	sum := sha256.Sum256([]byte(key))
	return hex.EncodeToString(sum[:])
}

// NewOrganizerKey makes a door key for an organizer, named by the import's id (or the
// numeric id). The key is 256 random bits, returned once; only its SHA-256 is stored,
// which is enough for a key that cannot be guessed (no slow hash needed).
func (s *Service) NewOrganizerKey(ctx context.Context, organizer string) (string, error) {
	var id int64
	err := s.db.QueryRow(ctx, "SELECT id FROM organizers WHERE external_id = ?", organizer).Scan(&id)
	if errors.Is(err, db.ErrNotFound) {
		if n, perr := strconv.ParseInt(organizer, 10, 64); perr == nil {
			err = s.db.QueryRow(ctx, "SELECT id FROM organizers WHERE id = ?", n).Scan(&id)
		}
	}
	if errors.Is(err, db.ErrNotFound) {
		return "", fmt.Errorf("organizer %q not found", organizer)
	}
	if err != nil {
		return "", err
	}
	key, err := newKey()
	if err != nil {
		return "", err
	}
	_, err = s.db.Exec(ctx, "INSERT INTO organizer_keys (organizer_id, key_hash, created_at) VALUES (?, ?, ?)",
		id, hashKey(key), s.now().UTC())
	return key, err
}

// Organizer is the organizer a door key belongs to.
func (s *Service) Organizer(ctx context.Context, key string) (int64, error) {
	if !strings.HasPrefix(key, "ck_") || len(key) != 67 {
		return 0, apperr.New(apperr.Unauthorized, MsgBadKey)
	}
	var id int64
	err := s.db.QueryRow(ctx, "SELECT organizer_id FROM organizer_keys WHERE key_hash = ? AND revoked_at IS NULL",
		hashKey(key)).Scan(&id)
	if errors.Is(err, db.ErrNotFound) {
		return 0, apperr.New(apperr.Unauthorized, MsgBadKey)
	}
	return id, err
}

// CheckIn lets a ticket in once. The entry is one conditional UPDATE, so of two scanners
// reading the same ticket at once exactly one gets through; it is made under the order's
// lock, which a refund takes too, so a ticket is never both let in and refunded.
func (s *Service) CheckIn(ctx context.Context, organizerID int64, token string) (Entry, error) {
	v, err := s.load(ctx, s.db, strings.TrimSpace(token))
	if err != nil {
		return Entry{}, err
	}
	if v.organizerID != organizerID {
		return Entry{}, &Refused{Reason: apperr.OtherOrganizer, Message: MsgOtherOrganizer}
	}
	if v.Status == "valid" {
		var n int64
		err := s.db.InTx(ctx, func(tx *db.Tx) error {
			if err := s.LockOrder(ctx, tx, v.orderID); err != nil {
				return err
			}
			res, err := tx.Exec(ctx, `UPDATE tickets SET checked_in_at = ? WHERE id = ? AND checked_in_at IS NULL
				AND voided_at IS NULL AND transferred_at IS NULL
				AND EXISTS (SELECT 1 FROM orders o WHERE o.id = tickets.order_id AND `+checkout.SoldSQL("o")+`
					AND `+checkout.DisputeOpenSQL+`)`,
				s.now().UTC().Truncate(time.Microsecond), v.id)
			if err != nil {
				return err
			}
			n, err = res.RowsAffected()
			return err
		})
		if err != nil {
			return Entry{}, err
		}
		if n == 1 {
			return Entry{Status: "ok", Holder: v.Holder, Event: v.Event, Sector: v.Sector, Type: v.Type, Proof: v.HalfProof,
				Session: v.Session}, nil
		}
		// another scanner won: read again to say why
		if v, err = s.load(ctx, s.db, v.Token); err != nil {
			return Entry{}, err
		}
	}
	switch v.Status {
	case "used":
		return Entry{}, &Refused{Reason: apperr.AlreadyUsed, Message: MsgAlreadyUsed, CheckedInAt: v.CheckedInAt}
	case "transferred":
		return Entry{}, &Refused{Reason: apperr.Transferred, Message: MsgTransferred}
	case "disputed":
		return Entry{}, &Refused{Reason: apperr.Disputed, Message: MsgDisputed}
	}
	return Entry{}, &Refused{Reason: apperr.TicketCancelled, Message: MsgCancelled}
}

// SessionStats is the door count of one session.
type SessionStats struct {
	SessionID int64  `json:"session_id"`
	Event     string `json:"event"`
	Inicio    string `json:"inicio" description:"RFC 3339 in the event's time zone."`
	Sold      int    `json:"sold" description:"Tickets valid or used."`
	CheckedIn int    `json:"checked_in"`
	Remaining int    `json:"remaining" description:"Sold tickets not yet in."`
}

// Stats counts the organizer's sessions, soonest first (at most 500).
func (s *Service) Stats(ctx context.Context, organizerID int64) ([]SessionStats, error) {
	rows, err := s.db.Query(ctx, `SELECT se.id, e.nome, e.timezone, se.data,
		COALESCE(SUM(CASE WHEN t.id IS NOT NULL AND (t.checked_in_at IS NOT NULL OR t.voided_at IS NULL) THEN 1 ELSE 0 END), 0),
		COALESCE(SUM(CASE WHEN t.checked_in_at IS NOT NULL THEN 1 ELSE 0 END), 0)
		FROM sessions se JOIN events e ON e.id = se.event_id
		LEFT JOIN orders o ON o.session_id = se.id AND `+checkout.SoldSQL("o")+`
		LEFT JOIN tickets t ON t.order_id = o.id
		WHERE e.organizer_id = ? GROUP BY se.id, e.nome, e.timezone, se.data ORDER BY se.data, se.id LIMIT 500`, organizerID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []SessionStats{}
	for rows.Next() {
		var st SessionStats
		var zone string
		var start db.Time
		if err := rows.Scan(&st.SessionID, &st.Event, &zone, &start, &st.Sold, &st.CheckedIn); err != nil {
			return nil, err
		}
		loc, err := time.LoadLocation(zone)
		if err != nil {
			loc = time.UTC
		}
		st.Inicio = start.Time.In(loc).Format(time.RFC3339)
		st.Remaining = st.Sold - st.CheckedIn
		out = append(out, st)
	}
	return out, rows.Err()
}
