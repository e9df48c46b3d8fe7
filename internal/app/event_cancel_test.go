package app_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/checkout"
	"github.com/catraca/catraca/internal/config"
	"github.com/catraca/catraca/internal/db/dbtest"
)

// cancelledEventOrders is how many paid orders the event cancellation test refunds.
const cancelledEventOrders = 500

// processOn opens the app on url as one process of the store, its workers on a context of its
// own: stop ends them, as a killed process's end. fresh loads the fixture first.
func processOn(t *testing.T, url string, clk *syncClock, fresh bool) (a *app.App, srv *httptest.Server, stop context.CancelFunc) {
	t.Helper()
	ctx, stop := context.WithCancel(context.Background())
	a, err := app.Open(ctx, config.Config{DatabaseURL: url, Dev: true, SandboxWebhookSecret: "segredo-de-teste",
		RequestTimeout: 10 * time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	a.Now = clk.now
	if fresh {
		doc := fixture()
		doc.Events = append(doc.Events, saleEvent())
		if _, err := a.Catalog.Apply(ctx, doc); err != nil {
			t.Fatal(err)
		}
	}
	h, err := a.Handler()
	if err != nil {
		t.Fatal(err)
	}
	srv = httptest.NewServer(checkContract(t, h))
	a.RunWorkers(ctx)
	t.Cleanup(func() { stop(); srv.Close(); a.Close() })
	return a, srv, stop
}

// paidPIXOrders makes n paid PIX orders of one ticket, buyers numbered from first, a few at
// once; it returns their hashes.
func paidPIXOrders(t *testing.T, a *app.App, srv *httptest.Server, n, first int) []string {
	t.Helper()
	hashes := make([]string, n)
	var wg sync.WaitGroup
	for w := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < n; i += 8 {
				hash, _ := reserve(t, a, srv, 1, first+i)
				if s, e := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment", map[string]any{"method": "pix"}); s != 200 {
					t.Errorf("pix: %d %v", s, e)
					return
				}
				if s, e := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/sandbox/pay", nil); s != 200 || e["status"] != "paid" {
					t.Errorf("sandbox pay: %d %v", s, e)
					return
				}
				hashes[i] = hash
			}
		}()
	}
	wg.Wait()
	if t.Failed() {
		t.FailNow()
	}
	return hashes
}

// progressOf is the event's cancellation as the console reads it.
func progressOf(t *testing.T, srv *httptest.Server, token string, event int64) map[string]any {
	t.Helper()
	status, res := req(t, srv, "GET", fmt.Sprintf("/api/organizer/events/%d/cancel", event), nil, bearer(token)...)
	if status != 200 {
		t.Fatalf("progress: %d %v", status, res)
	}
	return res
}

func num(v any) int { f, _ := v.(float64); return int(f) }

