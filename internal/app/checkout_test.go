package app_test

import (
	"fmt"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"

	"github.com/catraca/catraca/internal/app"
)

func TestSectorsAndReservedOrder(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		ids := idsOf(t, a, "venda")
		status, cat := req(t, srv, "GET", fmt.Sprintf("/api/pdv/v3/products/sectors/%d", ids.event), nil)
		if status != 200 || cat["fee_bp"] != float64(1000) || cat["max_per_cpf"] != float64(6) || cat["hold_minutes"] != float64(10) {
			t.Fatalf("sectors: %d %v", status, cat)
		}
		sectors := cat["sessions"].([]any)[0].(map[string]any)["sectors"].([]any)
		pista := sectors[0].(map[string]any)
		if pista["price"] != float64(8000) || pista["half_price"] != float64(4000) || pista["available"] != float64(100) ||
			pista["batch"].(map[string]any)["nome"] != "1º lote" {
			t.Errorf("pista: %v", pista)
		}
		if camarote := sectors[1].(map[string]any); camarote["half_price"] != nil || camarote["batch"] != nil {
			t.Errorf("camarote has no meia and no batch: %v", camarote)
		}

		body := order(ids.session, ids.sector["pista"], "full", 2, 1)
		body["coupon"], body["referral"] = "bemvindo10", "promoter-7"
		status, o := req(t, srv, "POST", "/api/checkout/orders", body)
		if status != 201 || o["status"] != "reserved" || len(o["hash"].(string)) != 32 {
			t.Fatalf("create: %d %v", status, o)
		}
		// 2 × R$ 80,00 = 16000; 10% off = 1600; fee 10% of 14400 = 1440; total 15840.
		if o["subtotal"] != float64(16000) || o["discount"] != float64(1600) || o["fee"] != float64(1440) ||
			o["total"] != float64(15840) || o["referral"] != "promoter-7" || o["coupon"] != "BEMVINDO10" {
			t.Errorf("totals: %v", o)
		}
		if _, held := stock(t, a, ids.sector["pista"]); held != 2 {
			t.Errorf("held %d, want 2", held)
		}
		hash := o["hash"].(string)
		status, got := req(t, srv, "GET", "/api/checkout/orders/"+hash, nil)
		item := got["items"].([]any)[0].(map[string]any)
		if status != 200 || item["unit_price"] != float64(8000) || item["sector"] != "Pista" || got["event"].(map[string]any)["nome"] != "Festival de Vendas" {
			t.Errorf("get: %d %v", status, got)
		}
		if at := item["attendees"].([]any)[0].(map[string]any); !strings.HasPrefix(at["cpf"].(string), "***.") {
			t.Errorf("attendee CPF must be masked: %v", at)
		}
		status, cart := req(t, srv, "GET", "/api/checkout/cart/"+hash, nil)
		if status != 200 || cart["session_id"] != float64(ids.session) || len(cart["items"].([]any)) != 1 {
			t.Errorf("cart: %d %v", status, cart)
		}
		status, del := req(t, srv, "DELETE", "/api/checkout/orders/"+hash, nil)
		if status != 200 || del["status"] != "cancelled" {
			t.Errorf("delete: %d %v", status, del)
		}
		if _, held := stock(t, a, ids.sector["pista"]); held != 0 {
			t.Errorf("after delete held %d", held)
		}
		if status, _ := req(t, srv, "DELETE", "/api/checkout/orders/"+hash, nil); status != 409 {
			t.Errorf("second delete: %d", status)
		}
	})
}

