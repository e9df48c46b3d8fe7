package app_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/db/dbtest"
	"github.com/catraca/catraca/internal/inventory"
)

func TestIdempotencyKeyReplaysAndRefusesOtherBodies(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		ids := idsOf(t, a, "venda")
		body := order(ids.session, ids.sector["quente"], "full", 2, 60)
		s1, o1 := req(t, srv, "POST", "/api/checkout/orders", body, "Idempotency-Key", "k-create-1")
		s2, o2 := req(t, srv, "POST", "/api/checkout/orders", body, "Idempotency-Key", "k-create-1")
		if s1 != 201 || s2 != 201 || o1["hash"] != o2["hash"] {
			t.Fatalf("retry must replay: %d %v / %d %v", s1, o1["hash"], s2, o2["hash"])
		}
		if _, held := stock(t, a, ids.sector["quente"]); held != 2 {
			t.Errorf("a retried create held twice: %d", held)
		}
		// The same order with its keys in another order and other spacing, as a client that
		// builds it from a map may send its retry, is the same request.
		items, _ := json.Marshal(body["items"])
		buyer, _ := json.Marshal(body["buyer"])
		reordered := json.RawMessage(fmt.Sprintf(`{ "session_id": %d, "items": %s, "buyer": %s }`, ids.session, items, buyer))
		if s, o := req(t, srv, "POST", "/api/checkout/orders", reordered, "Idempotency-Key", "k-create-1"); s != 201 || o["hash"] != o1["hash"] {
			t.Errorf("same key, same order with its keys reordered: %d %v, want the first answer", s, o)
		}
		other := order(ids.session, ids.sector["quente"], "full", 1, 61)
		if s, e := req(t, srv, "POST", "/api/checkout/orders", other, "Idempotency-Key", "k-create-1"); s != 422 || !strings.Contains(e["message"].(string), "Idempotency-Key") {
			t.Errorf("same key, other body: %d %v", s, e)
		}
		// Another store's client with the same key and body gets no replay of this one's order.
		if s, e := req(t, srv, "POST", "/api/checkout/orders", body, "Idempotency-Key", "k-create-1", "Host", "outra-loja.example"); s != 422 {
			t.Errorf("same key and body, other store: %d %v", s, e)
		}
		// Concurrent duplicates: exactly one runs, and every one of them gets its answer (the
		// key is written with the order, in its transaction: a duplicate waits for it).
		var wg sync.WaitGroup
		statuses, hashes := make([]int, 8), make([]any, 8)
		dup := order(ids.session, ids.sector["quente"], "full", 1, 62)
		for i := range statuses {
			wg.Add(1)
			go func() {
				defer wg.Done()
				var o map[string]any
				statuses[i], o = req(t, srv, "POST", "/api/checkout/orders", dup, "Idempotency-Key", "k-concurrent")
				hashes[i] = o["hash"]
			}()
		}
		wg.Wait()
		if _, held := stock(t, a, ids.sector["quente"]); held != 3 {
			t.Errorf("concurrent duplicates held %d, want 3 (%v)", held, statuses)
		}
		for i := range statuses {
			if statuses[i] != 201 || hashes[i] != hashes[0] {
				t.Errorf("concurrent duplicate %d: %d %v, want 201 and the order %v", i, statuses[i], hashes[i], hashes[0])
			}
		}
		// A refusal is the answer too: its retry replays it, even once the stock is back.
		var fills []string
		for n := range 3 { // 18 of its 20 units
			s, o := req(t, srv, "POST", "/api/checkout/orders", order(ids.session, ids.sector["camarote"], "full", 6, 64+n))
			if s != 201 {
				t.Fatalf("filling the sector: %d %v", s, o)
			}
			fills = append(fills, o["hash"].(string))
		}
		big := order(ids.session, ids.sector["camarote"], "full", 6, 63)
		if s, e := req(t, srv, "POST", "/api/checkout/orders", big, "Idempotency-Key", "k-refused"); s != 409 {
			t.Fatalf("an order over the stock left: %d %v", s, e)
		}
		if s, _ := req(t, srv, "DELETE", "/api/checkout/orders/"+fills[0], nil); s != 200 {
			t.Fatalf("release: %d", s)
		}
		if s, e := req(t, srv, "POST", "/api/checkout/orders", big, "Idempotency-Key", "k-refused"); s != 409 || e["hash"] != nil {
			t.Errorf("retry of a refused order once the stock is back: %d %v, want the refusal again", s, e)
		}
		// A retried card payment charges once and answers the same.
		hash := o1["hash"].(string)
		tok := cardToken(t, srv, "4111111111111111")
		pay := map[string]any{"method": "card", "installments": 1, "card_token": tok}
		s1, p1 := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment", pay, "Idempotency-Key", "k-pay")
		s2, p2 := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment", pay, "Idempotency-Key", "k-pay")
		if s1 != 200 || s2 != 200 || p1["status"] != "paid" || p2["status"] != "paid" {
			t.Errorf("retried payment: %d %v / %d %v", s1, p1["status"], s2, p2["status"])
		}
		if sold, _ := stock(t, a, ids.sector["quente"]); sold != 2 {
			t.Errorf("sold %d after a retried payment", sold)
		}
	})
}

