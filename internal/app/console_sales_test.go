package app_test

import (
	"fmt"
	"testing"
)

// After purchases by PIX and card, a hold in a lote and a refund, the dashboard's stock is the
// storefront's, sector by sector, and its money is the sold orders'; the door count follows a
// check-in and the conversion the page visits. Door users and other organizers are kept out.
func TestConsoleSalesMatchTheStorefront(t *testing.T) {
	t.Parallel()
	eachAfter(t, 1, func(t *testing.T, e *afterEnv) {
		c := startConsole(t, e)
		_, pix := c.buy(t, c.ana, "venda", "pix", 2, 100)
		c.buy(t, c.ana, "venda", "card", 3, 200)
		refunded, _ := c.buy(t, c.ana, "venda", "card", 1, 300)
		if status, res := req(t, c.srv, "POST", "/api/orders/pre-refund", refund(refunded, 1), bearer(c.ana)...); status != 200 {
			t.Fatalf("refund: %d %v", status, res)
		}
		c.hold(t, "pista", 2, 400)
		key, err := c.a.NewOrganizerKey(t.Context(), "org")
		if err != nil {
			t.Fatal(err)
		}
		if status, res := req(t, c.srv, "POST", "/api/checkin", map[string]any{"token": tokens(pix)[0]}, bearer(key)...); status != 200 {
			t.Fatalf("check-in: %d %v", status, res)
		}
		for range 4 {
			req(t, c.srv, "POST", "/api/analytics/visits", map[string]any{"event": c.venda.event})
		}
		if err := c.a.Catalog.FlushVisits(t.Context()); err != nil {
			t.Fatal(err)
		}

		status, sales := c.get(t, c.finance, consolePath(c.venda.event, "sales"))
		if status != 200 {
			t.Fatalf("sales: %d %v", status, sales)
		}
		_, cat := req(t, c.srv, "GET", fmt.Sprintf("/api/pdv/v3/products/sectors/%d", c.venda.event), nil)
		available := map[float64]float64{}
		for _, s := range cat["sessions"].([]any)[0].(map[string]any)["sectors"].([]any) {
			available[s.(map[string]any)["id"].(float64)] = s.(map[string]any)["available"].(float64)
		}
		session := sales["sessions"].([]any)[0].(map[string]any)
		bySector := map[string]map[string]any{}
		for _, x := range session["sectors"].([]any) {
			s := x.(map[string]any)
			bySector[s["nome"].(string)] = s
			if s["available"] != available[s["id"].(float64)] {
				t.Errorf("%s: dashboard says %v available, the storefront %v", s["nome"], s["available"], available[s["id"].(float64)])
			}
			if jsonInt(s["capacity"])-jsonInt(s["sold"])-jsonInt(s["held"]) != jsonInt(s["available"]) {
				t.Errorf("%s: %v", s["nome"], s)
			}
		}
		quente, pista := bySector["Quente"], bySector["Pista"]
		if jsonInt(quente["sold"]) != 5 || jsonInt(quente["held"]) != 0 || jsonInt(quente["net"]) != 5*5000 ||
			jsonInt(quente["gross"])-jsonInt(quente["fees"]) != jsonInt(quente["net"]) {
			t.Errorf("Quente: %v", quente)
		}
		lote := pista["lotes"].([]any)[0].(map[string]any)
		if jsonInt(pista["held"]) != 2 || jsonInt(pista["sold"]) != 0 || lote["nome"] != "1º lote" || jsonInt(lote["held"]) != 2 ||
			jsonInt(lote["available"]) != 8 || jsonInt(lote["capacity"]) != 10 {
			t.Errorf("Pista: %v", pista)
		}
		totals := sales["totals"].(map[string]any)
		if jsonInt(totals["orders"]) != 2 || jsonInt(totals["tickets"]) != 5 || jsonInt(totals["gross"]) != jsonInt(quente["gross"]) ||
			jsonInt(totals["net"]) != 25000 {
			t.Errorf("totals %v, Quente %v", totals, quente)
		}
		if r := sales["refunded"].(map[string]any); jsonInt(r["orders"]) != 1 || jsonInt(r["amount"]) <= 0 {
			t.Errorf("refunded: %v", r)
		}
		methods := map[string]int{}
		for _, m := range sales["methods"].([]any) {
			methods[m.(map[string]any)["method"].(string)] = jsonInt(m.(map[string]any)["orders"])
		}
		if methods["pix"] != 1 || methods["card"] != 1 || len(methods) != 2 {
			t.Errorf("methods: %v", sales["methods"])
		}
		days := sales["days"].([]any)
		if len(days) != 1 || jsonInt(days[0].(map[string]any)["tickets"]) != 5 || days[0].(map[string]any)["date"] != "2026-11-18" {
			t.Errorf("days: %v", days)
		}
		if jsonInt(session["sold"]) != 5 || jsonInt(session["checked_in"]) != 1 {
			t.Errorf("door count: sold %v, in %v", session["sold"], session["checked_in"])
		}
		if jsonInt(sales["visits"]) != 4 || sales["conversion"] != 0.5 {
			t.Errorf("visits %v, conversion %v", sales["visits"], sales["conversion"])
		}
		// The session's times, in the event's zone, tell the console when to follow the door live.
		if session["inicio"] != "2026-11-28T20:00:00-03:00" || session["fim"] != nil {
			t.Errorf("session times: %v – %v", session["inicio"], session["fim"])
		}
		e.exec(t, "UPDATE sessions SET data_fim = ? WHERE id = ?", at(11, 2).UTC(), c.venda.session)
		_, sales = c.get(t, c.finance, consolePath(c.venda.event, "sales"))
		if end := sales["sessions"].([]any)[0].(map[string]any)["fim"]; end != "2026-11-29T02:00:00-03:00" {
			t.Errorf("session end: %v", end)
		}

		for _, token := range []string{c.owner, c.manager} {
			if status, _ := c.get(t, token, consolePath(c.venda.event, "sales")); status != 200 {
				t.Errorf("a reader: %d", status)
			}
		}
		status, res := c.get(t, c.door, consolePath(c.venda.event, "sales"))
		consoleWant(t, "door", status, 403, res)
		status, res = c.get(t, c.other, consolePath(c.venda.event, "sales"))
		consoleWant(t, "another organizer", status, 404, res)
		for _, bad := range []string{"0", "abc", "99999999"} {
			status, res = c.get(t, c.owner, "/api/organizer/events/"+bad+"/sales")
			consoleWant(t, "event "+bad, status, 404, res)
		}
		status, res = c.get(t, c.ana, consolePath(c.venda.event, "sales"))
		consoleWant(t, "a customer's token", status, 401, res)
	})
}
