package app_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"net"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/db/dbtest"
)

// capEvent is an event whose session caps the unpaid tickets per client address at limit
// (0: no cap), with a coupon so that orders also run in the checkout's shared lane.
func capEvent(id string, limit int) catalog.EventInput {
	e := event(id, "Limite por Conexão "+id, 1, "floripa", at(10, 20),
		catalog.SectorInput{ID: "pista", Nome: "Pista", PrecoCentavos: 5000, Capacidade: 500})
	e.LimitePorEndereco = &limit
	e.Cupons = []catalog.CouponInput{{Codigo: "DEZ", Tipo: catalog.CouponPercent, Valor: 10}}
	return e
}

// clientFrom is an HTTP client whose connections leave from the loopback address ip: another
// client address for the server, as another buyer's phone is.
func clientFrom(ip string) *http.Client {
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}}
	return &http.Client{Transport: &http.Transport{DialContext: d.DialContext}}
}

// reqFrom is req through client c.
func reqFrom(t testing.TB, c *http.Client, srv *httptest.Server, method, path string, body any, headers ...string) (int, map[string]any) {
	t.Helper()
	r := newJSONRequest(t, method, srv.URL+path, body)
	for i := 0; i+1 < len(headers); i += 2 {
		r.Header.Set(headers[i], headers[i+1])
	}
	res, err := c.Do(r)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	out := map[string]any{}
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatalf("%s %s: %d %q is not JSON", method, path, res.StatusCode, raw)
	}
	return res.StatusCode, out
}

// The tickets one address holds unpaid in a session are capped: past the cap 429 in the
// buyer's language, while another address still buys; paying, or giving up an order, makes
// room again.
func TestAddressCapOnUnpaidTickets(t *testing.T) {
	t.Parallel()
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			a, srv, _ := startCheckout(t, url, capEvent("cap5", 5))
			ids := idsOf(t, a, "cap5")
			first, second := clientFrom("127.0.0.1"), clientFrom("127.0.0.2")
			var hashes []string
			for n := range 2 {
				s, o := reqFrom(t, first, srv, "POST", "/api/checkout/orders", order(ids.session, ids.sector["pista"], "full", 2, 500+2*n))
				if s != 201 {
					t.Fatalf("order %d within the cap: %d %v", n, s, o["message"])
				}
				hashes = append(hashes, o["hash"].(string))
			}
			over := order(ids.session, ids.sector["pista"], "full", 2, 510)
			s, e := reqFrom(t, first, srv, "POST", "/api/checkout/orders", over)
			const pt = "Limite de 5 ingressos reservados e não pagos por conexão nesta sessão. Pague ou cancele uma reserva para reservar mais."
			if s != 429 || e["message"] != pt || len(e["errors"].([]any)) != 1 || e["fields"] == nil {
				t.Fatalf("past the cap: %d %v, want 429 %q", s, e, pt)
			}
			s, e = reqFrom(t, first, srv, "POST", "/api/checkout/orders", over, "Accept-Language", "en")
			if s != 429 || e["message"] != "Limit of 5 reserved, unpaid tickets per connection in this session. Pay for or cancel a reservation to reserve more." {
				t.Errorf("past the cap, in English: %d %v", s, e["message"])
			}
			// Nothing was held for the refused orders; one ticket still fits.
			if _, held := stock(t, a, ids.sector["pista"]); held != 4 {
				t.Errorf("held %d, want 4", held)
			}
			if s, o := reqFrom(t, first, srv, "POST", "/api/checkout/orders", order(ids.session, ids.sector["pista"], "full", 1, 512)); s != 201 {
				t.Errorf("one more ticket, to the cap: %d %v", s, o["message"])
			}
			// A forwarded header from an untrusted peer changes nothing: no proxy is trusted.
			if s, _ := reqFrom(t, first, srv, "POST", "/api/checkout/orders", order(ids.session, ids.sector["pista"], "full", 1, 513),
				"X-Forwarded-For", "203.0.113.7"); s != 429 {
				t.Errorf("X-Forwarded-For from an untrusted peer was believed: %d", s)
			}
			if s, o := reqFrom(t, second, srv, "POST", "/api/checkout/orders", order(ids.session, ids.sector["pista"], "full", 2, 520)); s != 201 {
				t.Errorf("another address: %d %v", s, o["message"])
			}
			// Paying an order frees its tickets from the count.
			tok := cardToken(t, srv, "4111111111111111")
			pay := map[string]any{"method": "card", "installments": 1, "card_token": tok}
			if s, o := reqFrom(t, first, srv, "POST", "/api/checkout/orders/"+hashes[0]+"/payment", pay); s != 200 || o["status"] != "paid" {
				t.Fatalf("card payment: %d %v", s, o["message"])
			}
			if s, o := reqFrom(t, first, srv, "POST", "/api/checkout/orders", over); s != 201 {
				t.Errorf("after paying an order: %d %v, want room for its 2 tickets", s, o["message"])
			}
			// So does giving one up.
			if s, _ := reqFrom(t, first, srv, "POST", "/api/checkout/orders", order(ids.session, ids.sector["pista"], "full", 2, 530)); s != 429 {
				t.Errorf("at the cap again: %d", s)
			}
			if s, _ := reqFrom(t, first, srv, "DELETE", "/api/checkout/orders/"+hashes[1], nil); s != 200 {
				t.Fatalf("release: %d", s)
			}
			if s, o := reqFrom(t, first, srv, "POST", "/api/checkout/orders", order(ids.session, ids.sector["pista"], "full", 2, 530)); s != 201 {
				t.Errorf("after giving an order up: %d %v", s, o["message"])
			}
			checkAddressHolds(t, a)
		})
	}
}

