// Package webui serves the built React app: hashed assets cached for good, and index.html
// (never cached) for every app route, with the store configuration of the request's host
// inlined so the first paint needs no further round trip.
package webui

import (
	"bytes"
	"context"
	"embed"
	"encoding/json"
	"fmt"
	"html"
	"io/fs"
	"log/slog"
	"net/http"
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/catraca/catraca/internal/respcache"
	"github.com/catraca/catraca/internal/seo"
	"github.com/catraca/catraca/internal/store"
)

//go:embed all:dist
var dist embed.FS

// Dist is the built web app (empty but for .gitkeep until `make web` runs).
func Dist() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err) // the embed pattern guarantees the folder
	}
	return sub
}

// PageDescriber tells what the first HTML of a page should carry (see package seo).
type PageDescriber interface {
	For(ctx context.Context, r *http.Request, st store.Store, origin string) seo.Page
}

// Handler serves the web app.
type Handler struct {
	files  fs.FS
	index  []byte
	stores *store.Service
	pages  PageDescriber
	origin func(store.Store) string
	static staticFiles
	// Cache keeps built pages until the catalog changes (see cache.go); nil builds each one.
	Cache *respcache.Cache
}

// New serves files; origin gives a store's canonical scheme://host (store.Service.Origin).
func New(files fs.FS, stores *store.Service, pages PageDescriber, origin func(store.Store) string) *Handler {
	index, err := fs.ReadFile(files, "index.html")
	if err != nil {
		slog.Warn("web app not built: run `make build`; the storefront pages will answer 503")
	}
	return &Handler{files: files, index: index, stores: stores, pages: pages, origin: origin}
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "Method Not Allowed", http.StatusMethodNotAllowed)
		return
	}
	name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
	if strings.HasPrefix(name, "assets/") {
		h.serveFile(w, r, name, "public, max-age=31536000, immutable")
		return
	}
	if path.Ext(name) != "" && name != "index.html" {
		h.serveFile(w, r, name, "public, max-age=3600")
		return
	}
	h.serveIndex(w, r)
}

func (h *Handler) serveFile(w http.ResponseWriter, r *http.Request, name, cacheControl string) {
	if _, err := fs.Stat(h.files, name); err != nil {
		http.NotFound(w, r)
		return
	}
	if compressible[path.Ext(name)] && h.serveCompressed(w, r, name, cacheControl) {
		return
	}
	w.Header().Set("Cache-Control", cacheControl)
	http.ServeFileFS(w, r, h.files, name)
}

func (h *Handler) serveIndex(w http.ResponseWriter, r *http.Request) {
	if h.index == nil {
		http.Error(w, "The web app is not built. Run `make build`.", http.StatusServiceUnavailable)
		return
	}
	st, err := h.stores.ForHost(r.Context(), r.Host)
	if err != nil {
		if r.Context().Err() != nil { // past the deadline, or the client left: not our error
			w.Header().Set("Retry-After", "1")
			http.Error(w, "Serviço indisponível. Tente novamente em instantes.", http.StatusServiceUnavailable)
			return
		}
		slog.ErrorContext(r.Context(), "store for index", "err", err)
		http.Error(w, "Erro Inesperado", http.StatusInternalServerError)
		return
	}
	origin := h.origin(st)
	cfg := h.stores.Config(st, origin)
	w.Header().Set("X-Content-Type-Options", "nosniff")
	checkout := r.URL.Path == "/checkout" || strings.HasPrefix(r.URL.Path, "/checkout/")
	w.Header().Set("Content-Security-Policy", Policy(cfg, checkout))
	if !checkout {
		w.Header().Set("X-Frame-Options", "DENY") // for browsers without frame-ancestors
	} else {
		w.Header().Del("X-Frame-Options")
	}
	if h.Cache != nil {
		h.serveCachedPage(w, r, st, origin)
		return
	}
	meta := h.pages.For(r.Context(), r, st, origin)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	w.WriteHeader(meta.Status)
	_, _ = w.Write(inject(h.index, cfg, meta))
}

