package db

import (
	"context"
	"database/sql"
	"sync"
)

// maxCachedStmts bounds the statement cache: queries are constants of the code, but a few
// are built per call (a VALUES list per attendee count, an IN list per filter), and those
// must not grow it without end.
const maxCachedStmts = 512

// stmtCache keeps SQLite statements prepared: modernc's driver parses every query afresh
// otherwise, which took about 30% of a checkout rush's CPU. database/sql keeps each
// statement prepared per connection and reuses it inside transactions. PostgreSQL needs
// none of this: pgx already caches prepared statements on each connection.
type stmtCache struct {
	mu    sync.RWMutex
	stmts map[string]*sql.Stmt
}

// stmt returns the prepared statement for query, or nil when it cannot be cached (the
// cache is full, or the engine prepares its own); the caller then runs the query directly.
func (d *DB) stmt(ctx context.Context, query string) *sql.Stmt {
	if d.dialect != SQLite {
		return nil
	}
	c := &d.cache
	c.mu.RLock()
	s := c.stmts[query]
	full := len(c.stmts) >= maxCachedStmts
	c.mu.RUnlock()
	if s != nil || full {
		return s
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if s := c.stmts[query]; s != nil {
		return s
	}
	s, err := d.sql.PrepareContext(ctx, query)
	if err != nil {
		return nil // the direct run reports the error
	}
	if c.stmts == nil {
		c.stmts = map[string]*sql.Stmt{}
	}
	c.stmts[query] = s
	return s
}

func (d *DB) closeStmts() {
	d.cache.mu.Lock()
	defer d.cache.mu.Unlock()
	for _, s := range d.cache.stmts {
		_ = s.Close()
	}
	d.cache.stmts = nil
}
