package db

import (
	"context"
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"
)

//go:embed migrations/*.sql
var migrationFiles embed.FS

// migration is one numbered schema step for one dialect.
type migration struct {
	version int
	name    string
	file    string
}

// migrations lists the steps for a dialect in order. Files are named
// NNNN_name.sqlite.sql and NNNN_name.postgres.sql.
func migrations(fsys fs.FS, dialect Dialect) ([]migration, error) {
	entries, err := fs.ReadDir(fsys, "migrations")
	if err != nil {
		return nil, err
	}
	var out []migration
	for _, e := range entries {
		base, ok := strings.CutSuffix(e.Name(), "."+string(dialect)+".sql")
		if !ok {
			continue
		}
		num, name, ok := strings.Cut(base, "_")
		version, err := strconv.Atoi(num)
		if !ok || err != nil || version <= 0 {
			return nil, fmt.Errorf("db: bad migration file name %q", e.Name())
		}
		out = append(out, migration{version: version, name: name, file: "migrations/" + e.Name()})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].version < out[j].version })
	for i := 1; i < len(out); i++ {
		if out[i].version == out[i-1].version {
			return nil, fmt.Errorf("db: duplicate migration version %d", out[i].version)
		}
	}
	return out, nil
}

// Migrate applies the pending migrations in one transaction. On PostgreSQL an advisory
// lock keeps several starting processes from migrating at once; on SQLite the immediate
// transaction does the same.
func (d *DB) Migrate(ctx context.Context) error {
	steps, err := migrations(migrationFiles, d.dialect)
	if err != nil {
		return err
	}
	return d.InTx(ctx, func(tx *Tx) error {
		if d.dialect == Postgres {
			if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock(7263001)"); err != nil {
				return fmt.Errorf("db: migration lock: %w", err)
			}
		}
		if _, err := tx.Exec(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
			version INTEGER PRIMARY KEY, name TEXT NOT NULL)`); err != nil {
			return fmt.Errorf("db: create schema_migrations: %w", err)
		}
		// Every missing version is applied, not only those above the highest: engineers
		// number their migrations in separate ranges (0100+, 0200+, 0300+), so a lower
		// version may arrive after a higher one was applied.
		applied := map[int]bool{}
		rows, err := tx.Query(ctx, "SELECT version FROM schema_migrations")
		if err != nil {
			return fmt.Errorf("db: read schema version: %w", err)
		}
		for rows.Next() {
			var v int
			if err := rows.Scan(&v); err != nil {
				rows.Close()
				return err
			}
			applied[v] = true
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		for _, m := range steps {
			if applied[m.version] {
				continue
			}
			body, err := fs.ReadFile(migrationFiles, m.file)
			if err != nil {
				return err
			}
			if _, err := tx.Exec(ctx, string(body)); err != nil {
				return fmt.Errorf("db: migration %04d_%s: %w", m.version, m.name, err)
			}
			if _, err := tx.Exec(ctx, "INSERT INTO schema_migrations (version, name) VALUES (?, ?)", m.version, m.name); err != nil {
				return err
			}
		}
		return nil
	})
}
