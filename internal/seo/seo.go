// Package seo gives the first HTML of each storefront page what search engines and link
// previews read: title, description, canonical, Open Graph/Twitter tags and, on event pages,
// schema.org Event data; it also inlines the page's data so it renders without a round trip.
package seo

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/media"
	"github.com/catraca/catraca/internal/store"
)

// Page is what the server knows about a page before the app runs.
type Page struct {
	Status      int // 404 for an unknown event or slug; the app still renders its error page
	Title       string
	Description string
	Canonical   string
	Image       string
	NoIndex     bool
	JSONLD      any // schema.org data, or nil
	Data        any // inlined as page-data for the app, or nil
	// Preload is the page's largest image (its LCP), fetched by the browser with the HTML
	// instead of once the app has rendered it; nil when unknown.
	Preload *Preload
	// Shell: the app shows its header here, so the first HTML may paint it (and Preload where
	// Poster says) before the app has loaded.
	Shell  bool
	Poster PosterPlace
}

// PosterPlace is where the first HTML paints Preload.
type PosterPlace int

const (
	PosterNone   PosterPlace = iota // only fetched early: the app shows it
	PosterHero                      // an event page's poster
	PosterBanner                    // the home banner's first
	PosterResult                    // a search's first result, on phones
)

// Preload is an image to fetch early: Srcset and Sizes (with Type) when it has renditions.
type Preload struct {
	Href, Srcset, Sizes, Type string
}

// heroSizes is how wide the event page's poster shows (web EventHero.tsx).
const heroSizes = "(max-width: 75em) 100vw, 1200px"

// Pages builds Page values from the catalog.
type Pages struct {
	Catalog *catalog.Service
	Now     func() time.Time
}

// EventData is the page data of an event page.
type EventData struct {
	Event catalog.Event `json:"event"`
}

// For describes the page at r for store st seen from origin.
func (p *Pages) For(ctx context.Context, r *http.Request, st store.Store, origin string) Page {
	path := r.URL.Path
	page := Page{Status: http.StatusOK, Title: st.Name, Canonical: origin + path,
		Description: "Ingressos para shows, festas, teatro, esportes e muito mais em " + st.Name + ".",
		Image:       absolute(origin, st.Configs.Template.Logo)}
	switch {
	case path == "/":
		page.Title = st.Name + " — ingressos para eventos"
		return p.home(ctx, page, r, st)
	case path == "/buscar/" || path == "/buscar" || path == "/search":
		q := strings.TrimSpace(r.URL.Query().Get("q"))
		page.Title = "Busca: " + clip(q, 60) + " | " + st.Name
		page.Description = "Eventos encontrados para “" + clip(q, 60) + "” em " + st.Name + "."
		page.Canonical = origin + "/buscar/?q=" + strings.ReplaceAll(clip(q, 100), " ", "+")
		page.Shell = true
		return p.search(ctx, page, st, q, SearchTextOnly(r))
	case strings.HasPrefix(path, "/evento/"):
		idText, rest, _ := strings.Cut(strings.TrimPrefix(path, "/evento/"), "/")
		id, err := strconv.ParseInt(idText, 10, 64)
		if err != nil || id <= 0 {
			return notFound(page)
		}
		// evento/{id}/c/{gamification} shows no header (spec section 2, "Layout").
		page.Shell = !strings.HasPrefix(rest, "c/")
		return p.event(ctx, page, st, origin, id, r)
	case strings.HasPrefix(path, "/produto-"):
		return produto(page, st, strings.TrimSuffix(strings.TrimPrefix(path, "/produto-"), "/"))
	case isSlugPath(path):
		page.Shell = true
		s, err := p.Catalog.ResolveSlug(ctx, strings.Trim(path, "/"))
		if err != nil {
			return notFound(page)
		}
		return p.event(ctx, page, st, origin, s.Evento, r)
	}
	return page
}

// isSlugPath tells a single segment that is not one of the storefront's own paths: an event's slug.
func isSlugPath(path string) bool {
	seg := strings.Trim(path, "/")
	return seg != "" && !strings.Contains(seg, "/") && !catalog.ReservedPaths[seg] && !strings.HasPrefix(seg, "produto")
}

func notFound(page Page) Page {
	page.Status = http.StatusNotFound
	page.Title = "404 Not Found | " + strings.TrimSpace(strings.SplitN(page.Title, "—", 2)[0])
	page.NoIndex = true
	return page
}

// picture is a poster to preload: its WebP renditions where it has them, shown at sizes.
func picture(src string, v *media.Picture, sizes string) *Preload {
	if v == nil {
		return &Preload{Href: src}
	}
	return &Preload{Href: src, Srcset: v.SrcsetWebp, Sizes: sizes, Type: "image/webp"}
}

// IsPreview tells a preview link (createEventPreviewLink): its event page inlines no data, as
// a draft's is not public; the page asks for it with the link's token.
func IsPreview(r *http.Request) bool { return r.URL.Query().Has("previa") }

func (p *Pages) event(ctx context.Context, page Page, st store.Store, origin string, id int64, r *http.Request) Page {
	if IsPreview(r) {
		page.Title = "Prévia do evento | " + st.Name
		page.NoIndex = true
		return page
	}
	e, err := p.Catalog.Detail(ctx, id, "", "", p.Now())
	var ae *apperr.Error
	if errors.As(err, &ae) && ae.Code == apperr.Forbidden {
		page.Title = "Evento protegido por senha | " + st.Name
		page.NoIndex = true
		return page
	}
	if err != nil {
		return notFound(page)
	}
	page.Title = fmt.Sprintf("%s — %s/%s | %s", e.Nome, e.Local.Cidade, e.Local.UF, st.Name)
	page.Description = eventDescription(e)
	page.Canonical = origin + e.URL
	if e.Imagem != "" {
		page.Image = absolute(origin, e.Imagem)
		page.Preload, page.Poster = picture(e.Imagem, e.ImagemVariantes, heroSizes), PosterHero
	}
	page.JSONLD = eventJSONLD(e, origin, p.Now())
	page.Data = EventData{Event: e}
	return page
}

func eventDescription(e catalog.Event) string {
	if d := strings.Join(strings.Fields(e.Descricao), " "); d != "" {
		return clip(d, 160)
	}
	return fmt.Sprintf("Ingressos para %s em %s, %s/%s.", e.Nome, e.Local.Nome, e.Local.Cidade, e.Local.UF)
}

// clip shortens s to at most n runes, ending with an ellipsis when cut.
func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return strings.TrimSpace(string(r[:n-1])) + "…"
}

func absolute(origin, path string) string {
	if path == "" || strings.HasPrefix(path, "http://") || strings.HasPrefix(path, "https://") {
		return path
	}
	return origin + path
}
