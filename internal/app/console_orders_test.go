package app_test

import (
	"net/url"
	"slices"
	"strings"
	"testing"
)

// The order search finds an order by buyer name, e-mail, CPF (bare or masked), hash and ticket
// code, filters by status and event, and pages; one order shows its items, holders (CPF
// whole for owners only), payment, refund and e-mails. Another organizer finds nothing.
func TestConsoleOrderSearchAndDetail(t *testing.T) {
	t.Parallel()
	eachAfter(t, 1, func(t *testing.T, e *afterEnv) {
		c := startConsole(t, e)
		paid, o := c.buy(t, c.ana, "venda", "pix", 2, 100)
		refunded, _ := c.buy(t, c.ana, "venda", "card", 1, 300)
		if status, res := req(t, c.srv, "POST", "/api/orders/pre-refund", refund(refunded, 1), bearer(c.ana)...); status != 200 {
			t.Fatalf("refund: %d %v", status, res)
		}
		held := c.hold(t, "quente", 1, 500)
		code := c.code(t, tokens(o)[0])
		cpf := cpfN(101) // the second holder of the paid order
		masked := cpf[:3] + "." + cpf[3:6] + "." + cpf[6:9] + "-" + cpf[9:]

		search := func(token string, query url.Values) []string {
			t.Helper()
			status, page := c.get(t, token, "/api/organizer/orders?"+query.Encode())
			if status != 200 {
				t.Fatalf("search %v: %d %v", query, status, page)
			}
			var hashes []string
			for _, x := range page["orders"].([]any) {
				hashes = append(hashes, x.(map[string]any)["hash"].(string))
			}
			return hashes
		}
		for _, q := range []string{"ana souza", "ANA@EXAMPLE", cpfN(900), cpfN(100), masked, paid, strings.ToUpper(paid), code, strings.ToLower(code)} {
			if got := search(c.finance, url.Values{"q": {q}}); !slices.Contains(got, paid) {
				t.Errorf("q=%q: %v, want %s", q, got, paid)
			}
		}
		if got := search(c.owner, url.Values{"q": {cpfN(500)}}); len(got) != 1 || got[0] != held {
			t.Errorf("by a holder's CPF: %v", got)
		}
		if got := search(c.owner, url.Values{"q": {"100%_"}}); len(got) != 0 {
			t.Errorf("LIKE's wildcards are text: %v", got)
		}
		if got := search(c.manager, url.Values{"status": {"refunded"}}); len(got) != 1 || got[0] != refunded {
			t.Errorf("refunded: %v", got)
		}
		all := search(c.owner, url.Values{"event": {str(c.venda.event)}})
		if len(all) != 3 || all[0] != held {
			t.Fatalf("the event's orders, newest first: %v", all)
		}
		status, page := c.get(t, c.owner, "/api/organizer/orders?limit=2")
		next, _ := page["next"].(string)
		if status != 200 || len(page["orders"].([]any)) != 2 || next != all[1] {
			t.Fatalf("page 1: %d %v", status, page)
		}
		if got := search(c.owner, url.Values{"limit": {"2"}, "before": {next}}); len(got) != 1 || got[0] != all[2] {
			t.Errorf("page 2: %v", got)
		}
		if got := search(c.other, url.Values{"q": {paid}}); len(got) != 0 {
			t.Errorf("another organizer finds %v", got)
		}

		status, d := c.get(t, c.finance, "/api/organizer/orders/"+paid)
		if status != 200 {
			t.Fatalf("detail: %d %v", status, d)
		}
		holders := d["holders"].([]any)
		if len(holders) != 2 || holders[1].(map[string]any)["cpf"] != "***"+masked[3:12]+"**" ||
			holders[0].(map[string]any)["code"] != code || d["payment"].(map[string]any)["method"] != "pix" ||
			len(d["items"].([]any)) != 1 || d["refund"] != nil || d["dispute"] != nil {
			t.Errorf("detail for finance: %v", d)
		}
		if strings.Contains(str(d), tokens(o)[0]) {
			t.Error("the detail shows a ticket's token")
		}
		waitFor(t, "the confirmation", func() bool {
			_, d = c.get(t, c.owner, "/api/organizer/orders/"+paid)
			return len(d["mails"].([]any)) > 0
		})
		buyer := cpfN(900)
		if d["holders"].([]any)[1].(map[string]any)["cpf"] != masked || d["buyer"].(map[string]any)["email"] != "ana@example.com" ||
			d["buyer"].(map[string]any)["cpf"] != buyer[:3]+"."+buyer[3:6]+"."+buyer[6:9]+"-"+buyer[9:] {
			t.Errorf("detail for the owner: %v", d)
		}
		if kinds := consoleMailKinds(d); !slices.Contains(kinds, "tickets") {
			t.Errorf("mails: %v", kinds)
		}
		_, r := c.get(t, c.manager, "/api/organizer/orders/"+refunded)
		if rf, _ := r["refund"].(map[string]any); rf == nil || r["status"] != "refunded" {
			t.Errorf("refunded order: %v", r)
		}

		for _, bad := range []struct{ query, field string }{
			{"status=pago", "status"}, {"limit=0", "limit"}, {"limit=201", "limit"}, {"limit=x", "limit"},
			{"event=abc", "event"}, {"before=nada", "before"}, {"before=" + paid + "x", "before"},
			{"q=" + strings.Repeat("a", 201), "q"},
		} {
			status, res := c.get(t, c.owner, "/api/organizer/orders?"+bad.query)
			if status != 400 || field(res, bad.field) == "" {
				t.Errorf("%s: %d %v", bad.query, status, res)
			}
		}
		status, res := c.get(t, c.owner, "/api/organizer/orders?event=999999")
		consoleWant(t, "an unknown event", status, 404, res)
		status, res = c.get(t, c.owner, "/api/organizer/orders?before="+refunded)
		consoleWant(t, "before a page's last", status, 200, res)
		for _, path := range []string{"/api/organizer/orders/" + paid, "/api/organizer/orders?event=" + str(c.venda.event),
			"/api/organizer/orders/" + strings.Repeat("z", 32), "/api/organizer/orders/curto"} {
			status, res := c.get(t, c.other, path)
			consoleWant(t, "another organizer: "+path, status, 404, res)
		}
		for _, path := range []string{"/api/organizer/orders", "/api/organizer/orders/" + paid} {
			status, res := c.get(t, c.door, path)
			consoleWant(t, "door: "+path, status, 403, res)
		}
	})
}

func consoleMailKinds(d map[string]any) []string {
	var out []string
	for _, m := range d["mails"].([]any) {
		out = append(out, m.(map[string]any)["kind"].(string))
	}
	return out
}