func TestOrderOwnership(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		ids := idsOf(t, a, "venda")
		ana, _ := confirmedLogin(t, a, srv, "ana@example.com", cpfN(70))
		bia, _ := confirmedLogin(t, a, srv, "bia@example.com", cpfN(71))
		body := order(ids.session, ids.sector["quente"], "full", 1, 72)
		delete(body, "buyer")
		s, o := req(t, srv, "POST", "/api/checkout/orders", body, "Authorization", "Bearer "+ana)
		if s != 201 || o["buyer"].(map[string]any)["email"] != "ana@example.com" {
			t.Fatalf("customer order: %d %v", s, o)
		}
		hash := o["hash"].(string)
		if s, _ := req(t, srv, "DELETE", "/api/checkout/orders/"+hash, nil); s != 401 {
			t.Errorf("release without the owner's Bearer: %d", s)
		}
		if s, _ := req(t, srv, "DELETE", "/api/checkout/orders/"+hash, nil, "Authorization", "Bearer "+bia); s != 403 {
			t.Errorf("release by another customer: %d", s)
		}
		if s, _ := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment", map[string]any{"method": "pix"}); s != 401 {
			t.Errorf("pay without the owner's Bearer: %d", s)
		}
		if s, _ := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment", map[string]any{"method": "pix"}, "Authorization", "Bearer "+ana); s != 200 {
			t.Errorf("owner pays: %d", s)
		}
		if s, _ := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/sandbox/pay", nil, "Authorization", "Bearer "+ana); s != 200 {
			t.Errorf("sandbox pay: %d", s)
		}
		if s, _ := req(t, srv, "GET", "/api/checkout/orders/"+hash, nil, "Authorization", "Bearer "+bia); s != 401 {
			t.Errorf("another customer reads a paid order: %d", s)
		}
		if s, o := req(t, srv, "GET", "/api/checkout/orders/"+hash, nil, "Authorization", "Bearer "+ana); s != 200 || len(o["tickets"].([]any)) != 1 {
			t.Errorf("owner reads: %d %v", s, o)
		}
		if s, _ := req(t, srv, "GET", "/api/checkout/orders/"+hash+"?cpf_cnpj="+cpfN(70), nil); s != 200 {
			t.Errorf("buyer's CPF reads: %d", s)
		}
		if s, _ := req(t, srv, "GET", "/api/checkout/orders/nao-existe", nil); s != 404 {
			t.Errorf("unknown hash: %d", s)
		}
		if s, _ := req(t, srv, "GET", "/api/checkout/orders/"+hash, nil, "Authorization", "Bearer invalido"); s != 401 {
			t.Errorf("bad Bearer: %d", s)
		}
	})
}

