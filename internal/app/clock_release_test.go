//go:build !testclock

package app_test

import (
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/config"
)

// A release build has no test clock: even in dev mode and from this machine, where the dev
// conveniences answer, POST /_dev/clock gets what any path that does not exist gets, and the
// clock stays the wall clock.
func TestNoTestClockInReleaseBuild(t *testing.T) {
	t.Parallel()
	a := openApp(t, config.Config{Dev: true})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	base, _ := serveOn(t, a, ln)
	answer := func(path string) (int, string) {
		res, err := http.Post(base+path, "application/json", strings.NewReader(`{"advance_seconds": 3600}`))
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return res.StatusCode, string(b)
	}
	code, body := answer("/_dev/clock")
	if noneCode, none := answer("/_dev/no-such-thing"); code != noneCode || body != none || code == http.StatusOK {
		t.Errorf("POST /_dev/clock in a release build: %d %q; a path that does not exist: %d %q", code, body, noneCode, none)
	}
	if off := a.Now().Sub(time.Now()); off.Abs() > time.Minute {
		t.Errorf("a release build's clock is %v from the wall clock", off)
	}
}
