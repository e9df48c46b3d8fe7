package app_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/db/dbtest"
)

// afterEvents are the sale event plus "perto", whose session (Saturday 21 Nov, 12:00) is
// close enough that the 48-hour rule ends the CDC window before its 7 days do.
func afterEvents() []catalog.EventInput {
	return []catalog.EventInput{saleEvent(), event("perto", "Show Perto", 1, "floripa", at(3, 12), sector("a", 5000, 50))}
}

// afterEnv is a running app with two logged-in customers.
type afterEnv struct {
	a        *app.App
	srv      *httptest.Server
	clk      *syncClock
	ana, bia string // access tokens
}

// eachAfter runs fn on each engine with logins customers registered (0, Ana, Ana and Bia):
// each registration and login hashes a password, slow under the race detector, so a test
// asks only for the customers it uses.
func eachAfter(t *testing.T, logins int, fn func(t *testing.T, e *afterEnv)) {
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) { fn(t, startAfter(t, url, logins)) })
	}
}

// startAfter is eachAfter's app on the database at url.
func startAfter(t *testing.T, url string, logins int) *afterEnv {
	a, srv, clk := startCheckout(t, url, afterEvents()...)
	e := &afterEnv{a: a, srv: srv, clk: clk}
	if logins > 0 {
		e.ana, _ = confirmedLogin(t, a, srv, "ana@example.com", cpfN(900))
	}
	if logins > 1 {
		e.bia, _ = confirmedLogin(t, a, srv, "bia@example.com", cpfN(901))
	}
	return e
}

func bearer(token string) []string { return []string{"Authorization", "Bearer " + token} }

// buy makes a paid order of qty full tickets of the event's first sector (or "quente" on
// the sale event) for the customer, paying with method; attendees get CPFs from first on.
func (e *afterEnv) buy(t *testing.T, token, eventID, method string, qty, first int) (string, map[string]any) {
	t.Helper()
	ids := idsOf(t, e.a, eventID)
	sector := ids.sector["a"]
	if eventID == "venda" {
		sector = ids.sector["quente"]
	}
	status, o := req(t, e.srv, "POST", "/api/checkout/orders", order(ids.session, sector, "full", qty, first), bearer(token)...)
	if status != 201 {
		t.Fatalf("create: %d %v", status, o)
	}
	hash := o["hash"].(string)
	body := map[string]any{"method": method}
	if method == "card" {
		body["card_token"] = cardToken(t, e.srv, "4111 1111 1111 1111")
	}
	status, o = req(t, e.srv, "POST", "/api/checkout/orders/"+hash+"/payment", body, bearer(token)...)
	if status != 200 {
		t.Fatalf("pay %s: %d %v", method, status, o)
	}
	if method != "card" {
		if status, res := req(t, e.srv, "POST", "/api/checkout/orders/"+hash+"/sandbox/pay", nil, bearer(token)...); status != 200 || res["status"] != "paid" {
			t.Fatalf("sandbox pay: %d %v", status, res)
		}
	}
	status, o = req(t, e.srv, "GET", "/api/orders/details/"+hash, nil, bearer(token)...)
	if status != 200 || o["status"] != "paid" {
		t.Fatalf("details after paying: %d %v", status, o)
	}
	return hash, o
}

// tokens are the order's ticket tokens, in order.
func tokens(o map[string]any) []string {
	var out []string
	list, _ := o["tickets"].([]any)
	for _, x := range list {
		out = append(out, x.(map[string]any)["token"].(string))
	}
	return out
}

func (e *afterEnv) setTo(t *testing.T, when time.Time) {
	t.Helper()
	e.clk.mu.Lock()
	e.clk.t = when
	e.clk.mu.Unlock()
}

func (e *afterEnv) exec(t *testing.T, query string, args ...any) {
	t.Helper()
	if _, err := e.a.DB.Exec(context.Background(), query, args...); err != nil {
		t.Fatal(err)
	}
}

func (e *afterEnv) count(t *testing.T, query string, args ...any) int {
	t.Helper()
	var n int
	if err := e.a.DB.QueryRow(context.Background(), query, args...).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func refund(hash string, reason int) map[string]any {
	return map[string]any{"hash": hash, "reason": reason}
}

func field(m map[string]any, name string) string {
	f, _ := m["fields"].(map[string]any)
	s, _ := f[name].(string)
	return s
}

func cancelAction(o map[string]any) map[string]any {
	return o["actions"].(map[string]any)["cancel"].(map[string]any)
}

func str(v any) string { return fmt.Sprint(v) }

// relogin gives Ana and Bia fresh access tokens after the clock moved past a day.
func (e *afterEnv) relogin(t *testing.T) {
	t.Helper()
	for _, c := range []struct {
		email string
		token *string
	}{{"ana@example.com", &e.ana}, {"bia@example.com", &e.bia}} {
		if *c.token == "" {
			continue // not registered in this test
		}
		status, out := req(t, e.srv, "POST", "/api/auth/loginsite", map[string]string{"username": c.email, "password": "segredo1"})
		if status != 200 || out["access_token"] == nil {
			t.Fatalf("login %s: %d %v", c.email, status, out)
		}
		*c.token = out["access_token"].(string)
	}
}
