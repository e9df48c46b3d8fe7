package app_test

import (
	"context"
	"net"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/account"
	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/config"
	"github.com/catraca/catraca/internal/db/dbtest"
	"github.com/catraca/catraca/internal/ratelimit/redistest"
)

// instancesOn starts n apps on one database, as a cluster's instances, sharing redis when
// given.
func instancesOn(t *testing.T, url, redis string, n int) []*httptest.Server {
	servers, _ := appsOn(t, url, redis, n)
	return servers
}

func appsOn(t *testing.T, url, redis string, n int) ([]*httptest.Server, []*app.App) {
	servers, apps := make([]*httptest.Server, n), make([]*app.App, n)
	for i := range servers {
		a, err := app.Open(context.Background(), config.Config{DatabaseURL: url, Dev: true, RedisURL: redis})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { a.Close() })
		a.Now = func() time.Time { return fixtureNow }
		h, err := a.Handler()
		if err != nil {
			t.Fatal(err)
		}
		servers[i], apps[i] = httptest.NewServer(h), a
		t.Cleanup(servers[i].Close)
	}
	return servers, apps
}

// An import through one instance shows on the others: their caches read the catalog's
// generation, kept in the database, at most every 250 ms (docs/read-cache.md). The test waits
// for that state rather than timing it.
func TestImportShowsOnEveryInstance(t *testing.T) {
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			servers, apps := appsOn(t, url, "", 3)
			listed := func(srv *httptest.Server) float64 {
				status, out := req(t, srv, "POST", "/api/v2/events/list?pais=Brasil", nil)
				if status != 200 {
					t.Fatalf("list: %d %v", status, out)
				}
				return out["total"].(float64)
			}
			for _, srv := range servers {
				if n := listed(srv); n != 0 {
					t.Fatalf("before the import: %v events", n)
				}
			}
			if _, err := apps[0].Catalog.Apply(context.Background(), fixture()); err != nil {
				t.Fatal(err)
			}
			want := listed(servers[0])
			if want == 0 {
				t.Fatal("the importing instance lists nothing")
			}
			for _, srv := range servers[1:] {
				waitFor(t, "the import on the other instances", func() bool { return listed(srv) == want })
			}
		})
	}
}

// wrongGuesses sends attempts wrong passwords at once from one address, spread over the
// instances, and counts those judged (not refused with 429).
func wrongGuesses(t *testing.T, servers []*httptest.Server, path string, body func() map[string]string, attempts int) int {
	var judged atomic.Int32
	var wg sync.WaitGroup
	for i := range attempts {
		wg.Go(func() {
			if status, _ := req(t, servers[i%len(servers)], "POST", path, body()); status != 429 {
				judged.Add(1)
			}
		})
	}
	wg.Wait()
	return int(judged.Load())
}

// The guessing limit of a login holds across instances under parallel guesses, for the
// customers' login and the console's: each attempt is counted in Redis before its password
// is checked. The control, the same instances without Redis, judges the limit once per
// instance.
func TestLoginGuessLimitAcrossInstances(t *testing.T) {
	redis := redistest.URL(t)
	limit := account.LoginFailsPerSource.Limit
	logins := map[string]func(email string) map[string]string{
		"/api/auth/loginsite": func(email string) map[string]string {
			return map[string]string{"username": email, "password": "errada123"}
		},
		"/api/organizer/login": func(email string) map[string]string {
			return map[string]string{"email": email, "password": "errada12345"}
		},
	}
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			shared := instancesOn(t, url, redis, 3)
			separate := instancesOn(t, url, "", 3)
			for path, body := range logins {
				// Two rounds: more would pass the per-address limit on logins (LoginPerIP).
				for round := range 2 {
					email := "alvo" + string(rune('a'+round)) + "@example.com"
					if got := wrongGuesses(t, shared, path, func() map[string]string { return body(email) }, 3*limit+10); got != limit {
						t.Fatalf("%s, round %d: %d guesses judged across 3 instances, want %d", path, round, got, limit)
					}
				}
				control := "controle@example.com"
				if got := wrongGuesses(t, separate, path, func() map[string]string { return body(control) }, 3*limit+10); got != 3*limit {
					t.Fatalf("%s, control: %d guesses judged by 3 separate instances, want %d", path, got, 3*limit)
				}
			}
		})
	}
}

// Redis out of reach: the instance keeps serving and /readyz still answers 200, saying so;
// logins refuse (their limits fail closed) while reads go on.
func TestRedisOutageKeepsServing(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	gone := "redis://" + ln.Addr().String()
	ln.Close()
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			srv := instancesOn(t, url, gone, 1)[0]
			status, body := reqRaw(t, srv, "GET", "/readyz", nil)
			if status != 200 || !strings.Contains(string(body), "redis unreachable") {
				t.Errorf("readyz: %d %q", status, body)
			}
			if status, out := req(t, srv, "POST", "/api/auth/loginsite", map[string]string{"username": "ana@example.com", "password": "segredo123"}); status != 429 || out["message"] != account.MsgTooMany {
				t.Errorf("a login while the guessing limits cannot count: %d %v", status, out)
			}
			if status, _ := req(t, srv, "GET", "/api/config", nil); status != 200 {
				t.Errorf("reads go on: %d", status)
			}
		})
	}
}