func TestHoldExpiresByItselfAndCartReminder(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		ids := idsOf(t, a, "venda")
		s, o := req(t, srv, "POST", "/api/checkout/orders", order(ids.session, ids.sector["camarote"], "full", 3, 80))
		if s != 201 {
			t.Fatalf("create: %d %v", s, o)
		}
		hash := o["hash"].(string)
		if _, held := stock(t, a, ids.sector["camarote"]); held != 3 {
			t.Fatalf("held %d", held)
		}
		clk.add(10*time.Minute + time.Second)
		waitFor(t, "the hold to return to sale", func() bool {
			_, held := stock(t, a, ids.sector["camarote"])
			return held == 0
		})
		if _, got := req(t, srv, "GET", "/api/checkout/orders/"+hash, nil); got["status"] != "expired" {
			t.Errorf("status %v", got["status"])
		}
		checkAddressHolds(t, a)
		if mailsTo(t, a, "comprador80@example.com") != 0 {
			t.Error("reminder before the store's delay")
		}
		clk.add(time.Hour)
		waitFor(t, "the abandoned-cart e-mail", func() bool { return mailsTo(t, a, "comprador80@example.com") == 1 })
		m := a.Outbox.Messages()[0]
		if !strings.Contains(m.Text, "carrinho_abandonado="+hash) || !strings.Contains(m.Text, "/evento/") {
			t.Errorf("reminder link: %s", m.Text)
		}
		s, cart := req(t, srv, "GET", "/api/checkout/cart/"+hash, nil)
		if s != 200 || cart["items"].([]any)[0].(map[string]any)["quantity"] != float64(3) {
			t.Errorf("restore: %d %v", s, cart)
		}
	})
}

func TestCampaignOneEntryPerEmailAndCPF(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		ids := idsOf(t, a, "venda")
		path := "/api/event/campaign/" + itoa(ids.event)
		entry := map[string]any{"name": "Ana", "email": "ana@example.com", "cpf": cpfN(90), "phone": "(48) 9 9999-0000"}
		if s, e := req(t, srv, "POST", path, entry); s != 201 {
			t.Fatalf("join: %d %v", s, e)
		}
		if s, e := req(t, srv, "POST", path, entry); s != 409 || e["message"] != "Você já está inscrito nesta lista." {
			t.Errorf("again: %d %v", s, e)
		}
		entry["email"] = "outra@example.com"
		if s, _ := req(t, srv, "POST", path, entry); s != 409 {
			t.Errorf("same CPF: %d", s)
		}
		entry["cpf"] = "123"
		if s, e := req(t, srv, "POST", path, entry); s != 400 || e["fields"].(map[string]any)["cpf"] == nil {
			t.Errorf("bad CPF: %d %v", s, e)
		}
		if s, _ := req(t, srv, "POST", "/api/event/campaign/999999", entry); s != 400 && s != 404 {
			t.Errorf("unknown event: %d", s)
		}
		entry["cpf"] = cpfN(91)
		past := "/api/event/campaign/" + itoa(idsOf(t, a, "passado").event)
		if s, e := req(t, srv, "POST", past, entry); s != 412 || e["message"] != "Este evento já foi realizado." {
			t.Errorf("an event already over: %d %v", s, e)
		}
		if s, _ := req(t, srv, "POST", "/api/event/campaign/"+itoa(idsOf(t, a, "cancelado").event), entry); s != 412 {
			t.Errorf("a cancelled event: %d", s)
		}
	})
}

