package app_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/config"
	"github.com/catraca/catraca/internal/db/dbtest"
)

// syncClock is a clock tests move while the app's workers read it.
type syncClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *syncClock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *syncClock) add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// saleEvent is an event on sale with every checkout rule in play: a hot sector, batches,
// coupons, limits and meia.
func saleEvent() catalog.EventInput {
	e := event("venda", "Festival de Vendas", 1, "floripa", at(10, 20),
		catalog.SectorInput{ID: "pista", Nome: "Pista", PrecoCentavos: 10000, Capacidade: 100, MeiaEntrada: true,
			Lotes: []catalog.BatchInput{{Nome: "1º lote", PrecoCentavos: 8000, Quantidade: ptr(10)},
				{Nome: "2º lote", PrecoCentavos: 9000, Quantidade: ptr(20)}}},
		catalog.SectorInput{ID: "camarote", Nome: "Camarote", PrecoCentavos: 30000, Capacidade: 20},
		catalog.SectorInput{ID: "quente", Nome: "Quente", PrecoCentavos: 5000, Capacidade: 1000, Meia: ptr(true)},
	)
	e.LimitePorPedido, e.LimitePorCPF = 6, 6
	e.Cupons = []catalog.CouponInput{
		{Codigo: "BEMVINDO10", Tipo: catalog.CouponPercent, Valor: 10},
		{Codigo: "CAMAROTE50", Tipo: catalog.CouponFixed, Valor: 5000, Setor: "camarote"},
		{Codigo: "UMSO", Tipo: catalog.CouponPercent, Valor: 50, Usos: ptr(1)},
		{Codigo: "VENCIDO", Tipo: catalog.CouponPercent, Valor: 50, Fim: ptr(at(-1, 10))},
	}
	return e
}

// eachCheckout starts the app on each engine with the fixture plus saleEvent, a movable
// clock at fixtureNow and the background workers running.
func eachCheckout(t *testing.T, fn func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock)) {
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			a, srv, clk := startCheckout(t, url, saleEvent())
			fn(t, a, srv, clk)
		})
	}
}

func startCheckout(t testing.TB, url string, extra ...catalog.EventInput) (*app.App, *httptest.Server, *syncClock) {
	return serveCheckout(t, url, true, extra...)
}

// serveCheckout is startCheckout with the contract check optional: benchmarks measure the
// product's own handler, not the OpenAPI validator in front of it.
func serveCheckout(t testing.TB, url string, contract bool, extra ...catalog.EventInput) (*app.App, *httptest.Server, *syncClock) {
	// The race tests send 200 buyers at once under -race: on a busy machine one can wait longer
	// than the product's 10 s deadline. They test stock, not latency (make bench measures that),
	// and a buyer cut off by the deadline would leave the count ambiguous: a long deadline here.
	return serveConfig(t, config.Config{DatabaseURL: url, Dev: true, SandboxWebhookSecret: "segredo-de-teste",
		RequestTimeout: 10 * time.Minute}, contract, extra...)
}

