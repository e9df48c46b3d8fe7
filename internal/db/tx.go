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
	db      *DB
}

// stmt is the cached statement bound to this transaction's connection (closed with the
// transaction), or nil.
func (t *Tx) stmt(ctx context.Context, query string) *sql.Stmt {
	if s := t.db.stmt(ctx, query); s != nil {
		return t.tx.StmtContext(ctx, s)
	}
	return nil
}

// Dialect reports the engine.
func (t *Tx) Dialect() Dialect { return t.dialect }

// Exec runs a statement in the transaction.
func (t *Tx) Exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	if s := t.stmt(ctx, query); s != nil {
		res, err := s.ExecContext(ctx, args...)
		return res, mapError(err)
	}
	res, err := t.tx.ExecContext(ctx, rebind(t.dialect, query), args...)
	return res, mapError(err)
}

// Query runs a query in the transaction.
func (t *Tx) Query(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	if s := t.stmt(ctx, query); s != nil {
		rows, err := s.QueryContext(ctx, args...)
		return rows, mapError(err)
	}
	rows, err := t.tx.QueryContext(ctx, rebind(t.dialect, query), args...)
	return rows, mapError(err)
}

// QueryBuilt runs a query whose text is built per call (a VALUES list per row count); its
// many variants take only a bounded share of the statement cache.
func (t *Tx) QueryBuilt(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	if s := t.db.cachedStmt(ctx, query, true); s != nil {
		rows, err := t.tx.StmtContext(ctx, s).QueryContext(ctx, args...)
		return rows, mapError(err)
	}
	rows, err := t.tx.QueryContext(ctx, rebind(t.dialect, query), args...)
	return rows, mapError(err)
}

// ExecBuilt is Exec for a statement whose text is built per call, like QueryBuilt.
func (t *Tx) ExecBuilt(ctx context.Context, query string, args ...any) (sql.Result, error) {
	if s := t.db.cachedStmt(ctx, query, true); s != nil {
		res, err := t.tx.StmtContext(ctx, s).ExecContext(ctx, args...)
		return res, mapError(err)
	}
	res, err := t.tx.ExecContext(ctx, rebind(t.dialect, query), args...)
	return res, mapError(err)
}

// QueryRow runs a query expected to return at most one row.
func (t *Tx) QueryRow(ctx context.Context, query string, args ...any) *Row {
	if s := t.stmt(ctx, query); s != nil {
		return &Row{row: s.QueryRowContext(ctx, args...)}
	}
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
	if err = fn(&Tx{tx: sqlTx, dialect: d.dialect, db: d}); err != nil {
		return err
	}
	if err = sqlTx.Commit(); err != nil {
		return fmt.Errorf("db: commit: %w", mapError(err))
	}
	return nil
}

// Insert runs an INSERT of one row and returns its id column. SQLite reports it without a
// RETURNING clause, whose result rows cost a query's machinery in the driver; PostgreSQL
// needs the clause.
func (t *Tx) Insert(ctx context.Context, query string, args ...any) (int64, error) {
	if t.dialect == Postgres {
		var id int64
		err := t.QueryRow(ctx, query+" RETURNING id", args...).Scan(&id)
		return id, err
	}
	res, err := t.Exec(ctx, query, args...)
	if err != nil {
		return 0, err
	}
	return res.LastInsertId()
}
