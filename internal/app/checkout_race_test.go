package app_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/checkout"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/db/dbtest"
	"github.com/catraca/catraca/internal/inventory"
)

// raceEvent has a sector with 1000 units (980 sold before each race), a sector whose first
// batch has 20 units, a coupon with 20 uses, and lives beside a 50-seat event whose
// half-price quota is 20.
func raceEvents() []catalog.EventInput {
	e := event("corrida", "Corrida pelos Ingressos", 1, "floripa", at(10, 20),
		catalog.SectorInput{ID: "hot", Nome: "Pista", PrecoCentavos: 5000, Capacidade: 1000},
		catalog.SectorInput{ID: "lote", Nome: "Lote", PrecoCentavos: 9000, Capacidade: 1000,
			Lotes: []catalog.BatchInput{{Nome: "1º lote", PrecoCentavos: 4000, Quantidade: ptr(20)}}})
	e.Cupons = []catalog.CouponInput{{Codigo: "VINTE", Tipo: catalog.CouponPercent, Valor: 10, Usos: ptr(20)}}
	m := event("meia50", "Teatro de 50 Lugares", 3, "floripa", at(10, 20),
		catalog.SectorInput{ID: "plateia", Nome: "Plateia", PrecoCentavos: 6000, Capacidade: 50, MeiaEntrada: true})
	return []catalog.EventInput{e, m}
}

// crowding lets one race test at a time send its crowd of buyers. A crowd fills its servers'
// database pools (20 PostgreSQL connections each, kept open until the test ends); two or three
// at once, beside the other tests running in parallel, passed PostgreSQL's 100 connections and
// got "too many clients" as a 500.
var crowding sync.Mutex

// oneCrowd holds crowding for the rest of the test.
func oneCrowd(t *testing.T) {
	crowding.Lock()
	t.Cleanup(crowding.Unlock)
}

// buyers sends n concurrent create requests, buyer i to servers[i%len], and counts the 201s.
// Each buyer comes from an address of its own, as phones do: from one address, the cap on
// unpaid tickets per address would refuse the crowd (429).
func buyers(t testing.TB, servers []*httptest.Server, n int, body func(i int) map[string]any) (created int64, hashes []string) {
	var wg sync.WaitGroup
	var mu sync.Mutex
	start := make(chan struct{})
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			client := clientFrom(fmt.Sprintf("127.1.%d.%d", i/250, i%250+1))
			defer client.CloseIdleConnections()
			status, o := reqFrom(t, client, servers[i%len(servers)], "POST", "/api/checkout/orders", body(i))
			switch status {
			case http.StatusCreated:
				atomic.AddInt64(&created, 1)
				mu.Lock()
				hashes = append(hashes, o["hash"].(string))
				mu.Unlock()
			case http.StatusConflict:
			default:
				t.Errorf("buyer %d: %d %v", i, status, o)
			}
		}()
	}
	close(start)
	wg.Wait()
	return created, hashes
}

func lastUnits(t testing.TB, a *app.App, ids saleIDs) {
	t.Helper()
	err := a.DB.InTx(context.Background(), func(tx *db.Tx) error { return inventory.RecordSale(context.Background(), tx, ids.sector["hot"], 980) })
	if err != nil {
		t.Fatal(err)
	}
}

// Pretix-style: 200 concurrent HTTP buyers for the last 20 units, three rounds (each
// round's orders are given up so the same 20 units are raced for again).
func TestRaceLastTwentyUnits(t *testing.T) {
	t.Parallel()
	oneCrowd(t)
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			a, srv, _ := startCheckout(t, url, raceEvents()...)
			ids := idsOf(t, a, "corrida")
			lastUnits(t, a, ids)
			for round := range 3 {
				created, hashes := buyers(t, []*httptest.Server{srv}, 200, func(i int) map[string]any {
					return order(ids.session, ids.sector["hot"], "full", 1, 1000+round*1000+i)
				})
				sold, held := stock(t, a, ids.sector["hot"])
				if created != 20 || held != 20 || sold != 980 {
					t.Fatalf("round %d: %d orders, sold %d + held %d; want 20 orders, 980 + 20", round, created, sold, held)
				}
				for _, h := range hashes {
					if s, _ := req(t, srv, "DELETE", "/api/checkout/orders/"+h, nil); s != 200 {
						t.Fatalf("give up: %d", s)
					}
				}
			}
		})
	}
}

