package app

import (
	"net/http"
	"time"
)

// wallClock is the clock an App starts with. Only a binary built with -tags testclock can
// move it (clock_testclock.go); every release build reads the wall clock.
var wallClock = time.Now

// routeTestClock adds the route that moves wallClock. Only a testclock build sets it, so a
// release build has no such route at all (TestNoTestClockInReleaseBuild).
var routeTestClock func(a *App, mux *http.ServeMux)
