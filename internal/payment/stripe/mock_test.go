package stripe_test

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
	"testing"
	"time"

	"github.com/catraca/catraca/internal/payment/stripe"
)

// stripe-mock validates every request against Stripe's OpenAPI document (unknown or mistyped
// parameters get a 400) but answers with fixed fixtures, not what Stripe would. So the tests send
// each request through a recording proxy on loopback: stripe-mock judges it, and when it accepts,
// the proxy answers what Stripe answers for that method (a PIX code, a boleto line, a decline).

const testKey = "sk_test_catracaNeverInErrors0123456789"
const testWebhookSecret = "whsec_catraca_test_secret"

// mockBinary is where make installs the pinned stripe-mock (the Makefile's bin/stripe-mock).
var mockBinary = filepath.Join("..", "..", "..", "bin", "stripe-mock")

var shared struct {
	once sync.Once
	url  string
	stop func()
	err  error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if shared.stop != nil {
		shared.stop()
	}
	os.Exit(code)
}

// sharedMock is one stripe-mock for the package's tests: it takes a second or two to load
// Stripe's API document.
func sharedMock(t *testing.T) string {
	t.Helper()
	skipWithoutMock(t)
	shared.once.Do(func() { shared.url, shared.stop, shared.err = launchMock() })
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	return shared.url
}

func skipWithoutMock(t *testing.T) {
	t.Helper()
	if _, err := os.Stat(mockBinary); err != nil {
		t.Skip("bin/stripe-mock is missing: `make bin/stripe-mock` installs it (make test does)")
	}
}

// launchMock starts stripe-mock on free loopback ports (HTTP and HTTPS both, or it would open
// HTTPS on every interface) and reads the HTTP address it prints.
func launchMock() (string, func(), error) {
	cmd := exec.Command(mockBinary, "-http-addr", "127.0.0.1:0", "-https-addr", "127.0.0.1:0")
	out, err := cmd.StdoutPipe()
	if err != nil {
		return "", nil, err
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		return "", nil, err
	}
	stop := func() { _ = cmd.Process.Kill(); _ = cmd.Wait() }
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
		return "http://" + a, stop, nil
	case <-time.After(60 * time.Second): // a ceiling for a busy machine, not a wait
		stop()
		return "", nil, errTimeout
	}
}

var errTimeout = errors.New("stripe-mock did not start within 60 s")

// recorded is one request the proxy passed to stripe-mock, with stripe-mock's verdict.
type recorded struct {
	Path       string
	Header     http.Header
	Form       url.Values
	MockStatus int
	MockBody   string
}

// answer is what Stripe would have answered a request stripe-mock accepted: a status and a body.
type answer func(form url.Values) (int, string)

type recorder struct {
	mu   sync.Mutex
	reqs []recorded
}

func (r *recorder) all() []recorded {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]recorded(nil), r.reqs...)
}

func (r *recorder) last(t *testing.T) recorded {
	t.Helper()
	reqs := r.all()
	if len(reqs) == 0 {
		t.Fatal("no request reached the proxy")
	}
	return reqs[len(reqs)-1]
}

// proxy is a loopback server that records each request, forwards it to stripe-mock and, when
// stripe-mock accepts it and ans is set, answers ans's body instead of the mock's fixture.
func proxy(t *testing.T, mock string, ans answer) (*recorder, string) {
	t.Helper()
	rec := &recorder{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		form, _ := url.ParseQuery(string(body))
		fwd, _ := http.NewRequestWithContext(r.Context(), r.Method, mock+r.URL.Path, bytes.NewReader(body))
		fwd.Header = r.Header.Clone()
		resp, err := http.DefaultClient.Do(fwd)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		mockBody, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		rec.mu.Lock()
		rec.reqs = append(rec.reqs, recorded{Path: r.URL.Path, Header: r.Header.Clone(), Form: form,
			MockStatus: resp.StatusCode, MockBody: string(mockBody)})
		rec.mu.Unlock()
		status, out := resp.StatusCode, string(mockBody)
		if status == http.StatusOK && ans != nil {
			status, out = ans(form)
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_, _ = io.WriteString(w, out)
	}))
	t.Cleanup(srv.Close)
	return rec, srv.URL
}

func newProvider(t *testing.T, apiURL string, timeout time.Duration) *stripe.Provider {
	t.Helper()
	p, err := stripe.New(stripe.Config{SecretKey: testKey, WebhookSecret: testWebhookSecret,
		APIURL: apiURL, Timeout: timeout})
	if err != nil {
		t.Fatal(err)
	}
	return p
}