var (
	titleTag = regexp.MustCompile(`(?s)<title>.*?</title>`)
	htmlTag  = regexp.MustCompile(`<html[^>]*>`)
)

// inject puts the page's head tags, the store configuration and the page data into index.html,
// and the page's first paint (shell) into the app's root element.
func inject(index []byte, cfg store.Config, page seo.Page) []byte {
	lang := "pt-BR"
	if cfg.Configs.Template.Locale == "en" {
		lang = "en"
	}
	out := htmlTag.ReplaceAll(index, []byte(`<html lang="`+lang+`">`))
	var head bytes.Buffer
	head.WriteString("<title>" + html.EscapeString(page.Title) + "</title>")
	meta := func(attr, key, value string) {
		if value != "" {
			fmt.Fprintf(&head, `<meta %s="%s" content="%s">`, attr, key, html.EscapeString(value))
		}
	}
	meta("name", "description", page.Description)
	if page.NoIndex {
		meta("name", "robots", "noindex")
	}
	if page.Canonical != "" && page.Status == http.StatusOK {
		fmt.Fprintf(&head, `<link rel="canonical" href="%s">`, html.EscapeString(page.Canonical))
	}
	meta("property", "og:site_name", cfg.Name)
	meta("property", "og:title", page.Title)
	meta("property", "og:description", page.Description)
	meta("property", "og:url", page.Canonical)
	meta("property", "og:image", page.Image)
	meta("property", "og:locale", strings.ReplaceAll(lang, "-", "_"))
	meta("name", "twitter:card", "summary_large_image")
	if p := page.Preload; p != nil {
		fmt.Fprintf(&head, `<link rel="preload" as="image" fetchpriority="high" href="%s"`, html.EscapeString(p.Href))
		if p.Srcset != "" {
			fmt.Fprintf(&head, ` imagesrcset="%s" imagesizes="%s" type="%s"`, html.EscapeString(p.Srcset),
				html.EscapeString(p.Sizes), html.EscapeString(p.Type))
		}
		head.WriteString(">")
	}
	if logo := cfg.Configs.Template.Logo; page.Shell && logo != "" {
		// The shell's first contentful paint on pages without a poster: ahead of the scripts.
		fmt.Fprintf(&head, `<link rel="preload" as="image" href="%s">`, html.EscapeString(logo))
	}
	if fav := cfg.Configs.Template.Favicon; fav != "" {
		fmt.Fprintf(&head, `<link rel="icon" href="%s">`, html.EscapeString(fav))
	}
	script(&head, "store-config", "application/json", cfg)
	if page.Data != nil {
		script(&head, "page-data", "application/json", page.Data)
	}
	if page.JSONLD != nil {
		script(&head, "", "application/ld+json", page.JSONLD)
	}
	// In the title's place, ahead of the stylesheets and scripts: the poster's preload is then
	// the first request after the HTML.
	out = titleTag.ReplaceAllLiteral(out, head.Bytes())
	if first := shell(cfg, page); first != nil {
		out = bytes.Replace(out, []byte(`<div id="root"></div>`), slices.Concat([]byte(`<div id="root">`), first, []byte("</div>")), 1)
	}
	return out
}

// script writes v as JSON inside a script element; json.Marshal escapes <, > and & so the
// data cannot close the element.
func script(b *bytes.Buffer, id, typ string, v any) {
	raw, err := json.Marshal(v)
	if err != nil {
		slog.Error("inline page data", "err", err)
		return
	}
	if id != "" {
		fmt.Fprintf(b, `<script id="%s" type="%s">`, id, typ)
	} else {
		fmt.Fprintf(b, `<script type="%s">`, typ)
	}
	b.Write(raw)
	b.WriteString("</script>")
}
