// Package db opens SQLite or PostgreSQL behind one API. Queries are written once with `?`
// placeholders and rebound for PostgreSQL; only table definitions differ per dialect.
package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
	_ "modernc.org/sqlite"             // registers the "sqlite" driver
)

// Dialect names the database engine behind a DB.
type Dialect string

const (
	SQLite   Dialect = "sqlite"
	Postgres Dialect = "postgres"
)

// DB is a connection pool that rebinds `?` placeholders for its dialect.
type DB struct {
	sql     *sql.DB
	dialect Dialect
	// writers queues this process's SQLite write transactions in Go. SQLite admits one
	// writer; without the queue the others wait in its busy handler, which sleeps in
	// growing steps and wakes late, so a burst of short transactions crawls.
	writers sync.Mutex
	cache   stmtCache
}

// Open connects to `sqlite:PATH` or `postgres://...` and checks the connection.
func Open(ctx context.Context, url string) (*DB, error) {
	var d *DB
	switch {
	case strings.HasPrefix(url, "sqlite:"):
		path := strings.TrimPrefix(url, "sqlite:")
		if path == "" {
			return nil, errors.New("db: sqlite URL needs a path, e.g. sqlite:data/catraca.db")
		}
		if dir := filepath.Dir(path); dir != "." {
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return nil, fmt.Errorf("db: create %s: %w", dir, err)
			}
		}
		// WAL lets readers run beside the writer; immediate transactions take the write lock
		// at BEGIN so two writers queue on busy_timeout instead of failing on upgrade.
		// Savepoint journals stay in memory: the checkout's group commits take one per order.
		// Commits are durable, as PostgreSQL's are by default: with synchronous FULL the WAL
		// reaches the disk at each commit, while NORMAL could lose the last commits to a power
		// cut, among them a payment already acknowledged to the gateway or tickets already
		// mailed. The checkout writes its holds in group commits, one sync per group.
		dsn := "file:" + path + "?_txlock=immediate&_time_format=sqlite" +
			"&_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=temp_store(MEMORY)" +
			"&_pragma=foreign_keys(1)&_pragma=synchronous(FULL)"
		pool, err := sql.Open("sqlite", dsn)
		if err != nil {
			return nil, fmt.Errorf("db: open sqlite: %w", err)
		}
		// Every open connection stays idle in the pool (database/sql keeps only 2 by default):
		// a new SQLite connection reads the schema and prepares its statements afresh, which
		// was 13% of the CPU in a checkout rush.
		pool.SetMaxOpenConns(8)
		pool.SetMaxIdleConns(8)
		pool.SetConnMaxIdleTime(5 * time.Minute)
		d = &DB{sql: pool, dialect: SQLite}
	case strings.HasPrefix(url, "postgres://"), strings.HasPrefix(url, "postgresql://"):
		pool, err := sql.Open("pgx", withStatementTimeout(url))
		if err != nil {
			return nil, fmt.Errorf("db: open postgres: %w", err)
		}
		// Connections stay open however long they sit idle (see KeepOpen): an on-sale opens
		// after quiet minutes, and a pool that an idle timeout had emptied opened its
		// connections, a backend each, inside the opening burst. In the rush benchmark with the
		// pool emptied just before, the first 200 orders' p99 was 80–115 ms, against 49–65 ms.
		pool.SetMaxOpenConns(maxPostgresConns)
		pool.SetMaxIdleConns(maxPostgresConns)
		d = &DB{sql: pool, dialect: Postgres}
	default:
		return nil, errors.New("db: CATRACA_DATABASE_URL must start with sqlite: or postgres://")
	}
	pingCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := d.sql.PingContext(pingCtx); err != nil {
		d.sql.Close()
		return nil, fmt.Errorf("db: connect: %w", err)
	}
	return d, nil
}

// maxPostgresConns bounds a process's PostgreSQL connections, open or idle.
const maxPostgresConns = 20

