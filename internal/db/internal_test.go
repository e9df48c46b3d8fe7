package db

import (
	"strings"
	"testing"
)

func TestRebind(t *testing.T) {
	tests := []struct {
		dialect  Dialect
		in, want string
	}{
		{SQLite, "SELECT ? , ?", "SELECT ? , ?"},
		{Postgres, "SELECT ? , ?", "SELECT $1 , $2"},
		{Postgres, "SELECT '?' , ?", "SELECT '?' , $1"},
		{Postgres, "SELECT 1", "SELECT 1"},
		{Postgres, "SELECT 'ação?', ?", "SELECT 'ação?', $1"},
		{Postgres, strings.Repeat("?,", 11) + "?", "$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12"},
	}
	for _, tt := range tests {
		for range 2 { // the second time from the cache
			if got := rebind(tt.dialect, tt.in); got != tt.want {
				t.Errorf("rebind(%s, %q) = %q, want %q", tt.dialect, tt.in, got, tt.want)
			}
		}
	}
}

// Every schema version must exist for both engines, so neither falls behind.
func TestMigrationsExistForBothDialects(t *testing.T) {
	lite, err := migrations(migrationFiles, SQLite)
	if err != nil {
		t.Fatal(err)
	}
	pg, err := migrations(migrationFiles, Postgres)
	if err != nil {
		t.Fatal(err)
	}
	if len(lite) == 0 || len(lite) != len(pg) {
		t.Fatalf("sqlite has %d migrations, postgres %d", len(lite), len(pg))
	}
	for i := range lite {
		if lite[i].version != pg[i].version || lite[i].name != pg[i].name {
			t.Errorf("step %d: sqlite %04d_%s, postgres %04d_%s", i, lite[i].version, lite[i].name, pg[i].version, pg[i].name)
		}
		if i > 0 && lite[i].version <= lite[i-1].version {
			t.Errorf("versions must increase: got %d after %d", lite[i].version, lite[i-1].version)
		}
	}
	entries, _ := migrationFiles.ReadDir("migrations")
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".sqlite.sql") && !strings.HasSuffix(e.Name(), ".postgres.sql") {
			t.Errorf("migration %s names no dialect", e.Name())
		}
	}
}