func TestCheckoutBadInputNever500(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		ids := idsOf(t, a, "venda")
		hash, _ := reserve(t, a, srv, 1, 95)
		long := strings.Repeat("x", 5000)
		cases := []struct {
			method, path string
			body         any
			want         int
		}{
			{"POST", "/api/checkout/orders", "not an object", 400},
			{"POST", "/api/checkout/orders", map[string]any{"session_id": "x"}, 400},
			{"POST", "/api/checkout/orders", map[string]any{"session_id": 1e30}, 400},
			{"POST", "/api/checkout/orders", map[string]any{"session_id": 999999, "items": []any{}}, 400},
			{"POST", "/api/checkout/orders", map[string]any{"session_id": ids.session, "buyer": guest(1),
				"items": []any{map[string]any{"sector_id": 999999, "type": "full", "quantity": 1,
					"attendees": []any{map[string]any{"name": "A", "cpf": cpfN(1)}}}}}, 400},
			{"POST", "/api/checkout/orders", map[string]any{"session_id": 999999, "buyer": guest(1),
				"items": []any{map[string]any{"sector_id": 1, "type": "full", "quantity": 1,
					"attendees": []any{map[string]any{"name": "A", "cpf": cpfN(1)}}}}}, 400},
			{"POST", "/api/checkout/orders", map[string]any{"session_id": ids.session, "buyer": guest(1), "coupon": long,
				"items": []any{map[string]any{"sector_id": ids.sector["quente"], "type": "full", "quantity": 1,
					"attendees": []any{map[string]any{"name": long, "cpf": "\xff"}}}}}, 400},
			{"GET", "/api/checkout/orders/" + long, nil, 404},
			{"GET", "/api/checkout/orders/" + hash + "?cpf_cnpj=" + long, nil, 401},
			{"POST", "/api/checkout/orders/" + hash + "/payment", map[string]any{"method": "bitcoin"}, 400},
			{"POST", "/api/checkout/orders/" + hash + "/payment", map[string]any{"method": "card", "installments": -1, "card_token": long}, 400},
			{"POST", "/api/checkout/orders/" + hash + "/payment", map[string]any{"method": "card", "installments": 1}, 400},
			{"POST", "/api/checkout/orders/" + hash + "/payment", []int{1}, 400},
			{"DELETE", "/api/checkout/orders/%00", nil, 400},
			{"POST", "/api/payments/webhooks/sandbox", "{}", 400},
			{"POST", "/api/payments/sandbox/card-token", map[string]any{"number": "1234"}, 400},
			{"GET", "/api/pdv/v3/products/sectors/abc", nil, 400},
			{"GET", "/api/pdv/v3/products/sectors/999999", nil, 404},
			{"GET", "/api/checkout/cart/zz", nil, 404},
			{"POST", "/api/event/campaign/abc", map[string]any{}, 400},
			{"POST", "/api/checkout/orders", map[string]any{"session_id": ids.session}, 400},
		}
		for _, c := range cases {
			status, body := reqRaw(t, srv, c.method, c.path, c.body, "Idempotency-Key", "")
			if status != c.want || !strings.Contains(string(body), `"message"`) {
				t.Errorf("%s %.60s: %d %.200s, want %d", c.method, c.path, status, body, c.want)
			}
		}
		if s, e := req(t, srv, "POST", "/api/checkout/orders", map[string]any{}, "Idempotency-Key", long); s != 400 {
			t.Errorf("long key: %d %v", s, e)
		}
	})
}

