package app_test

import (
	"bytes"
	"context"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/config"
	"github.com/catraca/catraca/internal/db/dbtest"
)

func openApp(t *testing.T, cfg config.Config) *app.App {
	t.Helper()
	if cfg.DatabaseURL == "" {
		cfg.DatabaseURL = dbtest.URLs(t)["sqlite"]
	}
	a, err := app.Open(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	return a
}

// serveOn runs a.Serve on ln until the test ends; it returns the base URL to reach it on
// loopback and a function that stops the server and waits for it.
func serveOn(t *testing.T, a *app.App, ln net.Listener) (string, func() error) {
	t.Helper()
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- a.Serve(ctx, ln) }()
	_, port, _ := net.SplitHostPort(ln.Addr().String())
	base := "http://127.0.0.1:" + port
	waitFor(t, "the mail", func() bool {
		res, err := http.Get(base + "/healthz")
		if err == nil {
			res.Body.Close()
		}
		return err == nil
	})
	var stopped bool
	var result error
	finish := func() error {
		if !stopped {
			stopped = true
			stop()
			result = <-done
		}
		return result
	}
	t.Cleanup(func() { _ = finish() })
	return base, finish
}

func status(t *testing.T, url string) int {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	return res.StatusCode
}

// The dev outbox is on only in dev mode on a loopback listener; otherwise it does not exist,
// and the server says loudly at start that mail is not delivered.
func TestDevOutboxOnlyInDevModeOnLoopback(t *testing.T) {
	// Not parallel: it swaps the process-wide slog default to read the logs.
	var logs syncBuffer
	slog.SetDefault(slog.New(slog.NewJSONHandler(&logs, nil)))
	defer slog.SetDefault(slog.New(slog.DiscardHandler))

	plain := openApp(t, config.Config{})
	ln, _ := net.Listen("tcp", "127.0.0.1:0")
	base, _ := serveOn(t, plain, ln)
	if plain.Outbox != nil || status(t, base+"/_dev/mail") != 404 {
		t.Error("without CATRACA_DEV the outbox must not exist")
	}
	if !strings.Contains(logs.String(), "MAIL IS NOT DELIVERED") {
		t.Errorf("no loud warning that mail is dropped:\n%s", logs.String())
	}

	exposed := openApp(t, config.Config{Dev: true})
	ln, err := net.Listen("tcp", ":0") // every interface
	if err != nil {
		t.Fatal(err)
	}
	base, _ = serveOn(t, exposed, ln)
	if code := status(t, base+"/_dev/mail"); code != 404 {
		t.Errorf("dev outbox on a non-loopback listener answered %d", code)
	}
	if !strings.Contains(logs.String(), "dev outbox (/_dev/mail) is OFF") {
		t.Errorf("no warning for dev mode on a public listener:\n%s", logs.String())
	}

	dev := openApp(t, config.Config{Dev: true})
	ln, _ = net.Listen("tcp", "127.0.0.1:0")
	base, _ = serveOn(t, dev, ln)
	req, _ := http.NewRequest("POST", base+"/api/clients/register", strings.NewReader(
		`{"email":"ana@example.com","name":"Ana","lastname":"S","country":"BR","document":"52998224725",`+
			`"phone":"(48) 9 9999-0000","password":"segredo1","confirmPassword":"segredo1","terms_accepted":true}`))
	req.Header.Set("Content-Type", "application/json")
	res, err := http.DefaultClient.Do(req)
	if err != nil || res.StatusCode != 200 {
		t.Fatalf("register: %v %v", res, err)
	}
	res.Body.Close()
	res, _ = http.Post(base+"/api/auth/loginsite", "application/json",
		strings.NewReader(`{"username":"ana@example.com","password":"segredo1"}`))
	res.Body.Close()
	// The worker delivers on its own, promptly.
	waitFor(t, "one dev mail", func() bool { return len(dev.Outbox.Messages()) == 1 })
	res, err = http.Get(base + "/_dev/mail")
	if err != nil || res.StatusCode != 200 {
		t.Fatalf("dev outbox: %v %v", res, err)
	}
	var page bytes.Buffer
	_, _ = page.ReadFrom(res.Body)
	res.Body.Close()
	if !strings.Contains(page.String(), "Confirme seu cadastro") || !strings.Contains(page.String(), "srcdoc=") {
		t.Errorf("the outbox shows text and HTML parts: %.400s", page.String())
	}
}

