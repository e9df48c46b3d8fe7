package app_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/config"
	"github.com/catraca/catraca/internal/store"
)

// fetch sends a GET with a Host header and returns status and body.
func fetchHost(t *testing.T, srv *httptest.Server, host, path string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, srv.URL+path, nil)
	req.Host = host
	res, err := srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(body)
}

// Absolute URLs come from the store's canonical origin: a forged Host header gets the
// default store's URLs, never its own, in the config, robots.txt and the sitemap.
func TestHostHeaderCannotPoisonURLs(t *testing.T) {
	t.Parallel()
	eachDemo(t, func(t *testing.T, a *app.App, srv *httptest.Server) {
		var cfg store.Config
		get(t, srv, "evil.example", "/api/config", &cfg)
		if cfg.APIURL != "http://localhost:8080/api" || cfg.CheckoutURL != "http://localhost:8080/checkout" ||
			cfg.SiteURL != "http://localhost:8080" {
			t.Errorf("config URLs follow the Host header: %+v", cfg)
		}
		get(t, srv, "localhost:6666", "/api/config?host=127.0.0.1", &cfg)
		if cfg.SiteURL != "http://127.0.0.1:8080" {
			t.Errorf("second store's canonical origin: %q", cfg.SiteURL)
		}
		for _, path := range []string{"/robots.txt", "/sitemap.xml"} {
			status, body := fetchHost(t, srv, "evil.example", path)
			if status != 200 || strings.Contains(body, "evil.example") || !strings.Contains(body, "http://localhost:8080/") {
				t.Errorf("%s: %d %.300s", path, status, body)
			}
		}
		// An operator-set site_url wins over hosts.
		st, err := a.Stores.ForHost(t.Context(), "localhost")
		if err != nil {
			t.Fatal(err)
		}
		st.SiteURL = "https://ingressos.example.com.br"
		st.Hosts = []string{"localhost"}
		if _, err := a.Stores.Save(t.Context(), st); err != nil {
			t.Fatal(err)
		}
		get(t, srv, "evil.example", "/api/config", &cfg)
		if cfg.APIURL != "https://ingressos.example.com.br/api" {
			t.Errorf("site_url must be the origin: %+v", cfg.APIURL)
		}
	})
}

// A store without hosts (a fresh installation's default) takes CATRACA_SITE_URL.
func TestSiteURLForStoreWithoutHosts(t *testing.T) {
	t.Parallel()
	a := openApp(t, config.Config{SiteURL: "https://ingressos.example.com.br"})
	h, _ := a.Handler()
	srv := httptest.NewServer(h)
	defer srv.Close()
	var cfg store.Config
	get(t, srv, "evil.example", "/api/config", &cfg)
	if cfg.SiteURL != "https://ingressos.example.com.br" || cfg.APIURL != "https://ingressos.example.com.br/api" {
		t.Errorf("fresh default store: %+v", cfg)
	}
}

// Recovery and removal e-mails link to the canonical origin whatever Host the request had.
func TestMailLinksUseCanonicalOrigin(t *testing.T) {
	t.Parallel()
	eachAccounts(t, func(t *testing.T, a *app.App, srv *httptest.Server, _ *clock) {
		token, _ := confirmedLogin(t, a, srv, "ana@example.com", "52998224725")
		req, _ := http.NewRequest("GET", srv.URL+"/api/clients/data/removal", nil)
		req.Host = "evil.example"
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("X-Forwarded-Proto", "https")
		res, err := srv.Client().Do(req)
		if err != nil || res.StatusCode != 200 {
			t.Fatalf("removal request: %v %v", res, err)
		}
		res.Body.Close()
		flushMail(t, a)
		m := a.Outbox.Messages()[0]
		if strings.Contains(m.Text+m.HTML, "evil.example") || !strings.Contains(m.Text, "http://localhost:8080/conta/exclusao/") {
			t.Errorf("removal link: %s", m.Text)
		}
	})
}
