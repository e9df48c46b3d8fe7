package app_test

import (
	"log/slog"
	"os"
	"testing"
)

// TestMain silences the per-request log lines, which would drown test and benchmark output.
func TestMain(m *testing.M) {
	slog.SetDefault(slog.New(slog.DiscardHandler))
	os.Exit(m.Run())
}
