package app_test

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/catraca/catraca/internal/app"
)

// quote asks POST /api/checkout/coupon for a code on one item.
func quote(t *testing.T, srv *httptest.Server, session, sector int64, kind string, qty int, code string, headers ...string) (int, map[string]any) {
	t.Helper()
	body := map[string]any{"session_id": session, "coupon": code,
		"items": []map[string]any{{"sector_id": sector, "type": kind, "quantity": qty}}}
	return req(t, srv, "POST", "/api/checkout/coupon", body, headers...)
}

func wantQuote(t *testing.T, got map[string]any, code string, subtotal, discount, fee, total int64) {
	t.Helper()
	if got["coupon"] != code || got["subtotal"] != float64(subtotal) || got["discount"] != float64(discount) ||
		got["fee"] != float64(fee) || got["total"] != float64(total) {
		t.Errorf("quote %v, want %s %d - %d + %d = %d", got, code, subtotal, discount, fee, total)
	}
}

func TestCouponPreviewPricesAsTheOrder(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		ids := idsOf(t, a, "venda")
		pista, camarote := ids.sector["pista"], ids.sector["camarote"]
		// 2 × R$ 80,00 (1º lote) = 16000; 10% off = 1600; fee 10% of 14400 = 1440.
		s, got := quote(t, srv, ids.session, pista, "full", 2, "  bemvindo10 ")
		if s != 200 {
			t.Fatalf("percent coupon: %d %v", s, got)
		}
		wantQuote(t, got, "BEMVINDO10", 16000, 1600, 1440, 15840)
		s, got = quote(t, srv, ids.session, camarote, "full", 1, "CAMAROTE50")
		if s != 200 {
			t.Fatalf("sector coupon on its sector: %d %v", s, got)
		}
		wantQuote(t, got, "CAMAROTE50", 30000, 5000, 2500, 27500)

		// An order's items may be sent as they are, attendees and all.
		body := order(ids.session, pista, "full", 2, 10)
		delete(body, "buyer")
		body["coupon"] = "BEMVINDO10"
		if s, got := req(t, srv, "POST", "/api/checkout/coupon", body); s != 200 || got["total"] != float64(15840) {
			t.Errorf("order's items: %d %v", s, got)
		}

		// Batches as the hold takes them: 7 of the 1º lote's 10 held, 2 full tickets take 2 of
		// its last 3, so 2 half tickets no longer fit there and get the 2º lote's price.
		if s, o := req(t, srv, "POST", "/api/checkout/orders", order(ids.session, pista, "full", 6, 100)); s != 201 {
			t.Fatalf("first order: %d %v", s, o)
		}
		if s, o := req(t, srv, "POST", "/api/checkout/orders", order(ids.session, pista, "full", 1, 110)); s != 201 {
			t.Fatalf("second order: %d %v", s, o)
		}
		mixed := order(ids.session, pista, "full", 2, 200)
		half := order(ids.session, pista, "half", 2, 210)["items"].([]map[string]any)[0]
		mixed["items"] = append(mixed["items"].([]map[string]any), half)
		mixed["coupon"] = "bemvindo10"
		s, got = req(t, srv, "POST", "/api/checkout/coupon", mixed)
		if s != 200 {
			t.Fatalf("mixed: %d %v", s, got)
		}
		// 2 × 8000 + 2 × 4500 = 25000; 10% = 2500; fee 10% of 22500 = 2250.
		wantQuote(t, got, "BEMVINDO10", 25000, 2500, 2250, 24750)
		s, o := req(t, srv, "POST", "/api/checkout/orders", mixed)
		if s != 201 || o["subtotal"] != got["subtotal"] || o["discount"] != got["discount"] || o["total"] != got["total"] {
			t.Errorf("the order priced otherwise than its preview: %d %v, preview %v", s, o, got)
		}
	})
}

func TestCouponPreviewRefusesAsTheOrder(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		ids := idsOf(t, a, "venda")
		quente := ids.sector["quente"]
		for _, c := range []struct {
			code, lang, want string
			status           int
		}{
			{"CAMAROTE50", "", "Este cupom não vale para os ingressos escolhidos.", 400},
			{"VENCIDO", "", "Este cupom não está válido agora.", 400},
			{"NAOEXISTE", "", "Cupom inválido.", 400},
			{"CAMAROTE50", "en-US,en;q=0.9", "This coupon does not apply to the chosen tickets.", 400},
			{"VENCIDO", "en", "This coupon is not valid now.", 400},
			{"NAOEXISTE", "en", "Invalid coupon.", 400},
		} {
			var headers []string
			if c.lang != "" {
				headers = []string{"Accept-Language", c.lang}
			}
			s, e := quote(t, srv, ids.session, quente, "full", 1, c.code, headers...)
			if s != c.status || e["message"] != c.want || e["fields"].(map[string]any)["coupon"] != c.want {
				t.Errorf("%s (%s): %d %v, want %d %q", c.code, c.lang, s, e, c.status, c.want)
			}
		}

		// A single-use coupon: previews take no use; once an order took it, it is used up.
		for range 2 {
			if s, e := quote(t, srv, ids.session, quente, "full", 1, "UMSO"); s != 200 || e["discount"] != float64(2500) {
				t.Fatalf("UMSO before use: %d %v", s, e)
			}
		}
		c := order(ids.session, quente, "full", 1, 600)
		c["coupon"] = "UMSO"
		if s, e := req(t, srv, "POST", "/api/checkout/orders", c); s != 201 {
			t.Fatalf("order with UMSO: %d %v", s, e)
		}
		if s, e := quote(t, srv, ids.session, quente, "full", 1, "umso"); s != 409 || e["message"] != "Cupom esgotado." {
			t.Errorf("used up: %d %v", s, e)
		}
		if s, e := quote(t, srv, ids.session, quente, "full", 1, "UMSO", "Accept-Language", "en"); s != 409 || e["message"] != "Coupon used up." {
			t.Errorf("used up in English: %d %v", s, e)
		}
		// The order's other rules answer as the order would.
		if s, e := quote(t, srv, ids.session, quente, "full", 7, "BEMVINDO10"); s != 409 || e["message"] != "Limite de 6 ingressos por pedido." {
			t.Errorf("per order: %d %v", s, e)
		}
		if s, e := quote(t, srv, ids.session, ids.sector["camarote"], "half", 1, "BEMVINDO10"); s != 400 ||
			e["fields"].(map[string]any)["items.0.type"] == nil {
			t.Errorf("half where there is none: %d %v", s, e)
		}
		box := idsOf(t, a, "bilheteria")
		if s, e := quote(t, srv, box.session, box.sector["a"], "full", 1, "BEMVINDO10"); s != 412 {
			t.Errorf("not selling: %d %v", s, e)
		}
	})
}