// A card's "from" price and the event page follow the current lote: the first one's price,
// then the next one's once it sells out (within the freshness window, on every page), then
// the sector's own once the last lote's date has passed.
func TestCardsShowTheCurrentLotePrice(t *testing.T) {
	t.Parallel()
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			lotes := event("lotes", "Maracatu em Lotes", 1, "floripa", at(10, 20),
				catalog.SectorInput{ID: "pista", Nome: "Pista", PrecoCentavos: 10000, Capacidade: 50,
					Lotes: []catalog.BatchInput{{Nome: "1º lote", PrecoCentavos: 6000, Quantidade: ptr(2)},
						{Nome: "2º lote", PrecoCentavos: 8000, Ate: ptr(at(2, 0))}}})
			a, srv, clk := startCheckout(t, url, lotes)
			ids := idsOf(t, a, "lotes")
			prices := func() (card, page any) {
				_, list := req(t, srv, "POST", "/api/v2/events/list?q=maracatu", nil)
				if evs := list["eventos"].([]any); len(evs) == 1 {
					card = evs[0].(map[string]any)["preco_minimo"]
				}
				_, ev := req(t, srv, "POST", "/api/v2/event/detail/"+str(ids.event), map[string]any{})
				if ss, _ := ev["relacionados"].([]any); len(ss) == 1 {
					page = ss[0].(map[string]any)["setores"].([]any)[0].(map[string]any)["preco"]
				}
				return card, page
			}
			if card, page := prices(); card != 6000.0 || page != 6000.0 {
				t.Fatalf("first lote: card %v, page %v", card, page)
			}
			// Paid, not only held: moving the clock 3 days below would let a hold run out and put
			// the first lote back on sale.
			s, o := req(t, srv, "POST", "/api/checkout/orders", order(ids.session, ids.sector["pista"], "full", 2, 700))
			if s != 201 {
				t.Fatalf("buying the first lote: %d %v", s, o)
			}
			hash := o["hash"].(string)
			if s, o := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment", map[string]any{"method": "pix"}); s != 200 {
				t.Fatalf("PIX for the first lote: %d %v", s, o)
			}
			if s, o := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/sandbox/pay", nil); s != 200 || o["status"] != "paid" {
				t.Fatalf("paying the first lote: %d %v", s, o)
			}
			waitFor(t, "the second lote's price on the card and the page", func() bool {
				card, page := prices()
				return card == 8000.0 && page == 8000.0
			})
			clk.add(3 * 24 * time.Hour)
			waitFor(t, "the sector's price once the last lote's date passed", func() bool {
				card, page := prices()
				return card == 10000.0 && page == 10000.0
			})
		})
	}
}

// A client that prefers English reads every message in English, fields included; the others
// read the spec's Portuguese.
func TestMessagesInTheClientsLanguage(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		ids := idsOf(t, a, "venda")
		body := order(ids.session, ids.sector["quente"], "full", 1, 900)
		body["coupon"] = "NAOEXISTE"
		for lang, want := range map[string]string{"": "Cupom inválido.", "pt-BR,pt;q=0.9,en;q=0.8": "Cupom inválido.",
			"en-US,en;q=0.9": "Invalid coupon."} {
			headers := []string{}
			if lang != "" {
				headers = []string{"Accept-Language", lang}
			}
			s, e := req(t, srv, "POST", "/api/checkout/orders", body, headers...)
			if fields, _ := e["fields"].(map[string]any); s != 400 || e["message"] != want || fields["coupon"] != want {
				t.Errorf("%q: %d %v", lang, s, e)
			}
		}
		// Several fields at fault: the summary message is translated too.
		twoBad := order(ids.session, ids.sector["quente"], "full", 1, 920)
		twoBad["buyer"] = map[string]any{"name": "Ana", "email": "ana@", "cpf": "123", "phone": "(48) 9 9999-0000"}
		for lang, want := range map[string]string{"": "Confira os dados informados.", "en": "Check the details you entered."} {
			s, e := req(t, srv, "POST", "/api/checkout/orders", twoBad, "Accept-Language", lang)
			if fields, _ := e["fields"].(map[string]any); s != 400 || e["message"] != want || len(fields) != 2 {
				t.Errorf("two fields at fault, %q: %d %v", lang, s, e)
			}
		}
		seven := order(ids.session, ids.sector["quente"], "full", 7, 910)
		if s, e := req(t, srv, "POST", "/api/checkout/orders", seven, "Accept-Language", "en"); s != 409 ||
			e["message"] != "Limit of 6 tickets per order." {
			t.Errorf("a formatted message: %d %v", s, e)
		}
	})
}

// A point-of-sale or app client may send the guest's cellphone unmasked; the order keeps it in
// the registration mask, and a number that is no cellphone is refused on its field.
func TestGuestCellphoneAsClientsSendIt(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		ids := idsOf(t, a, "venda")
		for i, phone := range []string{"48999990000", "+55 48 99999-0000"} {
			body := order(ids.session, ids.sector["quente"], "full", 1, 80+i)
			body["buyer"].(map[string]any)["phone"] = phone
			s, o := req(t, srv, "POST", "/api/checkout/orders", body)
			if s != 201 {
				t.Fatalf("%q: %d %v", phone, s, o)
			}
			var stored string
			if err := a.DB.QueryRow(context.Background(), "SELECT buyer_phone FROM orders WHERE hash = ?", o["hash"]).Scan(&stored); err != nil || stored != "(48) 9 9999-0000" {
				t.Errorf("%q stored as %q (%v)", phone, stored, err)
			}
		}
		body := order(ids.session, ids.sector["quente"], "full", 1, 85)
		body["buyer"].(map[string]any)["phone"] = "4833330000"
		s, e := req(t, srv, "POST", "/api/checkout/orders", body)
		if s != 400 || e["fields"].(map[string]any)["buyer.phone"] != "Celular inválido." {
			t.Errorf("a landline: %d %v", s, e)
		}
	})
}

