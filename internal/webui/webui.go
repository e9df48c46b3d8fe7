// Package webui serves the built React app: hashed assets cached for good, and index.html
// (never cached) for every app route, with the store configuration of the request's host
// inlined so the first paint needs no further round trip.
package webui

import (
	"bytes"
	"embed"
	"encoding/json"
	"html"
	"io/fs"
	"log/slog"
	"net/http"
	"path"
	"regexp"
	"strings"

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

// Handler serves the web app.
type Handler struct {
	files  fs.FS
	index  []byte
	stores *store.Service
	origin func(*http.Request) string
}

// New serves files; origin gives the scheme://host a request came in on.
func New(files fs.FS, stores *store.Service, origin func(*http.Request) string) *Handler {
	index, err := fs.ReadFile(files, "index.html")
	if err != nil {
		slog.Warn("web app not built: run `make build`; the storefront pages will answer 503")
	}
	return &Handler{files: files, index: index, stores: stores, origin: origin}
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
		slog.ErrorContext(r.Context(), "store for index", "err", err)
		http.Error(w, "Erro Inesperado", http.StatusInternalServerError)
		return
	}
	page := inject(h.index, st.Config(h.origin(r)))
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	_, _ = w.Write(page)
}

var (
	titleTag = regexp.MustCompile(`(?s)<title>.*?</title>`)
	htmlTag  = regexp.MustCompile(`<html[^>]*>`)
)

// inject puts the store's title, language, favicon and configuration into index.html.
func inject(index []byte, cfg store.Config) []byte {
	raw, err := json.Marshal(cfg) // escapes <, > and & so the JSON cannot close the script
	if err != nil {
		return index
	}
	lang := "pt-BR"
	if cfg.Configs.Template.Locale == "en" {
		lang = "en"
	}
	page := htmlTag.ReplaceAll(index, []byte(`<html lang="`+lang+`">`))
	page = titleTag.ReplaceAll(page, []byte("<title>"+html.EscapeString(cfg.Name)+"</title>"))
	var head bytes.Buffer
	if fav := cfg.Configs.Template.Favicon; fav != "" {
		head.WriteString(`<link rel="icon" href="` + html.EscapeString(fav) + `">`)
	}
	head.WriteString(`<script id="store-config" type="application/json">`)
	head.Write(raw)
	head.WriteString("</script></head>")
	return bytes.Replace(page, []byte("</head>"), head.Bytes(), 1)
}
