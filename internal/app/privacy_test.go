package app_test

import (
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/catraca/catraca/internal/app"
)

// Every request is logged, but e-mail, CPF and phone never reach the log, even when they sit
// in paths (availability checks) or in failed requests.
func TestPersonalDataNeverLogged(t *testing.T) {
	// Not parallel: it swaps the process-wide slog default to read the logs.
	var logs syncBuffer
	slog.SetDefault(slog.New(slog.NewJSONHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug})))
	defer slog.SetDefault(slog.New(slog.DiscardHandler))
	eachAccounts(t, func(t *testing.T, a *app.App, srv *httptest.Server, _ *clock) {
		email, cpf := "privada@example.com", "39053344705"
		token, _ := confirmedLogin(t, a, srv, email, cpf)
		call(t, srv, "GET", "/api/clients/email/available/"+email, "", nil)
		call(t, srv, "GET", "/api/clients/cpf/available/"+cpf, "", nil)
		call(t, srv, "POST", "/api/auth/loginsite", "", map[string]string{"username": email, "password": "errada1"})
		call(t, srv, "POST", "/api/clients/password/recover", "", map[string]string{"email": email})
		call(t, srv, "PUT", "/api/clients/update", token, map[string]string{"name": "A", "lastname": "B", "phone": "(21) 9 8888-7777"})
		call(t, srv, "GET", "/api/clients/data/removal", token, nil)
	})
	out := logs.String()
	if !strings.Contains(out, `"pattern":"GET /api/clients/email/available/{email}"`) {
		t.Fatalf("requests were not logged at all:\n%.500s", out)
	}
	for _, secret := range []string{"privada@example.com", "privada%40example.com", "39053344705", "390.533.447-05",
		"99999-0000", "8888-7777", "segredo1"} {
		if strings.Contains(out, secret) {
			t.Errorf("log contains %q", secret)
		}
	}
}
