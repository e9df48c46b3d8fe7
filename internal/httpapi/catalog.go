package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/catalog"
)

type coversRequest struct {
	Cidade string `query:"cidade" maxLength:"100" description:"Municipality name."`
	Estado string `query:"estado" maxLength:"2" pattern:"^([\\x01-\\x7f]{0,2}|[\u0080-\u07ff])$" description:"State (UF) of the municipality: at most 2 bytes of UTF-8, so 2 ASCII letters."`
	Pais   string `query:"pais" description:"Brasil for all regions."`
}

func (a *API) covers(w http.ResponseWriter, r *http.Request) {
	st, err := a.storeOf(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	q := r.URL.Query()
	city, uf := q.Get("cidade"), q.Get("estado")
	if q.Get("pais") != "" {
		city, uf = "", ""
	}
	if err := checkTexts(textParam{"cidade", city, maxSearchLen}, textParam{"estado", uf, ufLen}); err != nil {
		writeError(w, r, err)
		return
	}
	ch, org := channel(r, st), st.Configs.Organizer
	key := fmt.Sprintf("covers|%d|%q|%q|%q", st.ID, ch, catalog.SearchKey(city), strings.ToUpper(uf))
	a.cachedJSON(w, r, key, func(ctx context.Context) (any, error) {
		return a.Catalog.Covers(ctx, city, uf, ch, org, a.Now())
	})
}

type eventsListRequest struct {
	Q         string `query:"q" maxLength:"100" description:"Text to search in name, place and city (accents and case ignored); at most 100 bytes of UTF-8."`
	Periodo   string `query:"periodo" enum:"qualquer,hoje,fds,semana"`
	Categoria int    `query:"categoria" minimum:"-1" maximum:"1073741824" description:"Category code; -1 for all."`
	Cidade    string `query:"cidade" maxLength:"100"`
	UF        string `query:"uf" maxLength:"2" pattern:"^([\\x01-\\x7f]{0,2}|[\u0080-\u07ff])$" description:"State (UF): at most 2 bytes of UTF-8, so 2 ASCII letters."`
	Origem    string `query:"origem" description:"capa for the home page's upcoming events."`
	Pagina    int    `query:"pagina" minimum:"1" maximum:"10000"`
	PorPagina int    `query:"por_pagina" minimum:"1" maximum:"48"`
	HeaderPDV string `header:"PDV"`
	HeaderPOS string `header:"POS"`
}

// MsgBadPeriod answers a period outside the four of spec section 3.
const MsgBadPeriod = "Período inválido."

func (a *API) eventsList(w http.ResponseWriter, r *http.Request) {
	st, err := a.storeOf(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	q := r.URL.Query()
	f := catalog.ListFilter{
		Text: strings.TrimSpace(q.Get("q")), Period: q.Get("periodo"), City: q.Get("cidade"), UF: q.Get("uf"),
		Home: q.Get("origem") == "capa", Channel: channel(r, st), Organizer: st.Configs.Organizer,
		Page: 1, PerPage: 24, Now: a.Now(),
	}
	switch f.Period {
	case "", catalog.PeriodAny, catalog.PeriodToday, catalog.PeriodWeekend, catalog.PeriodWeek:
	default:
		writeError(w, r, apperr.Field("periodo", MsgBadPeriod))
		return
	}
	if err := checkTexts(textParam{"q", f.Text, maxSearchLen}, textParam{"cidade", f.City, maxSearchLen},
		textParam{"uf", f.UF, ufLen}); err != nil {
		writeError(w, r, err)
		return
	}
	for _, p := range []struct {
		name     string
		dst      *int
		min, max int
	}{{"categoria", &f.Category, -1, 1 << 30}, {"pagina", &f.Page, 1, maxPage}, {"por_pagina", &f.PerPage, 1, maxPerPage}} {
		if v := q.Get(p.name); v != "" {
			n, err := strconv.Atoi(v)
			if err != nil || n < p.min || n > p.max {
				writeError(w, r, apperr.Field(p.name, MsgBadRequest))
				return
			}
			*p.dst = n
		}
	}
	a.cachedJSON(w, r, listKey(st.ID, f), func(ctx context.Context) (any, error) {
		return a.Catalog.ListEvents(ctx, f)
	})
}

func validText(s string, max int) bool { return utf8.ValidString(s) && len(s) <= max }

// textParam is a text query parameter and the most bytes it may hold.
type textParam struct {
	name, value string
	max         int
}

// checkTexts blames the first parameter that is not valid UTF-8 or is too long.
func checkTexts(params ...textParam) error {
	for _, p := range params {
		if !validText(p.value, p.max) {
			return apperr.Field(p.name, MsgBadRequest)
		}
	}
	return nil
}

type eventDetailRequest struct {
	Event  int64  `path:"event" minimum:"1"`
	Senha  string `json:"senha" description:"The event password, for site_visibilidade S."`
	Previa string `json:"previa,omitempty" maxLength:"200" description:"A preview link's token (createEventPreviewLink): the event even as a draft, with previa true; a bad or expired one is not found."`
}

func (a *API) eventDetail(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "event")
	if err != nil {
		writeError(w, r, err)
		return
	}
	var body struct {
		Senha  string `json:"senha"`
		Previa string `json:"previa"`
	}
	if err := decodeJSON(r, &body); err != nil {
		writeError(w, r, err)
		return
	}
	if body.Previa != "" {
		a.eventPreview(w, r, id, body.Previa)
		return
	}
	st, err := a.storeOf(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	ch := channel(r, st)
	if body.Senha != "" {
		// A password-protected event's data is read afresh for whoever knows the password and
		// never kept where another visitor could be served it. Without a password, Detail
		// refuses a protected event, so the cached form never holds one.
		e, err := a.Catalog.Detail(r.Context(), id, body.Senha, ch, a.Now())
		if err != nil {
			writeError(w, r, err)
			return
		}
		writeJSON(w, http.StatusOK, e)
		return
	}
	a.cachedJSON(w, r, fmt.Sprintf("detail|%d|%q|%d", st.ID, ch, id), func(ctx context.Context) (any, error) {
		return a.Catalog.Detail(ctx, id, "", ch, a.Now())
	})
}

// eventPreview answers an event's page for a preview link's holder, drafts too: read afresh,
// never cached here or by the browser, and marked previa so the page offers no purchase (the
// purchase API refuses a draft anyway).
func (a *API) eventPreview(w http.ResponseWriter, r *http.Request, id int64, token string) {
	organizer, ok := a.OrgAuth.CheckPreview(token, id, a.Now())
	if !ok {
		writeError(w, r, apperr.New(apperr.NotFound, catalog.MsgEventNotFound))
		return
	}
	e, err := a.Catalog.Preview(r.Context(), organizer, id, a.Now())
	if err != nil {
		writeError(w, r, err)
		return
	}
	e.Previa = true
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("X-Robots-Tag", "noindex")
	writeJSON(w, http.StatusOK, e)
}

type slugRequest struct {
	Slug string `query:"slug" required:"true" minLength:"1" maxLength:"200"`
}

func (a *API) slug(w http.ResponseWriter, r *http.Request) {
	s := r.URL.Query().Get("slug")
	if s == "" || !validText(s, maxSlugLen) {
		writeError(w, r, apperr.New(apperr.NotFound, catalog.MsgSlugNotFound))
		return
	}
	res, err := a.Catalog.ResolveSlug(r.Context(), s)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, res)
}

type organizerRequest struct {
	ID int64 `path:"id" minimum:"1"`
}

func (a *API) organizer(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	st, err := a.storeOf(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	o, err := a.Catalog.OrganizerPage(r.Context(), id, channel(r, st), a.Now())
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, o)
}

type faqRequest struct {
	Event int64  `path:"event" minimum:"1"`
	Senha string `query:"senha" description:"The event password, for protected events (site_visibilidade S)."`
}

func (a *API) faq(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "event")
	if err != nil {
		writeError(w, r, err)
		return
	}
	list, err := a.Catalog.FAQ(r.Context(), id, r.URL.Query().Get("senha"))
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, list)
}

type faqLogRequest struct {
	Event    int64 `path:"event" minimum:"1"`
	Question int64 `path:"question" minimum:"1"`
}

type faqLogResponse struct {
	Visualizacoes int `json:"visualizacoes"`
}

func (a *API) faqLog(w http.ResponseWriter, r *http.Request) {
	event, err := pathID(r, "event")
	if err != nil {
		writeError(w, r, err)
		return
	}
	question, err := pathID(r, "question")
	if err != nil {
		writeError(w, r, err)
		return
	}
	views, err := a.Catalog.LogQuestionView(r.Context(), event, question)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, faqLogResponse{Visualizacoes: views})
}
