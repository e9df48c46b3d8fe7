package app_test

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// couponOf finds code in the console's coupon list read by token.
func (c *consoleEnv) couponOf(t *testing.T, token, code string) map[string]any {
	t.Helper()
	status, res := c.get(t, token, "/api/organizer/coupons")
	if status != 200 {
		t.Fatalf("coupons: %d %v", status, res)
	}
	for _, x := range res["list"].([]any) {
		if x := x.(map[string]any); x["codigo"] == code {
			return x
		}
	}
	return nil
}

// uses is a coupon's uses per event id.
func uses(cp map[string]any) map[int64]int {
	out := map[int64]int{}
	for _, ev := range cp["eventos"].([]any) {
		ev := ev.(map[string]any)
		out[int64(jsonInt(ev["id"]))] = jsonInt(ev["usados"])
	}
	return out
}

// docCoupon is code in the cupons: of event id's document, as the console's event form reads it.
func (c *consoleEnv) docCoupon(t *testing.T, id int64, code string) (map[string]any, map[string]any) {
	t.Helper()
	status, doc := c.get(t, c.owner, fmt.Sprintf("/api/organizer/events/%d", id))
	if status != 200 {
		t.Fatalf("event document: %d %v", status, doc)
	}
	for _, x := range doc["cupons"].([]any) {
		if x := x.(map[string]any); x["codigo"] == code {
			return doc, x
		}
	}
	return doc, nil
}