// The control: the same race with the stock guard replaced by a read-then-write oversells
// on PostgreSQL, so the test above can see a race. (SQLite serialises writers.) The first
// two holds write only once both have read, so the lost update does not depend on the
// machine's speed; the wait is bounded in case no second hold ever runs concurrently, which
// is the failure this control exists to catch.
func TestRaceControlUnguardedOversells(t *testing.T) {
	t.Parallel()
	oneCrowd(t)
	url := dbtest.URLs(t)["postgres"]
	if url == "" {
		t.Skip("needs CATRACA_TEST_POSTGRES_URL: SQLite serialises write transactions")
	}
	a, srv, _ := startCheckout(t, url, raceEvents()...)
	var reads atomic.Int32
	bothRead := make(chan struct{})
	a.Checkout.HoldSector = func(ctx context.Context, tx *db.Tx, sectorID int64, qty int) error {
		var held, sold, capacity int
		if err := tx.QueryRow(ctx, "SELECT reservados, vendidos, capacidade FROM sectors WHERE id = ?", sectorID).Scan(&held, &sold, &capacity); err != nil {
			return err
		}
		if sold+held+qty > capacity {
			return inventory.ErrSoldOut
		}
		if reads.Add(1) == 2 {
			close(bothRead)
		}
		select {
		case <-bothRead:
		case <-time.After(30 * time.Second):
		}
		_, err := tx.Exec(ctx, "UPDATE sectors SET reservados = ? WHERE id = ?", held+qty, sectorID)
		return err
	}
	ids := idsOf(t, a, "corrida")
	lastUnits(t, a, ids)
	created, _ := buyers(t, []*httptest.Server{srv}, 200, func(i int) map[string]any {
		return order(ids.session, ids.sector["hot"], "full", 1, 5000+i)
	})
	if created <= 20 {
		t.Errorf("the unguarded control sold only %d of 20: the race did not run concurrently", created)
	}
}

// Two server processes (two app instances) on one PostgreSQL database race for the last
// 20 units; hold expiry runs in both.
func TestRaceTwoServersOnePostgres(t *testing.T) {
	t.Parallel()
	oneCrowd(t)
	url := dbtest.URLs(t)["postgres"]
	if url == "" {
		t.Skip("needs CATRACA_TEST_POSTGRES_URL")
	}
	a, srv1, _ := startCheckout(t, url, raceEvents()...)
	b, srv2, clk2 := startCheckout(t, url, raceEvents()...)
	ids := idsOf(t, a, "corrida")
	lastUnits(t, a, ids)
	created, _ := buyers(t, []*httptest.Server{srv1, srv2}, 200, func(i int) map[string]any {
		return order(ids.session, ids.sector["hot"], "full", 1, 7000+i)
	})
	if sold, held := stock(t, a, ids.sector["hot"]); created != 20 || held != 20 || sold != 980 {
		t.Fatalf("%d orders, sold %d + held %d", created, sold, held)
	}
	// Only the second process's clock moves: its sweeper alone must return every hold once.
	clk2.add(11 * time.Minute)
	waitFor(t, "the holds to expire", func() bool {
		_, held := stock(t, b, ids.sector["hot"])
		return held == 0
	})
	var expired int
	_ = a.DB.QueryRow(context.Background(), "SELECT COUNT(*) FROM orders WHERE status = 'expired'").Scan(&expired)
	if expired != 20 {
		t.Errorf("expired %d orders, want 20", expired)
	}
}