func TestCouponPreviewBadInput(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		ids := idsOf(t, a, "venda")
		item := map[string]any{"sector_id": ids.sector["pista"], "type": "full", "quantity": 1}
		for _, c := range []struct {
			name  string
			body  any
			field string
		}{
			{"no coupon", map[string]any{"session_id": ids.session, "items": []any{item}}, "coupon"},
			{"blank coupon", map[string]any{"session_id": ids.session, "coupon": "   ", "items": []any{item}}, "coupon"},
			{"long coupon", map[string]any{"session_id": ids.session, "coupon": strings.Repeat("A", 41), "items": []any{item}}, ""},
			{"null coupon", map[string]any{"session_id": ids.session, "coupon": nil, "items": []any{item}}, "coupon"},
			{"no session", map[string]any{"coupon": "BEMVINDO10", "items": []any{item}}, "session_id"},
			{"unknown session", map[string]any{"session_id": 999999, "coupon": "BEMVINDO10", "items": []any{item}}, "session_id"},
			{"no items", map[string]any{"session_id": ids.session, "coupon": "BEMVINDO10", "items": []any{}}, "items"},
			{"bad type", map[string]any{"session_id": ids.session, "coupon": "X",
				"items": []any{map[string]any{"sector_id": ids.sector["pista"], "type": "vip", "quantity": 1}}}, "items.0.type"},
			{"bad quantity", map[string]any{"session_id": ids.session, "coupon": "X",
				"items": []any{map[string]any{"sector_id": ids.sector["pista"], "type": "full", "quantity": 0}}}, "items.0.quantity"},
			{"huge quantity", map[string]any{"session_id": ids.session, "coupon": "X",
				"items": []any{map[string]any{"sector_id": ids.sector["pista"], "type": "full", "quantity": 1e12}}}, ""},
			{"no sector", map[string]any{"session_id": ids.session, "coupon": "X",
				"items": []any{map[string]any{"type": "full", "quantity": 1}}}, "items.0.sector_id"},
			{"other session's sector", map[string]any{"session_id": ids.session, "coupon": "X",
				"items": []any{map[string]any{"sector_id": idsOf(t, a, "bilheteria").sector["a"], "type": "full", "quantity": 1}}}, "items.0.sector_id"},
			{"items not a list", map[string]any{"session_id": ids.session, "coupon": "X", "items": "pista"}, "items"},
			{"not an object", []any{1, 2}, ""},
		} {
			s, e := req(t, srv, "POST", "/api/checkout/coupon", c.body)
			if s != 400 {
				t.Errorf("%s: %d %v", c.name, s, e)
				continue
			}
			if c.field != "" && e["fields"].(map[string]any)[c.field] == nil {
				t.Errorf("%s: no fields.%s in %v", c.name, c.field, e)
			}
		}
		if s, e := req(t, srv, "POST", "/api/checkout/coupon", map[string]any{"session_id": ids.session, "coupon": "X",
			"items": []any{map[string]any{"sector_id": ids.sector["pista"], "type": "full", "quantity": 0}}},
			"Accept-Language", "en"); s != 400 || e["fields"].(map[string]any)["items.0.quantity"] != "Invalid quantity." {
			t.Errorf("English field message: %d %v", s, e)
		}
	})
}

func TestCouponPreviewHoldsNothing(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		ids := idsOf(t, a, "venda")
		before := counters(t, a)
		for _, code := range []string{"BEMVINDO10", "UMSO", "CAMAROTE50", "VENCIDO"} {
			quote(t, srv, ids.session, ids.sector["pista"], "full", 3, code)
			quote(t, srv, ids.session, ids.sector["pista"], "half", 1, code)
			quote(t, srv, ids.session, ids.sector["camarote"], "full", 2, code)
		}
		if after := counters(t, a); after != before {
			t.Errorf("previews changed counters or rows: %d before, %d after", before, after)
		}
	})
}

// counters sums what an order writes or holds anywhere: orders, CPF counts, stock, batches,
// coupon uses and the half-price quota.
func counters(t *testing.T, a *app.App) (n int) {
	t.Helper()
	if err := a.DB.QueryRow(context.Background(), `SELECT
		(SELECT COUNT(*) FROM orders) + (SELECT COUNT(*) FROM cpf_event_counts)
		+ (SELECT COALESCE(SUM(vendidos + reservados), 0) FROM sectors)
		+ (SELECT COALESCE(SUM(vendidos + reservados), 0) FROM sector_batches)
		+ (SELECT COALESCE(SUM(usados), 0) FROM coupons)
		+ (SELECT COALESCE(SUM(meia_vendidos + meia_reservados), 0) FROM events)`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}
