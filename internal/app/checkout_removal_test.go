package app_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/db/dbtest"
)

// stage is an event with two sessions: the first with sectors "fica", "sai" and "livre", the
// second with "fica"; without lists what the next import leaves out ("sai", "livre" or "s2").
func stage(without ...string) catalog.EventInput {
	e := event("palco", "Palco Aberto", 1, "floripa", at(10, 20))
	first := catalog.SessionInput{ID: "s1", Inicio: at(10, 20)}
	for _, id := range []string{"fica", "sai", "livre"} {
		if !slices.Contains(without, id) {
			first.Setores = append(first.Setores, sector(id, 5000, 100))
		}
	}
	e.Sessoes = []catalog.SessionInput{first}
	if !slices.Contains(without, "s2") {
		e.Sessoes = append(e.Sessoes, catalog.SessionInput{ID: "s2", Inicio: at(11, 20), Setores: []catalog.SectorInput{sector("fica", 5000, 100)}})
	}
	return e
}

// stageIDs returns the ids of a session of stage and of its sectors by external id.
func stageIDs(t *testing.T, a *app.App, session string) (int64, map[string]int64) {
	t.Helper()
	ctx := context.Background()
	var id int64
	if err := a.DB.QueryRow(ctx, `SELECT s.id FROM sessions s JOIN events e ON e.id = s.event_id
		WHERE e.external_id = 'palco' AND s.external_id = ?`, session).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id, sectorIDs(t, a, id)
}

// TestImportKeepsWhatOrdersReferTo: a session or a sector that an order refers to stays in
// the catalog, even once the order has ended and its stock is back on sale; one that no order
// refers to goes. PostgreSQL's order tables have no foreign keys (migration 1900): the import's
// own check is what keeps an order's session and sectors.
func TestImportKeepsWhatOrdersReferTo(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, _ *syncClock) {
		ctx := context.Background()
		if _, err := a.Catalog.Apply(ctx, catalog.Document{Events: []catalog.EventInput{stage()}}); err != nil {
			t.Fatal(err)
		}
		s1, first := stageIDs(t, a, "s1")
		s2, second := stageIDs(t, a, "s2")
		for n, buy := range []struct{ session, sector int64 }{{s1, first["sai"]}, {s2, second["fica"]}} {
			status, o := req(t, srv, "POST", "/api/checkout/orders", order(buy.session, buy.sector, "full", 1, 700+n))
			if status != http.StatusCreated {
				t.Fatalf("order: %d %v", status, o)
			}
			if status, out := req(t, srv, "DELETE", "/api/checkout/orders/"+o["hash"].(string), nil); status != http.StatusOK {
				t.Fatalf("release: %d %v", status, out)
			}
		}
		for _, gone := range []string{"sai", "s2"} {
			_, err := a.Catalog.Apply(ctx, catalog.Document{Events: []catalog.EventInput{stage(gone)}})
			if err == nil || !strings.Contains(err.Error(), "com pedidos") {
				t.Errorf("removing %s, which an ended order refers to: %v", gone, err)
			}
		}
		if _, err := a.Catalog.Apply(ctx, catalog.Document{Events: []catalog.EventInput{stage("livre")}}); err != nil {
			t.Fatalf("removing a sector no order refers to: %v", err)
		}
		if _, sectors := stageIDs(t, a, "s1"); len(sectors) != 2 || sectors["livre"] != 0 {
			t.Errorf("sectors after the imports: %v, want fica and sai", sectors)
		}
		stageIDs(t, a, "s2") // still there
	})
}

// TestImportWaitsForAnOrderTakingItsSector: on PostgreSQL an import that removes a sector
// locks its row first, as every order does before it commits. An order that has taken the
// sector's stock but not committed yet (here a transaction holding the row, as a group of
// orders does between its hold and its commit) makes the import wait, and once it commits the
// import sees it and keeps the sector. Checked without the lock, the import read the sector
// before the order committed and deleted it after.
func TestImportWaitsForAnOrderTakingItsSector(t *testing.T) {
	t.Parallel()
	a, _, _ := startCheckout(t, dbtest.PostgresURL(t), stage())
	ctx := context.Background()
	_, sectors := stageIDs(t, a, "s1")
	imported := make(chan error, 1)
	err := a.DB.InTx(ctx, func(tx *db.Tx) error {
		if _, err := tx.Exec(ctx, "UPDATE sectors SET reservados = reservados + 1 WHERE id = ?", sectors["sai"]); err != nil {
			return err
		}
		go func() {
			_, err := a.Catalog.Apply(ctx, catalog.Document{Events: []catalog.EventInput{stage("sai")}})
			imported <- err
		}()
		// The import now waits on the sector's row (any statement of it: the lock, or a delete).
		waitFor(t, "the import to wait on the sector's row", func() bool {
			var n int
			err := a.DB.QueryRow(ctx, `SELECT count(*) FROM pg_stat_activity
				WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%sectors%'`).Scan(&n)
			return err == nil && n > 0
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := <-imported; err == nil || !strings.Contains(err.Error(), "com pedidos") {
		t.Errorf("the import removed a sector whose stock an order had taken: %v", err)
	}
	if _, after := stageIDs(t, a, "s1"); after["sai"] == 0 {
		t.Error("the sector is gone")
	}
}