// An event of 500 paid orders is cancelled; its worker process is killed after some batches
// and another process, on the same database, finishes: every order is refunded exactly once at
// the gateway, every ticket is void, every hold released, every buyer e-mailed the organizer's
// message once, and the event shows as cancelled and sells no more.
func TestEventCancelResumesAfterAKill(t *testing.T) {
	t.Parallel()
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			clk := &syncClock{t: fixtureNow}
			a1, srv1, kill := processOn(t, url, clk, true)
			team := newConsoleTeam(t, a1, srv1)
			ids := idsOf(t, a1, "venda")
			hashes := paidPIXOrders(t, a1, srv1, cancelledEventOrders, 20000)
			held, _ := reserve(t, a1, srv1, 2, 19000)
			path := fmt.Sprintf("/api/organizer/events/%d/cancel", ids.event)
			message := "A banda cancelou a turnê. Sentimos muito."

			if status, res := req(t, srv1, "GET", path, nil, bearer(team.owner)...); status != 404 || res["message"] != checkout.MsgNotCancelling {
				t.Errorf("progress before: %d %v", status, res)
			}
			for _, who := range []struct {
				token  string
				status int
			}{{team.door, 403}, {team.finance, 403}, {team.other, 404}} {
				if status, res := req(t, srv1, "POST", path, map[string]any{"message": message}, bearer(who.token)...); status != who.status {
					t.Errorf("cancel: %d %v, want %d", status, res, who.status)
				}
			}
			if status, res := req(t, srv1, "GET", path, nil, bearer(team.other)...); status != 404 {
				t.Errorf("another organizer's progress: %d %v", status, res)
			}
			if status, res := req(t, srv1, "POST", "/api/organizer/events/0/cancel", map[string]any{"message": message}, bearer(team.owner)...); status != 404 {
				t.Errorf("no event: %d %v", status, res)
			}
			if status, res := req(t, srv1, "POST", path, map[string]any{"message": ""}, bearer(team.owner)...); status != 400 ||
				field(res, "message") != checkout.MsgCancelReasonRequired {
				t.Errorf("no message: %d %v", status, res)
			}

			status, res := req(t, srv1, "POST", path, map[string]any{"message": message}, bearer(team.manager)...)
			if status != 200 || res["status"] != "running" || num(res["total"]) != cancelledEventOrders {
				t.Fatalf("cancel: %d %v", status, res)
			}
			if status, res := req(t, srv1, "POST", path, map[string]any{"message": "outra"}, bearer(team.owner)...); status != 200 || res["message"] != message {
				t.Errorf("repeated: %d %v", status, res)
			}
			if s, e := req(t, srv1, "POST", "/api/checkout/orders", order(ids.session, ids.sector["quente"], "full", 1, 19500)); s != 412 || e["reason"] != "event_cancelled" {
				t.Errorf("an order after the cancellation: %d %v", s, e)
			}

			// 110 is inside the third batch of 50: the kill lands mid-batch, between orders or inside one.
			waitFor(t, "some batches", func() bool { return num(progressOf(t, srv1, team.finance, ids.event)["refunded"]) >= 110 })
			kill()
			midway := progressOf(t, srv1, team.finance, ids.event)
			if num(midway["refunded"])+num(midway["failed"]) >= cancelledEventOrders {
				t.Fatalf("the cancellation ended before the kill: %v", midway)
			}
			t.Logf("killed at %v", midway)

			// A refund the kill left recorded but never asked of the gateway is retried once it is
			// this old (RetryRefunds).
			clk.add(checkout.ReconcileAge + time.Minute)
			a2, srv2, _ := processOn(t, url, clk, false)
			waitFor(t, "the cancellation's end", func() bool {
				a2.Checkout.RetryRefunds(t.Context()) // those the kill cut short; the product retries every minute
				p := progressOf(t, srv2, team.owner, ids.event)
				return p["status"] == "done" && num(p["failed"]) == 0
			})
			if p := progressOf(t, srv2, team.owner, ids.event); num(p["refunded"]) != cancelledEventOrders || num(p["total"]) != cancelledEventOrders || num(p["held"]) != 0 {
				t.Errorf("done: %v", p)
			}
			for _, hash := range hashes {
				var provider string
				if err := a2.DB.QueryRow(t.Context(), "SELECT provider_id FROM orders WHERE hash = ?", hash).Scan(&provider); err != nil {
					t.Fatal(err)
				}
				if n := a1.Sandbox.Refunds(provider) + a2.Sandbox.Refunds(provider); n != 1 {
					t.Errorf("order %s: %d gateway refunds", hash, n)
				}
			}
			e := &afterEnv{a: a2}
			if n := e.count(t, `SELECT COUNT(*) FROM refunds r JOIN orders o ON o.id = r.order_id WHERE o.event_id = ?
				AND r.cancelled_by = 'event' AND r.basis = 'event_cancelled' AND r.status = 'done'`, ids.event); n != cancelledEventOrders {
				t.Errorf("%d refunds done", n)
			}
			if n := e.count(t, "SELECT COUNT(*) FROM tickets t JOIN orders o ON o.id = t.order_id WHERE o.event_id = ? AND t.voided_at IS NULL", ids.event); n != 0 {
				t.Errorf("%d tickets still valid", n)
			}
			if n := e.count(t, "SELECT COUNT(*) FROM orders WHERE hash = ? AND status = 'expired'", held); n != 1 {
				t.Errorf("the hold was not released")
			}
			if sold, reserved := stock(t, a2, ids.sector["quente"]); sold != 0 || reserved != 0 {
				t.Errorf("stock left: %d sold, %d held", sold, reserved)
			}
			if n := e.count(t, "SELECT COUNT(*) FROM events WHERE id = ? AND data_cancelamento IS NOT NULL", ids.event); n != 1 {
				t.Errorf("the event is not marked cancelled")
			}
			waitFor(t, "every buyer's e-mail", func() bool {
				return e.count(t, "SELECT COUNT(DISTINCT to_addr) FROM mail_outbox WHERE subject LIKE 'Pedido cancelado%'") == cancelledEventOrders
			})
			if n := e.count(t, "SELECT COUNT(*) FROM mail_outbox WHERE subject LIKE 'Pedido cancelado%'"); n != cancelledEventOrders {
				t.Errorf("%d cancellation e-mails for %d buyers", n, cancelledEventOrders)
			}
			if n := e.count(t, "SELECT COUNT(*) FROM mail_outbox WHERE subject LIKE 'Pedido cancelado%' AND text_body LIKE ?", "%"+message+"%"); n != cancelledEventOrders {
				t.Errorf("%d e-mails carry the organizer's message", n)
			}
			doc := fixture()
			doc.Events = append(doc.Events, saleEvent()) // not cancelled in the document
			if _, err := a2.Catalog.Apply(t.Context(), doc); err != nil {
				t.Fatal(err)
			}
			if n := e.count(t, "SELECT COUNT(*) FROM events WHERE id = ? AND data_cancelamento IS NOT NULL", ids.event); n != 1 {
				t.Errorf("an import brought the cancelled event back on sale")
			}
			if got := auditActions(t, srv2, team.owner); strings.Count(strings.Join(got, ","), "event.cancel") != 1 {
				t.Errorf("audit: %v", got)
			}
		})
	}
}

