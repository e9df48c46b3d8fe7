package app_test

import (
	"context"
	"sync"
	"testing"

	"github.com/catraca/catraca/internal/db/dbtest"
	"github.com/catraca/catraca/internal/payment"
)

// cancelRace buys one card ticket for Ana and then sends at once two organizer cancellations
// (manager and finance), Ana's own cancellation for refund and the ticket's check-in. It
// returns the answers' statuses and the order's gateway charge.
func cancelRace(t *testing.T, e *afterEnv, team consoleTeam, key string, first int) (answers map[string]int, hash, provider string) {
	t.Helper()
	hash, o := e.buy(t, e.ana, "venda", "card", 1, first)
	token := tokens(o)[0]
	body := map[string]any{"reason": "Setor fechado pela prefeitura."}
	calls := map[string]func() int{
		"manager": func() int {
			s, _ := reqRaw(t, e.srv, "POST", "/api/organizer/orders/"+hash+"/cancel", body, bearer(team.manager)...)
			return s
		},
		"finance": func() int {
			s, _ := reqRaw(t, e.srv, "POST", "/api/organizer/orders/"+hash+"/cancel", body, bearer(team.finance)...)
			return s
		},
		"buyer": func() int {
			s, _ := reqRaw(t, e.srv, "POST", "/api/orders/pre-refund", refund(hash, 1), bearer(e.ana)...)
			return s
		},
		"door": func() int {
			s, _ := reqRaw(t, e.srv, "POST", "/api/checkin", map[string]any{"token": token}, "Authorization", "Bearer "+key)
			return s
		},
	}
	answers = map[string]int{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	start := make(chan struct{})
	for name, call := range calls {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			s := call()
			mu.Lock()
			answers[name] = s
			mu.Unlock()
		}()
	}
	close(start)
	wg.Wait()
	if err := e.a.DB.QueryRow(context.Background(), "SELECT provider_id FROM orders WHERE hash = ?", hash).Scan(&provider); err != nil {
		t.Fatal(err)
	}
	return answers, hash, provider
}

// Two organizer cancellations, the buyer's own and a check-in, all at once on one order: the
// order is refunded exactly once, at the gateway too, by exactly one of the three; the buyer's
// wins only over a ticket not yet used; and a check-in never lets in a ticket of a cancelled
// order.
func TestRaceOrganizerCancel(t *testing.T) {
	t.Parallel()
	eachAfter(t, 1, func(t *testing.T, e *afterEnv) {
		team := newConsoleTeam(t, e.a, e.srv)
		key, err := e.a.NewOrganizerKey(t.Context(), "org")
		if err != nil {
			t.Fatal(err)
		}
		for round := range raceRounds {
			answers, hash, provider := cancelRace(t, e, team, key, 7000+round)
			won := 0
			for _, who := range []string{"manager", "finance", "buyer"} {
				switch answers[who] {
				case 200:
					won++
				case 409:
				default:
					t.Errorf("round %d: %s answered %d", round, who, answers[who])
				}
			}
			refunds := e.count(t, "SELECT COUNT(*) FROM refunds r JOIN orders o ON o.id = r.order_id WHERE o.hash = ?", hash)
			used := e.count(t, `SELECT COUNT(*) FROM tickets t JOIN orders o ON o.id = t.order_id WHERE o.hash = ? AND t.checked_in_at IS NOT NULL`, hash)
			if won != 1 || refunds != 1 || e.a.Sandbox.Refunds(provider) != 1 {
				t.Errorf("round %d: %v: %d cancellations went through, %d refunds, %d at the gateway", round, answers, won, refunds, e.a.Sandbox.Refunds(provider))
			}
			if (used == 1) != (answers["door"] == 200) {
				t.Errorf("round %d: check-in answered %d with %d tickets used", round, answers["door"], used)
			}
			if answers["buyer"] == 200 && used == 1 {
				t.Errorf("round %d: the buyer refunded a ticket used at the door", round)
			}
		}
	})
}

// The control: three cancellations started together the same way, each reading the order and
// calling the gateway without claiming the order first (what the product must not do), refund
// at the gateway more than once: started like this, racing requests do overlap, and the count
// above would see a second refund.
func TestRaceControlUnclaimedCancelRefundsTwice(t *testing.T) {
	t.Parallel()
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			e := startAfter(t, url, 1)
			twice := 0
			for round := range raceRounds {
				hash, _ := e.buy(t, e.ana, "venda", "card", 1, 8000+round)
				var provider string
				if err := e.a.DB.QueryRow(t.Context(), "SELECT provider_id FROM orders WHERE hash = ?", hash).Scan(&provider); err != nil {
					t.Fatal(err)
				}
				var wg sync.WaitGroup
				start := make(chan struct{})
				for range 3 {
					wg.Add(1)
					go func() {
						defer wg.Done()
						<-start
						var status string
						if err := e.a.DB.QueryRow(t.Context(), "SELECT status FROM orders WHERE hash = ?", hash).Scan(&status); err != nil || status != "paid" {
							return
						}
						if err := e.a.Sandbox.Refund(t.Context(), provider, 100, payment.RefundSplit{}); err != nil {
							t.Error(err)
						}
						_, _ = e.a.DB.Exec(t.Context(), "UPDATE orders SET status = 'refunded' WHERE hash = ?", hash)
					}()
				}
				close(start)
				wg.Wait()
				if e.a.Sandbox.Refunds(provider) > 1 {
					twice++
				}
			}
			if twice == 0 {
				t.Errorf("the unclaimed control refunded once in each of %d rounds: the race did not run concurrently", raceRounds)
			}
			t.Logf("without the claim, %d of %d rounds refunded at the gateway more than once", twice, raceRounds)
		})
	}
}
