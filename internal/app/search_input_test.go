package app_test

import (
	"net/http/httptest"
	"net/url"
	"slices"
	"testing"

	"github.com/catraca/catraca/internal/app"
)

// Search text goes into an FTS5 query on SQLite: its syntax characters are plain text there,
// never an error.
func TestSearchTextIsPlainText(t *testing.T) {
	t.Parallel()
	eachCatalog(t, func(t *testing.T, _ *app.App, srv *httptest.Server) {
		for _, q := range []string{`"`, `'`, `ro"ck`, `%_\`, `***`, `NEAR(rock`, `rock OR jazz`, `roc*`, `-ilha`,
			`a\x00b`, `(((`, `^rock`, `rock:`, `ilha"`} {
			res := fetch(t, "POST", srv.URL+"/api/v2/events/list?q="+url.QueryEscape(q), "")
			if res.status != 200 {
				t.Errorf("q=%q: %d %s", q, res.status, res.body)
			}
		}
		if names := listNames(t, srv, "q="+url.QueryEscape(`"rock na"`)); len(names) != 0 {
			t.Errorf(`quotes are text, not a phrase: %v`, names)
		}
		if names := listNames(t, srv, "q=ILHA"); !slices.Contains(names, "Rock na Ilha") ||
			slices.Contains(names, "Stand-up São Paulo") {
			t.Errorf("ILHA (name or place): %v", names)
		}
	})
}