// Recovery answers alike whatever the mail server does: mail leaves from the queue, so a
// dead SMTP server neither slows nor fails the request, and the message waits for a retry.
func TestRecoveryDoesNotWaitForMail(t *testing.T) {
	t.Parallel()
	dead, _ := net.Listen("tcp", "127.0.0.1:0")
	addr := dead.Addr().String()
	dead.Close() // nothing listens here
	a := openApp(t, config.Config{SMTPURL: "smtp://" + addr, MailFrom: "Loja <nao-responda@loja.test>"})
	h, _ := a.Handler()
	srv := httptest.NewServer(h)
	defer srv.Close()
	if code, out := call(t, srv, "POST", "/api/clients/register", "", registration("ana@example.com", "52998224725")); code != 200 {
		t.Fatalf("register: %d %v", code, out)
	}
	for _, email := range []string{"ana@example.com", "ninguem@example.com"} {
		code, out := call(t, srv, "POST", "/api/clients/password/recover", "", map[string]string{"email": email})
		if code != 200 || out["message"] != "Se o e-mail estiver cadastrado, enviamos um código para ele." {
			t.Errorf("recover %s with SMTP down: %d %v", email, code, out)
		}
	}
	a.Accounts.Settle()
	if err := a.Mail.Flush(context.Background()); err != nil {
		t.Fatal(err)
	}
	if n, _ := a.Mail.Pending(context.Background()); n != 1 {
		t.Errorf("the failed mail must wait in the queue for its retry: %d queued", n)
	}
}

// Resend answers the same for every id and mails only someone in the middle of confirming.
func TestResendAnswersAlikeForEveryID(t *testing.T) {
	t.Parallel()
	eachAccounts(t, func(t *testing.T, a *app.App, srv *httptest.Server, _ *clock) {
		_, confirmedID := confirmedLogin(t, a, srv, "ok@example.com", "11144477735")
		_, out := call(t, srv, "POST", "/api/clients/register", "", registration("quieta@example.com", "52998224725"))
		quiet := out["id"]
		before := len(a.Outbox.Messages())
		var answers []string
		for _, id := range []any{quiet, confirmedID, 999999} {
			code, out := call(t, srv, "POST", "/api/clients/validate/token/resend", "", map[string]any{"customer": id})
			answers = append(answers, strings.Join([]string{itoa(int64(code)), out["message"].(string)}, " "))
		}
		if answers[0] != answers[1] || answers[1] != answers[2] {
			t.Errorf("resend answers differ by id: %q", answers)
		}
		if mailsTo(t, a, "quieta@example.com") != 0 || len(a.Outbox.Messages()) != before {
			t.Error("resend mailed an account that did not ask for a code")
		}
	})
}

// Code checks are limited per address on top of each code's own tries.
func TestCodeChecksLimitedPerAddress(t *testing.T) {
	t.Parallel()
	eachAccounts(t, func(t *testing.T, a *app.App, srv *httptest.Server, _ *clock) {
		last := 0
		for i := range 61 {
			last, _ = call(t, srv, "GET", "/api/clients/password/reset/token/x"+itoa(int64(i))+"@example.com/123456", "", nil)
		}
		if last != 429 {
			t.Errorf("reset code checks from one address: last answered %d", last)
		}
		code, _ := call(t, srv, "POST", "/api/clients/validate/token", "", map[string]any{"token": "123456", "customer": 1})
		if code != 429 {
			t.Errorf("confirmation checks share the limit: %d", code)
		}
	})
}