// The same race for a coupon's 20 uses, a batch's 20 units and a 20-ticket half-price quota.
func TestRaceCouponBatchAndHalfQuota(t *testing.T) {
	t.Parallel()
	oneCrowd(t)
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			a, srv, _ := startCheckout(t, url, raceEvents()...)
			ids := idsOf(t, a, "corrida")
			created, _ := buyers(t, []*httptest.Server{srv}, 200, func(i int) map[string]any {
				b := order(ids.session, ids.sector["hot"], "full", 1, 10000+i)
				b["coupon"] = "VINTE"
				return b
			})
			var used int
			_ = a.DB.QueryRow(context.Background(), "SELECT usados FROM coupons WHERE codigo = 'VINTE'").Scan(&used)
			if created != 20 || used != 20 {
				t.Errorf("coupon: %d orders, %d uses; want 20", created, used)
			}

			created, _ = buyers(t, []*httptest.Server{srv}, 200, func(i int) map[string]any {
				return order(ids.session, ids.sector["lote"], "full", 1, 20000+i)
			})
			var atBatch, batchHeld int
			_ = a.DB.QueryRow(context.Background(), "SELECT COUNT(*) FROM order_items WHERE sector_id = ? AND unit_price = 4000",
				ids.sector["lote"]).Scan(&atBatch)
			_ = a.DB.QueryRow(context.Background(), "SELECT reservados FROM sector_batches WHERE sector_id = ?", ids.sector["lote"]).Scan(&batchHeld)
			if created != 200 || atBatch != 20 || batchHeld != 20 {
				t.Errorf("batch: %d orders, %d at the batch price, batch held %d; want 200, 20, 20", created, atBatch, batchHeld)
			}

			m := idsOf(t, a, "meia50")
			created, _ = buyers(t, []*httptest.Server{srv}, 200, func(i int) map[string]any {
				return order(m.session, m.sector["plateia"], "half", 1, 30000+i)
			})
			var half int
			_ = a.DB.QueryRow(context.Background(), "SELECT meia_reservados FROM events WHERE id = ?", m.event).Scan(&half)
			if created != 20 || half != 20 {
				t.Errorf("half quota: %d orders, %d held; want 20 (40%% of 50)", created, half)
			}
		})
	}
}

// Orders refused by a rule (here the per-CPF limit of 6) inside group commits roll back
// alone: the others in their groups stand, and the sector holds exactly what was ordered.
func TestRaceRefusalsInsideGroups(t *testing.T) {
	t.Parallel()
	oneCrowd(t)
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			a, srv, _ := startCheckout(t, url, raceEvents()...)
			ids := idsOf(t, a, "corrida")
			created, _ := buyers(t, []*httptest.Server{srv}, 120, func(i int) map[string]any {
				if i%3 == 0 {
					return order(ids.session, ids.sector["hot"], "full", 1, 7777) // 40 orders, one CPF
				}
				return order(ids.session, ids.sector["hot"], "full", 1, 9000+i)
			})
			sold, held := stock(t, a, ids.sector["hot"])
			if created != 86 || held != 86 || sold != 0 {
				t.Fatalf("%d orders, held %d, sold %d; want 80 + 6 for the shared CPF", created, held, sold)
			}
		})
	}
}

