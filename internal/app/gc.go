package app

import "runtime/debug"

// servingGCPercent lets the heap grow to five times what is live before the collector runs
// (Go's default is twice). A request allocates short-lived values (JSON, SQL arguments) over
// a small live heap (the catalog caches, a few tens of MB), so collections were frequent and
// cheap to defer: with the default they took 6–8% of a checkout rush's CPU (2.5% at 400).
const servingGCPercent = 400

// servingMemoryLimit is the soft memory limit of a server whose operator set neither GOGC nor
// GOMEMLIMIT: the heap may grow five times what is live, but the collector runs before it
// passes this, so a burst of garbage (128 registrations at once make 19 MiB each) cannot take
// the process past its budget of 300 MB. It is soft: a larger live heap still fits, collected
// more often. Password hashing is sized from it (account.hashSlots).
const servingMemoryLimit = 224 << 20

// TuneGC sets the garbage collector for serving, unless the operator set it through Go's own
// GOGC or GOMEMLIMIT; it returns a function that puts back the previous setting.
func TuneGC(getenv func(string) string) (restore func()) {
	if getenv("GOGC") != "" || getenv("GOMEMLIMIT") != "" {
		return func() {}
	}
	previous := debug.SetGCPercent(servingGCPercent)
	previousLimit := debug.SetMemoryLimit(servingMemoryLimit)
	return func() { debug.SetGCPercent(previous); debug.SetMemoryLimit(previousLimit) }
}
