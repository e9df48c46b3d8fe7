package app

import "time"

// wallClock is the clock an App starts with. Only a binary built with -tags testclock can
// move it (clock_testclock.go); every release build reads the wall clock.
var wallClock = time.Now
