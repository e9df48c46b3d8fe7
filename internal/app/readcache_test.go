package app_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/config"
	"github.com/catraca/catraca/internal/db/dbtest"
	"github.com/klauspost/compress/zstd"
)

// answer is one HTTP exchange's outcome.
type answer struct {
	status int
	header http.Header
	body   string
}

func fetch(t *testing.T, method, url, body string, header ...string) answer {
	t.Helper()
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	for i := 0; i+1 < len(header); i += 2 {
		if header[i] == "Host" {
			req.Host = header[i+1]
			continue
		}
		req.Header.Set(header[i], header[i+1])
	}
	// A bare transport: no automatic gzip, so the test sees what the server sends.
	res, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return answer{status: res.StatusCode, header: res.Header, body: string(raw)}
}

// eventually waits until ok holds, checking requests started before the deadline; the change
// must show within catalog freshness (1 s) of the write that made it.
func eventually(t *testing.T, what string, within time.Duration, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(within)
	for {
		started := time.Now()
		if ok() {
			return
		}
		if started.After(deadline) {
			t.Fatalf("%s: not seen within %s", what, within)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// twoProcesses starts two app instances on one database, as two `catraca serve` processes
// behind a load balancer, with the fixture catalog.
func twoProcesses(t *testing.T, url string) (a, b *app.App, srvA, srvB *httptest.Server) {
	t.Helper()
	ctx := context.Background()
	start := func() (*app.App, *httptest.Server) {
		x, err := app.Open(ctx, config.Config{DatabaseURL: url})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { x.Close() })
		x.Now = func() time.Time { return fixtureNow }
		h, err := x.Handler()
		if err != nil {
			t.Fatal(err)
		}
		srv := httptest.NewServer(h)
		t.Cleanup(srv.Close)
		return x, srv
	}
	a, srvA = start()
	b, srvB = start()
	if _, err := a.Catalog.Apply(ctx, fixture()); err != nil {
		t.Fatal(err)
	}
	return a, b, srvA, srvB
}

const homeQuery = "/api/v2/events/list?cidade=Florian%C3%B3polis&uf=SC&origem=capa"

func TestReadCacheFreshAcrossProcesses(t *testing.T) {
	t.Parallel()
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			a, _, _, srvB := twoProcesses(t, url)
			home := func() string { return fetch(t, "POST", srvB.URL+homeQuery, "").body }
			if !strings.Contains(home(), "Rock na Ilha") || strings.Contains(home(), "Samba Novo") {
				t.Fatalf("home before the import: %s", home())
			}

			// An import on process A shows on process B's cached home grid and event page.
			doc := fixture()
			doc.Events = append(doc.Events, event("novo", "Samba Novo", 1, "floripa", at(2, 21), sector("a", 5000, 10)))
			if _, err := a.Catalog.Apply(ctx, doc); err != nil {
				t.Fatal(err)
			}
			eventually(t, "imported event on B's home", time.Second, func() bool { return strings.Contains(home(), "Samba Novo") })

			// A cancellation: the event leaves the home grid and its page says so.
			var rockID int64
			if err := a.DB.QueryRow(ctx, "SELECT id FROM events WHERE external_id = 'rock'").Scan(&rockID); err != nil {
				t.Fatal(err)
			}
			detail := func() catalog.Event {
				var e catalog.Event
				res := fetch(t, "POST", srvB.URL+"/api/v2/event/detail/"+idStr(rockID), "")
				if err := json.Unmarshal([]byte(res.body), &e); err != nil {
					t.Fatalf("detail: %d %s", res.status, res.body)
				}
				return e
			}
			if detail().Venda.Status != catalog.SaleOpen {
				t.Fatalf("rock before cancelling: %+v", detail().Venda)
			}
			for i := range doc.Events {
				if doc.Events[i].ID == "rock" {
					doc.Events[i].Cancelado = ptr(at(0, 9))
				}
			}
			if _, err := a.Catalog.Apply(ctx, doc); err != nil {
				t.Fatal(err)
			}
			eventually(t, "cancellation on B", time.Second, func() bool {
				return detail().Venda.Status == catalog.SaleCancelled && !strings.Contains(home(), "Rock na Ilha")
			})

			// A sector selling out through the stock code, on A: B's grid marks the event.
			soldOut := func() bool {
				var page catalog.EventPage
				_ = json.Unmarshal([]byte(home()), &page)
				for _, e := range page.Eventos {
					if e.Nome == "Samba Novo" {
						return e.Esgotado
					}
				}
				return false
			}
			if soldOut() {
				t.Fatal("Samba Novo sold out before any sale")
			}
			sellOut(t, a, "novo", "s1", "a", 10)
			eventually(t, "sold out on B", time.Second, soldOut)
		})
	}
}

func idStr(n int64) string { return strconv.FormatInt(n, 10) }