// A sale still returning a second payment waits in the event's cancellation (owing) until that
// money is back, and is then refunded; only then is the job done.
func TestEventCancelWaitsForAnOrderOwingMoney(t *testing.T) {
	t.Parallel()
	eachAfter(t, 1, func(t *testing.T, e *afterEnv) {
		owner := consoleOwner(t, e.a, e.srv)
		hash, _ := e.buy(t, e.ana, "venda", "pix", 1, 60)
		// As a second payment of the order leaves it: sold, and owing what came in twice.
		e.exec(t, "UPDATE orders SET status = 'needs_refund', refund_amount = total WHERE hash = ?", hash)
		ids := idsOf(t, e.a, "venda")
		path := fmt.Sprintf("/api/organizer/events/%d/cancel", ids.event)
		if status, res := req(t, e.srv, "POST", path, map[string]any{"message": "Show cancelado."}, bearer(owner)...); status != 200 {
			t.Fatalf("cancel: %d %v", status, res)
		}
		waitFor(t, "the job to wait on the owing sale", func() bool {
			p := progressOf(t, e.srv, owner, ids.event)
			return num(p["owing"]) == 1 && num(p["total"]) == 1 && p["status"] == "running"
		})
		// The extra money went back (the gateway's refund of it): the sale is paid again.
		e.exec(t, "UPDATE orders SET status = 'paid' WHERE hash = ?", hash)
		waitFor(t, "the sale refunded and the job done", func() bool {
			p := progressOf(t, e.srv, owner, ids.event)
			return p["status"] == "done" && num(p["refunded"]) == 1 && num(p["owing"]) == 0
		})
		if s := orderStatus(t, e.a, hash); s != "refunded" {
			t.Errorf("the order is %s", s)
		}
	})
}
