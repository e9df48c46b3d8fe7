package db

import (
	"context"
	"errors"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

// Items queued behind a running group commit as the next group, each with its own result; a
// group failing with a retryable error runs again whole, not split; an item with a group to
// itself goes through Alone.
func TestGroupResultsRetryAndAlone(t *testing.T) {
	d, err := Open(context.Background(), "sqlite:"+filepath.Join(t.TempDir(), "g.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	refused, transient := errors.New("refused"), errors.New("transient")
	var mu sync.Mutex
	var writes [][]int
	var alone []int
	entered, release := make(chan struct{}), make(chan struct{})
	g := NewGroup(d, func(ctx context.Context, tx *Tx, items []int, results []error) error {
		mu.Lock()
		defer mu.Unlock()
		writes = append(writes, append([]int(nil), items...))
		if len(writes) == 1 {
			return transient
		}
		for i, n := range items {
			if n%2 == 1 {
				results[i] = refused
			}
		}
		return nil
	}, GroupOptions[int]{Workers: 1, Retry: func(err error) bool { return errors.Is(err, transient) },
		Alone: func(n int) error {
			if n < 0 {
				close(entered)
				<-release // the one worker waits here while the others queue
			}
			mu.Lock()
			defer mu.Unlock()
			alone = append(alone, n)
			return nil
		}})
	go g.Do(-1)
	<-entered
	results := make([]error, 6)
	var wg sync.WaitGroup
	for i := range results {
		wg.Add(1)
		go func() { defer wg.Done(); results[i] = g.Do(i) }()
	}
	for queued := 0; queued < len(results); {
		g.mu.Lock()
		queued = len(g.queue)
		g.mu.Unlock()
		time.Sleep(time.Millisecond) // waits on the queue's state, not on a duration
	}
	close(release)
	wg.Wait()
	for i, err := range results {
		if want := map[bool]error{true: refused, false: nil}[i%2 == 1]; !errors.Is(err, want) || (want == nil && err != nil) {
			t.Errorf("item %d: %v, want %v", i, err, want)
		}
	}
	if len(writes) != 2 || len(writes[0]) != 6 || len(writes[1]) != 6 || len(alone) != 1 {
		t.Errorf("writes %v, alone %v: want the group of 6 written twice (retried whole) and only -1 alone", writes, alone)
	}
}
