// Package dbtest gives tests migrated databases: always SQLite, and PostgreSQL too when
// CATRACA_TEST_POSTGRES_URL is set (CI sets it). Each call gets its own fresh database.
package dbtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/url"
	"os"
	"path/filepath"
	"testing"

	"github.com/catraca/catraca/internal/db"
)

// URLs returns one fresh database URL per available engine, named by dialect.
func URLs(t testing.TB) map[string]string {
	t.Helper()
	urls := map[string]string{"sqlite": "sqlite:" + filepath.Join(t.TempDir(), "test.db")}
	if base := os.Getenv("CATRACA_TEST_POSTGRES_URL"); base != "" {
		urls["postgres"] = freshPostgres(t, base)
	}
	return urls
}

// PostgresURL returns a fresh PostgreSQL database URL, or skips the test when
// CATRACA_TEST_POSTGRES_URL is not set.
func PostgresURL(t testing.TB) string {
	t.Helper()
	base := os.Getenv("CATRACA_TEST_POSTGRES_URL")
	if base == "" {
		t.Skip("CATRACA_TEST_POSTGRES_URL not set")
	}
	return freshPostgres(t, base)
}

// Each runs fn as a subtest against each engine with a migrated, empty database.
func Each(t *testing.T, fn func(t *testing.T, d *db.DB)) {
	t.Helper()
	for name, u := range URLs(t) {
		t.Run(name, func(t *testing.T) {
			fn(t, Open(t, u))
		})
	}
}

// Open opens and migrates the database at u, closing it when the test ends.
func Open(t testing.TB, u string) *db.DB {
	t.Helper()
	d, err := db.Open(context.Background(), u)
	if err != nil {
		t.Fatalf("open %s: %v", u, err)
	}
	t.Cleanup(func() { d.Close() })
	if err := d.Migrate(context.Background()); err != nil {
		t.Fatalf("migrate: %v", err)
	}
	return d
}

// freshPostgres creates a throw-away database on the server of base and drops it afterwards.
func freshPostgres(t testing.TB, base string) string {
	t.Helper()
	admin, err := db.Open(context.Background(), base)
	if err != nil {
		t.Fatalf("postgres at CATRACA_TEST_POSTGRES_URL: %v", err)
	}
	buf := make([]byte, 6)
	_, _ = rand.Read(buf)
	name := "catraca_t_" + hex.EncodeToString(buf)
	if _, err := admin.Exec(context.Background(), "CREATE DATABASE "+name); err != nil {
		admin.Close()
		t.Fatalf("create test database: %v", err)
	}
	t.Cleanup(func() {
		_, _ = admin.Exec(context.Background(), "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
		admin.Close()
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("parse CATRACA_TEST_POSTGRES_URL: %v", err)
	}
	u.Path = "/" + name
	return u.String()
}
