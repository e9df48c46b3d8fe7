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

// maxBuiltStmts is the share of the cache that statements built per row count (QueryBuilt,
// ExecBuilt) may take, so that they never keep the code's constant queries out. A checkout
// group's bulk statements come in about 120 sizes, the idempotency keys' in 96; preparing
// them afresh was a quarter of SQLite's one writer's time in a rush.
const maxBuiltStmts = 256

// stmtCache keeps SQLite statements prepared: modernc's driver parses every query afresh
// otherwise, which took about 30% of a checkout rush's CPU. database/sql keeps each
// statement prepared per connection and reuses it inside transactions. PostgreSQL needs
// none of this: pgx already caches prepared statements on each connection.
type stmtCache struct {
	mu    sync.RWMutex
	stmts map[string]*sql.Stmt
	built int // how many of stmts were built per call
}

// stmt returns the prepared statement for query, or nil when it cannot be cached (the
// cache is full, or the engine prepares its own); the caller then runs the query directly.
func (d *DB) stmt(ctx context.Context, query string) *sql.Stmt {
	return d.cachedStmt(ctx, query, false)
}

// cachedStmt is stmt for a query that is a constant of the code or, with built, one built
// per call, which may take only maxBuiltStmts places.
func (d *DB) cachedStmt(ctx context.Context, query string, built bool) *sql.Stmt {
	if d.dialect != SQLite {
		return nil
	}
	c := &d.cache
	c.mu.RLock()
	s := c.stmts[query]
	full := len(c.stmts) >= maxCachedStmts || (built && c.built >= maxBuiltStmts)
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
	if built {
		c.built++
	}
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
