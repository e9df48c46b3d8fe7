package db

import (
	"context"
	"database/sql"
	"fmt"
)

// Tx is a transaction that rebinds placeholders like DB.
type Tx struct {
	tx      *sql.Tx
	dialect Dialect
}

// Dialect reports the engine.
func (t *Tx) Dialect() Dialect { return t.dialect }

// Exec runs a statement in the transaction.
func (t *Tx) Exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	res, err := t.tx.ExecContext(ctx, rebind(t.dialect, query), args...)
	return res, mapError(err)
}

// Query runs a query in the transaction.
func (t *Tx) Query(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	rows, err := t.tx.QueryContext(ctx, rebind(t.dialect, query), args...)
	return rows, mapError(err)
}

// QueryRow runs a query expected to return at most one row.
func (t *Tx) QueryRow(ctx context.Context, query string, args ...any) *Row {
	return &Row{row: t.tx.QueryRowContext(ctx, rebind(t.dialect, query), args...)}
}

// InTx runs fn in a transaction, committing when fn returns nil and rolling back otherwise.
// On SQLite the transaction takes the write lock at BEGIN (see Open).
func (d *DB) InTx(ctx context.Context, fn func(*Tx) error) (err error) {
	if d.dialect == SQLite {
		d.writers.Lock()
		defer d.writers.Unlock()
	}
	sqlTx, err := d.sql.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("db: begin: %w", mapError(err))
	}
	defer func() {
		if p := recover(); p != nil {
			_ = sqlTx.Rollback()
			panic(p)
		}
		if err != nil {
			_ = sqlTx.Rollback()
		}
	}()
	if err = fn(&Tx{tx: sqlTx, dialect: d.dialect}); err != nil {
		return err
	}
	if err = sqlTx.Commit(); err != nil {
		return fmt.Errorf("db: commit: %w", mapError(err))
	}
	return nil
}
