package webui

import (
	"bytes"
	"cmp"
	"html/template"
	"log/slog"

	"github.com/catraca/catraca/internal/seo"
	"github.com/catraca/catraca/internal/store"
)

// shellHTML is what a page shows before the app has loaded: the store's header bar and the
// page's largest poster where the app shows it (an event page's poster, the home banner's
// first). On a phone on 4G the app's script takes seconds to arrive and run; this paints with
// the HTML alone (the app's scripts and stylesheets are requested after it, web/src/boot.ts).
// It is hidden from assistive technology (the app renders the real, labelled page), holds
// nothing to focus, and the app's first render replaces it: new elements, so nothing shifts,
// and a poster of the same size does not count as a later largest paint. Each poster is
// clipped as the app clips it: the banner's square, since Chrome measures a poster clipped to
// rounded corners a fraction of a pixel smaller, and the app's banner (rounded by a container
// that Chrome measures unclipped) would then count as a later, larger paint.
var shellHTML = template.Must(template.New("shell").Parse(`<div aria-hidden="true" data-shell>` +
	`<style>` +
	`body{margin:0;background:{{.Page}}}` +
	`.shell-bar{border-bottom:1px solid rgba(0,0,0,.08)}` +
	`.shell-bar>div{display:flex;align-items:center;box-sizing:border-box;max-width:1250px;height:68px;margin:0 auto;padding:0 16px}` +
	`.shell-bar img{display:block;max-height:45px;max-width:160px}` +
	`.shell-page{box-sizing:border-box;max-width:1250px;margin:0 auto;padding:20px 16px}` +
	`.shell-page picture{display:contents}` +
	`.shell-page img{display:block;width:100%;height:auto;aspect-ratio:16/9;object-fit:cover}` +
	`.shell-hero img{max-height:460px;border-radius:16px}` +
	`.shell-city{height:36px;margin-bottom:32px}` +
	`.shell-banner{display:grid;background:#111827}` +
	// A phone's first search result: under the title, the search box, the filters button and
	// the count (web SearchPage.tsx), over the card's box, its 1px border included: the app's
	// poster inside that border lands a fraction of a pixel off the shell's (its boxes round one
	// by one), and Chrome then measured it up to 0.3% larger, a later paint that became the
	// LCP. A pixel wider on each side, the shell's is always the larger. The grid has more
	// columns from 48em, where the shell leaves it to the app.
	`.shell-result{margin:calc(1.375rem*1.35 + 2*2.25rem + 1.55rem + 4*1.25rem) 0 0}` +
	`@media (min-width:48em){.shell-result{display:none}}` +
	`@media (min-width:62em){.shell-hero{width:calc((100% - 40px)*2/3)}.shell-city{display:none}` +
	`.shell-banner{grid-template-columns:3fr 2fr}}` +
	`</style>` +
	`<div class="shell-bar" style="background:{{.Background}}"><div>{{if .Logo}}<img src="{{.Logo}}" alt="">{{end}}</div></div>` +
	`{{with .Poster}}<div class="shell-page">` +
	`{{if $.Banner}}{{if $.CityBar}}<div class="shell-city"></div>{{end}}<div class="shell-banner">` +
	`{{else if $.Result}}<div class="shell-result">{{else}}<div class="shell-hero">{{end}}` +
	`<picture>{{if .Srcset}}<source type="{{.Type}}" srcset="{{.Srcset}}" sizes="{{.Sizes}}">{{end}}` +
	`<img src="{{.Href}}" alt="" width="1200" height="675" fetchpriority="high"></picture></div></div>{{end}}` +
	`</div>`))

// painted is the poster the shell paints, if any.
func painted(page seo.Page) *seo.Preload {
	if page.Poster == seo.PosterNone {
		return nil
	}
	return page.Preload
}

// shell renders shellHTML for a page, or nothing where the app shows no header.
func shell(cfg store.Config, page seo.Page) []byte {
	if !page.Shell {
		return nil
	}
	// The colours the app's theme gives the page and the header (web/src/app/theme.ts).
	tpl := cfg.Configs.Template
	pageColour := cmp.Or(tpl.Colors.Background, "#ffffff")
	var b bytes.Buffer
	err := shellHTML.Execute(&b, struct {
		Page, Background, Logo string
		Poster                 *seo.Preload
		// The home page's city button sits above the banner on small screens.
		Banner, CityBar, Result bool
	}{pageColour, cmp.Or(tpl.Colors.Header, pageColour), tpl.Logo, painted(page), page.Poster == seo.PosterBanner,
		tpl.CitySelection, page.Poster == seo.PosterResult})
	if err != nil {
		slog.Error("page shell", "err", err)
		return nil
	}
	return b.Bytes()
}