func TestOrderRulesSayWhichLimit(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		ids := idsOf(t, a, "venda")
		create := func(body map[string]any) (int, map[string]any) {
			return req(t, srv, "POST", "/api/checkout/orders", body)
		}
		if s, e := create(order(ids.session, ids.sector["pista"], "full", 7, 100)); s != 409 || e["message"] != "Limite de 6 ingressos por pedido." || e["reason"] != "order_limit" {
			t.Errorf("per order: %d %v", s, e)
		}
		// the same CPF on 4 + 3 tickets across two orders
		same := func(qty int) map[string]any {
			b := order(ids.session, ids.sector["quente"], "full", qty, 200)
			for _, at := range b["items"].([]map[string]any)[0]["attendees"].([]map[string]any) {
				at["cpf"] = cpfN(200)
			}
			return b
		}
		if s, e := create(same(4)); s != 201 {
			t.Fatalf("4 for one CPF: %d %v", s, e)
		}
		if s, e := create(same(3)); s != 409 || e["message"] != "Limite de 6 ingressos por CPF neste evento." || e["reason"] != "cpf_limit" {
			t.Errorf("per CPF: %d %v", s, e)
		}
		// Among several holders, the refusal points at those whose CPF is over the limit.
		mixed := same(4)
		mixed["items"].([]map[string]any)[0]["attendees"].([]map[string]any)[0]["cpf"] = cpfN(201)
		s, e := create(mixed)
		want := map[string]any{}
		for _, j := range []int{1, 2, 3} {
			want[fmt.Sprintf("items.0.attendees.%d.cpf", j)] = "Limite de 6 ingressos por CPF neste evento."
		}
		if s != 409 || !reflect.DeepEqual(e["fields"], want) {
			t.Errorf("per CPF among holders: %d %v", s, e)
		}
		if s, e := create(order(ids.session, ids.sector["quente"], "half", 1, 300)); s != 201 {
			t.Fatalf("half: %d %v", s, e)
		} else if e["items"].([]any)[0].(map[string]any)["unit_price"] != float64(2500) {
			t.Errorf("half price: %v", e)
		}
		if s, e := create(order(ids.session, ids.sector["quente"], "half", 1, 300)); s != 409 || e["message"] != "Apenas uma meia-entrada por CPF neste evento." || e["reason"] != "half_per_cpf" {
			t.Errorf("second half for a CPF: %d %v", s, e)
		}
		if s, e := create(order(ids.session, ids.sector["camarote"], "half", 1, 400)); s != 400 || e["fields"] == nil {
			t.Errorf("half where there is none: %d %v", s, e)
		}
		bad := order(ids.session, ids.sector["quente"], "half", 1, 500)
		bad["items"].([]map[string]any)[0]["attendees"].([]map[string]any)[0]["cpf"] = "111.111.111-11"
		bad["items"].([]map[string]any)[0]["attendees"].([]map[string]any)[0]["half_proof"] = "vip"
		if s, e := create(bad); s != 400 || e["fields"].(map[string]any)["items.0.attendees.0.cpf"] == nil ||
			e["fields"].(map[string]any)["items.0.attendees.0.half_proof"] == nil {
			t.Errorf("validation: %d %v", s, e)
		}
		c := order(ids.session, ids.sector["quente"], "full", 1, 600)
		c["coupon"] = "UMSO"
		if s, e := create(c); s != 201 {
			t.Fatalf("single-use coupon: %d %v", s, e)
		}
		c = order(ids.session, ids.sector["quente"], "full", 1, 601)
		c["coupon"] = "UMSO"
		if s, e := create(c); s != 409 || e["message"] != "Cupom esgotado." || e["reason"] != "coupon_used_up" {
			t.Errorf("coupon used up: %d %v", s, e)
		}
		for code, want := range map[string][2]string{"VENCIDO": {"Este cupom não está válido agora.", "coupon_not_now"},
			"NAOEXISTE": {"Cupom inválido.", "coupon_invalid"}, "CAMAROTE50": {"Este cupom não vale para os ingressos escolhidos.", "coupon_sector"}} {
			c = order(ids.session, ids.sector["quente"], "full", 1, 700)
			c["coupon"] = code
			if s, e := create(c); s != 400 || e["message"] != want[0] || e["reason"] != want[1] {
				t.Errorf("coupon %s: %d %v", code, s, e)
			}
		}
		cancelled := idsOf(t, a, "cancelado")
		if s, e := create(order(cancelled.session, cancelled.sector["a"], "full", 1, 800)); s != 412 {
			t.Errorf("cancelled event: %d %v", s, e)
		}
		box := idsOf(t, a, "bilheteria")
		if s, _ := create(order(box.session, box.sector["a"], "full", 1, 801)); s != 412 {
			t.Errorf("box office only: %d", s)
		}
		if s, _ := req(t, srv, "GET", fmt.Sprintf("/api/pdv/v3/products/sectors/%d", box.event), nil); s != 412 {
			t.Errorf("sectors of a box-office event: %d", s)
		}
		noBuyer := order(ids.session, ids.sector["quente"], "full", 1, 900)
		delete(noBuyer, "buyer")
		if s, e := create(noBuyer); s != 400 || e["fields"].(map[string]any)["buyer"] == nil {
			t.Errorf("guest without buyer: %d %v", s, e)
		}
		sold, _ := stock(t, a, ids.sector["camarote"])
		if sold != 0 {
			t.Errorf("refused orders changed stock")
		}
	})
}