// Many orders sent at once from one address never hold more than its cap, round after round,
// whichever of the checkout's lanes and groups they go through; the same rounds with no cap
// show that they would exceed it (the control: the test can see an excess).
func TestAddressCapUnderConcurrency(t *testing.T) {
	t.Parallel()
	const limit, rounds = 10, 12
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			a, srv, _ := startCheckout(t, url, capEvent("capped", limit), capEvent("uncapped", 0))
			capped, uncapped := idsOf(t, a, "capped"), idsOf(t, a, "uncapped")
			client := clientFrom("127.0.0.3")
			for round := range rounds {
				if held := concurrentHolds(t, a, srv, client, capped, round); held != limit {
					t.Fatalf("round %d: one address holds %d unpaid tickets at once, cap %d", round, held, limit)
				}
			}
			if held := concurrentHolds(t, a, srv, client, uncapped, 0); held <= limit {
				t.Errorf("control without a cap: %d held, want more than %d (the rounds could not see an excess)", held, limit)
			}
		})
	}
}

// concurrentHolds sends buyers one-ticket orders at once from client, half with a coupon (the
// checkout's shared lane), and returns the tickets held; it then gives every order up.
func concurrentHolds(t *testing.T, a *app.App, srv *httptest.Server, client *http.Client, ids saleIDs, round int) int {
	const buyers = 48
	var wg sync.WaitGroup
	var mu sync.Mutex
	var hashes []string
	for n := range buyers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			body := order(ids.session, ids.sector["pista"], "full", 1, 1000+round*buyers+n)
			if n%2 == 1 {
				body["coupon"] = "DEZ"
			}
			s, o := reqFrom(t, client, srv, "POST", "/api/checkout/orders", body)
			switch {
			case s == 201:
				mu.Lock()
				hashes = append(hashes, o["hash"].(string))
				mu.Unlock()
			case s != 429:
				t.Errorf("order %d: %d %v", n, s, o["message"])
			}
		}()
	}
	wg.Wait()
	_, held := stock(t, a, ids.sector["pista"])
	if held != len(hashes) {
		t.Errorf("held %d for %d orders made", held, len(hashes))
	}
	for _, h := range hashes {
		if s, o := reqFrom(t, client, srv, "DELETE", "/api/checkout/orders/"+h, nil); s != 200 {
			t.Fatalf("release: %d %v", s, o["message"])
		}
	}
	var unpaid int
	if err := a.DB.QueryRow(context.Background(), "SELECT count(*) FROM orders WHERE session_id = ? AND status IN ('reserved', 'awaiting_payment')",
		ids.session).Scan(&unpaid); err != nil || unpaid != 0 {
		t.Fatalf("after the round: %d unpaid orders (%v)", unpaid, err)
	}
	checkAddressHolds(t, a)
	return held
}

// checkAddressHolds fails the test when the unpaid tickets counted per (session, address)
// differ from those of the orders holding stock: every hold adds to the count, and every
// transition out of holding (paid, expired, given up, refunded) subtracts from it. (A count
// of zero is left when a group refused every order of an address; it counts nothing.)
func checkAddressHolds(t testing.TB, a *app.App) {
	t.Helper()
	read := func(query string) map[string]int {
		rows, err := a.DB.Query(context.Background(), query)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		out := map[string]int{}
		for rows.Next() {
			var session int64
			var addr string
			var n int
			if err := rows.Scan(&session, &addr, &n); err != nil {
				t.Fatal(err)
			}
			out[fmt.Sprint(session, " ", addr)] = n
		}
		return out
	}
	counted := read("SELECT session_id, client_addr, tickets FROM address_holds WHERE tickets <> 0")
	holding := read("SELECT o.session_id, o.client_addr, SUM(i.quantity) FROM orders o JOIN order_items i ON i.order_id = o.id " +
		"WHERE o.status IN ('reserved', 'awaiting_payment') AND o.client_addr IS NOT NULL GROUP BY o.session_id, o.client_addr")
	if !maps.Equal(counted, holding) {
		t.Errorf("unpaid tickets counted per address %v, held by orders %v", counted, holding)
	}
}
