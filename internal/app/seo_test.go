package app_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/seo"
	"github.com/catraca/catraca/internal/store"
)

// describer gives the default store and the page describer of the app's catalog.
func describer(t *testing.T, a *app.App) (store.Store, *seo.Pages) {
	t.Helper()
	st, err := a.Stores.ForHost(context.Background(), "localhost")
	if err != nil {
		t.Fatal(err)
	}
	return st, &seo.Pages{Catalog: a.Catalog, Now: a.Now}
}

// The first HTML of event pages carries what search engines read: checked on the page
// description the server builds (the web build itself is not needed).
func TestEventPageSEO(t *testing.T) {
	t.Parallel()
	eachCatalog(t, func(t *testing.T, a *app.App, srv *httptest.Server) {
		st, pages := describer(t, a)
		describe := func(path string) seo.Page {
			return pages.For(context.Background(), httptest.NewRequest("GET", path, nil), st, "https://loja.test")
		}
		rock := describe("/rock-na-ilha")
		if rock.Status != 200 || !strings.HasPrefix(rock.Title, "Rock na Ilha — Florianópolis/SC") ||
			rock.Canonical != "https://loja.test/rock-na-ilha" || rock.Data == nil {
			t.Fatalf("slug page: %+v", rock)
		}
		raw, _ := json.Marshal(rock.JSONLD)
		for _, want := range []string{`"@type":"Event"`, `"startDate":"2026-11-21T22:00:00-03:00"`,
			`"priceCurrency":"BRL"`, `"price":"120.00"`, `"availability":"https://schema.org/InStock"`,
			`"addressLocality":"Florianópolis"`, `"eventStatus":"https://schema.org/EventScheduled"`} {
			if !strings.Contains(string(raw), want) {
				t.Errorf("JSON-LD lacks %s: %s", want, raw)
			}
		}
		if byID := describe("/evento/" + itoa(eventID(t, srv, "Rock na Ilha")) + "/c/promoter-7"); byID.Canonical != rock.Canonical {
			t.Errorf("every route form of an event has the same canonical: %q", byID.Canonical)
		}
		cancelled := describe("/evento/" + itoa(eventID(t, srv, "Show Cancelado")))
		if raw, _ := json.Marshal(cancelled.JSONLD); !strings.Contains(string(raw), "EventCancelled") {
			t.Errorf("cancelled event: %s", raw)
		}
		for _, path := range []string{"/nao-existe", "/evento/999999", "/evento/abc"} {
			if p := describe(path); p.Status != 404 || !p.NoIndex {
				t.Errorf("%s: %+v", path, p)
			}
		}
		var protected int64
		_ = a.DB.QueryRow(t.Context(), "SELECT id FROM events WHERE external_id = 'protegido'").Scan(&protected)
		if p := describe("/evento/" + itoa(protected)); p.Data != nil || p.JSONLD != nil || !p.NoIndex {
			t.Errorf("a protected event must not leak into the HTML: %+v", p)
		}
		// The app's own pages are never read as an event slug.
		for _, path := range []string{"/pedido", "/portaria", "/sobre", "/ingressos", "/conta"} {
			if p := describe(path); p.Status != 200 || strings.Contains(p.Title, "404") {
				t.Errorf("%s: %d %q", path, p.Status, p.Title)
			}
		}
		if home := describe("/"); home.Status != 200 || !strings.Contains(home.Title, st.Name) {
			t.Errorf("home: %+v", home)
		}
		// The first HTML paints the header only where the app shows one (spec section 2).
		rockID := itoa(eventID(t, srv, "Rock na Ilha"))
		for path, want := range map[string]bool{"/": true, "/buscar?q=rock": true, "/rock-na-ilha": true,
			"/evento/" + rockID: true, "/evento/" + rockID + "/rock-na-ilha": true, "/evento/999999": true,
			"/evento/" + rockID + "/c/promoter-7": false, "/sobre": false, "/ingressos/abc": false,
			"/checkout": false, "/produto": false} {
			if got := describe(path).Shell; got != want {
				t.Errorf("%s: shell %v, want %v", path, got, want)
			}
		}
	})
}

