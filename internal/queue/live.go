package queue

import "sync"

// live is one line as this instance last moved it, with the followers waiting for its next move.
type live struct {
	mu      sync.Mutex
	line    Line
	state   lineState
	changed chan struct{} // closed and replaced at each move: every follower wakes once
}

// lineState is what a move learns: the admission state, the people in line, and whether the
// sale is sold out.
type lineState struct {
	progress Progress
	total    int64
	soldOut  bool
	moved    bool // at least one move happened
}

func newLive(line Line) *live { return &live{line: line, changed: make(chan struct{})} }

func (l *live) setLine(line Line) {
	l.mu.Lock()
	l.line = line
	l.mu.Unlock()
}

// publish records a move and wakes the followers when something they show changed.
func (l *live) publish(st lineState) {
	st.moved = true
	l.mu.Lock()
	defer l.mu.Unlock()
	old := l.state
	l.state = st
	if old.progress.In() != st.progress.In() || old.total != st.total || old.soldOut != st.soldOut ||
		old.progress.Measured != st.progress.Measured || !old.moved {
		close(l.changed)
		l.changed = make(chan struct{})
	}
}

// read answers the line, its state and the channel closed at its next change.
func (l *live) read() (Line, lineState, <-chan struct{}) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.line, l.state, l.changed
}
