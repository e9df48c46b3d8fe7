package seo

import (
	"encoding/xml"
	"log/slog"
	"net/http"

	"github.com/catraca/catraca/internal/store"
)

// Files serves robots.txt and sitemap.xml for the store of each request's host, with the
// store's canonical origin.
type Files struct {
	Pages  *Pages
	Stores *store.Service
}

// Robots allows everything but the API and personal pages, and points at the sitemap.
func (f *Files) Robots(w http.ResponseWriter, r *http.Request) {
	st, err := f.Stores.ForHost(r.Context(), r.Host)
	if err != nil {
		slog.ErrorContext(r.Context(), "robots store", "err", err)
		http.Error(w, "Erro Inesperado", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	_, _ = w.Write([]byte("User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /ingressos\nDisallow: /ticket/\n" +
		"Disallow: /checkout/\nDisallow: /buscar/\n\nSitemap: " + f.Stores.Origin(st) + "/sitemap.xml\n"))
}

type urlset struct {
	XMLName xml.Name `xml:"urlset"`
	NS      string   `xml:"xmlns,attr"`
	URLs    []loc    `xml:"url"`
}

type loc struct {
	Loc string `xml:"loc"`
}

// Sitemap lists the home page and every public upcoming event of the store.
func (f *Files) Sitemap(w http.ResponseWriter, r *http.Request) {
	st, err := f.Stores.ForHost(r.Context(), r.Host)
	if err != nil {
		slog.ErrorContext(r.Context(), "sitemap store", "err", err)
		http.Error(w, "Erro Inesperado", http.StatusInternalServerError)
		return
	}
	paths, err := f.Pages.Catalog.PublicURLs(r.Context(), st.Configs.Organizer, f.Pages.Now())
	if err != nil {
		slog.ErrorContext(r.Context(), "sitemap events", "err", err)
		http.Error(w, "Erro Inesperado", http.StatusInternalServerError)
		return
	}
	origin := f.Stores.Origin(st)
	set := urlset{NS: "http://www.sitemaps.org/schemas/sitemap/0.9", URLs: []loc{{Loc: origin + "/"}}}
	for _, p := range paths {
		set.URLs = append(set.URLs, loc{Loc: origin + p})
	}
	w.Header().Set("Content-Type", "application/xml; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=600")
	_, _ = w.Write([]byte(xml.Header))
	_ = xml.NewEncoder(w).Encode(set)
}
