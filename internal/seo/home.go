package seo

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/url"

	"github.com/catraca/catraca/internal/store"
)

// CityCookie holds the visitor's chosen city as the app stores it (JSON {id, name, state},
// URL-encoded; web/src/features/city/selected-city.ts), so the first HTML of the home page
// can paint that city's banner.
const CityCookie = "catraca_cidade"

// allRegionsID is 'Todas as regiões' (spec section 3): the covers of every city.
const allRegionsID = 9501

// maxCityName bounds what a cookie may put into a query and a cache key.
const maxCityName = 100

// HomeCity is the city whose banner the home page shows, picked as the app picks it
// (defaultCity in web/src/features/city/city.ts): the visitor's choice where the store lets
// visitors choose, else the store's default city, else every region ("", "").
func HomeCity(r *http.Request, st store.Store) (city, uf string) {
	tpl := st.Configs.Template
	chosen := tpl.CityDefault
	if tpl.CitySelection {
		if c, ok := cityFromCookie(r); ok {
			chosen = &c
		}
	}
	if chosen == nil || chosen.Name == "" || chosen.ID == allRegionsID {
		return "", ""
	}
	return chosen.Name, chosen.State
}

func cityFromCookie(r *http.Request) (store.City, bool) {
	cookie, err := r.Cookie(CityCookie)
	if err != nil {
		return store.City{}, false
	}
	raw, err := url.QueryUnescape(cookie.Value)
	if err != nil {
		return store.City{}, false
	}
	var c struct {
		ID    *int    `json:"id"`
		Name  *string `json:"name"`
		State string  `json:"state"`
	}
	// As the app's parseCity: a value without a numeric id and a name is no choice.
	if json.Unmarshal([]byte(raw), &c) != nil || c.ID == nil || c.Name == nil ||
		len(*c.Name) > maxCityName || len(c.State) > 2 {
		return store.City{}, false
	}
	return store.City{ID: *c.ID, Name: *c.Name, State: c.State}, true
}

// bannerSizes is how wide the banner's poster shows (web BannerCarousel.tsx).
const bannerSizes = "(max-width: 75em) 100vw, 1200px"

// home gives the home page its banner's first poster to preload and paint, as the app will
// show it: the first cover of the home city, on the site's channel.
func (p *Pages) home(ctx context.Context, page Page, r *http.Request, st store.Store) Page {
	page.Shell = true
	if !st.Configs.Template.Banner {
		return page
	}
	city, uf := HomeCity(r, st)
	covers, err := p.Catalog.Covers(ctx, city, uf, "", st.Configs.Organizer, p.Now())
	if err != nil {
		slog.WarnContext(ctx, "home banner for the page shell", "err", err)
		return page
	}
	if len(covers) == 0 || covers[0].Imagem == "" {
		return page
	}
	page.Preload, page.Poster = picture(covers[0].Imagem, covers[0].ImagemVariantes, bannerSizes), PosterBanner
	return page
}