// The home page's first HTML preloads and paints the first cover of the city the app will
// show: the visitor's choice from the city cookie where the store lets visitors choose, else
// the store's default city, else every region.
func TestHomePageBannerCity(t *testing.T) {
	t.Parallel()
	eachCatalog(t, func(t *testing.T, a *app.App, srv *httptest.Server) {
		if _, err := a.DB.Exec(t.Context(), "UPDATE events SET imagem = '/capa-rock.jpg' WHERE external_id = 'rock'"); err != nil {
			t.Fatal(err)
		}
		st, pages := describer(t, a)
		st.Configs.Template.Banner, st.Configs.Template.CitySelection, st.Configs.Template.CityDefault = true, true, nil
		home := func(cookie string) seo.Page {
			r := httptest.NewRequest("GET", "/", nil)
			if cookie != "" {
				r.AddCookie(&http.Cookie{Name: seo.CityCookie, Value: url.QueryEscape(cookie)})
			}
			return pages.For(context.Background(), r, st, "https://loja.test")
		}
		const floripa = `{"id":4205407,"name":"Florianópolis","state":"SC","order":1}`
		const sampa = `{"id":3550308,"name":"São Paulo","state":"SP","order":6}`
		hasBanner := func(p seo.Page) bool {
			return p.Poster == seo.PosterBanner && p.Preload != nil && p.Preload.Href == "/capa-rock.jpg"
		}
		for name, c := range map[string]struct {
			cookie string
			want   bool
		}{"all regions": {"", true}, "the chosen city": {floripa, true}, "a city without covers": {sampa, false},
			"chosen all regions":    {`{"id":9501,"name":"Todas as regiões","state":""}`, true},
			"no city in the cookie": {"%%%", true}} {
			if p := home(c.cookie); hasBanner(p) != c.want || !p.Shell {
				t.Errorf("%s: banner %v, want %v (%+v)", name, hasBanner(p), c.want, p.Preload)
			}
		}
		st.Configs.Template.CityDefault = &store.City{ID: 3550308, Name: "São Paulo", State: "SP"}
		if hasBanner(home("")) || !hasBanner(home(floripa)) {
			t.Error("the store's default city applies until the visitor chooses")
		}
		st.Configs.Template.CitySelection = false
		if hasBanner(home(floripa)) {
			t.Error("without city selection the visitor's old choice is ignored, as the app ignores it")
		}
		st.Configs.Template.Banner = false
		if p := home(""); p.Preload != nil || p.Poster != seo.PosterNone {
			t.Errorf("a store without banner preloads none: %+v", p.Preload)
		}
	})
}

// A search page that lists events is indexed under its canonical and carries its first
// results; one that finds nothing, or has no valid text, is not indexed.
func TestSearchPageRobots(t *testing.T) {
	t.Parallel()
	eachCatalog(t, func(t *testing.T, a *app.App, srv *httptest.Server) {
		st, pages := describer(t, a)
		for q, noIndex := range map[string]bool{"rock": false, "ROCK  ": false, "jazz": false, "xylofone": true,
			"ro": true, "": true, "secreta": true, "antigo": true} {
			p := pages.For(context.Background(), httptest.NewRequest("GET", "/buscar/?q="+url.QueryEscape(q), nil), st, "https://loja.test")
			if p.NoIndex != noIndex || !p.Shell {
				t.Errorf("search %q: noindex %v, want %v", q, p.NoIndex, noIndex)
			}
		}
		p := pages.For(context.Background(), httptest.NewRequest("GET", "/buscar/?q=rock+na+ilha", nil), st, "https://loja.test")
		if p.Canonical != "https://loja.test/buscar/?q=rock+na+ilha" {
			t.Errorf("canonical: %q", p.Canonical)
		}
		if p.Poster != seo.PosterNone || p.Preload != nil {
			t.Errorf("fixture events have no poster: %+v", p.Preload)
		}
		if _, err := a.DB.Exec(t.Context(), "UPDATE events SET imagem = '/capa-rock.jpg' WHERE external_id = 'rock'"); err != nil {
			t.Fatal(err)
		}
		// The first result's poster is preloaded; the shell paints it where the app shows the
		// results the page carries, that is without other filters.
		for query, want := range map[string]seo.PosterPlace{"q=rock": seo.PosterResult, "q=rock&periodo=hoje": seo.PosterNone} {
			p := pages.For(context.Background(), httptest.NewRequest("GET", "/buscar/?"+query, nil), st, "https://loja.test")
			if p.Preload == nil || p.Preload.Href != "/capa-rock.jpg" || p.Poster != want {
				t.Errorf("%s: preload %+v, poster %v, want %v", query, p.Preload, p.Poster, want)
			}
		}
		// The first results ride along, under the query the app asks for the text alone.
		raw, _ := json.Marshal(p.Data)
		if !strings.Contains(string(raw), `{"list":{"query":{"q":"rock na ilha","por_pagina":24},"page":{"eventos":[{"id":`) ||
			!strings.Contains(string(raw), `"nome":"Rock na Ilha"`) {
			t.Errorf("search page data: %s", raw)
		}
	})
}
