// Package stripetest runs Stripe's API on loopback for tests: stripe-mock (the pinned binary
// make installs in bin/) judges every request against Stripe's published API, and a recording
// proxy in front of it answers what Stripe would for the request, since stripe-mock itself
// answers fixed fixtures.
package stripetest

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

var shared struct {
	once sync.Once
	url  string
	cmd  *exec.Cmd
	err  error
}

// Mock is the URL of one stripe-mock shared by the test binary: it takes a second or two to load
// Stripe's API document. It skips the test when the binary is not installed. The process dies
// with the test binary (Pdeathsig), or earlier by Stop.
func Mock(t testing.TB) string {
	t.Helper()
	bin, err := binary()
	if err != nil {
		t.Skip("bin/stripe-mock is missing: `make bin/stripe-mock` installs it (make test does)")
	}
	shared.once.Do(func() { shared.url, shared.cmd, shared.err = launch(bin) })
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	return shared.url
}

// Own starts a stripe-mock of the test's own, for a test that stops it (a gateway going down).
// stop may be called more than once; the test's end calls it too.
func Own(t testing.TB) (apiURL string, stop func()) {
	t.Helper()
	bin, err := binary()
	if err != nil {
		t.Skip("bin/stripe-mock is missing: `make bin/stripe-mock` installs it (make test does)")
	}
	apiURL, cmd, err := launch(bin)
	if err != nil {
		t.Fatal(err)
	}
	var once sync.Once
	stop = func() { once.Do(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() }) }
	t.Cleanup(stop)
	return apiURL, stop
}

// Stop ends the shared stripe-mock, if one runs (for TestMain).
func Stop() {
	if shared.cmd != nil {
		_ = shared.cmd.Process.Kill()
		_ = shared.cmd.Wait()
	}
}

// binary finds bin/stripe-mock in the module's root, above the test's directory.
func binary() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			bin := filepath.Join(dir, "bin", "stripe-mock")
			_, err := os.Stat(bin)
			return bin, err
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", os.ErrNotExist
		}
		dir = parent
	}
}

// launch starts stripe-mock on free loopback ports (HTTP and HTTPS both, or it would open HTTPS
// on every interface) and reads the HTTP address it prints.
func launch(bin string) (string, *exec.Cmd, error) {
	cmd := exec.Command(bin, "-http-addr", "127.0.0.1:0", "-https-addr", "127.0.0.1:0")
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return "", nil, err
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		return "", nil, err
	}
	addr := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if a, ok := strings.CutPrefix(sc.Text(), "Listening for HTTP at address: "); ok {
				addr <- a
				break
			}
		}
		_, _ = io.Copy(io.Discard, out) // keep its output from blocking it
	}()
	select {
	case a := <-addr:
		return "http://" + a, cmd, nil
	case <-time.After(60 * time.Second): // a ceiling for a busy machine, not a wait
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		return "", nil, errors.New("stripe-mock did not start within 60 s")
	}
}

// Request is one request the proxy passed to stripe-mock, with stripe-mock's verdict.
type Request struct {
	Method     string
	Path       string
	Header     http.Header
	Form       url.Values
	MockStatus int
	MockBody   string
}

// Answer is what Stripe would have answered a request stripe-mock accepted: a status and a JSON
// body. ok false leaves stripe-mock's own answer.
type Answer func(r Request) (status int, body string, ok bool)

// Recorder keeps the requests a proxy saw.
type Recorder struct {
	mu   sync.Mutex
	reqs []Request
}

// All is every request so far, in order.
func (r *Recorder) All() []Request {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]Request(nil), r.reqs...)
}

// Last is the latest request; the test fails when there is none.
func (r *Recorder) Last(t testing.TB) Request {
	t.Helper()
	reqs := r.All()
	if len(reqs) == 0 {
		t.Fatal("no request reached the proxy")
	}
	return reqs[len(reqs)-1]
}

// Proxy is a loopback server that records each request, forwards it to stripe-mock at mock and,
// when stripe-mock accepts it and ans has an answer, answers that instead of the mock's fixture.
func Proxy(t testing.TB, mock string, ans Answer) (*Recorder, string) {
	t.Helper()
	rec := &Recorder{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		form, _ := url.ParseQuery(string(body))
		if r.Method == http.MethodGet {
			form = r.URL.Query()
		}
		fwd, _ := http.NewRequestWithContext(r.Context(), r.Method, mock+r.URL.RequestURI(), bytes.NewReader(body))
		fwd.Header = r.Header.Clone()
		resp, err := http.DefaultClient.Do(fwd)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		mockBody, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		req := Request{Method: r.Method, Path: r.URL.Path, Header: r.Header.Clone(), Form: form,
			MockStatus: resp.StatusCode, MockBody: string(mockBody)}
		rec.mu.Lock()
		rec.reqs = append(rec.reqs, req)
		rec.mu.Unlock()
		status, out := resp.StatusCode, string(mockBody)
		if status == http.StatusOK && ans != nil {
			if s, b, ok := ans(req); ok {
				status, out = s, b
			}
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_, _ = io.WriteString(w, out)
	}))
	t.Cleanup(srv.Close)
	return rec, srv.URL
}
