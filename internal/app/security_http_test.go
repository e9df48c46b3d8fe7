package app_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/config"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/db/dbtest"
)

// raw sends a request with a raw body and returns the status, headers and decoded error body.
func raw(t *testing.T, srv *httptest.Server, method, path string, body io.Reader, header http.Header) (int, http.Header, errorBody) {
	t.Helper()
	req, _ := http.NewRequest(method, srv.URL+path, body)
	req.Header.Set("Content-Type", "application/json")
	for k, v := range header {
		req.Header[k] = v
	}
	res, err := srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var out errorBody
	b, _ := io.ReadAll(res.Body)
	_ = json.Unmarshal(b, &out)
	return res.StatusCode, res.Header, out
}

// NUL characters anywhere in the input are bad input (400 with a clear message), never a 500
// from PostgreSQL.
func TestNULIsInvalidInput(t *testing.T) {
	t.Parallel()
	eachAccounts(t, func(t *testing.T, a *app.App, srv *httptest.Server, _ *clock) {
		token, _ := confirmedLogin(t, a, srv, "ana@example.com", "52998224725")
		auth := http.Header{"Authorization": {"Bearer " + token}}
		for _, c := range []struct{ method, path, body string }{
			{"POST", "/api/auth/loginsite", `{"username":"ana\u0000@example.com","password":"x"}`},
			{"POST", "/api/clients/register", `{"email":"a\u0000@b.co","name":"A\u0000"}`},
			{"PUT", "/api/clients/update", `{"name":"A\u0000","lastname":"B","phone":"(48) 9 9999-0000"}`},
			{"POST", "/api/clients/password/recover", `{"email":"x\u0000@example.com"}`},
			{"GET", "/api/config?host=a%00b", ""},
			{"GET", "/api/slugs?slug=rock%00", ""},
			{"GET", "/api/store/covers?cidade=Flor%00", ""},
			{"GET", "/api/v2/city/search?query=Flo%00", ""},
			{"POST", "/api/v2/events/list?q=rock%00", ""},
			{"GET", "/api/clients/email/available/a%00@b.co", ""},
			{"GET", "/rock%00", ""},
		} {
			code, _, out := raw(t, srv, c.method, c.path, strings.NewReader(c.body), auth)
			if code != 400 || out.Message != "Dados inválidos: caractere nulo não é permitido." || out.Fields == nil {
				t.Errorf("%s %s: %d %+v", c.method, c.path, code, out)
			}
		}
	})
}

// A JSON body with bytes that are not UTF-8 is refused and changes nothing: encoding/json
// would have saved the name with U+FFFD in place of the bytes.
func TestBodyNotUTF8IsRefused(t *testing.T) {
	t.Parallel()
	eachAccounts(t, func(t *testing.T, a *app.App, srv *httptest.Server, _ *clock) {
		token, _ := confirmedLogin(t, a, srv, "ana@example.com", "52998224725")
		auth := http.Header{"Authorization": {"Bearer " + token}}
		for lang, want := range map[string]string{"": "Dados inválidos: o texto enviado não está em UTF-8.",
			"en": "Invalid data: the text sent is not UTF-8."} {
			auth.Set("Accept-Language", lang)
			code, _, out := raw(t, srv, "PUT", "/api/clients/update",
				strings.NewReader("{\"name\":\"An\xc3\x28\xff\",\"lastname\":\"Souza\",\"phone\":\"(48) 9 9999-0000\"}"), auth)
			if code != 400 || out.Message != want || out.Fields == nil {
				t.Errorf("%q: %d %+v", lang, code, out)
			}
		}
		if _, me := call(t, srv, "GET", "/api/clients/details", token, nil); me["name"] != "Ana" {
			t.Errorf("the refused update changed the name: %v", me["name"])
		}
	})
}

// Every error has the documented shape with fields, oversized bodies answer 413, and the
// security headers are on every answer (HSTS only over HTTPS).
func TestErrorShapeLimitsAndHeaders(t *testing.T) {
	t.Parallel()
	eachAccounts(t, func(t *testing.T, a *app.App, srv *httptest.Server, _ *clock) {
		res, err := srv.Client().Get(srv.URL + "/api/nao-existe")
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != 404 || !strings.Contains(string(b), `"fields":{}`) {
			t.Errorf("404 body: %s", b)
		}
		if h := res.Header; h.Get("Referrer-Policy") != "strict-origin-when-cross-origin" ||
			h.Get("X-Content-Type-Options") != "nosniff" || !strings.Contains(h.Get("Content-Security-Policy"), "frame-ancestors 'none'") ||
			h.Get("Strict-Transport-Security") != "" {
			t.Errorf("headers over plain HTTP: %v", h)
		}
		big := `{"email":"` + strings.Repeat("a", 2<<20) + `"}`
		if code, _, out := raw(t, srv, "POST", "/api/clients/password/recover", strings.NewReader(big), nil); code != 413 || out.Message == "" {
			t.Errorf("oversized body: %d %+v", code, out)
		}
		_, h, _ := raw(t, srv, "GET", "/healthz", nil, http.Header{"X-Forwarded-Proto": {"https"}})
		if !strings.HasPrefix(h.Get("Strict-Transport-Security"), "max-age=") {
			t.Errorf("HSTS behind a loopback TLS proxy: %v", h)
		}
	})
}

