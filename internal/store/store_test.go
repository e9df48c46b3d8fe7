package store

import (
	"context"
	"testing"

	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/db/dbtest"
)

func TestNormalizeHost(t *testing.T) {
	tests := map[string]string{
		"LocalHost:8080": "localhost", "127.0.0.1": "127.0.0.1", "[::1]:80": "::1",
		" Loja.COM.br ": "loja.com.br", "": "",
	}
	for in, want := range tests {
		if got := NormalizeHost(in); got != want {
			t.Errorf("NormalizeHost(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestUpsertAndDefaults(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := NewService(d)
		if err := s.EnsureDefault(ctx); err != nil {
			t.Fatal(err)
		}
		if err := s.EnsureDefault(ctx); err != nil { // a second start changes nothing
			t.Fatal(err)
		}
		def, err := s.ForHost(ctx, "")
		if err != nil || def.Name != "Catraca" || def.Configs.Template.EventsPerLine != 4 {
			t.Fatalf("bootstrap store: %+v %v", def, err)
		}
		id, err := s.Upsert(ctx, Store{Name: "Nova", Default: true, Hosts: []string{"Nova.Example:443"}})
		if err != nil || id != def.ID {
			t.Fatalf("upsert of the default must replace it: id %d (was %d) %v", id, def.ID, err)
		}
		other, err := s.Upsert(ctx, Store{Name: "Outra", Hosts: []string{"outra.example"}})
		if err != nil || other == id {
			t.Fatalf("second store: %d %v", other, err)
		}
		if again, _ := s.Upsert(ctx, Store{Name: "Outra 2", Hosts: []string{"outra.example"}}); again != other {
			t.Fatalf("upsert by host must update the same store: %d vs %d", again, other)
		}
		got, err := s.ForHost(ctx, "OUTRA.example:8080")
		if err != nil || got.Name != "Outra 2" || got.Default {
			t.Fatalf("by host: %+v %v", got, err)
		}
		if got, _ := s.ForHost(ctx, "nova.example"); got.Name != "Nova" || !got.Default {
			t.Fatalf("default by host: %+v", got)
		}
		if got.Configs.Footer.Columns == nil || got.Configs.Footer.Social == nil {
			t.Error("footer lists must be empty, not null")
		}
	})
}