// Coupons from the console: created in two events in one go, checked as the import checks
// cupons:, applied by the storefront's checkout, seen in the events' documents, changed from
// both sides alike, ended rather than deleted where orders used them; every write audited,
// roles and other organizers refused.
func TestConsoleCoupons(t *testing.T) {
	t.Parallel()
	eachAfter(t, 1, func(t *testing.T, e *afterEnv) {
		c := startConsole(t, e)
		draft, err := e.a.Catalog.CreateEvent(t.Context(), organizerID(t, e.a, "org"), []byte(draftDoc))
		if err != nil {
			t.Fatal(err)
		}
		venda, perto := c.venda.event, idsOf(t, e.a, "perto").event
		body := func(over map[string]any) map[string]any {
			b := map[string]any{"codigo": "festa20", "tipo": "percentual", "valor": 20, "usos": 2, "eventos": []int64{venda, draft}}
			for k, v := range over {
				b[k] = v
			}
			return b
		}

		// The import's coupons are there, grouped by code; finance reads, door may not.
		if cp := c.couponOf(t, c.finance, "BEMVINDO10"); cp == nil || cp["tipo"] != "percentual" || uses(cp)[venda] != 0 {
			t.Errorf("an imported coupon: %v", cp)
		}
		status, res := c.get(t, c.door, "/api/organizer/coupons")
		consoleWant(t, "door reads coupons", status, 403, res)
		status, res = req(t, c.srv, "POST", "/api/organizer/coupons", body(nil), bearer(c.finance)...)
		consoleWant(t, "finance creates a coupon", status, 403, res)

		// Bad input: the import's messages, beside their fields; nothing written.
		for _, bad := range []struct {
			over  map[string]any
			field string
			want  string
		}{
			{map[string]any{"valor": 150}, "valor", "valor percentual deve ser de 1 a 100"},
			{map[string]any{"tipo": "fixo", "valor": 0}, "valor", "valor fixo em centavos deve ser positivo"},
			{map[string]any{"tipo": "metade"}, "tipo", "tipo deve ser percentual ou fixo"},
			{map[string]any{"codigo": "a b"}, "codigo", "codigo deve ter de 3 a 40"},
			{map[string]any{"usos": 0}, "usos", "usos deve ser positivo"},
			{map[string]any{"inicio": "2026-12-10 10:00", "fim": "2026-12-01 10:00"}, "fim", "fim deve ser depois de inicio"},
			{map[string]any{"fim": "amanhã"}, "fim", "data/hora inválida"},
			{map[string]any{"eventos": []int64{}}, "eventos", "Escolha ao menos um evento."},
			{map[string]any{"eventos": "todos"}, "eventos", "Informe os eventos"},
			{map[string]any{"setor": "camarote"}, "setor", `setor "camarote" não existe no evento Estreia Rascunho`},
			{map[string]any{"desconto": 1}, "desconto", "campo desconhecido"},
		} {
			status, res := req(t, c.srv, "POST", "/api/organizer/coupons", body(bad.over), bearer(c.manager)...)
			if status != 422 || !strings.Contains(asFields(res)[bad.field], bad.want) {
				t.Errorf("%v: %d %v", bad.over, status, res)
			}
		}
		status, res = req(t, c.srv, "POST", "/api/organizer/coupons", body(map[string]any{"eventos": []int64{venda, perto}}), bearer(c.manager)...)
		consoleWant(t, "another organizer's event", status, 404, res)
		if c.couponOf(t, c.owner, "FESTA20") != nil {
			t.Fatal("a refused coupon was written")
		}

		status, res = req(t, c.srv, "POST", "/api/organizer/coupons", body(nil), bearer(c.manager)...)
		if status != 201 || res["codigo"] != "FESTA20" || len(res["eventos"].([]any)) != 2 || jsonInt(res["usos"]) != 2 {
			t.Fatalf("create: %d %v", status, res)
		}
		status, res = req(t, c.srv, "POST", "/api/organizer/coupons", body(map[string]any{"eventos": []int64{draft}}), bearer(c.manager)...)
		if status != 409 || !strings.Contains(str(res["message"]), "Estreia Rascunho") {
			t.Errorf("a code taken: %d %v", status, res)
		}
		if _, dc := c.docCoupon(t, venda, "FESTA20"); dc == nil || dc["tipo"] != "percentual" || jsonInt(dc["valor"]) != 20 || jsonInt(dc["usos"]) != 2 {
			t.Errorf("the event document's cupons: %v", dc)
		}

		// The storefront applies it: the preview and two orders, each a use of venda's row.
		s, q := quote(t, c.srv, c.venda.session, c.venda.sector["pista"], "full", 2, "festa20")
		if s != 200 || q["discount"] != float64(3200) {
			t.Errorf("quote: %d %v", s, q)
		}
		for i := range 2 {
			o := order(c.venda.session, c.venda.sector["pista"], "full", 1, 300+i)
			o["coupon"] = "FESTA20"
			if s, res := req(t, c.srv, "POST", "/api/checkout/orders", o, bearer(c.ana)...); s != 201 || jsonInt(res["discount"]) == 0 {
				t.Fatalf("order with the coupon: %d %v", s, res)
			}
		}
		cp := c.couponOf(t, c.finance, "FESTA20")
		if jsonInt(cp["usados"]) != 2 || uses(cp)[venda] != 2 || uses(cp)[draft] != 0 {
			t.Errorf("uses: %v", cp)
		}
		if s, q := quote(t, c.srv, c.venda.session, c.venda.sector["pista"], "full", 1, "FESTA20"); s == 200 {
			t.Errorf("a used-up coupon still quotes: %v", q)
		}

		// Changes: usos under the uses made is refused; venda taken off is ended, not deleted.
		status, res = req(t, c.srv, "PUT", "/api/organizer/coupons/festa20", body(map[string]any{"usos": 1}), bearer(c.owner)...)
		if status != 422 || !strings.Contains(asFields(res)["usos"], "usos menor que os já usados") {
			t.Errorf("usos under usados: %d %v", status, res)
		}
		status, res = req(t, c.srv, "PUT", "/api/organizer/coupons/FESTA20", body(map[string]any{"codigo": "OUTRO"}), bearer(c.owner)...)
		consoleWant(t, "a new code", status, 422, res)
		status, res = req(t, c.srv, "PUT", "/api/organizer/coupons/FESTA20",
			body(map[string]any{"tipo": "fixo", "valor": 1500, "usos": nil, "eventos": []int64{draft}}), bearer(c.owner)...)
		if status != 200 || jsonInt(res["valor"]) != 1500 || res["usos"] != nil || fmt.Sprint(res["encerrados"]) != fmt.Sprint([]any{float64(venda)}) {
			t.Fatalf("update: %d %v", status, res)
		}
		if _, dc := c.docCoupon(t, venda, "FESTA20"); dc == nil || dc["fim"] == nil {
			t.Errorf("venda's used row is ended: %v", dc)
		}
		e.clk.add(time.Minute)
		if s, q := quote(t, c.srv, c.venda.session, c.venda.sector["pista"], "full", 1, "FESTA20"); s == 200 {
			t.Errorf("an ended coupon still quotes: %v", q)
		}

		// The event document and this API agree: a change in the document shows here.
		doc, dc := c.docCoupon(t, draft, "FESTA20")
		if dc == nil || dc["tipo"] != "fixo" || jsonInt(dc["valor"]) != 1500 {
			t.Fatalf("the draft's document: %v", dc)
		}
		dc["valor"] = 2500
		if status, res := req(t, c.srv, "PUT", fmt.Sprintf("/api/organizer/events/%d", draft), doc, bearer(c.owner)...); status != 200 {
			t.Fatalf("document save: %d %v", status, res)
		}
		if cp := c.couponOf(t, c.owner, "FESTA20"); jsonInt(cp["valor"]) != 2500 || len(cp["eventos"].([]any)) != 2 {
			t.Errorf("after the document's change: %v", cp)
		}

		// Another organizer finds nothing of it.
		if c.couponOf(t, c.other, "FESTA20") != nil {
			t.Error("another organizer lists the coupon")
		}
		status, res = req(t, c.srv, "PUT", "/api/organizer/coupons/FESTA20", body(map[string]any{"eventos": []int64{perto}}), bearer(c.other)...)
		consoleWant(t, "another organizer's update", status, 404, res)
		status, res = req(t, c.srv, "DELETE", "/api/organizer/coupons/FESTA20", nil, bearer(c.other)...)
		consoleWant(t, "another organizer's delete", status, 404, res)

		// Deleting removes the unused row and keeps venda's, ended.
		status, res = req(t, c.srv, "DELETE", "/api/organizer/coupons/festa20", nil, bearer(c.manager)...)
		if status != 200 || !strings.Contains(str(res["message"]), "encerrado") {
			t.Errorf("delete: %d %v", status, res)
		}
		if cp := c.couponOf(t, c.owner, "FESTA20"); cp == nil || len(cp["eventos"].([]any)) != 1 || uses(cp)[venda] != 2 {
			t.Errorf("after the delete: %v", cp)
		}
		status, res = req(t, c.srv, "DELETE", "/api/organizer/coupons/ESTREIA", nil, bearer(c.manager)...)
		if status != 200 || res["message"] != "Cupom excluído." || c.couponOf(t, c.owner, "ESTREIA") != nil {
			t.Errorf("delete an unused coupon: %d %v", status, res)
		}
		status, res = req(t, c.srv, "DELETE", "/api/organizer/coupons/NENHUM", nil, bearer(c.manager)...)
		consoleWant(t, "delete an unknown coupon", status, 404, res)

		_, log := c.get(t, c.owner, "/api/organizer/audit")
		var actions []string
		for _, x := range log["entries"].([]any) {
			x := x.(map[string]any)
			if strings.HasPrefix(str(x["action"]), "coupon.") {
				actions = append(actions, str(x["action"])+" "+str(x["subject"]))
			}
			if x["action"] == "coupon.update" && (x["before"].(map[string]any)["valor"] != float64(20) || x["after"].(map[string]any)["valor"] != float64(1500)) {
				t.Errorf("audit of the update: %v", x)
			}
		}
		if want := "coupon.delete ESTREIA,coupon.delete FESTA20,coupon.update FESTA20,coupon.create FESTA20"; strings.Join(actions, ",") != want {
			t.Errorf("audit: %v, want %s", actions, want)
		}
	})
}
