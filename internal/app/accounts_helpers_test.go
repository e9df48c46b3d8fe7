package app_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/config"
	"github.com/catraca/catraca/internal/db/dbtest"
)

// clock is a test clock the app reads; tests move it forward.
type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

// eachAccounts starts the app (no demo, dev mode: mail kept in the outbox) on each engine. No
// mail worker runs: tests deliver the queue with flushMail when they read mail.
func eachAccounts(t *testing.T, fn func(t *testing.T, a *app.App, srv *httptest.Server, c *clock)) {
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			a, err := app.Open(context.Background(), config.Config{DatabaseURL: url, Dev: true})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { a.Close() })
			c := &clock{t: time.Date(2026, 11, 18, 12, 0, 0, 0, time.UTC)}
			a.Now = c.now
			h, err := a.Handler()
			if err != nil {
				t.Fatal(err)
			}
			srv := httptest.NewServer(checkContract(t, h))
			t.Cleanup(srv.Close)
			fn(t, a, srv, c)
		})
	}
}

// call sends a JSON request (body may be nil) with an optional bearer token.
func call(t *testing.T, srv *httptest.Server, method, path, token string, body any) (int, map[string]any) {
	t.Helper()
	var buf bytes.Buffer
	if body != nil {
		_ = json.NewEncoder(&buf).Encode(body)
	}
	req, _ := http.NewRequest(method, srv.URL+path, &buf)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	out := map[string]any{}
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatalf("%s %s: %d %q is not a JSON object", method, path, res.StatusCode, raw)
	}
	if res.StatusCode == http.StatusInternalServerError {
		t.Fatalf("%s %s: 500 %v", method, path, out)
	}
	return res.StatusCode, out
}

var sixDigits = regexp.MustCompile(`\b\d{6}\b`)

// flushMail delivers every queued e-mail now, as the worker would.
func flushMail(t *testing.T, a *app.App) {
	t.Helper()
	a.Accounts.Settle() // password recoveries mail after their answer
	if err := a.Mail.Flush(context.Background()); err != nil {
		t.Fatalf("deliver queued mail: %v", err)
	}
}

// lastCode reads the six-digit code of the newest e-mail to `to` that has one, as a person
// reads the inbox.
func lastCode(t *testing.T, a *app.App, to string) string {
	t.Helper()
	flushMail(t, a)
	// Newest first; a purchase's mails, queued by the checkout's worker, may land after the code.
	for _, m := range a.Outbox.Messages() {
		if m.To == to {
			if code := sixDigits.FindString(m.Text); code != "" {
				return code
			}
		}
	}
	t.Fatalf("no mail with a code to %s", to)
	return ""
}

func mailsTo(t *testing.T, a *app.App, to string) int {
	t.Helper()
	flushMail(t, a)
	n := 0
	for _, m := range a.Outbox.Messages() {
		if m.To == to {
			n++
		}
	}
	return n
}

func registration(email, cpf string) map[string]any {
	return map[string]any{"email": email, "name": "Ana", "lastname": "Souza", "country": "BR", "document": cpf,
		"phone": "(48) 9 9999-0000", "password": "segredo1", "confirmPassword": "segredo1", "sex": "O", "birthday": "",
		"terms_accepted": true}
}

// confirmedLogin registers, confirms by the e-mailed code and logs in; it returns the token.
func confirmedLogin(t *testing.T, a *app.App, srv *httptest.Server, email, cpf string) (string, float64) {
	t.Helper()
	if code, out := call(t, srv, "POST", "/api/clients/register", "", registration(email, cpf)); code != 200 {
		t.Fatalf("register: %d %v", code, out)
	}
	_, out := call(t, srv, "POST", "/api/auth/loginsite", "", map[string]string{"username": email, "password": "segredo1"})
	id := out["id"].(float64)
	if code, out := call(t, srv, "POST", "/api/clients/validate/token", "", map[string]any{"token": lastCode(t, a, email), "customer": id}); code != 200 {
		t.Fatalf("confirm: %d %v", code, out)
	}
	code, out := call(t, srv, "POST", "/api/auth/loginsite", "", map[string]string{"username": email, "password": "segredo1"})
	if code != 200 || out["access_token"] == nil {
		t.Fatalf("login: %d %v", code, out)
	}
	return out["access_token"].(string), id
}
