//go:build testclock

package app

import (
	"fmt"
	"os"
	"time"
)

// A test build (go build -tags testclock) runs its clock CATRACA_TEST_CLOCK_OFFSET (a Go
// duration such as -15h30m) away from the wall clock, so that e2e/hours.sh can run the
// browser suite at chosen hours of the day: Go reads the time through the vDSO, which
// libfaketime cannot reach. The offset is fixed at start; the clock keeps running.
func init() {
	v := os.Getenv("CATRACA_TEST_CLOCK_OFFSET")
	if v == "" {
		return
	}
	offset, err := time.ParseDuration(v)
	if err != nil {
		panic(fmt.Sprintf("CATRACA_TEST_CLOCK_OFFSET must be a duration such as -15h30m, got %q", v))
	}
	wallClock = func() time.Time { return time.Now().Add(offset) }
}
