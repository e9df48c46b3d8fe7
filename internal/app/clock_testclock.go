//go:build testclock

package app

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"sync/atomic"
	"time"
)

// clockOffset is how far a test build's clock is from the wall clock, in nanoseconds. It
// starts at CATRACA_TEST_CLOCK_OFFSET (a Go duration such as -15h30m), so that e2e/hours.sh can
// run the browser suite at chosen hours of the day: Go reads the time through the vDSO, which
// libfaketime cannot reach. POST /_dev/clock moves it forward while the server runs, so that
// browser tests see a hold run out without waiting for it. The clock keeps running.
var clockOffset atomic.Int64

// maxAdvance bounds one move: a year is past every rule's window, and far from overflowing a
// time.Duration.
const maxAdvance = 366 * 24 * time.Hour

func init() {
	if v := os.Getenv("CATRACA_TEST_CLOCK_OFFSET"); v != "" {
		offset, err := time.ParseDuration(v)
		if err != nil {
			panic(fmt.Sprintf("CATRACA_TEST_CLOCK_OFFSET must be a duration such as -15h30m, got %q", v))
		}
		clockOffset.Store(int64(offset))
	}
	wallClock = func() time.Time { return time.Now().Add(time.Duration(clockOffset.Load())) }
	routeTestClock = func(a *App, mux *http.ServeMux) { mux.HandleFunc("POST /_dev/clock", a.devClock) }
}

// devClock moves the clock forward by {"advance_seconds": N} and answers {"now": RFC 3339}.
// Only in dev mode and to a client on this machine, as the dev outbox; anything else gets a
// plain 404. Forward only: holds, codes and cached pages are written against a clock that
// never goes back.
func (a *App) devClock(w http.ResponseWriter, r *http.Request) {
	if !a.devRequest(r) {
		http.NotFound(w, r)
		return
	}
	var body struct {
		AdvanceSeconds int64 `json:"advance_seconds"`
	}
	dec := json.NewDecoder(io.LimitReader(r.Body, 1<<10))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&body); err != nil || body.AdvanceSeconds <= 0 || body.AdvanceSeconds > int64(maxAdvance/time.Second) {
		http.Error(w, fmt.Sprintf("want {\"advance_seconds\": N}, N from 1 to %d (forward only)\n",
			int64(maxAdvance/time.Second)), http.StatusBadRequest)
		return
	}
	clockOffset.Add(int64(time.Duration(body.AdvanceSeconds) * time.Second))
	// The checkout's worker reads the clock every second anyway; one round now means that when
	// the answer comes, holds past their end are back on sale and due reminders are out, so the
	// page a test moves next never reads stock from before the jump.
	a.Checkout.Tick(r.Context())
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]string{"now": a.Now().UTC().Format(time.RFC3339Nano)})
}
