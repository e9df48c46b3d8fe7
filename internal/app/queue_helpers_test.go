package app_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/config"
	"github.com/catraca/catraca/internal/db/dbtest"
	"github.com/catraca/catraca/internal/ratelimit/redistest"
)

// queueOpening is when the queued fixture event's sale opens: an hour after fixtureNow.
var queueOpening = fixtureNow.Add(time.Hour)

// queuedEvent is a queued sale of 3 tickets letting in 60 people a minute (one a second),
// opening at queueOpening.
func queuedEvent() catalog.EventInput {
	e := event("fila", "Show com Fila", 1, "floripa", at(10, 21), sector("a", 5000, 3))
	e.Fila, e.FilaPorMinuto = true, 60
	e.VendaInicio = ptr(queueOpening)
	return e
}

// eachQueue runs fn, on the fixture with the queued event and the sale event, with the lines in each database, and in Redis (on SQLite) when one answers.
func eachQueue(t *testing.T, contract bool, fn func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock)) {
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			cfg := config.Config{DatabaseURL: url, Dev: true, SandboxWebhookSecret: "segredo-de-teste", RequestTimeout: time.Minute}
			a, srv, clk := serveConfig(t, cfg, contract, queuedEvent(), saleEvent())
			fn(t, a, srv, clk)
		})
	}
	t.Run("redis", func(t *testing.T) {
		cfg := config.Config{DatabaseURL: dbtest.URLs(t)["sqlite"], RedisURL: redistest.URL(t), Dev: true,
			SandboxWebhookSecret: "segredo-de-teste", RequestTimeout: time.Minute}
		a, srv, clk := serveConfig(t, cfg, contract, queuedEvent(), saleEvent())
		fn(t, a, srv, clk)
	})
}

// browser is one visitor's browser: its own cookies.
type browser struct {
	t      testing.TB
	srv    *httptest.Server
	client *http.Client
}

func newBrowser(t testing.TB, srv *httptest.Server) *browser {
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	return &browser{t: t, srv: srv, client: &http.Client{Jar: jar}}
}

// call sends a JSON request with the browser's cookies and decodes the answer.
func (b *browser) call(method, path string, body any, headers ...string) (int, map[string]any) {
	b.t.Helper()
	var in io.Reader
	if body != nil {
		raw, _ := json.Marshal(body)
		in = bytes.NewReader(raw)
	}
	r, err := http.NewRequest(method, b.srv.URL+path, in)
	if err != nil {
		b.t.Fatal(err)
	}
	if body != nil {
		r.Header.Set("Content-Type", "application/json")
	}
	for i := 0; i+1 < len(headers); i += 2 {
		r.Header.Set(headers[i], headers[i+1])
	}
	res, err := b.client.Do(r)
	if err != nil {
		b.t.Fatal(err)
	}
	defer res.Body.Close()
	out := map[string]any{}
	raw, _ := io.ReadAll(res.Body)
	_ = json.Unmarshal(raw, &out)
	return res.StatusCode, out
}

// status is the browser's place in the event's line.
func (b *browser) status(event int64) map[string]any {
	b.t.Helper()
	code, st := b.call("GET", "/api/queue/"+itoa(event), nil)
	if code != 200 {
		b.t.Fatalf("queue status: %d %v", code, st)
	}
	return st
}

// apiURL is where the pass cookies apply.
func apiURL(srv *httptest.Server) *url.URL {
	u, _ := url.Parse(srv.URL + "/api/")
	return u
}

// cookie is the value of the browser's cookie name for the server.
func (b *browser) cookie(name string) *http.Cookie {
	for _, c := range b.client.Jar.Cookies(apiURL(b.srv)) {
		if c.Name == name {
			return c
		}
	}
	return nil
}

// moveLine sets the clock and moves every line once.
func moveLine(t testing.TB, a *app.App, clk *syncClock, to time.Time) {
	t.Helper()
	clk.mu.Lock()
	clk.t = to
	clk.mu.Unlock()
	if err := a.Queue.Tick(t.Context()); err != nil {
		t.Fatal(err)
	}
}

// on is the same browser (its cookies) talking to another instance.
func (b *browser) on(srv *httptest.Server) *browser {
	return &browser{t: b.t, srv: srv, client: b.client}
}
