package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// organizer-key prints the key alone on standard output, and a second call a different one.
func TestOrganizerKeyPrintsOnlyTheKey(t *testing.T) {
	importOrganizer(t)
	first, err := capture(t, []string{"organizer-key", "prod-ilha"})
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`^ck_[0-9a-f]{64}\n$`).MatchString(first) {
		t.Errorf("stdout %q: want the key alone on one line", first)
	}
	second, _ := capture(t, []string{"organizer-key", "prod-ilha"})
	if second == first {
		t.Errorf("two calls printed the same key")
	}
	if out, err := capture(t, []string{"organizer-key", "nao-existe"}); err == nil || out != "" {
		t.Errorf("unknown organizer: %q %v", out, err)
	}
}

// importOrganizer points the commands at a new database holding the organizer prod-ilha.
func importOrganizer(t *testing.T) {
	t.Helper()
	dir := t.TempDir()
	t.Setenv("CATRACA_DATABASE_URL", "sqlite:"+filepath.Join(dir, "c.db"))
	t.Setenv("CATRACA_DEMO", "")
	file := filepath.Join(dir, "catalog.yaml")
	if err := os.WriteFile(file, []byte("organizers:\n  - {id: prod-ilha, nome: Produtora Ilha}\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := capture(t, []string{"import", file}); err != nil {
		t.Fatalf("import: %v", err)
	}
}

// capture runs the command with standard output redirected to a pipe.
func capture(t *testing.T, args []string) (string, error) {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	saved := os.Stdout
	os.Stdout = w
	done := make(chan []byte)
	go func() {
		var b bytes.Buffer
		_, _ = io.Copy(&b, r)
		done <- b.Bytes()
	}()
	runErr := run(args)
	os.Stdout = saved
	w.Close()
	return string(<-done), runErr
}

// organizer-invite prints the invitation's link alone on standard output; an unknown organizer
// or a bad e-mail prints nothing.
func TestOrganizerInvitePrintsOnlyTheLink(t *testing.T) {
	importOrganizer(t)
	out, err := capture(t, []string{"organizer-invite", "prod-ilha", "dona@example.com"})
	if err != nil || !regexp.MustCompile(`^https?://[^/]+/organizador/convite/[0-9a-f]{64}\n$`).MatchString(out) {
		t.Errorf("stdout %q, %v: want the link alone on one line", out, err)
	}
	for _, args := range [][]string{{"organizer-invite", "nao-existe", "x@example.com"}, {"organizer-invite", "prod-ilha", "não é e-mail"},
		{"organizer-invite", "prod-ilha"}} {
		if out, err := capture(t, args); err == nil || out != "" {
			t.Errorf("%v: %q %v", args, out, err)
		}
	}
}
