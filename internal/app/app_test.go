package app_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/config"
	"github.com/catraca/catraca/internal/db/dbtest"
)

// openDemo starts the whole app with the demo seeded on a fresh database of each engine.
func eachDemo(t *testing.T, fn func(t *testing.T, a *app.App, srv *httptest.Server)) {
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			a, err := app.Open(context.Background(), config.Config{DatabaseURL: url, Demo: true,
				MetricsToken: testMetricsToken})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { a.Close() })
			h, err := a.Handler()
			if err != nil {
				t.Fatal(err)
			}
			srv := httptest.NewServer(checkContract(t, h))
			t.Cleanup(srv.Close)
			fn(t, a, srv)
		})
	}
}

const testMetricsToken = "metrics-token-for-tests"

// get fetches path with an optional Host header and decodes a JSON answer into out.
func get(t *testing.T, srv *httptest.Server, host, path string, out any) int {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, srv.URL+path, nil)
	if host != "" {
		req.Host = host
	}
	res, err := srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	if out != nil {
		if err := json.Unmarshal(body, out); err != nil {
			t.Fatalf("GET %s: %d %q is not JSON: %v", path, res.StatusCode, body, err)
		}
	}
	return res.StatusCode
}

func TestHealthReadinessAndMetrics(t *testing.T) {
	t.Parallel()
	eachDemo(t, func(t *testing.T, a *app.App, srv *httptest.Server) {
		for _, path := range []string{"/healthz", "/readyz"} {
			res, err := srv.Client().Get(srv.URL + path)
			if err != nil || res.StatusCode != 200 {
				t.Fatalf("%s: %v %v", path, res, err)
			}
			res.Body.Close()
		}
		get(t, srv, "", "/api/v2/events/categories/list", &[]any{})
		req, _ := http.NewRequest("GET", srv.URL+"/metrics", nil)
		req.Header.Set("Authorization", "Bearer "+testMetricsToken)
		res, err := srv.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		want := `catraca_http_requests_total{pattern="GET /api/v2/events/categories/list",status="200"} 1`
		if !strings.Contains(string(body), want) {
			t.Fatalf("metrics lack %q", want)
		}
		a.DB.Close()
		res, err = srv.Client().Get(srv.URL + "/readyz")
		if err != nil || res.StatusCode != http.StatusServiceUnavailable {
			t.Fatalf("readyz with a closed database: %v %v", res.StatusCode, err)
		}
	})
}

func jsonDecode(res *http.Response, out any) error {
	defer res.Body.Close()
	return json.NewDecoder(res.Body).Decode(out)
}
