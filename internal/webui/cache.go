package webui

import (
	"context"
	"log/slog"
	"net/http"
	"strconv"
	"strings"

	"github.com/catraca/catraca/internal/respcache"
	"github.com/catraca/catraca/internal/seo"
	"github.com/catraca/catraca/internal/store"
)

// pageKey names a page by everything its HTML depends on: the store, the origin written into
// its links and inlined configuration, the path, the search text on search pages and whether
// they have other filters (seo.SearchTextOnly), and the city whose banner the home page paints
// (seo.HomeCity), and whether it opens a preview link. Pages read nothing personal (event
// data is read without a password), so one visitor's page may be served to the next.
func pageKey(st store.Store, origin string, r *http.Request) string {
	p := r.URL.Path
	key := "page\x00" + strconv.FormatInt(st.ID, 10) + "\x00" + origin + "\x00" + p
	switch p {
	case "/buscar/", "/buscar", "/search":
		key += "\x00" + strings.TrimSpace(r.URL.Query().Get("q")) + "\x00" + strconv.FormatBool(seo.SearchTextOnly(r))
	case "/":
		city, uf := seo.HomeCity(r, st)
		key += "\x00" + city + "\x00" + uf
	}
	if seo.IsPreview(r) {
		key += "\x00previa" // an event page without its data (seo.Pages.event): one for any token
	}
	return key
}

// serveCachedPage answers an app route with its HTML built once per catalog version.
func (h *Handler) serveCachedPage(w http.ResponseWriter, r *http.Request, st store.Store, origin string) {
	err := h.Cache.Serve(w, r, pageKey(st, origin, r), "no-cache", func(ctx context.Context) (respcache.Response, error) {
		meta := h.pages.For(ctx, r, st, origin)
		return respcache.Response{Status: meta.Status, ContentType: "text/html; charset=utf-8",
			Body: inject(h.index, h.stores.Config(st, origin), meta)}, nil
	})
	if err != nil {
		slog.ErrorContext(r.Context(), "page", "err", err)
		http.Error(w, "Erro Inesperado", http.StatusInternalServerError)
	}
}
