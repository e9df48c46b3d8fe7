package httpapi

import (
	"context"
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/refdata"
)

type configRequest struct {
	Host string `query:"host" maxLength:"253" description:"The browser's host name; omitted on localhost (the default store)."`
}

func (a *API) config(w http.ResponseWriter, r *http.Request) {
	host := r.URL.Query().Get("host")
	if len(host) > maxHostLen {
		writeError(w, r, apperr.Field("host", "Host inválido."))
		return
	}
	st, err := a.Stores.ForHost(r.Context(), host)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, a.Stores.Config(st, a.Stores.Origin(st)))
}

func (a *API) categories(w http.ResponseWriter, r *http.Request) {
	a.cachedJSON(w, r, "categories", func(ctx context.Context) (any, error) { return a.Catalog.Categories(ctx) })
}

type citySearchRequest struct {
	Query string `query:"query" maxLength:"100" description:"Part of a municipality name, optionally followed by its state (UF)."`
}

// Limits the handlers enforce; the request structs' tags state the same numbers in the
// document, and TestOpenAPIConstraints keeps the two equal.
const (
	maxSearchLen = 100
	ufLen        = 2
	maxHostLen   = 253
	maxSlugLen   = 200
	maxPage      = 10000
	maxPerPage   = 48
)

func (a *API) citySearch(w http.ResponseWriter, r *http.Request) {
	q := strings.TrimSpace(r.URL.Query().Get("query"))
	if !utf8.ValidString(q) || len(q) > maxSearchLen {
		writeError(w, r, apperr.Field("query", "Texto de busca inválido."))
		return
	}
	a.cachedJSON(w, r, "cities|"+catalog.SearchKey(q), func(ctx context.Context) (any, error) {
		return a.Catalog.SearchCities(ctx, q)
	})
}

func (a *API) countries(w http.ResponseWriter, r *http.Request) {
	list, err := refdata.Countries()
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, list)
}

func (a *API) banks(w http.ResponseWriter, r *http.Request) {
	list, err := refdata.Banks()
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, list)
}
