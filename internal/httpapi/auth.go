package httpapi

import (
	"context"
	"net/http"
	"strings"

	"github.com/catraca/catraca/internal/account"
	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/store"
)

type ctxKey int

const customerKey ctxKey = iota

// session is the authenticated customer and the token that proved it.
type session struct {
	customerID int64
	token      string
}

// bearer wraps a handler that needs a logged-in customer (Authorization: Bearer TOKEN).
func (a *API) bearer(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		token, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if !ok || token == "" {
			writeError(w, r, apperr.New(apperr.Unauthorized, account.MsgSessionExpired))
			return
		}
		id, err := a.Accounts.Authenticate(r.Context(), token)
		if err != nil {
			writeError(w, r, err)
			return
		}
		next(w, r.WithContext(context.WithValue(r.Context(), customerKey, session{id, token})))
	}
}

func sessionOf(r *http.Request) session {
	s, _ := r.Context().Value(customerKey).(session)
	return s
}

// clientIP keys every per-address rule (rate limits, the cap on unpaid tickets): the peer,
// or what a trusted proxy says it saw (clientaddr).
func (a *API) clientIP(r *http.Request) string { return a.Clients.Of(r) }

// brand is the store the request came through, for e-mails; links and logo use the store's
// canonical origin, never the request's Host.
func (a *API) brand(r *http.Request) (account.Brand, error) {
	st, err := a.storeOf(r)
	if err != nil {
		return account.Brand{}, err
	}
	return account.Brand{Name: st.Name, Logo: st.Configs.Template.Logo, SiteURL: a.Stores.Origin(st),
		Color: st.Configs.Template.Colors.Primary}, nil
}

// mailLocale is the language of the e-mails a request leads to (an order's, an account's):
// the storefront's chosen language (its locale header), else an API client's
// Accept-Language, as this API's own answers follow it, else the store's.
func mailLocale(r *http.Request, st store.Store) string {
	switch {
	case strings.HasPrefix(r.Header.Get("locale"), "en"):
		return "en"
	case r.Header.Get("locale") != "":
		return "pt"
	case apperr.PrefersEnglish(r.Header.Get("Accept-Language")):
		return "en"
	}
	return st.Configs.Template.Locale
}
