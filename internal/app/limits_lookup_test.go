package app_test

import (
	"fmt"
	"net/http/httptest"
	"sync"
	"testing"

	"github.com/catraca/catraca/internal/app"
)

// An order looked up by hash and document: wrong documents are limited per order, however
// many addresses send them (10 an hour), and per address (60 in 10 minutes); right ones, and
// lookups without a document, are not counted.
func TestOrderLookupByDocumentIsLimited(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		ids := idsOf(t, a, "venda")
		paidOrder := func(n int) string {
			s, o := req(t, srv, "POST", "/api/checkout/orders", order(ids.session, ids.sector["quente"], "full", 1, n))
			if s != 201 {
				t.Fatalf("order: %d %v", s, o["message"])
			}
			hash := o["hash"].(string)
			pay := map[string]any{"method": "card", "installments": 1, "card_token": cardToken(t, srv, "4111111111111111")}
			if s, o := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment", pay); s != 200 || o["status"] != "paid" {
				t.Fatalf("payment: %d %v", s, o["message"])
			}
			return hash
		}
		wrong := cpfN(999)
		lookup := func(client string, hash, doc string) int {
			s, _ := reqFrom(t, clientFrom(client), srv, "GET", "/api/checkout/orders/"+hash+"?cpf_cnpj="+doc, nil)
			return s
		}

		// Guessers on 30 addresses at once: exactly 10 wrong documents are answered.
		target := paidOrder(700)
		var wg sync.WaitGroup
		var mu sync.Mutex
		statuses := map[int]int{}
		for i := range 30 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				s := lookup(fmt.Sprintf("127.3.0.%d", i+1), target, wrong)
				mu.Lock()
				statuses[s]++
				mu.Unlock()
			}()
		}
		wg.Wait()
		if statuses[401] != 10 || statuses[429] != 20 {
			t.Errorf("30 guessers on one order: %v, want 10 × 401 and 20 × 429", statuses)
		}
		// The right document no longer tells either, for the hour; logged out, the owner has
		// the ticket links of the confirmation e-mail.
		if s := lookup("127.3.1.1", target, cpfN(700)); s != 429 {
			t.Errorf("the right document once the order is locked: %d, want 429", s)
		}
		if s := lookup("127.3.1.2", target+"/installments", wrong); s != 429 {
			t.Errorf("installments with a document once the order is locked: %d, want 429", s)
		}

		// Right documents do not count: a buyer's page polling its order keeps its answers.
		mine := paidOrder(710)
		for i := range 70 {
			if s := lookup("127.3.2.1", mine, cpfN(710)); s != 200 {
				t.Fatalf("right document, lookup %d: %d", i, s)
			}
		}
		if s := lookup("127.3.2.1", mine, wrong); s != 401 {
			t.Errorf("a wrong document after 70 right ones: %d, want 401", s)
		}

		// One address: 60 wrong documents in 10 minutes, spread over orders under their own limit.
		var orders []string
		for n := range 7 {
			orders = append(orders, paidOrder(720+n))
		}
		for i := range 60 {
			if s := lookup("127.3.3.1", orders[i/9], wrong); s != 401 {
				t.Fatalf("wrong document %d from one address: %d, want 401", i, s)
			}
		}
		if s := lookup("127.3.3.1", orders[6], wrong); s != 429 {
			t.Errorf("the 61st wrong document from one address: %d, want 429", s)
		}
		if s := lookup("127.3.3.2", orders[6], cpfN(726)); s != 200 {
			t.Errorf("the right document from another address: %d, want 200", s)
		}
		s, e := reqFrom(t, clientFrom("127.3.3.1"), srv, "GET", "/api/checkout/orders/"+orders[6]+"?cpf_cnpj="+wrong, nil, "Accept-Language", "en")
		if s != 429 || e["message"] != "Too many attempts. Wait a few minutes and try again." {
			t.Errorf("refusal in English: %d %v", s, e["message"])
		}
	})
}
