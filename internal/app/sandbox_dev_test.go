package app_test

import (
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"testing"

	"github.com/catraca/catraca/internal/config"
)

// Paying an order by hand through the sandbox exists only in dev mode on a loopback listener,
// as the dev outbox does: anywhere else it would issue tickets nobody paid for. A server on
// the sandbox gateway outside dev mode says loudly at start that payments are not charged.
func TestSandboxPayOnlyInDevModeOnLoopback(t *testing.T) {
	// Not parallel: it swaps the process-wide slog default to read the logs.
	var logs syncBuffer
	slog.SetDefault(slog.New(slog.NewJSONHandler(&logs, nil)))
	defer slog.SetDefault(slog.New(slog.DiscardHandler))

	const path = "/api/checkout/orders/0123456789abcdef0123456789abcdef/sandbox/pay"
	plain := openApp(t, config.Config{})
	ln, _ := net.Listen("tcp", "127.0.0.1:0")
	base, _ := serveOn(t, plain, ln)
	if code, body := post(t, base+path); code != 404 || !strings.Contains(body, `"Não encontrado."`) {
		t.Errorf("sandbox pay without CATRACA_DEV: %d %s", code, body)
	}
	if doc := get200(t, base+"/api/openapi.json"); strings.Contains(doc, "/sandbox/pay") ||
		!strings.Contains(doc, "/api/payments/sandbox/card-token") {
		t.Error("without CATRACA_DEV the document must list the sandbox's card tokens but not its pay route")
	}
	if !strings.Contains(logs.String(), "PAYMENTS ARE NOT CHARGED") {
		t.Errorf("no loud warning that the sandbox charges nothing:\n%s", logs.String())
	}

	exposed := openApp(t, config.Config{Dev: true})
	ln, err := net.Listen("tcp", ":0") // every interface
	if err != nil {
		t.Fatal(err)
	}
	base, _ = serveOn(t, exposed, ln)
	if code, body := post(t, base+path); code != 404 || !strings.Contains(body, `"Não encontrado."`) {
		t.Errorf("sandbox pay in dev mode on a public listener: %d %s", code, body)
	}

	dev := openApp(t, config.Config{Dev: true})
	ln, _ = net.Listen("tcp", "127.0.0.1:0")
	base, _ = serveOn(t, dev, ln)
	if code, body := post(t, base+path); code != 404 || !strings.Contains(body, "Pedido não encontrado.") {
		t.Errorf("sandbox pay in dev mode on loopback must reach the order: %d %s", code, body)
	}
	if !strings.Contains(get200(t, base+"/api/openapi.json"), "/sandbox/pay") {
		t.Error("in dev mode the document lists the sandbox's pay route")
	}
}

func post(t *testing.T, url string) (int, string) {
	t.Helper()
	res, err := http.Post(url, "application/json", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b)
}

func get200(t *testing.T, url string) string {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	if res.StatusCode != 200 {
		t.Fatalf("GET %s: %d", url, res.StatusCode)
	}
	return string(b)
}
