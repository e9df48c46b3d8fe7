package ticket

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
)

// DoorKey is a door key as the console lists it: never the key itself, shown once at creation.
type DoorKey struct {
	ID        int64      `json:"id"`
	Label     string     `json:"label"`
	CreatedAt time.Time  `json:"created_at"`
	RevokedAt *time.Time `json:"revoked_at"`
}

// Messages of door keys.
const (
	MsgKeyLabel    = "Dê um nome à chave (até 60 caracteres), como o portão ou a equipe que vai usá-la."
	MsgKeyNotFound = "Chave não encontrada."
)

// CreateKey makes a door key for the organizer with a label, in tx; the key is returned once.
func CreateKey(ctx context.Context, tx *db.Tx, organizerID int64, label string, now time.Time) (DoorKey, string, error) {
	label = strings.TrimSpace(label)
	if label == "" || utf8.RuneCountInString(label) > 60 {
		return DoorKey{}, "", apperr.Field("label", MsgKeyLabel)
	}
	key, err := newKey()
	if err != nil {
		return DoorKey{}, "", err
	}
	k := DoorKey{Label: label, CreatedAt: now.UTC().Truncate(time.Microsecond)}
	err = tx.QueryRow(ctx, "INSERT INTO organizer_keys (organizer_id, key_hash, created_at, label) VALUES (?, ?, ?, ?) RETURNING id",
		organizerID, hashKey(key), k.CreatedAt, label).Scan(&k.ID)
	return k, key, err
}

// newKey is a door key: ck_ and 256 random bits in hex.
func newKey() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return "ck_" + hex.EncodeToString(b), nil
}

// Keys lists the organizer's door keys, newest first.
func Keys(ctx context.Context, q interface {
	Query(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}, organizerID int64) ([]DoorKey, error) {
	rows, err := q.Query(ctx, "SELECT id, label, created_at, revoked_at FROM organizer_keys WHERE organizer_id = ? ORDER BY id DESC",
		organizerID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []DoorKey{}
	for rows.Next() {
		var k DoorKey
		var created, revoked db.Time
		if err := rows.Scan(&k.ID, &k.Label, &created, &revoked); err != nil {
			return nil, err
		}
		k.CreatedAt, k.RevokedAt = created.Time.UTC(), revoked.Ptr()
		out = append(out, k)
	}
	return out, rows.Err()
}

// RevokeKey ends one of the organizer's keys in tx and returns it as it was; another organizer's
// key is not found.
func RevokeKey(ctx context.Context, tx *db.Tx, organizerID, id int64, now time.Time) (DoorKey, error) {
	keys, err := Keys(ctx, tx, organizerID)
	if err != nil {
		return DoorKey{}, err
	}
	for _, k := range keys {
		if k.ID == id {
			_, err := tx.Exec(ctx, "UPDATE organizer_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL", now.UTC(), id)
			return k, err
		}
	}
	return DoorKey{}, apperr.New(apperr.NotFound, MsgKeyNotFound)
}
