package demo

import (
	"testing"
	"time"

	"github.com/catraca/catraca/internal/catalog"
)

// The browser suite picks the event each test needs by the rule it exercises
// (e2e/tests/support/windows.ts), so it passes at any hour only if the demo has such events at
// any hour. The leads mirror windows.ts's LEAD: each rule's bound plus 2 hours for the test.
const (
	testMargin   = 2 * time.Hour
	leadOnSale   = testMargin
	leadTransfer = 24*time.Hour + testMargin
	leadCancel   = 48*time.Hour + testMargin
	leadBoleto   = 6*24*time.Hour + testMargin
	tooLateToEnd = 48*time.Hour - testMargin
)

// TestRuleWindowsAtEveryHour checks, every half hour of a whole week (Brasília time, as the
// e2e/hours.sh runs are), that each window a browser test needs has enough demo events.
func TestRuleWindowsAtEveryHour(t *testing.T) {
	soldOut := map[string]bool{}
	for _, so := range SoldOut() {
		soldOut[so.Event] = true
	}
	start := time.Date(2026, 3, 2, 0, 0, 0, 0, saoPaulo) // a Monday
	for now := start; now.Before(start.AddDate(0, 0, 7)); now = now.Add(30 * time.Minute) {
		doc := Catalog(now)
		count := func(from, to time.Duration, ok func(catalog.EventInput, catalog.SessionInput) bool) int {
			n := 0
			for _, e := range doc.Events {
				if !onlineNow(e, now) || soldOut[e.ID] {
					continue
				}
				for _, s := range e.Sessoes {
					if lead := s.Inicio.Sub(now); lead >= from && lead < to && paidSectors(s) > 0 && ok(e, s) {
						n++
						break
					}
				}
			}
			return n
		}
		anyEvent := func(catalog.EventInput, catalog.SessionInput) bool { return true }
		forever := time.Duration(1<<63 - 1)
		// sellable in e2e/tests/checkout/support.ts: one session, a paid sector with meia-entrada.
		single := func(e catalog.EventInput, s catalog.SessionInput) bool {
			return len(e.Sessoes) == 1 && halfPriceSector(s)
		}
		for _, c := range []struct {
			rule string
			got  int
			want int
		}{
			{"transfer open (transfer.spec)", count(leadTransfer, forever, anyEvent), 1},
			{"CDC open (my-tickets, cancel phone: nth 1)", count(leadCancel, forever, anyEvent), 2},
			{"CDC open, two paid sectors (cancel.spec)", count(leadCancel, forever, func(_ catalog.EventInput, s catalog.SessionInput) bool {
				return paidSectors(s) >= 2
			}), 1},
			{"boleto (after/a11y: nth 1)", count(leadBoleto, forever, anyEvent), 2},
			{"under 48 h (cancel.spec)", count(leadOnSale, tooLateToEnd, anyEvent), 1},
			{"organizer Batuque on sale (message.spec)", count(leadOnSale, forever, func(e catalog.EventInput, _ catalog.SessionInput) bool {
				return e.Organizador == "org-batuque"
			}), 1},
			{"sellable (checkout: sellable[10])", count(leadOnSale, forever, single), 11},
			{"sellable for a boleto (checkout: boletoSellable n 1)", count(leadBoleto, forever, single), 2},
		} {
			if c.got < c.want {
				t.Errorf("%s: %d events for %q, want %d", now.Format("Mon 15:04"), c.got, c.rule, c.want)
			}
		}
		// The tests that name their event need it on sale for the test, nothing more.
		for _, id := range []string{"fln-rock-na-ilha", "fln-riso-de-quinta", "bh-serenata-mineira", "fln-o-mane-e-o-mar"} {
			if n := count(leadOnSale, forever, func(e catalog.EventInput, _ catalog.SessionInput) bool { return e.ID == id }); n != 1 {
				t.Errorf("%s: %s not on sale", now.Format("Mon 15:04"), id)
			}
		}
	}
}

// onlineNow reports whether e is sold on the web, without a password, at now.
func onlineNow(e catalog.EventInput, now time.Time) bool {
	return e.OneCheckout == 0 && e.Cancelado == nil && e.Senha == "" && e.LinkExterno == "" &&
		(e.VendaInicio == nil || !now.Before(*e.VendaInicio)) && (e.VendaFim == nil || now.Before(*e.VendaFim))
}

func paidSectors(s catalog.SessionInput) int {
	n := 0
	for _, sec := range s.Setores {
		if sec.PrecoCentavos > 0 && sec.Canal == "" {
			n++
		}
	}
	return n
}

func halfPriceSector(s catalog.SessionInput) bool {
	for _, sec := range s.Setores {
		if sec.PrecoCentavos > 0 && sec.Canal == "" && sec.MeiaEntrada && sec.Capacidade >= 20 {
			return true
		}
	}
	return false
}
