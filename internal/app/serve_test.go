package app

import (
	"context"
	"io"
	"net"
	"net/http"
	"testing"
	"time"
)

// A request that is running when shutdown starts still gets its whole answer, and new
// connections are refused.
func TestServeDrainsInFlightRequests(t *testing.T) {
	t.Parallel()
	started := make(chan struct{})
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		close(started)
		time.Sleep(300 * time.Millisecond)
		_, _ = io.WriteString(w, "finished")
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- serveUntilDone(ctx, ln, h, 0, func() {}, nil) }()

	url := "http://" + ln.Addr().String() + "/"
	got := make(chan string, 1)
	go func() {
		res, err := http.Get(url)
		if err != nil {
			got <- "error: " + err.Error()
			return
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		got <- string(body)
	}()
	<-started
	stop()
	if body := <-got; body != "finished" {
		t.Fatalf("in-flight request got %q", body)
	}
	if err := <-done; err != nil {
		t.Fatalf("serve returned %v", err)
	}
	if _, err := net.DialTimeout("tcp", ln.Addr().String(), time.Second); err == nil {
		t.Fatal("listener still open after shutdown")
	}
}
