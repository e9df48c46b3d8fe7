//go:build testclock

package app

import (
	"context"
	"encoding/json"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/config"
	"github.com/catraca/catraca/internal/db/dbtest"
)

// In a testclock build POST /_dev/clock moves the clock forward, only in dev mode and only
// for a client on this machine through a loopback listener; anyone else finds nothing there.
func TestTestClockMovesOnlyForDevModeOnLoopback(t *testing.T) {
	// Not parallel: it moves the process's clock, put back when it ends.
	saved := clockOffset.Load()
	t.Cleanup(func() { clockOffset.Store(saved) })

	open := func(dev bool) http.Handler {
		a, err := Open(context.Background(), config.Config{Dev: dev, DatabaseURL: dbtest.URLs(t)["sqlite"]})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { a.Close() })
		h, err := a.Handler()
		if err != nil {
			t.Fatal(err)
		}
		return h
	}
	post := func(h http.Handler, local, remote, body string) *httptest.ResponseRecorder {
		r := httptest.NewRequest("POST", "/_dev/clock", strings.NewReader(body))
		r.RemoteAddr = remote
		addr, err := net.ResolveTCPAddr("tcp", local)
		if err != nil {
			t.Fatal(err)
		}
		r = r.WithContext(context.WithValue(r.Context(), http.LocalAddrContextKey, addr))
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w
	}
	const loopback, hour = "127.0.0.1:8080", `{"advance_seconds": 3600}`
	dev, plain := open(true), open(false)

	for _, c := range []struct {
		name          string
		h             http.Handler
		local, remote string
		body          string
		want          int
	}{
		{"outside dev mode", plain, loopback, "127.0.0.1:50000", hour, http.StatusNotFound},
		{"from another machine", dev, loopback, "203.0.113.7:50000", hour, http.StatusNotFound},
		{"on a public listener", dev, "192.0.2.10:8080", "127.0.0.1:50000", hour, http.StatusNotFound},
		{"backwards", dev, loopback, "[::1]:50000", `{"advance_seconds": -60}`, http.StatusBadRequest},
		{"no move", dev, loopback, "[::1]:50000", `{}`, http.StatusBadRequest},
		{"a fraction", dev, loopback, "[::1]:50000", `{"advance_seconds": 1.5}`, http.StatusBadRequest},
		{"past a year", dev, loopback, "[::1]:50000", `{"advance_seconds": 99999999999}`, http.StatusBadRequest},
		{"an unknown field", dev, loopback, "[::1]:50000", `{"advance_seconds": 60, "to": "2030-01-01"}`, http.StatusBadRequest},
	} {
		if w := post(c.h, c.local, c.remote, c.body); w.Code != c.want {
			t.Errorf("%s: %d %s, want %d", c.name, w.Code, w.Body, c.want)
		}
	}
	if got := clockOffset.Load(); got != saved {
		t.Fatalf("refused requests moved the clock by %v", time.Duration(got-saved))
	}

	w := post(dev, loopback, "127.0.0.1:50000", hour)
	if w.Code != http.StatusOK {
		t.Fatalf("dev mode on loopback: %d %s", w.Code, w.Body)
	}
	var answer struct{ Now time.Time }
	if err := json.Unmarshal(w.Body.Bytes(), &answer); err != nil {
		t.Fatalf("answer %s: %v", w.Body, err)
	}
	ahead := time.Duration(saved) + time.Hour
	if got := time.Duration(clockOffset.Load()); got != ahead {
		t.Errorf("the clock is %v from the wall clock, want %v", got, ahead)
	}
	if d := answer.Now.Sub(time.Now().Add(ahead)); d.Abs() > time.Minute {
		t.Errorf("answered now %v, %v from the moved clock", answer.Now, d)
	}
}
