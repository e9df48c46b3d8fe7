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

// quotaCatalog is one event with a 50-seat sector (half quota 20), a batch of 20 units and
// a coupon of 20 uses.
func quotaCatalog(t *testing.T, d *db.DB) (eventID, sectorID, batchID, couponID int64) {
	t.Helper()
	ctx := context.Background()
	cat := catalog.NewService(d)
	if err := cat.SeedCities(ctx); err != nil {
		t.Fatal(err)
	}
	twenty := 20
	_, err := cat.Apply(ctx, catalog.Document{
		Categories: []catalog.CategoryInput{{Codigo: 1, Nome: "Shows"}},
		Organizers: []catalog.OrganizerInput{{ID: "o", Nome: "O"}},
		Places:     []catalog.PlaceInput{{ID: "p", Nome: "P", CidadeIBGE: 4205407}},
		Events: []catalog.EventInput{{ID: "e", Nome: "E", Categoria: 1, Organizador: "o", Local: "p",
			Timezone: "America/Sao_Paulo", Cupons: []catalog.CouponInput{{Codigo: "VINTE", Tipo: "percentual", Valor: 10, Usos: &twenty}},
			Sessoes: []catalog.SessionInput{{ID: "s", Inicio: time.Now().Add(48 * time.Hour),
				Setores: []catalog.SectorInput{{ID: "a", Nome: "A", PrecoCentavos: 1000, Capacidade: 50, MeiaEntrada: true,
					Lotes: []catalog.BatchInput{{Nome: "1º", PrecoCentavos: 500, Quantidade: &twenty}}}}}}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	q := `SELECT e.id, s.id, b.id, c.id FROM events e JOIN sessions se ON se.event_id = e.id JOIN sectors s ON s.session_id = se.id
		JOIN sector_batches b ON b.sector_id = s.id JOIN coupons c ON c.event_id = e.id`
	if err := d.QueryRow(ctx, q).Scan(&eventID, &sectorID, &batchID, &couponID); err != nil {
		t.Fatal(err)
	}
	return
}

// raceOne has 200 buyers take one unit each at once; it returns how many succeeded.
func raceOne(t *testing.T, d *db.DB, take func(ctx context.Context, tx *db.Tx) error, refused error) int64 {
	var wg sync.WaitGroup
	var ok int64
	start := make(chan struct{})
	for range 200 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			err := d.InTx(context.Background(), func(tx *db.Tx) error { return take(context.Background(), tx) })
			switch {
			case err == nil:
				atomic.AddInt64(&ok, 1)
			case !errors.Is(err, refused):
				t.Error(err)
			}
		}()
	}
	close(start)
	wg.Wait()
	return ok
}

func TestQuotasNeverExceeded(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		eventID, sectorID, _, couponID := quotaCatalog(t, d)
		now := time.Now()
		if n := raceOne(t, d, func(ctx context.Context, tx *db.Tx) error { return inventory.UseCoupon(ctx, tx, couponID) },
			inventory.ErrCouponUsedUp); n != 20 {
			t.Errorf("coupon: %d uses of 20", n)
		}
		var atBatch int64
		raceOne(t, d, func(ctx context.Context, tx *db.Tx) error {
			_, ok, err := inventory.HoldBatch(ctx, tx, sectorID, 1, now)
			if ok {
				atomic.AddInt64(&atBatch, 1)
			}
			return err
		}, nil)
		if atBatch != 20 {
			t.Errorf("batch: %d units of 20", atBatch)
		}
		if n := raceOne(t, d, func(ctx context.Context, tx *db.Tx) error { return inventory.HoldHalf(ctx, tx, eventID, 1) },
			inventory.ErrHalfQuota); n != 20 {
			t.Errorf("half quota: %d of 20", n)
		}
		var cpfOK int64
		raceOne(t, d, func(ctx context.Context, tx *db.Tx) error {
			err := inventory.CountCPF(ctx, tx, eventID, "52998224725", 1, 0, 6)
			if err == nil {
				atomic.AddInt64(&cpfOK, 1)
			}
			if errors.Is(err, inventory.ErrCPFLimit) {
				return nil
			}
			return err
		}, nil)
		if cpfOK != 6 {
			t.Errorf("per-CPF limit: %d of 6", cpfOK)
		}
	})
}

// The controls: read-then-write versions of the same counters exceed them on PostgreSQL,
// so the test above is known to race.
func TestQuotaControlsOverrun(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		if d.Dialect() != db.Postgres {
			t.Skip("SQLite serialises write transactions; the controls need concurrent writers")
		}
		eventID, _, batchID, couponID := quotaCatalog(t, d)
		unguarded := func(read, write string, id int64, limit int) func(ctx context.Context, tx *db.Tx) error {
			return func(ctx context.Context, tx *db.Tx) error {
				var n int
				if err := tx.QueryRow(ctx, read, id).Scan(&n); err != nil {
					return err
				}
				if n+1 > limit {
					return inventory.ErrSoldOut
				}
				time.Sleep(5 * time.Millisecond)
				_, err := tx.Exec(ctx, write, n+1, id)
				return err
			}
		}
		cases := []struct {
			name string
			take func(ctx context.Context, tx *db.Tx) error
		}{
			{"coupon", unguarded("SELECT usados FROM coupons WHERE id = ?", "UPDATE coupons SET usados = ? WHERE id = ?", couponID, 20)},
			{"batch", unguarded("SELECT reservados FROM sector_batches WHERE id = ?", "UPDATE sector_batches SET reservados = ? WHERE id = ?", batchID, 20)},
			{"half", unguarded("SELECT meia_reservados FROM events WHERE id = ?", "UPDATE events SET meia_reservados = ? WHERE id = ?", eventID, 20)},
		}
		for _, c := range cases {
			if n := raceOne(t, d, c.take, inventory.ErrSoldOut); n <= 20 {
				t.Errorf("%s control: only %d of 20 taken; the race did not run concurrently", c.name, n)
			}
		}
	})
}

// CountCPFs counts several CPFs in one statement: a CPF at its limit is left out and its
// count unchanged, the others are counted.
func TestCountCPFsLeavesOutCPFsAtTheirLimit(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		eventID, _, _, _ := quotaCatalog(t, d)
		ctx := context.Background()
		full, fresh, more := "52998224725", "11144477735", "39053344705"
		err := d.InTx(ctx, func(tx *db.Tx) error {
			if err := inventory.CountCPF(ctx, tx, eventID, full, 6, 0, 6); err != nil {
				return err
			}
			return inventory.CountCPF(ctx, tx, eventID, more, 2, 0, 6)
		})
		if err != nil {
			t.Fatal(err)
		}
		var counted map[string]bool
		err = d.InTx(ctx, func(tx *db.Tx) (err error) {
			counted, err = inventory.CountCPFs(ctx, tx, eventID, 6, []inventory.CPFTickets{
				{CPF: more, Qty: 3}, {CPF: full, Qty: 1}, {CPF: fresh, Qty: 2}})
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		if !counted[fresh] || !counted[more] || counted[full] || len(counted) != 2 {
			t.Errorf("counted %v; want the fresh CPF and the one with room, not the full one", counted)
		}
		for cpf, want := range map[string]int{full: 6, fresh: 2, more: 5} {
			var have int
			if err := d.QueryRow(ctx, "SELECT quantity FROM cpf_event_counts WHERE event_id = ? AND cpf = ?", eventID, cpf).Scan(&have); err != nil || have != want {
				t.Errorf("%s: %d tickets (%v), want %d", cpf, have, err, want)
			}
		}
	})
}