// Orders written together in one group keep what each buyer sent: every item under its own
// order, in the order sent (not the sectors' order), with its attendees in the order sent.
func TestRaceGroupsKeepEachOrdersItems(t *testing.T) {
	t.Parallel()
	oneCrowd(t)
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			ev := event("grupo", "Pedidos em Grupo", 1, "floripa", at(10, 20), sector("pista", 5000, 1000), sector("camarote", 9000, 1000))
			a, srv, _ := startCheckout(t, url, ev)
			ids := idsOf(t, a, "grupo")
			item := func(sec int64, n int, names ...string) map[string]any {
				var attendees []any
				for _, nm := range names {
					attendees = append(attendees, map[string]any{"name": nm, "cpf": cpfN(n)})
				}
				return map[string]any{"sector_id": sec, "type": "full", "quantity": len(names), "attendees": attendees}
			}
			body := func(i int) map[string]any {
				n := 20000 + i
				return map[string]any{"session_id": ids.session, "buyer": guest(n), "items": []any{
					item(ids.sector["camarote"], n, fmt.Sprintf("Camarote %d A", i)),
					item(ids.sector["pista"], n, fmt.Sprintf("Pista %d A", i), fmt.Sprintf("Pista %d B", i), fmt.Sprintf("Pista %d C", i)),
				}}
			}
			created, hashes := buyers(t, []*httptest.Server{srv}, 80, body)
			if created != 80 {
				t.Fatalf("%d of 80 orders created", created)
			}
			for _, hash := range hashes {
				var cpf, email string
				err := a.DB.QueryRow(context.Background(), "SELECT buyer_cpf, buyer_email FROM orders WHERE hash = ?", hash).Scan(&cpf, &email)
				if err != nil {
					t.Fatal(err)
				}
				var n int
				if _, err := fmt.Sscanf(email, "comprador%d@example.com", &n); err != nil {
					t.Fatal(err)
				}
				status, o := req(t, srv, "GET", "/api/checkout/orders/"+hash+"?cpf_cnpj="+cpf, nil)
				if status != http.StatusOK {
					t.Fatalf("order %s: %d %v", hash, status, o)
				}
				var got []string
				for _, it := range o["items"].([]any) {
					it := it.(map[string]any)
					names := []string{}
					for _, at := range it["attendees"].([]any) {
						names = append(names, at.(map[string]any)["name"].(string))
					}
					got = append(got, fmt.Sprint(int64(it["sector_id"].(float64)), names))
				}
				i := n - 20000
				want := []string{fmt.Sprint(ids.sector["camarote"], []string{fmt.Sprintf("Camarote %d A", i)}),
					fmt.Sprint(ids.sector["pista"], []string{fmt.Sprintf("Pista %d A", i), fmt.Sprintf("Pista %d B", i), fmt.Sprintf("Pista %d C", i)})}
				if !slices.Equal(got, want) {
					t.Fatalf("order %s: items %v, want %v", hash, got, want)
				}
			}
		})
	}
}

// A rush reads the sale's rules once per catalog change, not once per buyer; an order must
// still never go through on rules another process has just changed: a new price, then a
// cancellation, made by a second app on the same database, apply to the very next order.
func TestCachedSaleRulesNeverOutliveACatalogChange(t *testing.T) {
	t.Parallel()
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			ev := event("regras", "Regras ao Vivo", 1, "floripa", at(10, 20), sector("pista", 5000, 100))
			a, srv, _ := startCheckout(t, url, ev)
			other, _, _ := startCheckout(t, url, ev)
			ids := idsOf(t, a, "regras")
			price := func(n int) float64 {
				t.Helper()
				status, body := req(t, srv, "POST", "/api/checkout/orders", order(ids.session, ids.sector["pista"], "full", 1, n))
				if status != http.StatusCreated {
					t.Fatalf("order %d: %d %v", n, status, body)
				}
				return body["items"].([]any)[0].(map[string]any)["unit_price"].(float64)
			}
			if p1, p2 := price(8100), price(8101); p1 != 5000 || p2 != 5000 {
				t.Fatalf("prices %v, %v; want 5000", p1, p2)
			}
			doc := fixture()
			ev.Sessoes[0].Setores[0].PrecoCentavos = 7000
			doc.Events = append(doc.Events, ev)
			if _, err := other.Catalog.Apply(context.Background(), doc); err != nil {
				t.Fatal(err)
			}
			if p := price(8102); p != 7000 {
				t.Errorf("after the other process's import the price is %v, want 7000", p)
			}
			ev.Cancelado = ptr(at(-1, 10))
			doc.Events[len(doc.Events)-1] = ev
			if _, err := other.Catalog.Apply(context.Background(), doc); err != nil {
				t.Fatal(err)
			}
			status, body := req(t, srv, "POST", "/api/checkout/orders", order(ids.session, ids.sector["pista"], "full", 1, 8103))
			if status != http.StatusPreconditionFailed || body["message"] != checkout.MsgCancelled {
				t.Errorf("after the cancellation: %d %v", status, body)
			}
		})
	}
}
