package webui

import (
	"bytes"
	"cmp"
	"html/template"
	"log/slog"

	"github.com/catraca/catraca/internal/seo"
	"github.com/catraca/catraca/internal/store"
)

// shellHTML is what a page shows before the app has loaded: the store's header bar and, on
// an event page, the poster where the app shows it. On a phone on 4G the app's script takes
// seconds to arrive and run; this paints with the HTML and the stylesheet. It is hidden from
// assistive technology (the app renders the real, labelled page), holds nothing to focus,
// and the app's first render replaces it: new elements, so nothing shifts, and a poster of
// the same size does not count as a later largest paint.
var shellHTML = template.Must(template.New("shell").Parse(`<div aria-hidden="true" data-shell>` +
	`<style>` +
	`body{background:{{.Page}}}` +
	`.shell-bar{border-bottom:1px solid rgba(0,0,0,.08)}` +
	`.shell-bar>div{display:flex;align-items:center;box-sizing:border-box;max-width:1250px;height:69px;margin:0 auto;padding:0 16px}` +
	`.shell-bar img{display:block;max-height:45px;max-width:160px}` +
	`.shell-page{box-sizing:border-box;max-width:1250px;margin:0 auto;padding:20px 16px}` +
	`.shell-page img{display:block;width:100%;height:auto;aspect-ratio:16/9;max-height:460px;object-fit:cover;border-radius:16px}` +
	`@media (min-width:62em){.shell-page>div{width:calc((100% - 40px)*2/3)}}` +
	`</style>` +
	`<div class="shell-bar" style="background:{{.Background}}"><div>{{if .Logo}}<img src="{{.Logo}}" alt="">{{end}}</div></div>` +
	`{{with .Poster}}<div class="shell-page"><div><picture>` +
	`{{if .Srcset}}<source type="{{.Type}}" srcset="{{.Srcset}}" sizes="{{.Sizes}}">{{end}}` +
	`<img src="{{.Href}}" alt="" width="1200" height="675" fetchpriority="high"></picture></div></div>{{end}}` +
	`</div>`))

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
	}{pageColour, cmp.Or(tpl.Colors.Header, pageColour), tpl.Logo, page.Preload})
	if err != nil {
		slog.Error("page shell", "err", err)
		return nil
	}
	return b.Bytes()
}
