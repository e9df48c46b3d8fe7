package db

import (
	"context"
	"slices"
	"sync"
)

// maxGroup bounds the writes of one group, so its transaction and statements stay short.
const maxGroup = 128

// retries bounds how often a group that failed with a retryable error runs again whole.
const retries = 3

// Group commits small independent writes together: the items that arrive while a group's
// transaction runs wait and go in the next one, written by one call of write (a statement for
// them all, not a round trip each), so a commit and its sync to disk are shared by all of them
// instead of paid by each. Every caller returns once its item has committed, with its own
// result. A group that fails is written again one item at a time, so no item fails for
// another's fault.
type Group[T any] struct {
	db    *DB
	write GroupWrite[T]
	opts  GroupOptions[T]
	mu    sync.Mutex
	queue []groupItem[T]
	// running counts the goroutines committing groups; they start with demand and end when
	// the queue is empty, so a Group needs no lifecycle.
	running int
}

// GroupWrite writes items in tx and records each item's own result in results (nil: written;
// an error: that item refused, the others unaffected). An error returned fails the group. It
// runs on the group's context (bounded like a statement), not a caller's, so a caller that
// goes away does not undo the others; it may see an item twice (a failed group is written
// again), so it must record results, never add to them.
type GroupWrite[T any] func(ctx context.Context, tx *Tx, items []T, results []error) error

// GroupOptions tune a Group; zero values take the defaults.
type GroupOptions[T any] struct {
	// MaxItems bounds one group (default 128).
	MaxItems int
	// Workers is how many groups commit at once (default: SQLite's one writer; 4 on
	// PostgreSQL, whose transactions wait for their round trips and syncs side by side).
	Workers int
	// SpawnAt is how many items must be waiting before another group starts beside a running
	// one (default 1: at once).
	SpawnAt int
	// Retry reports a group failure worth running the whole group again (up to 3 times)
	// before it is split.
	Retry func(error) bool
	// Alone, when set, writes an item that has a group to itself, its own way; without it, it
	// is a group of one.
	Alone func(item T) error
}

type groupItem[T any] struct {
	item T
	done chan error
}

// NewGroup returns a write group on d.
func NewGroup[T any](d *DB, write GroupWrite[T], opts GroupOptions[T]) *Group[T] {
	if opts.MaxItems == 0 {
		opts.MaxItems = maxGroup
	}
	if opts.Workers == 0 {
		opts.Workers = 1
		if d.dialect == Postgres {
			opts.Workers = 4
		}
	}
	opts.SpawnAt = max(opts.SpawnAt, 1)
	return &Group[T]{db: d, write: write, opts: opts}
}

// Do writes item in the next group transaction and returns its result once that committed.
func (g *Group[T]) Do(item T) error {
	w := groupItem[T]{item: item, done: make(chan error, 1)}
	g.mu.Lock()
	g.queue = append(g.queue, w)
	if g.running == 0 || (g.running < g.opts.Workers && len(g.queue) >= g.opts.SpawnAt) {
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
		n := min(len(g.queue), g.opts.MaxItems)
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
	if len(batch) == 1 && g.opts.Alone != nil {
		batch[0].done <- g.opts.Alone(batch[0].item)
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), StatementTimeout)
	defer cancel()
	items := make([]T, len(batch))
	for i, w := range batch {
		items[i] = w.item
	}
	results := make([]error, len(batch))
	write := func(tx *Tx) error { return g.write(ctx, tx, items, results) }
	err := g.db.InTx(ctx, write)
	for try := 1; err != nil && g.opts.Retry != nil && g.opts.Retry(err) && try < retries; try++ {
		err = g.db.InTx(ctx, write)
	}
	if err != nil && len(batch) > 1 {
		for _, w := range batch {
			g.commit([]groupItem[T]{w})
		}
		return
	}
	for i, w := range batch {
		if err != nil {
			w.done <- err
		} else {
			w.done <- results[i]
		}
	}
}
