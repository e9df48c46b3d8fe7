package app_test

import (
	"bytes"
	"sync"
)

// logBuffer collects the log of servers and workers running in other goroutines, which may
// still be writing while a test reads (a plain bytes.Buffer was a data race on a busy machine).
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}
