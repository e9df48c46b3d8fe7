package account

import (
	"math"
	"runtime/debug"
	"testing"
)

// Hashing runs one computation per core, fewer when a quarter of the memory budget cannot
// hold them, and always at least one.
func TestHashSlotsFollowTheMemoryBudget(t *testing.T) {
	for _, c := range []struct {
		budget      int64
		cores, want int
	}{
		{math.MaxInt64, 4, 4},
		{8 << 30, 2, 2},
		{224 << 20, 8, 2},
		{100 << 20, 8, 1},
		{10 << 20, 8, 1},
	} {
		if got := slotsFor(c.budget, c.cores); got != c.want {
			t.Errorf("slotsFor(%d MiB, %d cores) = %d, want %d", c.budget>>20, c.cores, got, c.want)
		}
	}
	// Not parallel: the memory limit is the process's.
	previous := debug.SetMemoryLimit(100 << 20)
	defer debug.SetMemoryLimit(previous)
	if s := NewService(nil, nil, nil, nil, nil); cap(s.hashing) != 1 {
		t.Errorf("a 100 MiB GOMEMLIMIT allows %d hashing slots, want 1", cap(s.hashing))
	}
}
