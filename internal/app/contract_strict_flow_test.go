package app_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/catraca/catraca/internal/app"
)

// A purchase from start to end, and its usual refusals, answer what the document says under
// JSON Schema 2020-12: checkContract validates every answer below, strictly.
func TestPurchaseAnswersMatchTheDocumentStrictly(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, _ *syncClock) {
		ids := idsOf(t, a, "venda")
		body := order(ids.session, ids.sector["pista"], "half", 2, 400)
		body["coupon"] = "BEMVINDO10"
		status, o := req(t, srv, "POST", "/api/checkout/orders", body)
		if status != http.StatusCreated || o["status"] != "reserved" {
			t.Fatalf("create: %d %v", status, o)
		}
		hash, cpf := o["hash"].(string), cpfN(400)
		for _, step := range []struct {
			method, path string
			body         any
			want         int
		}{
			{"GET", "/api/checkout/orders/" + hash, nil, 200},
			{"GET", "/api/checkout/orders/" + hash + "/installments", nil, 200},
			{"GET", "/api/checkout/cart/" + hash, nil, 200},
			{"POST", "/api/checkout/orders/" + hash + "/payment", map[string]any{"method": "pix"}, 200},
			{"POST", "/api/checkout/orders/" + hash + "/sandbox/pay", nil, 200},
			{"GET", "/api/checkout/orders/" + hash + "?cpf_cnpj=" + cpf, nil, 200},
			{"GET", "/api/orders/details/" + hash + "?cpf_cnpj=" + cpf, nil, 200},
			{"POST", "/api/checkout/orders/" + hash + "/sandbox/pay", nil, 409},
			{"DELETE", "/api/checkout/orders/" + hash, nil, 409},
			{"GET", "/api/checkout/orders/" + strings.Repeat("0", 32), nil, 404},
			{"POST", "/api/checkout/orders", map[string]any{"session_id": ids.session, "items": []any{}}, 400},
		} {
			if got, out := req(t, srv, step.method, step.path, step.body); got != step.want {
				t.Errorf("%s %s: %d %v, want %d", step.method, step.path, got, out, step.want)
			}
		}
		if _, paid := req(t, srv, "GET", "/api/checkout/orders/"+hash+"?cpf_cnpj="+cpf, nil); paid["status"] != "paid" {
			t.Errorf("after the sandbox payment: %v", paid)
		}
		status, other := req(t, srv, "POST", "/api/checkout/orders", order(ids.session, ids.sector["camarote"], "full", 1, 410))
		if status != http.StatusCreated {
			t.Fatalf("second order: %d %v", status, other)
		}
		if status, gone := req(t, srv, "DELETE", "/api/checkout/orders/"+other["hash"].(string), nil); status != 200 || gone["status"] != "cancelled" {
			t.Errorf("cancel: %d %v", status, gone)
		}
	})
}

// The strict check refuses an answer with a field the document does not describe, without a
// field it requires, or with a status outside its enum, so a quiet run above means a match.
func TestStrictContractCatchesDrift(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, _ *syncClock) {
		ids := idsOf(t, a, "venda")
		status, raw := reqRaw(t, srv, "POST", "/api/checkout/orders", order(ids.session, ids.sector["pista"], "full", 1, 420))
		if status != http.StatusCreated {
			t.Fatalf("create: %d %s", status, raw)
		}
		h, err := a.Handler()
		if err != nil {
			t.Fatal(err)
		}
		c := loadContract(t, h)
		if err := c.strict.check("/api/checkout/orders", "POST", 201, raw); err != nil {
			t.Fatalf("the real answer fails: %v", err)
		}
		for name, change := range map[string]func(o map[string]any){
			"an undocumented field":   func(o map[string]any) { o["surprise"] = 1 },
			"a required field gone":   func(o map[string]any) { delete(o, "paid_at") },
			"a status outside enum":   func(o map[string]any) { o["status"] = "pending" },
			"null where not nullable": func(o map[string]any) { o["total"] = nil },
			"a nested field gone":     func(o map[string]any) { delete(o["event"].(map[string]any), "nome") },
		} {
			var o map[string]any
			_ = json.Unmarshal(raw, &o)
			change(o)
			drifted, _ := json.Marshal(o)
			if err := c.strict.check("/api/checkout/orders", "POST", 201, drifted); err == nil {
				t.Errorf("%s passed the strict check", name)
			}
		}
	})
}
