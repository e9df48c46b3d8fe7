package db

import (
	"database/sql"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5/pgconn"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

var (
	// ErrNotFound is returned when a single-row query finds nothing.
	ErrNotFound = errors.New("db: not found")
	// ErrConflict is returned when a write breaks a unique or primary-key constraint.
	ErrConflict = errors.New("db: conflict")
)

// mapError turns driver errors into ErrNotFound / ErrConflict on both engines, keeping the
// original for logs.
func mapError(err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNotFound
	}
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" {
		return fmt.Errorf("%w: %s", ErrConflict, pgErr.ConstraintName)
	}
	var liteErr *sqlite.Error
	if errors.As(err, &liteErr) {
		switch liteErr.Code() {
		case sqlite3.SQLITE_CONSTRAINT_UNIQUE, sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY:
			return fmt.Errorf("%w: %s", ErrConflict, liteErr.Error())
		}
	}
	return err
}

// Retryable reports a transaction PostgreSQL aborted to break a deadlock or a serialization
// conflict: nothing of it was kept, so running it again is safe.
func Retryable(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && (pgErr.Code == "40P01" || pgErr.Code == "40001")
}
