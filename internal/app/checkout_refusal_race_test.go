package app_test

import (
	"net/http/httptest"
	"sort"
	"sync"
	"testing"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/db/dbtest"
)

// refusalRounds is how many times each crowd below is sent per database.
const refusalRounds = 3

// crowd sends the bodies' create requests at once and returns, by buyer, the 201's hash or
// the refusal's message.
func crowd(t *testing.T, srv *httptest.Server, bodies []map[string]any) (hashes map[int]string, refusals map[int]string) {
	t.Helper()
	hashes, refusals = map[int]string{}, map[int]string{}
	var wg sync.WaitGroup
	var mu sync.Mutex
	start := make(chan struct{})
	for i, body := range bodies {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			status, o := req(t, srv, "POST", "/api/checkout/orders", body)
			mu.Lock()
			defer mu.Unlock()
			switch status {
			case 201:
				hashes[i] = o["hash"].(string)
			case 409, 422:
				refusals[i], _ = o["message"].(string)
			default:
				t.Errorf("buyer %d: %d %v", i, status, o)
			}
		}()
	}
	close(start)
	wg.Wait()
	return hashes, refusals
}

// giveUp releases the orders, so the next round races for the same stock.
func giveUp(t *testing.T, srv *httptest.Server, hashes map[int]string) {
	t.Helper()
	for _, h := range hashes {
		if s, _ := req(t, srv, "DELETE", "/api/checkout/orders/"+h, nil); s != 200 {
			t.Fatalf("give up: %d", s)
		}
	}
}

// wrongRefusals lists the refusals whose message is not want.
func wrongRefusals(refusals map[int]string, want string) []string {
	var wrong []string
	for _, msg := range refusals {
		if msg != want {
			wrong = append(wrong, msg)
		}
	}
	sort.Strings(wrong)
	return wrong
}

// Under contention, an order refused by the half-price quota or the per-CPF limit is told
// so, not that the sector sold out while seats remain; and the orders those refusals leave
// room for are written.
func TestRaceRefusalsNameTheirCause(t *testing.T) {
	t.Parallel()
	oneCrowd(t)
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			a, srv, _ := startCheckout(t, url, raceEvents()...)
			halfQuota(t, a, srv)
			cpfLimit(t, a, srv)
		})
	}
}

// halfQuota: 50 seats with a half-price quota of 20; 60 half-price buyers and 30 full-price
// ones. Any serial order sells 20 half and all 30 full, and refuses 40 half for the quota.
func halfQuota(t *testing.T, a *app.App, srv *httptest.Server) {
	m := idsOf(t, a, "meia50")
	for round := range refusalRounds {
		var bodies []map[string]any
		for i := range 90 {
			kind := "half"
			if i%3 == 2 {
				kind = "full"
			}
			bodies = append(bodies, order(m.session, m.sector["plateia"], kind, 1, 40000+round*1000+i))
		}
		hashes, refusals := crowd(t, srv, bodies)
		full := 0
		for i := range hashes {
			if i%3 == 2 {
				full++
			}
		}
		if len(hashes) != 50 || full != 30 {
			t.Errorf("round %d: %d orders of which %d full; want 50 of which 30 full", round, len(hashes), full)
		}
		if wrong := wrongRefusals(refusals, "Cota de meia-entrada esgotada."); len(wrong) > 0 {
			t.Errorf("round %d: %d of %d refusals name another cause: %v", round, len(wrong), len(refusals), wrong)
		}
		giveUp(t, srv, hashes)
	}
}

// cpfLimit: 20 seats left; 30 orders for one CPF (6 allowed per CPF) and 14 for others. Any
// serial order sells 6 + 14 and refuses 24 for the per-CPF limit.
func cpfLimit(t *testing.T, a *app.App, srv *httptest.Server) {
	ids := idsOf(t, a, "corrida")
	lastUnits(t, a, ids)
	for round := range refusalRounds {
		var bodies []map[string]any
		for i := range 44 {
			first := 60000 + round*1000 + i
			if i < 30 {
				first = 60000 + round*1000 + 999 // the shared CPF
			}
			bodies = append(bodies, order(ids.session, ids.sector["hot"], "full", 1, first))
		}
		hashes, refusals := crowd(t, srv, bodies)
		if len(hashes) != 20 {
			t.Errorf("round %d: %d orders; want 6 for the shared CPF + 14", round, len(hashes))
		}
		if wrong := wrongRefusals(refusals, "Limite de 6 ingressos por CPF neste evento."); len(wrong) > 0 {
			t.Errorf("round %d: %d of %d refusals name another cause: %v", round, len(wrong), len(refusals), wrong)
		}
		giveUp(t, srv, hashes)
	}
}
