package app_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"sort"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/queue"
)

// The waiting room end to end, on each store of lines: a random draw among those who arrived
// before the opening, admission at the line's rate, a pass bound to its browser and used by
// one order, the checkout refusing whoever has none, a pause when sold out, and an expired
// pass sending its visitor to the end of the line.
func TestWaitingRoom(t *testing.T) {
	t.Parallel()
	eachQueue(t, true, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		ids := idsOf(t, a, "fila")
		moveLine(t, a, clk, fixtureNow)
		visitors := make([]*browser, 5)
		for i := range visitors {
			visitors[i] = newBrowser(t, srv)
			st := visitors[i].status(ids.event)
			// The line has not moved yet: no time to tell (not the Unix epoch).
			if st["estado"] != queue.BeforeOpening || st["fila"] != true || st["abertura"] == nil || st["atualizado"] != nil {
				t.Fatalf("before the opening: %v", st)
			}
		}
		// Ten tabs of one browser hold one place.
		for range 10 {
			visitors[0].status(ids.event)
		}
		moveLine(t, a, clk, queueOpening)
		byPlace := map[int]*browser{}
		var places []int
		for _, v := range visitors {
			st := v.status(ids.event)
			if st["estado"] != queue.Waiting || st["na_fila"] != 5.0 {
				t.Fatalf("at the opening: %v", st)
			}
			p := int(st["posicao"].(float64))
			byPlace[p], places = v, append(places, p)
			if st["a_frente"] != float64(p-1) || st["espera_segundos"] != float64(p-1) {
				t.Errorf("place %d: %v ahead, wait %v s at 60 a minute", p, st["a_frente"], st["espera_segundos"])
			}
		}
		sort.Ints(places)
		if fmt.Sprint(places) != "[1 2 3 4 5]" {
			t.Fatalf("places drawn: %v", places)
		}
		latecomer := newBrowser(t, srv)
		if st := latecomer.status(ids.event); st["posicao"] != 6.0 {
			t.Fatalf("after the opening, first come first served: %v", st)
		}

		// No pass: the checkout sends everyone to the line.
		first := byPlace[1]
		buy := order(ids.session, ids.sector["a"], "full", 1, 700)
		if code, res := first.call("GET", "/api/pdv/v3/products/sectors/"+itoa(ids.event), nil); code != 403 || res["reason"] != "queue_required" {
			t.Fatalf("checkout without a pass: %d %v", code, res)
		}
		if code, res := first.call("POST", "/api/checkout/orders", buy); code != 403 || res["reason"] != "queue_required" || res["message"] != queue.MsgQueueRequired {
			t.Fatalf("order without a pass: %d %v", code, res)
		}

		// One second at 60 a minute lets one in: the first place gets its pass.
		moveLine(t, a, clk, queueOpening.Add(time.Second))
		st := first.status(ids.event)
		pass := first.cookie(queue.PassCookie(st["linha"].(string)))
		if st["estado"] != queue.Admitted || st["passe_expira"] == nil || pass == nil {
			t.Fatalf("the first place after a second: %v, pass %v", st, pass)
		}
		if st := byPlace[2].status(ids.event); st["posicao"] != 1.0 {
			t.Errorf("the second place after one was let in: %v", st)
		}
		if code, _ := first.call("GET", "/api/pdv/v3/products/sectors/"+itoa(ids.event), nil); code != 200 {
			t.Fatalf("checkout with the pass: %d", code)
		}

		// Copied to another browser, the pass is refused there.
		thief := byPlace[5]
		thief.client.Jar.SetCookies(apiURL(srv), []*http.Cookie{pass})
		if code, res := thief.call("POST", "/api/checkout/orders", buy); code != 403 || res["reason"] != "queue_required" {
			t.Fatalf("a copied pass: %d %v", code, res)
		}

		// A refused order gives the pass back; the first order uses it up.
		bad := order(ids.session, ids.sector["a"], "full", 4, 720) // 4 of 3 left: refused by the checkout itself
		if code, res := first.call("POST", "/api/checkout/orders", bad); code != 409 || res["reason"] != "not_enough_left" {
			t.Fatalf("a refused order: %d %v", code, res)
		}
		code, o := first.call("POST", "/api/checkout/orders", buy, "Idempotency-Key", "fila-1")
		if code != 201 {
			t.Fatalf("order with the pass: %d %v", code, o)
		}
		if again, o2 := first.call("POST", "/api/checkout/orders", buy, "Idempotency-Key", "fila-1"); again != 201 || o2["hash"] != o["hash"] {
			t.Errorf("the same request again: %d %v", again, o2)
		}
		first.client.Jar.SetCookies(apiURL(srv), []*http.Cookie{pass}) // even kept aside, a used pass is done
		if code, res := first.call("POST", "/api/checkout/orders", order(ids.session, ids.sector["a"], "full", 1, 710)); code != 403 || res["reason"] != "queue_required" {
			t.Fatalf("a second order with one pass: %d %v", code, res)
		}
		if st := first.status(ids.event); st["estado"] != queue.Expired {
			t.Errorf("after its order: %v", st)
		}

		// The second place lets its pass run out, then goes to the end of the line.
		moveLine(t, a, clk, queueOpening.Add(2*time.Second))
		second := byPlace[2]
		if st := second.status(ids.event); st["estado"] != queue.Admitted {
			t.Fatalf("second place after two seconds: %v", st)
		}
		moveLine(t, a, clk, queueOpening.Add(2*time.Second+queue.PassLife))
		if st := second.status(ids.event); st["estado"] != queue.Expired {
			t.Fatalf("an unused pass after its life: %v", st)
		}
		// Everyone else was let in meanwhile; two newcomers wait, and the rejoiner goes behind
		// them without letting anyone in early.
		newcomers := []*browser{newBrowser(t, srv), newBrowser(t, srv)}
		for i, v := range newcomers {
			clk.add(time.Millisecond) // arrivals a moment apart (the same microsecond is a coin toss)
			if st := v.status(ids.event); st["posicao"] != float64(i+1) {
				t.Fatalf("newcomer %d: %v", i, st)
			}
		}
		clk.add(time.Millisecond)
		if code, st := second.call("POST", "/api/queue/"+itoa(ids.event)+"/rejoin", nil); code != 200 || st["estado"] != queue.Waiting || st["posicao"] != 3.0 {
			t.Fatalf("rejoin: %d %v", code, st)
		}
		if st := newcomers[0].status(ids.event); st["estado"] != queue.Waiting || st["posicao"] != 1.0 {
			t.Fatalf("the first newcomer after a rejoin: %v", st)
		}
		moveLine(t, a, clk, clk.now().Add(2*time.Second))
		if st := second.status(ids.event); st["estado"] != queue.Waiting || st["posicao"] != 1.0 {
			t.Fatalf("the rejoiner after two more were let in: %v", st)
		}

		// Sold out: the line stops, and everyone in it is told.
		e := &afterEnv{a: a, srv: srv, clk: clk}
		e.exec(t, "UPDATE sectors SET vendidos = capacidade - reservados WHERE id = ?", ids.sector["a"])
		moveLine(t, a, clk, clk.now().Add(time.Minute))
		for _, v := range []*browser{byPlace[5], latecomer, second} {
			if st := v.status(ids.event); st["estado"] != queue.SoldOut || st["espera_segundos"] != nil {
				t.Errorf("sold out: %v", st)
			}
		}
	})
}