// A request past its deadline answers 503 in the JSON error shape: on PostgreSQL the table is
// held by a lock (a hung database) and the deadline is short; on SQLite the deadline is spent
// before the query starts.
func TestRequestDeadlineAnswers503(t *testing.T) {
	t.Parallel()
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			timeout := 300 * time.Millisecond
			if name == "sqlite" {
				timeout = time.Nanosecond
			}
			a := openApp(t, config.Config{DatabaseURL: url, RequestTimeout: timeout})
			h, _ := a.Handler()
			srv := httptest.NewServer(h)
			defer srv.Close()
			if name == "postgres" {
				defer holdCategories(t, a)()
			}
			start := time.Now()
			code, hdr, out := raw(t, srv, "GET", "/api/v2/events/categories/list", nil, nil)
			if code != 503 || out.Message == "" || out.Fields == nil || hdr.Get("Retry-After") == "" {
				t.Errorf("hung database: %d %+v", code, out)
			}
			if took := time.Since(start); took > 8*time.Second {
				t.Errorf("the deadline did not cut the request: %v", took)
			}
		})
	}
}

// holdCategories blocks reads of the categories table until release (PostgreSQL).
func holdCategories(t *testing.T, a *app.App) (release func()) {
	return lockTables(t, a, "categories")
}

// lockTables holds the tables (a comma-separated list) in ACCESS EXCLUSIVE mode until
// release, which may be called more than once: on PostgreSQL nothing reads or writes them
// meanwhile; on SQLite, whose write transaction locks the whole database, nothing writes.
func lockTables(t *testing.T, a *app.App, tables string) (release func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	locked, done := make(chan error, 1), make(chan struct{})
	go func() {
		defer close(done)
		_ = a.DB.InTx(ctx, func(tx *db.Tx) error {
			var err error
			if tx.Dialect() == db.Postgres {
				_, err = tx.Exec(ctx, "LOCK TABLE "+tables+" IN ACCESS EXCLUSIVE MODE")
			}
			locked <- err
			<-ctx.Done()
			return ctx.Err()
		})
	}()
	if err := <-locked; err != nil {
		t.Fatal(err)
	}
	var once sync.Once
	return func() { once.Do(func() { cancel(); <-done }) }
}

// statement_timeout is set on every PostgreSQL connection.
func TestPostgresStatementTimeout(t *testing.T) {
	t.Parallel()
	url := dbtest.PostgresURL(t)
	a := openApp(t, config.Config{DatabaseURL: url})
	var v string
	if err := a.DB.QueryRow(context.Background(), "SHOW statement_timeout").Scan(&v); err != nil || v != "10s" {
		t.Errorf("statement_timeout = %q (%v)", v, err)
	}
}

// A client that hangs up is not an error of the server: no ERROR line, no 500. The request
// waits on a locked table (PostgreSQL) while its client gives up.
func TestCancelledRequestIsNotAnError(t *testing.T) {
	// Not parallel: it swaps the process-wide slog default to read the logs.
	url := dbtest.PostgresURL(t)
	var logs syncBuffer
	slog.SetDefault(slog.New(slog.NewJSONHandler(&logs, nil)))
	defer slog.SetDefault(slog.New(slog.DiscardHandler))
	a := openApp(t, config.Config{DatabaseURL: url})
	h, _ := a.Handler()
	srv := httptest.NewServer(h)
	defer srv.Close()
	release := holdCategories(t, a)
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", srv.URL+"/api/v2/events/categories/list", nil)
	if _, err := srv.Client().Do(req); err == nil {
		t.Fatal("the request should have been cut by its client")
	}
	release()
	waitFor(t, "the request log", func() bool { return strings.Contains(logs.String(), `"msg":"http"`) })
	if strings.Contains(logs.String(), `"level":"ERROR"`) || strings.Contains(logs.String(), `"status":500`) {
		t.Errorf("a cancelled request was logged as a server error:\n%s", logs.String())
	}
}

// syncBuffer is a log sink safe for the server's goroutines and the test's reads.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}
