package app_test

import (
	"bufio"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/db/dbtest"
	"github.com/catraca/catraca/internal/queue"
)

// The line's stream tells a waiting visitor each move as it happens, without a reload: the
// position falls, then their turn comes and the stream ends; the status then hands the pass.
func TestWaitingRoomStream(t *testing.T) {
	t.Parallel()
	eachQueue(t, false, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		ids := idsOf(t, a, "fila")
		moveLine(t, a, clk, queueOpening)
		ahead, me := newBrowser(t, srv), newBrowser(t, srv)
		ahead.status(ids.event)
		clk.add(time.Millisecond)
		if st := me.status(ids.event); st["posicao"] != 2.0 {
			t.Fatalf("second in line: %v", st)
		}
		r, _ := http.NewRequestWithContext(t.Context(), "GET", srv.URL+"/api/queue/"+itoa(ids.event)+"/stream", nil)
		res, err := me.client.Do(r)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		if ct := res.Header.Get("Content-Type"); res.StatusCode != 200 || ct != "text/event-stream" {
			t.Fatalf("stream: %d %s", res.StatusCode, ct)
		}
		events := make(chan map[string]any)
		go func() {
			defer close(events)
			lines := bufio.NewScanner(res.Body)
			for lines.Scan() {
				if data, ok := strings.CutPrefix(lines.Text(), "data: "); ok {
					st := map[string]any{}
					_ = json.Unmarshal([]byte(data), &st)
					select {
					case events <- st:
					case <-t.Context().Done():
						return
					}
				}
			}
		}()
		// until waits for the stream to say want; the instance's own ticker may send moves of
		// its own in between (the same numbers, newer), which are skipped.
		until := func(want string, posicao float64) {
			t.Helper()
			for {
				st, ok := <-events
				if !ok {
					t.Fatalf("the stream ended waiting for %s at %v", want, posicao)
				}
				if st["estado"] == want && st["posicao"] == posicao {
					return
				}
				if st["estado"] != queue.Waiting {
					t.Fatalf("stream: want %s, got %v", want, st)
				}
			}
		}
		until(queue.Waiting, 2)
		moveLine(t, a, clk, queueOpening.Add(time.Second))
		until(queue.Waiting, 1)
		moveLine(t, a, clk, queueOpening.Add(2*time.Second))
		until(queue.Admitted, 0)
		if _, open := <-events; open {
			t.Fatal("the stream goes on after the turn came")
		}
		if st := me.status(ids.event); st["estado"] != queue.Admitted || me.cookie(queue.PassCookie(st["linha"].(string))) == nil {
			t.Fatalf("the status after the stream: %v", st)
		}
	})
}

// A session queued alone: the event page and the other session sell freely, and only that
// session's orders need a pass from its own line.
func TestWaitingRoomForOneSession(t *testing.T) {
	t.Parallel()
	e := event("sessoes", "Duas Noites", 1, "floripa", at(10, 21), sector("a", 5000, 50))
	second := e.Sessoes[0]
	second.ID, second.Inicio, second.Fila, second.FilaPorMinuto = "s2", at(11, 21), true, 60
	second.Setores = []catalog.SectorInput{sector("b", 5000, 50)}
	e.Sessoes = append(e.Sessoes, second)
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			a, srv, clk := startCheckout(t, url, e)
			moveLine(t, a, clk, fixtureNow)
			var free, queued int64
			if err := a.DB.QueryRow(t.Context(), `SELECT MIN(s.id), MAX(s.id) FROM sessions s JOIN events e ON e.id = s.event_id
				WHERE e.external_id = 'sessoes'`).Scan(&free, &queued); err != nil {
				t.Fatal(err)
			}
			ids := idsOf(t, a, "sessoes")
			b := newBrowser(t, srv)
			if code, _ := b.call("GET", "/api/pdv/v3/products/sectors/"+itoa(ids.event), nil); code != 200 {
				t.Fatalf("the event's checkout opens: %d", code)
			}
			if st := b.status(ids.event); st["estado"] != queue.Free {
				t.Fatalf("the event's own line: %v", st)
			}
			if code, o := b.call("POST", "/api/checkout/orders", order(free, sectorIDs(t, a, free)["a"], "full", 1, 800)); code != 201 {
				t.Fatalf("the free session: %d %v", code, o)
			}
			buy := order(queued, sectorIDs(t, a, queued)["b"], "full", 1, 810)
			if code, res := b.call("POST", "/api/checkout/orders", buy); code != 403 || res["reason"] != "queue_required" {
				t.Fatalf("the queued session without a pass: %d %v", code, res)
			}
			code, st := b.call("GET", "/api/queue/"+itoa(ids.event)+"?sessao="+itoa(queued), nil)
			if code != 200 || st["linha"] != "e"+itoa(ids.event)+"s"+itoa(queued) || st["posicao"] != 1.0 {
				t.Fatalf("the session's line: %d %v", code, st)
			}
			moveLine(t, a, clk, fixtureNow.Add(time.Second))
			if _, st := b.call("GET", "/api/queue/"+itoa(ids.event)+"?sessao="+itoa(queued), nil); st["estado"] != queue.Admitted {
				t.Fatalf("after a second: %v", st)
			}
			if code, o := b.call("POST", "/api/checkout/orders", buy); code != 201 {
				t.Fatalf("the queued session with its pass: %d %v", code, o)
			}
			if code, _ := b.call("GET", "/api/queue/"+itoa(ids.event)+"?sessao=x", nil); code != 400 {
				t.Errorf("a bad session: %d", code)
			}
		})
	}
}

// Past the store's threshold of checkout openings a minute, an event queues by itself, at the
// store's rate, and the event page learns it from the checkout's refusal.
func TestWaitingRoomStartsByItself(t *testing.T) {
	t.Parallel()
	eachQueue(t, true, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		st, err := a.Stores.ForHost(t.Context(), "127.0.0.1")
		if err != nil {
			t.Fatal(err)
		}
		st.Configs.Checkout.QueueThreshold, st.Configs.Checkout.QueueRate = 5, 120
		if _, err := a.Stores.Save(t.Context(), st); err != nil {
			t.Fatal(err)
		}
		ids := idsOf(t, a, "venda")
		b := newBrowser(t, srv)
		for i := range 6 {
			if code, _ := b.call("GET", "/api/pdv/v3/products/sectors/"+itoa(ids.event), nil); code != 200 {
				t.Fatalf("opening %d, before the event is queued: %d", i, code)
			}
		}
		moveLine(t, a, clk, fixtureNow)
		if code, res := b.call("GET", "/api/pdv/v3/products/sectors/"+itoa(ids.event), nil); code != 403 || res["reason"] != "queue_required" {
			t.Fatalf("past the threshold: %d %v", code, res)
		}
		if st := b.status(ids.event); st["estado"] != queue.Waiting || st["configurado_por_minuto"] != 120.0 {
			t.Fatalf("the automatic line: %v", st)
		}
		moveLine(t, a, clk, fixtureNow.Add(queue.AutoLife+time.Second))
		if code, _ := b.call("GET", "/api/pdv/v3/products/sectors/"+itoa(ids.event), nil); code != 200 {
			t.Fatalf("after the automatic queue's life: %d", code)
		}
	})
}
