package app_test

import (
	"net/http/httptest"
	"testing"

	"github.com/catraca/catraca/internal/app"
)

// An Idempotency-Key names one request: sent again on another path (another order's payment,
// another call) it answers 422 and that call does not run.
func TestIdempotencyKeyIsUniqueAcrossPaths(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		ids := idsOf(t, a, "venda")
		hashes := make([]string, 2)
		for i := range hashes {
			s, o := req(t, srv, "POST", "/api/checkout/orders", order(ids.session, ids.sector["quente"], "full", 1, 400+i))
			if s != 201 {
				t.Fatalf("order %d: %d %v", i, s, o)
			}
			hashes[i] = o["hash"].(string)
		}
		pix := map[string]any{"method": "pix"}
		if s, o := req(t, srv, "POST", "/api/checkout/orders/"+hashes[0]+"/payment", pix, "Idempotency-Key", "k-pay-once"); s != 200 {
			t.Fatalf("first payment: %d %v", s, o)
		}
		s, e := req(t, srv, "POST", "/api/checkout/orders/"+hashes[1]+"/payment", pix, "Idempotency-Key", "k-pay-once")
		if s != 422 {
			t.Errorf("the key of one order's payment on another's: %d %v, want 422", s, e["status"])
		}
		if s, e := req(t, srv, "DELETE", "/api/checkout/orders/"+hashes[1], nil, "Idempotency-Key", "k-pay-once"); s != 422 {
			t.Errorf("the key of a payment on a release: %d %v, want 422", s, e)
		}
		if s, e := req(t, srv, "POST", "/api/checkout/orders", order(ids.session, ids.sector["quente"], "full", 1, 402),
			"Idempotency-Key", "k-pay-once"); s != 422 {
			t.Errorf("the key of a payment on a new order: %d %v, want 422", s, e["message"])
		}
		// None of them ran: the second order is still reserved, with no charge issued.
		if s, o := req(t, srv, "GET", "/api/checkout/orders/"+hashes[1], nil); s != 200 || o["status"] != "reserved" || o["pix"] != nil {
			t.Errorf("the second order after the refused calls: %d %v, with a PIX: %t", s, o["status"], o["pix"] != nil)
		}
		if _, held := stock(t, a, ids.sector["quente"]); held != 2 {
			t.Errorf("held %d, want the two orders' 2", held)
		}
		// The same request again still replays its first answer.
		if s, o := req(t, srv, "POST", "/api/checkout/orders/"+hashes[0]+"/payment", pix, "Idempotency-Key", "k-pay-once"); s != 200 || o["hash"] != hashes[0] {
			t.Errorf("retry of the first payment: %d %v", s, o)
		}
	})
}

// An Idempotency-Key that is not UTF-8 answers 400 naming the header, on both databases
// (PostgreSQL refused to store it: a 500), and nothing runs.
func TestIdempotencyKeyNotUTF8(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		ids := idsOf(t, a, "venda")
		calls := []struct {
			method, path string
			body         any
		}{
			{"DELETE", "/api/checkout/orders/0", nil},
			{"POST", "/api/checkout/orders", order(ids.session, ids.sector["quente"], "full", 1, 410)},
			{"POST", "/api/event/campaign/1", map[string]any{}},
		}
		for _, c := range calls {
			s, e := req(t, srv, c.method, c.path, c.body, "Idempotency-Key", "caf\xe9")
			fields, _ := e["fields"].(map[string]any)
			if s != 400 || fields["Idempotency-Key"] == nil {
				t.Errorf("%s %s with a key that is not UTF-8: %d %v, want 400 naming the header", c.method, c.path, s, e["message"])
			}
		}
		if s, e := req(t, srv, "DELETE", "/api/checkout/orders/0", nil, "Idempotency-Key", "caf\xe9", "Accept-Language", "en"); s != 400 ||
			e["message"] != "Invalid Idempotency-Key: the value is not UTF-8." {
			t.Errorf("in English: %d %v", s, e)
		}
		if _, held := stock(t, a, ids.sector["quente"]); held != 0 {
			t.Errorf("held %d after refused orders", held)
		}
	})
}
