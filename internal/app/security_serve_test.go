package app_test

import (
	"context"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/config"
)

// On shutdown /readyz turns unready first while requests are still served for the drain
// period; then the server stops.
func TestShutdownTurnsUnreadyThenDrains(t *testing.T) {
	t.Parallel()
	a := openApp(t, config.Config{Drain: time.Hour})
	ln, _ := net.Listen("tcp", "127.0.0.1:0")
	base, finish := serveOn(t, a, ln)
	if code := status(t, base+"/readyz"); code != 200 {
		t.Fatalf("ready before shutdown: %d", code)
	}
	stopped := make(chan error, 1)
	go func() { stopped <- finish() }()
	waitFor(t, "readyz 503", func() bool { return status(t, base+"/readyz") == 503 })
	if code := status(t, base+"/api/v2/events/categories/list"); code != 200 {
		t.Errorf("requests during the drain must be served: %d", code)
	}
	select {
	case <-stopped:
		t.Fatal("the server stopped before its drain period")
	default:
	}
	a.CutDrain() // the drain above is an hour
	if err := <-stopped; err != nil {
		t.Fatalf("serve: %v", err)
	}
	if _, err := http.Get(base + "/healthz"); err == nil {
		t.Error("still serving after the shutdown")
	}
}

// /readyz also says whether the database has every migration of this binary.
func TestReadyzChecksMigrations(t *testing.T) {
	t.Parallel()
	eachDemo(t, func(t *testing.T, a *app.App, srv *httptest.Server) {
		if code := get(t, srv, "", "/readyz", nil); code != 200 {
			t.Fatalf("ready: %d", code)
		}
		if _, err := a.DB.Exec(context.Background(), "DELETE FROM schema_migrations WHERE version = 100"); err != nil {
			t.Fatal(err)
		}
		if code := get(t, srv, "", "/readyz", nil); code != 503 {
			t.Errorf("a missing migration must make the process unready: %d", code)
		}
	})
}

// /metrics is not public: 404 on the main listener by default, 401 without the token, and
// served on CATRACA_METRICS_ADDR when set.
func TestMetricsNotPublic(t *testing.T) {
	t.Parallel()
	plain := openApp(t, config.Config{})
	ln, _ := net.Listen("tcp", "127.0.0.1:0")
	base, _ := serveOn(t, plain, ln)
	if code := status(t, base+"/metrics"); code != 404 {
		t.Errorf("/metrics on the main listener without configuration: %d", code)
	}

	mln, _ := net.Listen("tcp", "127.0.0.1:0")
	maddr := mln.Addr().String()
	mln.Close()
	separate := openApp(t, config.Config{MetricsAddr: maddr})
	ln, _ = net.Listen("tcp", "127.0.0.1:0")
	base, _ = serveOn(t, separate, ln)
	if code := status(t, base+"/metrics"); code != 404 {
		t.Errorf("/metrics on the main listener with CATRACA_METRICS_ADDR: %d", code)
	}
	var body string
	waitFor(t, "metrics on their own listener", func() bool {
		res, err := http.Get("http://" + maddr + "/metrics")
		if err != nil {
			return false
		}
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		body = string(b)
		return res.StatusCode == 200
	})
	if !strings.Contains(body, "go_goroutines") {
		t.Errorf("metrics listener: %.200s", body)
	}

	tokened := openApp(t, config.Config{MetricsToken: testMetricsToken})
	ln, _ = net.Listen("tcp", "127.0.0.1:0")
	base, _ = serveOn(t, tokened, ln)
	if code := status(t, base+"/metrics"); code != 401 {
		t.Errorf("/metrics without the token: %d", code)
	}
}
