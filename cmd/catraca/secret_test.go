package main

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/config"
)

// Outside dev mode (CATRACA_DEV=1 on a loopback address) serve refuses to start without
// CATRACA_SECRET, before it touches the database; dev mode starts without one.
func TestServeNeedsSecretOutsideDevMode(t *testing.T) {
	for _, env := range []map[string]string{
		{"CATRACA_ADDR": "127.0.0.1:0"},
		{"CATRACA_ADDR": ":0", "CATRACA_DEV": "1"}, // dev mode is off on every interface
	} {
		dir := t.TempDir()
		t.Setenv("CATRACA_DATABASE_URL", "sqlite:"+filepath.Join(dir, "c.db"))
		t.Setenv("CATRACA_DEMO", "")
		t.Setenv("CATRACA_SECRET", "")
		t.Setenv("CATRACA_SECRET_FILE", "")
		t.Setenv("CATRACA_DEV", "")
		for k, v := range env {
			t.Setenv(k, v)
		}
		if err := run([]string{"serve"}); !errors.Is(err, config.ErrNoSecret) {
			t.Errorf("serve with %v and no secret: %v", env, err)
		}
		if _, err := os.Stat(filepath.Join(dir, "c.db")); !os.IsNotExist(err) {
			t.Errorf("serve with %v opened the database before refusing: %v", env, err)
		}
	}

	file := filepath.Join(t.TempDir(), "secret")
	if err := os.WriteFile(file, []byte("0123456789abcdef0123456789abcdef\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, env := range []map[string]string{
		{"CATRACA_ADDR": "127.0.0.1:0", "CATRACA_SECRET_FILE": file},
		{"CATRACA_ADDR": "127.0.0.1:0", "CATRACA_DEV": "1"},
	} {
		startsAndStops(t, env)
	}
}

// startsAndStops runs serve with env until it says it is serving, then stops it.
func startsAndStops(t *testing.T, env map[string]string) {
	t.Helper()
	var logs lockedBuffer
	slog.SetDefault(slog.New(slog.NewJSONHandler(&logs, nil)))
	defer slog.SetDefault(slog.New(slog.DiscardHandler))
	env["CATRACA_DATABASE_URL"] = "sqlite:" + filepath.Join(t.TempDir(), "c.db")
	env["CATRACA_DRAIN"] = "0s"
	cfg, err := config.FromEnv(func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	done := make(chan error, 1)
	go func() { done <- serve(ctx, cfg) }()
	for {
		select {
		case err := <-done:
			t.Fatalf("serve with %v returned before being stopped: %v", env, err)
		default:
		}
		if strings.Contains(logs.String(), `"msg":"serving"`) {
			break
		}
		time.Sleep(10 * time.Millisecond) // polls a state; the test's own deadline bounds it
	}
	stop()
	if err := <-done; err != nil {
		t.Errorf("serve with %v: %v", env, err)
	}
}

// lockedBuffer is a bytes.Buffer the server's goroutines may log into while the test reads.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
