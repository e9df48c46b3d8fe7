// Package catalogtest gives tests a catalog to sell from, without the demo's size.
package catalogtest

import (
	"context"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/db"
)

// OneSector writes a catalog of one event, a month ahead, with one session and one sector of
// capacity units, each CPF allowed perCPF tickets (0: the catalog's default), and returns
// the sector's id.
func OneSector(t testing.TB, d *db.DB, capacity, perCPF int) int64 {
	t.Helper()
	ctx := context.Background()
	cat := catalog.NewService(d)
	if err := cat.SeedCities(ctx); err != nil {
		t.Fatal(err)
	}
	start := time.Now().Add(30 * 24 * time.Hour).Truncate(time.Hour)
	_, err := cat.Apply(ctx, catalog.Document{
		Categories: []catalog.CategoryInput{{Codigo: 1, Nome: "Shows"}},
		Organizers: []catalog.OrganizerInput{{ID: "org", Nome: "Produtora"}},
		Places:     []catalog.PlaceInput{{ID: "p", Nome: "Arena", CidadeIBGE: 4205407}},
		Events: []catalog.EventInput{{ID: "e", Nome: "Show", Categoria: 1, Organizador: "org", Local: "p",
			LimitePorCPF: perCPF, Timezone: "America/Sao_Paulo", Sessoes: []catalog.SessionInput{{ID: "s1",
				Inicio: start, Setores: []catalog.SectorInput{{ID: "a", Nome: "Pista", PrecoCentavos: 5000,
					Capacidade: capacity}}}}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	var sector int64
	if err := d.QueryRow(ctx, "SELECT id FROM sectors").Scan(&sector); err != nil {
		t.Fatal(err)
	}
	return sector
}
