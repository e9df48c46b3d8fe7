package inventory_test

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/db/dbtest"
	"github.com/catraca/catraca/internal/inventory"
)

// oneSector loads a catalog with one sector of the given capacity and returns its id.
func oneSector(t *testing.T, d *db.DB, capacity int) int64 {
	t.Helper()
	ctx := context.Background()
	cat := catalog.NewService(d)
	if err := cat.SeedCities(ctx); err != nil {
		t.Fatal(err)
	}
	_, err := cat.Apply(ctx, catalog.Document{
		Categories: []catalog.CategoryInput{{Codigo: 1, Nome: "Shows"}},
		Organizers: []catalog.OrganizerInput{{ID: "o", Nome: "O"}},
		Places:     []catalog.PlaceInput{{ID: "p", Nome: "P", CidadeIBGE: 4205407}},
		Events: []catalog.EventInput{{ID: "e", Nome: "E", Categoria: 1, Organizador: "o", Local: "p",
			Timezone: "America/Sao_Paulo", Sessoes: []catalog.SessionInput{{ID: "s", Inicio: time.Now().Add(48 * time.Hour),
				Setores: []catalog.SectorInput{{ID: "a", Nome: "A", PrecoCentavos: 1000, Capacidade: capacity}}}}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	var id int64
	err = d.InTx(ctx, func(tx *db.Tx) error {
		var err error
		id, err = cat.SectorID(ctx, tx, "e", "s", "a")
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// race has 40 buyers try for 2 tickets each at once; sell does one purchase.
func race(t *testing.T, d *db.DB, sell func(ctx context.Context, tx *db.Tx) error) (sold int64) {
	var wg sync.WaitGroup
	start := make(chan struct{})
	for range 40 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			err := d.InTx(context.Background(), func(tx *db.Tx) error { return sell(context.Background(), tx) })
			if err == nil {
				atomic.AddInt64(&sold, 2)
			} else if !errors.Is(err, inventory.ErrSoldOut) {
				t.Error(err)
			}
		}()
	}
	close(start)
	wg.Wait()
	return sold
}

func TestRecordSaleNeverOversells(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		id := oneSector(t, d, 15)
		sold := race(t, d, func(ctx context.Context, tx *db.Tx) error { return inventory.RecordSale(ctx, tx, id, 2) })
		var stored, capacity int64
		if err := d.QueryRow(context.Background(), "SELECT vendidos, capacidade FROM sectors WHERE id = ?", id).Scan(&stored, &capacity); err != nil {
			t.Fatal(err)
		}
		if sold != 14 || stored != 14 {
			t.Errorf("sold %d (stored %d) of %d: want the 7 pairs that fit", sold, stored, capacity)
		}
	})
}

// The control: the same race with a read-then-write that skips the conditional update would
// oversell on PostgreSQL, proving the race above really runs concurrently. (SQLite's immediate
// transactions serialise writers, so there it cannot oversell either way.) The first two
// buyers write only once both have read, so the lost update happens however slow the machine.
func TestControlReadThenWriteOversells(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		if d.Dialect() != db.Postgres {
			t.Skip("SQLite serialises write transactions; the control needs concurrent writers")
		}
		id := oneSector(t, d, 15)
		var reads atomic.Int32
		bothRead := make(chan struct{})
		sold := race(t, d, func(ctx context.Context, tx *db.Tx) error {
			var taken, capacity int
			if err := tx.QueryRow(ctx, "SELECT vendidos, capacidade FROM sectors WHERE id = ?", id).Scan(&taken, &capacity); err != nil {
				return err
			}
			if taken+2 > capacity {
				return inventory.ErrSoldOut
			}
			if reads.Add(1) == 2 {
				close(bothRead)
			}
			<-bothRead
			_, err := tx.Exec(ctx, "UPDATE sectors SET vendidos = ? WHERE id = ?", taken+2, id)
			return err
		})
		if sold <= 14 {
			t.Errorf("the unguarded control sold only %d: the race did not run concurrently", sold)
		}
	})
}
