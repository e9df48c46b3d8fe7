package db

import (
	"context"
	"slices"
	"sync"
)

// maxGroup bounds the writes of one group, so its transaction and statements stay short.
const maxGroup = 128

// Group commits small independent writes together: the items that arrive while a group's
// transaction runs wait and go in the next one, written by one call of write (a statement for
// them all, not a round trip each), so a commit and its sync to disk are shared by all of them
// instead of paid by each. Every caller returns once its item has committed. A group that fails
// is written again one item at a time, so no item fails for another's fault.
type Group[T any] struct {
	db      *DB
	write   func(ctx context.Context, tx *Tx, items []T) error
	mu      sync.Mutex
	queue   []groupItem[T]
	running int
}

// groupWorkers is how many groups commit at once: SQLite has one writer; on PostgreSQL
// several transactions wait for their round trips and syncs side by side.
func groupWorkers(d Dialect) int {
	if d == Postgres {
		return 4
	}
	return 1
}

type groupItem[T any] struct {
	item T
	done chan error
}

// NewGroup returns a write group on d. write runs on the group's context (bounded like a
// statement), not a caller's, so a caller that goes away does not undo the others; it may see
// an item twice (a failed group is written again), so it must record results, never add to
// them.
func NewGroup[T any](d *DB, write func(ctx context.Context, tx *Tx, items []T) error) *Group[T] {
	return &Group[T]{db: d, write: write}
}

// Do writes item in the next group transaction and returns once that has committed.
func (g *Group[T]) Do(item T) error {
	w := groupItem[T]{item: item, done: make(chan error, 1)}
	g.mu.Lock()
	g.queue = append(g.queue, w)
	if g.running < groupWorkers(g.db.dialect) {
		g.running++
		go g.run()
	}
	g.mu.Unlock()
	return <-w.done
}

// run commits groups until the queue is empty.
func (g *Group[T]) run() {
	for {
		g.mu.Lock()
		n := min(len(g.queue), maxGroup)
		if n == 0 {
			g.running--
			g.mu.Unlock()
			return
		}
		batch := slices.Clone(g.queue[:n])
		g.queue = g.queue[n:]
		g.mu.Unlock()
		g.commit(batch)
	}
}

func (g *Group[T]) commit(batch []groupItem[T]) {
	ctx, cancel := context.WithTimeout(context.Background(), StatementTimeout)
	defer cancel()
	items := make([]T, len(batch))
	for i, w := range batch {
		items[i] = w.item
	}
	err := g.db.InTx(ctx, func(tx *Tx) error { return g.write(ctx, tx, items) })
	if err != nil && len(batch) > 1 {
		for _, w := range batch {
			g.commit([]groupItem[T]{w})
		}
		return
	}
	for _, w := range batch {
		w.done <- err
	}
}
