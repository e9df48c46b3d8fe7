package app_test

import (
	"context"
	"net"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/catraca/catraca/internal/account"
	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/config"
	"github.com/catraca/catraca/internal/db/dbtest"
	"github.com/catraca/catraca/internal/ratelimit/redistest"
)

// instancesOn starts n apps on one database, as a cluster's instances, sharing redis when
// given.
func instancesOn(t *testing.T, url, redis string, n int) []*httptest.Server {
	out := make([]*httptest.Server, n)
	for i := range out {
		a, err := app.Open(context.Background(), config.Config{DatabaseURL: url, Dev: true, RedisURL: redis})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { a.Close() })
		h, err := a.Handler()
		if err != nil {
			t.Fatal(err)
		}
		out[i] = httptest.NewServer(h)
		t.Cleanup(out[i].Close)
	}
	return out
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