// KeepOpen opens n PostgreSQL connections now for the pool to keep (never closed for being
// idle), so that the first requests after a start find them open; on SQLite it does nothing.
func (d *DB) KeepOpen(ctx context.Context, n int) error {
	if d.dialect != Postgres {
		return nil
	}
	conns := make([]*sql.Conn, 0, n)
	defer func() {
		for _, c := range conns {
			c.Close() // back to the pool, idle
		}
	}()
	// Held together, so that each is a connection of its own.
	for range min(n, maxPostgresConns) {
		c, err := d.sql.Conn(ctx)
		if err != nil {
			return fmt.Errorf("db: keep open: %w", err)
		}
		conns = append(conns, c)
	}
	return nil
}

// StatementTimeout bounds every PostgreSQL statement (unless the URL sets statement_timeout):
// a hung or locked database then fails requests instead of piling them up. It matches the
// API's default request deadline.
const StatementTimeout = 10 * time.Second

// withStatementTimeout adds statement_timeout to a PostgreSQL URL that has none; pgx sends
// unknown URL parameters as run-time settings of every connection.
func withStatementTimeout(url string) string {
	if strings.Contains(url, "statement_timeout=") {
		return url
	}
	sep := "?"
	if strings.Contains(url, "?") {
		sep = "&"
	}
	return url + sep + "statement_timeout=" + strconv.Itoa(int(StatementTimeout/time.Millisecond))
}

// Dialect reports the engine.
func (d *DB) Dialect() Dialect { return d.dialect }

// Close releases the pool.
func (d *DB) Close() error {
	d.closeStmts()
	return d.sql.Close()
}

// Ping checks the database answers.
func (d *DB) Ping(ctx context.Context) error { return d.sql.PingContext(ctx) }

// Rebind turns `?` placeholders into `$1, $2, ...` for PostgreSQL. Question marks inside
// single-quoted literals are left alone.
func (d *DB) Rebind(query string) string { return rebind(d.dialect, query) }

func rebind(dialect Dialect, query string) string {
	if dialect != Postgres || !strings.Contains(query, "?") {
		return query
	}
	if q, ok := rebound.Load(query); ok {
		return q.(string)
	}
	b := make([]byte, 0, len(query)+len(query)/8)
	n, quoted := 0, false
	for i := 0; i < len(query); i++ {
		c := query[i]
		switch {
		case c == '\'':
			quoted = !quoted
		case c == '?' && !quoted:
			n++
			b = strconv.AppendInt(append(b, '$'), int64(n), 10)
			continue
		}
		b = append(b, c)
	}
	q := string(b)
	if reboundCount.Add(1) <= maxRebound {
		rebound.Store(query, q)
	}
	return q
}

// rebound keeps each query's PostgreSQL text: queries are the code's constants and a few
// hundred sizes of built ones, and rewriting a checkout group's inserts (hundreds of
// placeholders) on every call took 5% of the server's CPU in a PostgreSQL rush. reboundCount
// bounds it at maxRebound entries; later queries are rewritten on every call.
var (
	rebound      sync.Map
	reboundCount atomic.Int64
)

const maxRebound = 1024

// Exec runs a statement outside a transaction.
func (d *DB) Exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	if s := d.stmt(ctx, query); s != nil {
		res, err := s.ExecContext(ctx, args...)
		return res, mapError(err)
	}
	res, err := d.sql.ExecContext(ctx, d.Rebind(query), args...)
	return res, mapError(err)
}

// Query runs a query outside a transaction.
func (d *DB) Query(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	if s := d.stmt(ctx, query); s != nil {
		rows, err := s.QueryContext(ctx, args...)
		return rows, mapError(err)
	}
	rows, err := d.sql.QueryContext(ctx, d.Rebind(query), args...)
	return rows, mapError(err)
}

// QueryRow runs a query expected to return at most one row.
func (d *DB) QueryRow(ctx context.Context, query string, args ...any) *Row {
	if s := d.stmt(ctx, query); s != nil {
		return &Row{row: s.QueryRowContext(ctx, args...)}
	}
	return &Row{row: d.sql.QueryRowContext(ctx, d.Rebind(query), args...)}
}

// Row wraps sql.Row so Scan maps errors (no rows → ErrNotFound).
type Row struct{ row *sql.Row }

// Scan copies the row's columns; a missing row gives ErrNotFound.
func (r *Row) Scan(dest ...any) error { return mapError(r.row.Scan(dest...)) }
