package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/respcache"
)

// readCacheControl lets browsers and shared caches keep catalog answers but revalidate them
// (ETag → 304) on every use, since the catalog may change at any moment.
const readCacheControl = "no-cache"

// cachedJSON answers with what fn builds, kept in a.Cache under key until the catalog moves.
// Only public catalog data may go through here: the key must hold everything the answer
// depends on (store, sales channel, query), and nothing personal or password-protected.
// Errors are answered as usual and never kept.
func (a *API) cachedJSON(w http.ResponseWriter, r *http.Request, key string, fn func(ctx context.Context) (any, error)) {
	if a.Cache == nil {
		v, err := fn(r.Context())
		if err != nil {
			writeError(w, r, err)
			return
		}
		writeJSON(w, http.StatusOK, v)
		return
	}
	err := a.Cache.Serve(w, r, "api\x00"+key, readCacheControl, func(ctx context.Context) (respcache.Response, error) {
		v, err := fn(ctx)
		if err != nil {
			return respcache.Response{}, err
		}
		body, err := json.Marshal(v)
		if err != nil {
			return respcache.Response{}, fmt.Errorf("encode %s: %w", r.Pattern, err)
		}
		body = append(body, '\n') // as json.Encoder writes it elsewhere
		return respcache.Response{Status: http.StatusOK, ContentType: "application/json; charset=utf-8", Body: body}, nil
	})
	if err != nil {
		writeError(w, r, err)
	}
}

// listKey names a listing by everything that shapes its answer. The period is kept as the
// dates it covers, so "hoje" moves to a new entry at midnight.
func listKey(storeID int64, f catalog.ListFilter) string {
	from, to, _ := catalog.PeriodRange(f.Period, f.Now)
	org := int64(0)
	if f.Organizer != nil {
		org = *f.Organizer
	}
	return fmt.Sprintf("list|%d|%q|%d|%d|%q|%d|%d|%q|%q|%t|%d|%d", storeID, f.Channel, org, f.Category,
		strings.Join(strings.Fields(catalog.SearchKey(f.Text)), " "), from.Unix(), to.Unix(),
		catalog.SearchKey(f.City), strings.ToUpper(f.UF), f.Home, f.Page, f.PerPage)
}
