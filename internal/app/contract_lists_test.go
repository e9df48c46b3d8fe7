package app_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/catraca/catraca/internal/app"
)

// The lists the document marks never null (httpapi's alwaysLists) come as lists, [] when
// empty: payment_methods once an order can no longer be paid, above all.
func TestAnswerListsAreNeverNull(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, _ *syncClock) {
		ids := idsOf(t, a, "venda")
		_, cat := req(t, srv, "GET", fmt.Sprintf("/api/pdv/v3/products/sectors/%d", ids.event), nil)
		sessions := isList(t, "sessions", cat["sessions"])
		for _, s := range sessions {
			isList(t, "sectors", s.(map[string]any)["sectors"])
		}
		status, o := req(t, srv, "POST", "/api/checkout/orders", order(ids.session, ids.sector["pista"], "full", 1, 430))
		if status != http.StatusCreated {
			t.Fatalf("create: %d %v", status, o)
		}
		hash := o["hash"].(string)
		if methods := isList(t, "payment_methods", o["payment_methods"]); len(methods) == 0 {
			t.Errorf("a reserved order offers no method: %v", o)
		}
		for _, item := range isList(t, "items", o["items"]) {
			isList(t, "attendees", item.(map[string]any)["attendees"])
		}
		_, cart := req(t, srv, "GET", "/api/checkout/cart/"+hash, nil)
		isList(t, "cart items", cart["items"])
		status, raw := reqRaw(t, srv, "GET", "/api/checkout/orders/"+hash+"/installments", nil)
		if status != http.StatusOK || raw[0] != '[' {
			t.Errorf("installments: %d %s", status, raw)
		}
		_, gone := req(t, srv, "DELETE", "/api/checkout/orders/"+hash, nil)
		if methods := isList(t, "payment_methods", gone["payment_methods"]); len(methods) != 0 || gone["status"] != "cancelled" {
			t.Errorf("a cancelled order: %v", gone)
		}
	})
}

// isList fails unless v decoded from a JSON list (null decodes as nil).
func isList(t *testing.T, name string, v any) []any {
	t.Helper()
	list, ok := v.([]any)
	if !ok {
		t.Errorf("%s is %v, want a list", name, v)
	}
	return list
}
