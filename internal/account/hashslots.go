package account

import (
	"bufio"
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
)

// hashShare is the part of the process's memory budget that argon2id computations may hold at
// once: the rest is the catalog caches, requests in flight and the garbage collector's room.
const hashShare = 4

// hashSlotMemory is what one computation holds: its 19 MiB of blocks.
const hashSlotMemory = argonMemory * 1024

// hashSlots is how many argon2id computations run at once: one per core, and no more than a
// quarter of the memory budget holds. The budget is the Go memory limit (GOMEMLIMIT, or the
// one catraca serve sets), else the machine's memory. 128 registrations at once took the
// server from 195 to 590 MB when only the cores bounded them.
func hashSlots() int {
	return slotsFor(memoryBudget(), runtime.GOMAXPROCS(0))
}

// slotsFor sizes the hashing slots for a memory budget in bytes and a number of cores.
func slotsFor(budget int64, cores int) int {
	n := budget / hashShare / hashSlotMemory
	return int(max(1, min(n, int64(cores))))
}

// memoryBudget is the Go memory limit when one is set, else the machine's total memory
// (MemTotal), else no bound.
func memoryBudget() int64 {
	if limit := debug.SetMemoryLimit(-1); limit != math.MaxInt64 {
		return limit
	}
	if total := memTotal(); total > 0 {
		return total
	}
	return math.MaxInt64
}

// memTotal reads MemTotal from /proc/meminfo (Linux), in bytes; 0 when unknown.
func memTotal() int64 {
	f, err := os.Open("/proc/meminfo")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "MemTotal:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			if err != nil {
				return 0
			}
			return kb * 1024
		}
	}
	return 0
}
