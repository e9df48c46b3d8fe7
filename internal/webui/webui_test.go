package webui

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/catraca/catraca/internal/db/dbtest"
	"github.com/catraca/catraca/internal/store"
)

func newHandler(t *testing.T) *Handler {
	t.Helper()
	d := dbtest.Open(t, dbtest.URLs(t)["sqlite"])
	stores := store.NewService(d)
	if _, err := stores.Save(context.Background(), store.Store{Name: `Loja <Sul> & Cia`, Default: true,
		Configs: store.Configs{Template: store.Template{Favicon: "/fav.svg", Locale: "pt"}}}); err != nil {
		t.Fatal(err)
	}
	files := fstest.MapFS{
		"index.html":         {Data: []byte(`<!doctype html><html lang="en"><head><title>x</title></head><body></body></html>`)},
		"assets/app-abc1.js": {Data: []byte(`console.log(1)`)},
		"robots.txt":         {Data: []byte("User-agent: *")},
	}
	return New(files, stores, func(*http.Request) string { return "http://loja.test" })
}

func serve(h http.Handler, method, path string) *httptest.ResponseRecorder {
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(method, path, nil))
	return rec
}

func TestAppRoutesGetIndexWithStoreInlined(t *testing.T) {
	h := newHandler(t)
	for _, path := range []string{"/", "/ingressos", "/evento/12/show-de-rock", "/buscar/?q=rock", "/sobre"} {
		rec := serve(h, http.MethodGet, path)
		body := rec.Body.String()
		if rec.Code != 200 || rec.Header().Get("Cache-Control") != "no-cache" {
			t.Errorf("%s: %d cache %q", path, rec.Code, rec.Header().Get("Cache-Control"))
		}
		for _, want := range []string{`<html lang="pt-BR">`, `<title>Loja &lt;Sul&gt; &amp; Cia</title>`,
			`<link rel="icon" href="/fav.svg">`, `<script id="store-config" type="application/json">{"id":1,`,
			`"apiUrl":"http://loja.test/api"`, `Loja \u003cSul\u003e \u0026 Cia`} {
			if !strings.Contains(body, want) {
				t.Errorf("%s: index lacks %s\n%s", path, want, body)
			}
		}
	}
}

func TestAssetsAndFiles(t *testing.T) {
	h := newHandler(t)
	rec := serve(h, http.MethodGet, "/assets/app-abc1.js")
	if rec.Code != 200 || rec.Header().Get("Cache-Control") != "public, max-age=31536000, immutable" {
		t.Errorf("hashed asset: %d %q", rec.Code, rec.Header().Get("Cache-Control"))
	}
	if rec := serve(h, http.MethodGet, "/assets/missing.js"); rec.Code != 404 {
		t.Errorf("missing asset must 404, got %d", rec.Code)
	}
	if rec := serve(h, http.MethodGet, "/robots.txt"); rec.Code != 200 {
		t.Errorf("robots.txt: %d", rec.Code)
	}
	if rec := serve(h, http.MethodPost, "/"); rec.Code != 405 {
		t.Errorf("POST /: %d", rec.Code)
	}
	if rec := serve(h, http.MethodGet, "/../../etc/passwd"); rec.Code != 200 || strings.Contains(rec.Body.String(), "root:") {
		t.Errorf("path traversal: %d", rec.Code)
	}
}

func TestUnbuiltAppAnswers503(t *testing.T) {
	d := dbtest.Open(t, dbtest.URLs(t)["sqlite"])
	h := New(fstest.MapFS{}, store.NewService(d), func(*http.Request) string { return "" })
	if rec := serve(h, http.MethodGet, "/"); rec.Code != http.StatusServiceUnavailable {
		t.Errorf("got %d", rec.Code)
	}
}