func TestReadCacheKeepsStoresAndPasswordsApart(t *testing.T) {
	t.Parallel()
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			a, err := app.Open(ctx, config.Config{DatabaseURL: url, Demo: true})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { a.Close() })
			h, err := a.Handler()
			if err != nil {
				t.Fatal(err)
			}
			srv := httptest.NewServer(h)
			t.Cleanup(srv.Close)

			// One store's page never reaches another host, though the path is the same.
			sul := fetch(t, "GET", srv.URL+"/", "", "Host", "127.0.0.1")
			main := fetch(t, "GET", srv.URL+"/", "", "Host", "localhost")
			if !strings.Contains(sul.body, "Ingressos do Sul") || strings.Contains(main.body, "Ingressos do Sul") ||
				!strings.Contains(main.body, "Catraca Ingressos") {
				t.Fatalf("store pages mixed:\nsul: %.300s\nmain: %.300s", sul.body, main.body)
			}

			// A protected event: its data goes to whoever sends the password, uncached, and
			// never to the next visitor without it, nor into its page.
			var id int64
			var senha string
			if err := a.DB.QueryRow(ctx, "SELECT id, site_senha FROM events WHERE site_visibilidade = 'S' ORDER BY id LIMIT 1").
				Scan(&id, &senha); err != nil {
				t.Fatal(err)
			}
			path := "/api/v2/event/detail/" + idStr(id)
			for range 2 {
				ok := fetch(t, "POST", srv.URL+path, `{"senha":"`+senha+`"}`)
				if ok.status != 200 || ok.header.Get("Cache-Control") != "no-store" || ok.header.Get("ETag") != "" {
					t.Fatalf("with password: %d %v", ok.status, ok.header)
				}
				if res := fetch(t, "POST", srv.URL+path, ""); res.status != 403 || strings.Contains(res.body, `"setores"`) {
					t.Fatalf("without password after a visitor with it: %d %s", res.status, res.body)
				}
				if res := fetch(t, "POST", srv.URL+path, `{"senha":"errada"}`); res.status != 403 {
					t.Fatalf("wrong password: %d", res.status)
				}
			}
			page := fetch(t, "GET", srv.URL+"/evento/"+idStr(id), "")
			if strings.Contains(page.body, `id="page-data"`) {
				t.Fatalf("protected event's page inlines its data: %.500s", page.body)
			}
		})
	}
}

func TestReadCacheRevalidatesAndCompresses(t *testing.T) {
	t.Parallel()
	eachCatalog(t, func(t *testing.T, _ *app.App, srv *httptest.Server) {
		// Answers built per request are compressed on the way out.
		for _, enc := range []string{"gzip", "zstd"} {
			doc := fetch(t, "GET", srv.URL+"/api/openapi.json", "", "Accept-Encoding", enc)
			if doc.status != 200 || doc.header.Get("Content-Encoding") != enc {
				t.Fatalf("openapi.json for %s: %d %v", enc, doc.status, doc.header)
			}
		}
		if h := fetch(t, "GET", srv.URL+"/healthz", "", "Accept-Encoding", "gzip"); h.body != "ok\n" {
			t.Fatalf("healthz: %q", h.body)
		}
		for _, c := range []struct{ method, path, ctype string }{
			{"GET", "/api/store/covers?pais=Brasil", "application/json"},
			{"POST", homeQuery, "application/json"},
			{"GET", "/api/v2/events/categories/list", "application/json"},
			{"GET", "/", "text/html"},
		} {
			first := fetch(t, c.method, srv.URL+c.path, "")
			etag := first.header.Get("ETag")
			if first.status != 200 || etag == "" || !strings.HasPrefix(first.header.Get("Content-Type"), c.ctype) ||
				first.header.Get("Vary") != "Accept-Encoding" {
				t.Fatalf("%s: %d %v", c.path, first.status, first.header)
			}
			if res := fetch(t, c.method, srv.URL+c.path, "", "If-None-Match", etag); res.status != 304 || res.body != "" {
				t.Errorf("%s with its ETag: %d", c.path, res.status)
			}
			if res := fetch(t, c.method, srv.URL+c.path, "", "If-None-Match", `W/"other"`); res.status != 200 {
				t.Errorf("%s with another ETag: %d", c.path, res.status)
			}
			if len(first.body) < 512 {
				continue // too small to be worth compressing
			}
			zs := fetch(t, c.method, srv.URL+c.path, "", "Accept-Encoding", "gzip, deflate, br, zstd")
			if zs.header.Get("Content-Encoding") != "zstd" {
				t.Fatalf("%s: encoding %q", c.path, zs.header.Get("Content-Encoding"))
			}
			dec, _ := zstd.NewReader(nil)
			plain, err := dec.DecodeAll([]byte(zs.body), nil)
			if err != nil || !bytes.Equal(plain, []byte(first.body)) {
				t.Fatalf("%s: zstd body does not decode to the plain one: %v", c.path, err)
			}
			if gz := fetch(t, c.method, srv.URL+c.path, "", "Accept-Encoding", "gzip;q=1, zstd;q=0"); gz.header.Get("Content-Encoding") != "gzip" {
				t.Fatalf("%s: zstd refused yet %q", c.path, gz.header.Get("Content-Encoding"))
			}
		}
	})
}