// languageCases are the headers that choose the language of a request's e-mails, and the
// language they choose on a Portuguese store: the storefront's choice (locale header), else an
// API client's Accept-Language, else the store's.
var languageCases = []struct {
	headers []string
	want    string
}{
	{nil, "pt"},
	{[]string{"Accept-Language", "en-US,en;q=0.9"}, "en"},
	{[]string{"Accept-Language", "en-US", "locale", "pt"}, "pt"},
	{[]string{"locale", "en"}, "en"},
}

// An order's e-mails speak the buyer's language (languageCases).
func TestOrderLanguage(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		ids := idsOf(t, a, "venda")
		for i, c := range languageCases {
			s, o := req(t, srv, "POST", "/api/checkout/orders", order(ids.session, ids.sector["quente"], "full", 1, 80+i), c.headers...)
			if s != 201 {
				t.Fatalf("order %d: %d %v", i, s, o)
			}
			var got string
			if err := a.DB.QueryRow(context.Background(), "SELECT locale FROM orders WHERE hash = ?", o["hash"]).Scan(&got); err != nil || got != c.want {
				t.Errorf("headers %v: locale %q (%v), want %q", c.headers, got, err, c.want)
			}
		}
	})
}

// An order refused by the cached rules for its stock alone is refused on the live stock, and
// goes through once other buyers' holds have given the units back (stock moves without a new
// rules generation while a sector stays in its "last tickets" state).
func TestCachedSoldOutIsCheckedOnLiveStock(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		ids := idsOf(t, a, "venda")
		pista := ids.sector["pista"] // 100 units
		move := func(change func(ctx context.Context, tx *db.Tx, sector int64, qty int) error, qty int) {
			t.Helper()
			if err := a.DB.InTx(context.Background(), func(tx *db.Tx) error { return change(context.Background(), tx, pista, qty) }); err != nil {
				t.Fatal(err)
			}
		}
		move(inventory.Hold, 97) // other buyers' holds: 3 left
		if s, e := req(t, srv, "POST", "/api/checkout/orders", order(ids.session, pista, "full", 6, 90)); s != 409 || e["message"] != "Restam apenas 3 ingressos para o setor Pista." || e["reason"] != "not_enough_left" {
			t.Fatalf("6 of 3 left: %d %v", s, e)
		}
		move(inventory.Hold, 3) // and then none
		if s, e := req(t, srv, "POST", "/api/checkout/orders", order(ids.session, pista, "full", 1, 90)); s != 409 || e["message"] != "Ingressos esgotados para o setor Pista." || e["reason"] != "sold_out" {
			t.Fatalf("1 of none left: %d %v", s, e)
		}
		move(inventory.Release, 5) // five holds end: 5 left
		if s, e := req(t, srv, "POST", "/api/checkout/orders", order(ids.session, pista, "full", 6, 90)); s != 409 || e["message"] != "Restam apenas 5 ingressos para o setor Pista." {
			t.Errorf("6 of 5 left, on the live stock: %d %v", s, e)
		}
		move(inventory.Release, 3) // 8 left
		if s, o := req(t, srv, "POST", "/api/checkout/orders", order(ids.session, pista, "full", 6, 90)); s != 201 {
			t.Errorf("6 of 8 left: %d %v", s, o)
		}
		if _, held := stock(t, a, pista); held != 98 {
			t.Errorf("held %d, want 92 + 6", held)
		}
	})
}
