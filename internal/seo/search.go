package seo

import (
	"context"
	"log/slog"
	"net/http"
	"unicode/utf8"

	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/store"
)

// minSearchRunes: the general search needs text longer than 2 characters (spec section 9).
const minSearchRunes = 3

// searchPageSize is how many results the search page asks for (web SEARCH_PAGE_SIZE).
const searchPageSize = 24

// cardSizes is how wide a card's poster shows (web CARD_IMAGE_SIZES).
const cardSizes = "(max-width: 48em) 100vw, (max-width: 62em) 50vw, 400px"

// SearchData is the page data of a search page: the first page of results for the text
// alone, under the query the app asks it with (web listQueryFromFilters), so the app shows
// it without a round trip; a page with other filters asks another query and ignores it.
type SearchData struct {
	List struct {
		Query listQuery         `json:"query"`
		Page  catalog.EventPage `json:"page"`
	} `json:"list"`
}

type listQuery struct {
	Q         string `json:"q"`
	PorPagina int    `json:"por_pagina"`
}

// SearchTextOnly reports a search page without filters besides its text: the app then shows
// the results the page carries, so the shell may paint the first one's poster.
func SearchTextOnly(r *http.Request) bool {
	v := r.URL.Query()
	return v.Get("periodo") == "" && v.Get("categoria") == "" && v.Get("cidade") == "" && v.Get("uf") == ""
}

// search gives a search page its first results: inlined, their first poster preloaded (and
// painted by the shell on phones when the page has no other filter), and indexed by search
// engines when there are any (under the canonical, the text alone). A search that finds
// nothing, or has no valid text, is a page without content of its own and is kept out of
// search engines.
func (p *Pages) search(ctx context.Context, page Page, st store.Store, q string, textOnly bool) Page {
	page.NoIndex = true
	if utf8.RuneCountInString(q) < minSearchRunes {
		return page
	}
	found, err := p.Catalog.ListEvents(ctx, catalog.ListFilter{Text: q, Channel: appChannel(st),
		Organizer: st.Configs.Organizer, Page: 1, PerPage: searchPageSize, Now: p.Now()})
	if err != nil {
		slog.WarnContext(ctx, "search page results", "err", err)
		return page
	}
	var data SearchData
	data.List.Query, data.List.Page = listQuery{Q: q, PorPagina: searchPageSize}, found
	page.Data = data
	if len(found.Eventos) == 0 {
		return page
	}
	page.NoIndex = false
	if first := found.Eventos[0]; first.Imagem != "" {
		page.Preload = picture(first.Imagem, first.ImagemVariantes, cardSizes)
		if textOnly {
			page.Poster = PosterResult
		}
	}
	return page
}

// appChannel is the sales channel of the app's list calls: it sends the store's own PDV or
// POS key when the store has one (web lib/api/headers.ts), as the API reads it (channel).
func appChannel(st store.Store) string {
	switch {
	case st.PDV != nil && *st.PDV != "":
		return "pdv"
	case st.POS != nil && *st.POS != "":
		return "pos"
	}
	return ""
}
