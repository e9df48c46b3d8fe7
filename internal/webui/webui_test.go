package webui

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/catraca/catraca/internal/db/dbtest"
	"github.com/catraca/catraca/internal/seo"
	"github.com/catraca/catraca/internal/store"
)

func newHandler(t *testing.T) *Handler {
	t.Helper()
	d := dbtest.Open(t, dbtest.URLs(t)["sqlite"])
	stores := store.NewService(d)
	if _, err := stores.Save(context.Background(), store.Store{Name: `Loja <Sul> & Cia`, Default: true,
		Configs: store.Configs{Template: store.Template{Favicon: "/fav.svg", Locale: "pt", Logo: "/logo.svg",
			Colors: store.Colors{Header: "#102030"}}}}); err != nil {
		t.Fatal(err)
	}
	files := fstest.MapFS{
		"index.html":         {Data: []byte(`<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>`)},
		"assets/app-abc1.js": {Data: []byte(`console.log(1)`)},
		"robots.txt":         {Data: []byte("User-agent: *")},
	}
	return New(files, stores, fakePages{}, func(store.Store) string { return "http://loja.test" })
}

// fakePages describes /evento/1 as an event page and /evento/2 as unknown.
type fakePages struct{}

func (fakePages) For(_ context.Context, r *http.Request, st store.Store, origin string) seo.Page {
	p := seo.Page{Status: 200, Title: st.Name, Description: "Ingressos <baratos>", Canonical: origin + r.URL.Path}
	switch r.URL.Path {
	case "/evento/1":
		p.Title, p.JSONLD, p.Data = "Show & Cia", map[string]string{"@type": "Event", "name": "</script>"}, map[string]int{"id": 1}
		p.Shell, p.Poster, p.Preload = true, seo.PosterHero, &seo.Preload{Href: "/poster.jpg", Srcset: "/p-400.webp 400w", Sizes: "100vw", Type: "image/webp"}
	case "/evento/2":
		p.Status, p.NoIndex = 404, true
	}
	return p
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

func TestPageHeadTags(t *testing.T) {
	h := newHandler(t)
	rec := serve(h, http.MethodGet, "/evento/1")
	body := rec.Body.String()
	for _, want := range []string{`<title>Show &amp; Cia</title>`, `<meta name="description" content="Ingressos &lt;baratos&gt;">`,
		`<link rel="canonical" href="http://loja.test/evento/1">`, `<meta property="og:title" content="Show &amp; Cia">`,
		`<script type="application/ld+json">{"@type":"Event","name":"\u003c/script\u003e"}</script>`,
		`<script id="page-data" type="application/json">{"id":1}</script>`} {
		if !strings.Contains(body, want) {
			t.Errorf("event page lacks %s\n%s", want, body)
		}
	}
	rec = serve(h, http.MethodGet, "/evento/2")
	if rec.Code != 404 || !strings.Contains(rec.Body.String(), `<meta name="robots" content="noindex">`) ||
		strings.Contains(rec.Body.String(), `rel="canonical"`) {
		t.Errorf("unknown event: %d %s", rec.Code, rec.Body.String())
	}
}

// The first HTML paints the store's header bar and the event's poster into the app's root
// element, hidden from assistive technology; pages without a header get none.
func TestShellPaintsHeaderAndPoster(t *testing.T) {
	h := newHandler(t)
	body := serve(h, http.MethodGet, "/evento/1").Body.String()
	for _, want := range []string{`<div id="root"><div aria-hidden="true" data-shell>`, `<link rel="preload" as="image" href="/logo.svg">`, `body{margin:0;background:#ffffff}`,
		`<div class="shell-bar" style="background:#102030"><div><img src="/logo.svg" alt=""></div></div>`,
		`<source type="image/webp" srcset="/p-400.webp 400w" sizes="100vw"><img src="/poster.jpg" alt=""`} {
		if !strings.Contains(body, want) {
			t.Errorf("event page lacks %s\n%s", want, body)
		}
	}
	if body := serve(h, http.MethodGet, "/sobre").Body.String(); !strings.Contains(body, `<div id="root"></div>`) {
		t.Errorf("a page without shell keeps an empty root:\n%s", body)
	}
	// A colour that tries to leave the style attribute is replaced, not written.
	cfg := store.Config{}
	cfg.Configs.Template.Colors.Header = `red;}</style><script>alert(1)</script>`
	shellHTML := string(shell(cfg, seo.Page{Shell: true}))
	if strings.Contains(shellHTML, "<script") || !strings.Contains(shellHTML, "ZgotmplZ") {
		t.Errorf("hostile colour: %s", shellHTML)
	}
}

// The home page paints its banner's first poster in the banner's place, below the city button
// where the store lets visitors choose their city; its cached HTML is kept per home city.
func TestShellPaintsHomeBanner(t *testing.T) {
	cfg := store.Config{}
	cfg.Configs.Template.CitySelection = true
	home := string(shell(cfg, seo.Page{Shell: true, Poster: seo.PosterBanner, Preload: &seo.Preload{Href: "/capa.jpg"}}))
	if !strings.Contains(home, `<div class="shell-page"><div class="shell-city"></div><div class="shell-banner"><picture><img src="/capa.jpg"`) {
		t.Errorf("home shell: %s", home)
	}
	cfg.Configs.Template.CitySelection = false
	if home := string(shell(cfg, seo.Page{Shell: true, Poster: seo.PosterBanner, Preload: &seo.Preload{Href: "/capa.jpg"}})); strings.Contains(home, `<div class="shell-city">`) {
		t.Errorf("no city button without city selection: %s", home)
	}

	result := string(shell(cfg, seo.Page{Shell: true, Poster: seo.PosterResult, Preload: &seo.Preload{Href: "/r.jpg"}}))
	if !strings.Contains(result, `<div class="shell-page"><div class="shell-result"><picture><img src="/r.jpg"`) {
		t.Errorf("search shell: %s", result)
	}
	if only := string(shell(cfg, seo.Page{Shell: true, Preload: &seo.Preload{Href: "/r.jpg"}})); strings.Contains(only, `<img src="/r.jpg"`) {
		t.Errorf("a poster that is only preloaded is not painted: %s", only)
	}
	search := func(query string) string {
		return pageKey(store.Store{ID: 1}, "http://loja.test", httptest.NewRequest(http.MethodGet, "/buscar/?"+query, nil))
	}
	if search("q=samba") == search("q=samba&periodo=hoje") || search("q=samba&periodo=hoje") != search("q=samba&categoria=3") {
		t.Error("a search with filters has its own page (the shell paints no result there)")
	}

	st := store.Store{ID: 1}
	st.Configs.Template.CitySelection = true
	key := func(cookie string) string {
		r := httptest.NewRequest(http.MethodGet, "/", nil)
		if cookie != "" {
			r.AddCookie(&http.Cookie{Name: seo.CityCookie, Value: url.QueryEscape(cookie)})
		}
		return pageKey(st, "http://loja.test", r)
	}
	floripa := key(`{"id":4205407,"name":"Florianópolis","state":"SC","order":1}`)
	if floripa == key(`{"id":3550308,"name":"São Paulo","state":"SP"}`) || floripa == key("") {
		t.Errorf("home pages of different cities share a key: %q", floripa)
	}
	if key(`{"name":"Florianópolis"}`) != key("") || key("not json") != key("") {
		t.Error("a cookie that is no city must read as no choice")
	}
	st.Configs.Template.CitySelection = false
	if key(`{"id":4205407,"name":"Florianópolis","state":"SC"}`) != key("") {
		t.Error("a store without city selection ignores the cookie, as the app does")
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
	h := New(fstest.MapFS{}, store.NewService(d), fakePages{}, func(store.Store) string { return "" })
	if rec := serve(h, http.MethodGet, "/"); rec.Code != http.StatusServiceUnavailable {
		t.Errorf("got %d", rec.Code)
	}
}