// serveConfig serves the checkout fixture on cfg.
func serveConfig(t testing.TB, cfg config.Config, contract bool, extra ...catalog.EventInput) (*app.App, *httptest.Server, *syncClock) {
	ctx, cancel := context.WithCancel(context.Background())
	a, err := app.Open(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	clk := &syncClock{t: fixtureNow}
	a.Now = clk.now
	doc := fixture()
	doc.Events = append(doc.Events, extra...)
	if _, err := a.Catalog.Apply(ctx, doc); err != nil {
		t.Fatal(err)
	}
	h, err := a.Handler()
	if err != nil {
		t.Fatal(err)
	}
	if contract {
		h = checkContract(t, h)
	}
	srv := httptest.NewServer(h)
	a.RunWorkers(ctx)
	t.Cleanup(func() { cancel(); srv.Close() })
	return a, srv, clk
}

// cpfN is the n-th of a series of valid CPFs.
func cpfN(n int) string {
	base := fmt.Sprintf("%09d", 100000000+n*7919%899999999)
	d := []byte(base)
	for _, size := range []int{9, 10} {
		sum := 0
		for i := 0; i < size; i++ {
			sum += int(d[i]-'0') * (size + 1 - i)
		}
		d = append(d, byte('0'+sum*10%11%10))
	}
	return string(d)
}

// req sends a JSON request with optional headers (pairs) and decodes the answer.
func req(t testing.TB, srv *httptest.Server, method, path string, body any, headers ...string) (int, map[string]any) {
	t.Helper()
	status, raw := reqRaw(t, srv, method, path, body, headers...)
	out := map[string]any{}
	if err := json.Unmarshal(raw, &out); err != nil {
		var list []any
		if json.Unmarshal(raw, &list) == nil {
			return status, map[string]any{"list": list}
		}
		t.Fatalf("%s %s: %d %q is not JSON", method, path, status, raw)
	}
	return status, out
}

func newJSONRequest(t testing.TB, method, url string, body any) *http.Request {
	var buf bytes.Buffer
	if body != nil {
		_ = json.NewEncoder(&buf).Encode(body)
	}
	r, err := http.NewRequest(method, url, &buf)
	if err != nil {
		t.Fatal(err)
	}
	if body != nil {
		r.Header.Set("Content-Type", "application/json")
	}
	return r
}

func reqRaw(t testing.TB, srv *httptest.Server, method, path string, body any, headers ...string) (int, []byte) {
	r := newJSONRequest(t, method, srv.URL+path, body)
	for i := 0; i+1 < len(headers); i += 2 {
		if headers[i] == "Host" {
			r.Host = headers[i+1]
			continue
		}
		r.Header.Set(headers[i], headers[i+1])
	}
	res, err := srv.Client().Do(r)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	if res.StatusCode == http.StatusInternalServerError {
		t.Errorf("%s %s: 500 %s", method, path, raw)
	}
	return res.StatusCode, raw
}

// ids finds the session and sectors of an event by external ids.
type saleIDs struct {
	event, session int64
	sector         map[string]int64
}

func idsOf(t testing.TB, a *app.App, event string) saleIDs {
	t.Helper()
	ctx := context.Background()
	out := saleIDs{}
	if err := a.DB.QueryRow(ctx, `SELECT e.id, s.id FROM events e JOIN sessions s ON s.event_id = e.id
		WHERE e.external_id = ?`, event).Scan(&out.event, &out.session); err != nil {
		t.Fatal(err)
	}
	out.sector = sectorIDs(t, a, out.session)
	return out
}

// sectorIDs returns a session's sector ids by external id.
func sectorIDs(t testing.TB, a *app.App, session int64) map[string]int64 {
	t.Helper()
	rows, err := a.DB.Query(context.Background(), "SELECT id, external_id FROM sectors WHERE session_id = ?", session)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	sectors := map[string]int64{}
	for rows.Next() {
		var id int64
		var ext string
		if err := rows.Scan(&id, &ext); err != nil {
			t.Fatal(err)
		}
		sectors[ext] = id
	}
	return sectors
}

func guest(n int) map[string]any {
	return map[string]any{"name": "Comprador Teste", "email": fmt.Sprintf("comprador%d@example.com", n),
		"cpf": cpfN(n), "phone": "(48) 9 9999-0000"}
}

// order builds a create body: qty full tickets of a sector, each for a different CPF from
// the series starting at first.
func order(session, sector int64, kind string, qty, first int) map[string]any {
	attendees := []map[string]any{}
	for i := range qty {
		at := map[string]any{"name": fmt.Sprintf("Pessoa %d", first+i), "cpf": cpfN(first + i)}
		if kind == "half" {
			at["half_proof"] = "estudante"
		}
		attendees = append(attendees, at)
	}
	return map[string]any{"session_id": session, "buyer": guest(first),
		"items": []map[string]any{{"sector_id": sector, "type": kind, "quantity": qty, "attendees": attendees}}}
}

func stock(t testing.TB, a *app.App, sector int64) (sold, held int) {
	t.Helper()
	if err := a.DB.QueryRow(context.Background(), "SELECT vendidos, reservados FROM sectors WHERE id = ?", sector).Scan(&sold, &held); err != nil {
		t.Fatal(err)
	}
	return sold, held
}

// waitFor polls cond until it holds or the deadline passes: states, not fixed sleeps.
func waitFor(t testing.TB, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(90 * time.Second) // a ceiling: a busy machine running tests in parallel
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
