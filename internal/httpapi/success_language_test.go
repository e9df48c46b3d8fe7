package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/config"
	"github.com/catraca/catraca/internal/db/dbtest"
)

// A success answer reads in the client's language, as errors do: the spec's Portuguese by
// default, English for a client that prefers it.
func TestSuccessMessageInTheClientsLanguage(t *testing.T) {
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			a, err := app.Open(context.Background(), config.Config{DatabaseURL: url})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { a.Close() })
			h, err := a.Handler()
			if err != nil {
				t.Fatal(err)
			}
			srv := httptest.NewServer(h)
			t.Cleanup(srv.Close)
			for lang, want := range map[string]string{
				"":                        "Token renviado com sucesso",
				"pt-BR,pt;q=0.9,en;q=0.8": "Token renviado com sucesso",
				"en-US,en;q=0.9":          "Code sent again",
			} {
				// Answered alike for every customer id, so it needs no account.
				req, _ := http.NewRequest("POST", srv.URL+"/api/clients/validate/token/resend", strings.NewReader(`{"customer": 1}`))
				req.Header.Set("Content-Type", "application/json")
				if lang != "" {
					req.Header.Set("Accept-Language", lang)
				}
				res, err := srv.Client().Do(req)
				if err != nil {
					t.Fatal(err)
				}
				var body struct {
					Success bool   `json:"success"`
					Message string `json:"message"`
				}
				err = json.NewDecoder(res.Body).Decode(&body)
				res.Body.Close()
				if err != nil || res.StatusCode != http.StatusOK || !body.Success || body.Message != want {
					t.Errorf("Accept-Language %q: %d %+v (%v), want message %q", lang, res.StatusCode, body, err, want)
				}
			}
		})
	}
}
