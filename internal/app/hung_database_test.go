package app_test

import (
	"context"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/config"
	"github.com/catraca/catraca/internal/db/dbtest"
)

// Catalog reads, cached or not, answer within CATRACA_REQUEST_TIMEOUT when PostgreSQL stops
// answering: a store read shared by the requests of a host, and the catalog version's read,
// used to wait for the database however long it hung, with every later request behind them.
// The database hangs for real: its connections go through a proxy that stops forwarding.
func TestCatalogReadsAnswerWhenPostgresHangs(t *testing.T) {
	t.Parallel()
	proxy := newHangingProxy(t, dbtest.PostgresURL(t))
	timeout := time.Second
	a := openApp(t, config.Config{DatabaseURL: proxy.url, Demo: true, RequestTimeout: timeout})
	h, _ := a.Handler()
	srv := httptest.NewServer(h)
	defer srv.Close()
	list := func(host string) *http.Request {
		r, _ := http.NewRequest("POST", srv.URL+"/api/v2/events/list", strings.NewReader(`{}`))
		r.Host = host
		return r
	}
	detail := func(host string) *http.Request {
		r, _ := http.NewRequest("POST", srv.URL+"/api/v2/event/detail/1", strings.NewReader(`{}`))
		r.Host = host
		return r
	}
	// Before the hang the reads must succeed, warming the caches; on a busy machine a cold
	// read may pass the short deadline (503), so each is asked again until it answers 200.
	for _, r := range []func(string) *http.Request{list, detail} {
		code := 0
		for try := 0; code != 200 && try < 30; try++ {
			code = answerWithin(t, srv, r("localhost"), time.Minute)
		}
		if code != 200 {
			t.Fatalf("%s before the hang: %d", r("localhost").URL.Path, code)
		}
	}

	proxy.hang()
	// Far past the deadline, so that a slow machine cannot fail the test; a request held by
	// the hung database never answers at all.
	limit := timeout + 30*time.Second
	var wg sync.WaitGroup
	for i := range 8 {
		for _, r := range []*http.Request{list("localhost"), detail("localhost"), list("nova.example"),
			detail("nova.example"), list("outra" + itoa(int64(i)) + ".example")} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if code := answerWithin(t, srv, r, limit); code != 200 && code != 503 {
					t.Errorf("%s for %s while the database hangs: %d", r.URL.Path, r.Host, code)
				}
			}()
		}
	}
	wg.Wait()
}

// answerWithin sends r and returns its status, failing the test when none comes within limit.
func answerWithin(t *testing.T, srv *httptest.Server, r *http.Request, limit time.Duration) int {
	t.Helper()
	r.Header.Set("Content-Type", "application/json")
	client := *srv.Client()
	client.Timeout = limit
	res, err := client.Do(r)
	if err != nil {
		t.Errorf("%s for %s got no answer: %v", r.URL.Path, r.Host, err)
		return 0
	}
	_, _ = io.Copy(io.Discard, res.Body)
	res.Body.Close()
	return res.StatusCode
}

// hangingProxy forwards TCP connections to a PostgreSQL server until hang is called; then it
// keeps every connection open and forwards nothing more, as a database that stopped answering.
type hangingProxy struct {
	url     string
	stopped chan struct{} // closed by hang
	closed  chan struct{} // closed when the test ends
}

func newHangingProxy(t *testing.T, dbURL string) *hangingProxy {
	t.Helper()
	u, err := url.Parse(dbURL)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	target := u.Host
	u.Host = ln.Addr().String()
	p := &hangingProxy{url: u.String(), stopped: make(chan struct{}), closed: make(chan struct{})}
	var conns sync.WaitGroup
	t.Cleanup(func() { close(p.closed); ln.Close(); conns.Wait() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			conns.Add(1)
			go func() {
				defer conns.Done()
				p.serve(c, target)
			}()
		}
	}()
	return p
}

func (p *hangingProxy) hang() { close(p.stopped) }

// serve forwards c to target both ways until the test ends.
func (p *hangingProxy) serve(c net.Conn, target string) {
	defer c.Close()
	up, err := net.Dial("tcp", target)
	if err != nil {
		return
	}
	defer up.Close()
	ctx, cancel := context.WithCancel(context.Background())
	go func() { p.pipe(up, c); cancel() }()
	go func() { p.pipe(c, up); cancel() }()
	select {
	case <-ctx.Done():
	case <-p.closed:
	}
}

// pipe copies from src to dst; once the proxy hangs, what it reads is never written.
func (p *hangingProxy) pipe(dst, src net.Conn) {
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		if err != nil {
			return
		}
		select {
		case <-p.stopped:
			<-p.closed // swallowed: the connection stays open and silent until the test ends
			return
		default:
		}
		if _, err := dst.Write(buf[:n]); err != nil {
			return
		}
	}
}
