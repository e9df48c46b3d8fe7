package rush_test

import (
	"context"
	"errors"
	"sync"
	"testing"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/catalog/catalogtest"
	"github.com/catraca/catraca/internal/checkout/rush"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/db/dbtest"
	"github.com/catraca/catraca/internal/inventory"
)

// Plain jobs, many at once, on one sector of 50 units: exactly 50 are held, every other one
// is refused by its own SoldOut, and each address's count is what its held jobs added.
func TestEngineHoldsNoMoreThanLeft(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		sector := catalogtest.OneSector(t, d, 50, 0)
		var saw sync.Map
		e := rush.New(d, rush.Config{HoldSector: inventory.Hold, Generation: "0",
			Saw: func(gen int64) { saw.Store(gen, true) }, Forget: func() {}})
		soldOut := apperr.New(apperr.Conflict, "Ingressos esgotados para o setor Pista.").Because(apperr.SoldOut)
		results := make([]error, 80)
		var wg sync.WaitGroup
		for i := range results {
			wg.Add(1)
			go func() {
				defer wg.Done()
				addr := &rush.AddressHold{Addr: []string{"10.0.0.1", "10.0.0.2"}[i%2], Session: 1, Tickets: 1}
				j := &rush.Job{Takes: rush.Holds{sector: 1}, Addr: addr,
					SoldOut: func(int64, int) error { return soldOut },
					Run: func(ctx context.Context, tx *db.Tx, later rush.Holds, fits func() error) error {
						if fits != nil {
							if err := fits(); err != nil {
								return err
							}
						}
						if later == nil {
							if err := inventory.Hold(ctx, tx, sector, 1); err != nil {
								return soldOut
							}
							// alone, a job adds its own tickets to its address's count
							return rush.AddAddressHolds(ctx, tx, []*rush.AddressHold{addr})
						}
						later[sector]++
						return nil
					}}
				results[i] = e.Do(ctx, j, i%3 == 0)
			}()
		}
		wg.Wait()
		held, refused := 0, 0
		for i, err := range results {
			switch {
			case err == nil:
				held++
			case errors.Is(err, soldOut):
				refused++
			default:
				t.Errorf("job %d: %v", i, err)
			}
		}
		var reserved int
		if err := d.QueryRow(ctx, "SELECT reservados FROM sectors WHERE id = ?", sector).Scan(&reserved); err != nil {
			t.Fatal(err)
		}
		var counted int
		if err := d.QueryRow(ctx, "SELECT COALESCE(SUM(tickets), 0) FROM address_holds").Scan(&counted); err != nil {
			t.Fatal(err)
		}
		if held != 50 || refused != 30 || reserved != 50 || counted != 50 {
			t.Errorf("%d held, %d refused, %d reserved, %d counted by address: want 50, 30, 50 and 50", held, refused,
				reserved, counted)
		}
		if _, ok := saw.Load(int64(0)); !ok {
			t.Error("the engine never told the rules' generation it read")
		}
	})
}
