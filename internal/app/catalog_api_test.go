package app_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/config"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/db/dbtest"
)

func listNames(t *testing.T, srv *httptest.Server, query string, header ...string) []string {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, srv.URL+"/api/v2/events/list?"+query, nil)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	res, err := srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var page catalog.EventPage
	if err := json.NewDecoder(res.Body).Decode(&page); err != nil || res.StatusCode != 200 {
		t.Fatalf("list %s: %d %v", query, res.StatusCode, err)
	}
	names := []string{}
	for _, e := range page.Eventos {
		names = append(names, e.Nome)
	}
	if page.Total < len(names) {
		t.Errorf("total %d < %d listed", page.Total, len(names))
	}
	return names
}

func TestEventListing(t *testing.T) {
	t.Parallel()
	eachCatalog(t, func(t *testing.T, _ *app.App, srv *httptest.Server) {
		tests := []struct {
			name, query   string
			want, wantNot []string
		}{
			{"home lists upcoming public events soonest first", "cidade=Florian%C3%B3polis&uf=SC&origem=capa",
				[]string{"Jazz de Quarta", "Feira Gastronômica", "Rock na Ilha", "Esgotadíssimo"},
				[]string{"Show Antigo", "Festa Secreta", "Show Cancelado", "Cortesia Interna", "Stand-up São Paulo"}},
			{"search keeps cancelled events", "q=cancelado", []string{"Show Cancelado"}, nil},
			{"accent- and case-insensitive", "q=SAO+paulo", []string{"Stand-up São Paulo", "Peça em Breve"}, []string{"Rock na Ilha"}},
			{"every word must match", "q=rock+ilha", []string{"Rock na Ilha"}, []string{"Jazz de Quarta"}},
			{"today", "periodo=hoje", []string{"Jazz de Quarta"}, []string{"Feira Gastronômica", "Stand-up São Paulo"}},
			{"this weekend", "periodo=fds", []string{"Feira Gastronômica", "Rock na Ilha"}, []string{"Jazz de Quarta"}},
			{"next week", "periodo=semana", []string{"Stand-up São Paulo", "Só na Bilheteria"}, []string{"Feira Gastronômica"}},
			{"category", "categoria=3", []string{"Peça em Breve", "Vendas Encerradas"}, []string{"Rock na Ilha"}},
			{"all categories", "categoria=-1", []string{"Peça em Breve", "Rock na Ilha"}, []string{"Cortesia Interna"}},
			{"city without accent", "cidade=sao+paulo&uf=sp", []string{"Stand-up São Paulo"}, []string{"Rock na Ilha"}},
			{"pdv-only sectors need the store's PDV", "q=pdv", nil, []string{"Venda no PDV"}},
			{"no match", "q=zzzzz", nil, []string{"Rock na Ilha"}},
		}
		for _, tt := range tests {
			got := listNames(t, srv, tt.query)
			for _, w := range tt.want {
				if !slices.Contains(got, w) {
					t.Errorf("%s: %q missing from %v", tt.name, w, got)
				}
			}
			for _, w := range tt.wantNot {
				if slices.Contains(got, w) {
					t.Errorf("%s: %q must not be in %v", tt.name, w, got)
				}
			}
		}
		home := listNames(t, srv, "cidade=Florian%C3%B3polis&uf=SC&origem=capa")
		if home[0] != "Jazz de Quarta" {
			t.Errorf("soonest first: %v", home)
		}
		if got := listNames(t, srv, "por_pagina=2&pagina=2"); len(got) != 2 {
			t.Errorf("second page of two: %v", got)
		}
	})
}

func TestCovers(t *testing.T) {
	t.Parallel()
	eachCatalog(t, func(t *testing.T, _ *app.App, srv *httptest.Server) {
		var floripa, all, sampa []catalog.EventCard
		get(t, srv, "", "/api/store/covers?cidade="+url.QueryEscape("Florianópolis")+"&estado=SC", &floripa)
		get(t, srv, "", "/api/store/covers?pais=Brasil", &all)
		get(t, srv, "", "/api/store/covers?cidade=S%C3%A3o+Paulo&estado=SP", &sampa)
		if len(floripa) != 1 || floripa[0].Nome != "Rock na Ilha" || floripa[0].URL != "/rock-na-ilha" ||
			floripa[0].PrecoMinimo != 12000 || len(all) != 1 || len(sampa) != 0 {
			t.Errorf("covers: floripa %+v all %d sampa %d", floripa, len(all), len(sampa))
		}
	})
}

func detail(t *testing.T, srv *httptest.Server, id int64, body string) (int, catalog.Event, errorBody) {
	t.Helper()
	res, err := srv.Client().Post(srv.URL+"/api/v2/event/detail/"+itoa(id), "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	var e catalog.Event
	var eb errorBody
	_ = json.Unmarshal(raw, &e)
	_ = json.Unmarshal(raw, &eb)
	return res.StatusCode, e, eb
}

func itoa(id int64) string { return strings.TrimSpace(string(must(json.Marshal(id)))) }

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// eventID finds an event's id through the search API.
func eventID(t *testing.T, srv *httptest.Server, name string) int64 {
	t.Helper()
	var page catalog.EventPage
	res, err := srv.Client().Post(srv.URL+"/api/v2/events/list?q="+url.QueryEscape(name), "", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	_ = json.NewDecoder(res.Body).Decode(&page)
	for _, e := range page.Eventos {
		if e.Nome == name {
			return e.ID
		}
	}
	t.Fatalf("event %q not listed", name)
	return 0
}

func TestEventPageSaleStates(t *testing.T) {
	t.Parallel()
	eachCatalog(t, func(t *testing.T, _ *app.App, srv *httptest.Server) {
		tests := map[string]string{
			"Rock na Ilha": catalog.SaleOpen, "Show Cancelado": catalog.SaleCancelled,
			"Peça em Breve": catalog.SaleSoon, "Vendas Encerradas": catalog.SaleClosed,
			"Só na Bilheteria": catalog.SaleBoxOffice, "Esgotadíssimo": catalog.SaleSoldOut,
		}
		for name, want := range tests {
			code, e, _ := detail(t, srv, eventID(t, srv, name), "")
			if code != 200 || e.Venda.Status != want {
				t.Errorf("%s: %d status %q, want %q", name, code, e.Venda.Status, want)
			}
		}
		_, rock, _ := detail(t, srv, eventID(t, srv, "Rock na Ilha"), `{"senha": ""}`)
		if len(rock.Relacionados) != 1 || len(rock.Relacionados[0].Setores) != 2 || rock.Local.Cidade != "Florianópolis" ||
			*rock.Relacionados[0].Setores[0].PrecoMeia != 6000 || !rock.TemFAQ || rock.Relacionados[0].Data != "2026-11-21T22:00:00-03:00" {
			t.Errorf("rock detail: %+v", rock)
		}
		_, soon, _ := detail(t, srv, eventID(t, srv, "Peça em Breve"), "")
		if soon.Venda.AbreEm == nil || *soon.Venda.AbreEm != "2026-11-23T10:00:00-03:00" {
			t.Errorf("opening date: %+v", soon.Venda)
		}
	})
}

func TestEventPassword(t *testing.T) {
	t.Parallel()
	eachCatalog(t, func(t *testing.T, a *app.App, srv *httptest.Server) {
		var id int64
		if err := a.DB.QueryRow(t.Context(), "SELECT id FROM events WHERE external_id = ?", "protegido").Scan(&id); err != nil {
			t.Fatal(err)
		}
		if code, _, eb := detail(t, srv, id, ""); code != 403 || eb.Message != catalog.MsgNeedsPassword {
			t.Errorf("no password: %d %+v", code, eb)
		}
		if code, _, eb := detail(t, srv, id, `{"senha":"errada"}`); code != 403 || eb.Message != "Senha Inválida" {
			t.Errorf("wrong password: %d %+v", code, eb)
		}
		if code, e, _ := detail(t, srv, id, `{"senha":"abre-te"}`); code != 200 || e.Nome != "Festa Secreta" || e.SiteVisibilidade != "S" {
			t.Errorf("right password: %d %+v", code, e)
		}
		// Its questions too: the FAQ must not tell what the page keeps behind the password.
		faq := "/api/event/faq/" + itoa(id)
		var eb errorBody
		if code := get(t, srv, "", faq, &eb); code != 403 || eb.Message != catalog.MsgNeedsPassword {
			t.Errorf("faq without password: %d %+v", code, eb)
		}
		if code := get(t, srv, "", faq+"?senha=errada", &eb); code != 403 || eb.Message != "Senha Inválida" {
			t.Errorf("faq with a wrong password: %d %+v", code, eb)
		}
		var questions []catalog.Question
		if code := get(t, srv, "", faq+"?senha=abre-te", &questions); code != 200 || len(questions) != 1 ||
			questions[0].Resposta != "No endereço do convite." {
			t.Errorf("faq with the password: %d %+v", code, questions)
		}
	})
}

func TestSlugsOrganizerAndFAQ(t *testing.T) {
	t.Parallel()
	eachCatalog(t, func(t *testing.T, _ *app.App, srv *httptest.Server) {
		var s catalog.Slug
		if code := get(t, srv, "", "/api/slugs?slug=rock-na-ilha", &s); code != 200 || s.URL != "/rock-na-ilha" {
			t.Errorf("slug: %d %+v", code, s)
		}
		var eb errorBody
		if code := get(t, srv, "", "/api/slugs?slug=nao-existe", &eb); code != 404 || eb.Message == "" {
			t.Errorf("unknown slug: %d %+v", code, eb)
		}
		rock := eventID(t, srv, "Rock na Ilha")
		_, e, _ := detail(t, srv, rock, "")
		var o catalog.Organizer
		if code := get(t, srv, "", "/api/v2/organizers/page/details/"+itoa(e.Organizador.ID), &o); code != 200 ||
			o.Nome != "Produtora Ilha" || len(o.Eventos) < 5 {
			t.Errorf("organizer: %d %s %d events", code, o.Nome, len(o.Eventos))
		}
		var faq []catalog.Question
		get(t, srv, "", "/api/event/faq/"+itoa(rock), &faq)
		if len(faq) != 1 {
			t.Fatalf("faq: %+v", faq)
		}
		for want := 1; want <= 2; want++ {
			req, _ := http.NewRequest(http.MethodPut, srv.URL+"/api/events/faq/log/"+itoa(rock)+"/"+itoa(faq[0].ID), nil)
			res, err := srv.Client().Do(req)
			if err != nil {
				t.Fatal(err)
			}
			var v struct{ Visualizacoes int }
			_ = json.NewDecoder(res.Body).Decode(&v)
			res.Body.Close()
			if res.StatusCode != 200 || v.Visualizacoes != want {
				t.Errorf("view %d: %d %+v", want, res.StatusCode, v)
			}
		}
		req, _ := http.NewRequest(http.MethodPut, srv.URL+"/api/events/faq/log/"+itoa(rock)+"/999999", nil)
		if res, _ := srv.Client().Do(req); res.StatusCode != 404 {
			t.Errorf("unknown question: %d", res.StatusCode)
		}
	})
}

func TestCatalogBadInput(t *testing.T) {
	t.Parallel()
	eachCatalog(t, func(t *testing.T, _ *app.App, srv *httptest.Server) {
		long := strings.Repeat("x", 10000)
		tests := []struct {
			method, path, body string
			want               int
		}{
			{"POST", "/api/v2/events/list?periodo=ontem", "", 400},
			{"POST", "/api/v2/events/list?pagina=0", "", 400},
			{"POST", "/api/v2/events/list?por_pagina=1000", "", 400},
			{"POST", "/api/v2/events/list?categoria=abc", "", 400},
			{"POST", "/api/v2/events/list?q=" + long, "", 400},
			{"POST", "/api/v2/events/list?q=%25%25%25_", "", 200},
			{"POST", "/api/v2/event/detail/999999", "", 404},
			{"POST", "/api/v2/event/detail/abc", "", 400},
			{"POST", "/api/v2/event/detail/-1", "", 400},
			{"POST", "/api/v2/event/detail/99999999999999999999999", "", 400},
			{"POST", "/api/v2/event/detail/1", "{not json", 400},
			{"POST", "/api/v2/event/detail/1", `{"senha": 12}`, 400},
			{"GET", "/api/slugs?slug=" + long, "", 404},
			{"GET", "/api/v2/organizers/page/details/0", "", 400},
			{"GET", "/api/event/faq/abc", "", 400},
			{"GET", "/api/event/faq/999999", "", 404},
			{"PUT", "/api/events/faq/log/1/abc", "", 400},
			{"GET", "/api/store/covers?cidade=" + long, "", 400},
		}
		for _, tt := range tests {
			req, _ := http.NewRequest(tt.method, srv.URL+tt.path, bytes.NewBufferString(tt.body))
			if tt.body != "" {
				req.Header.Set("Content-Type", "application/json")
			}
			res, err := srv.Client().Do(req)
			if err != nil {
				t.Fatal(err)
			}
			var eb errorBody
			_ = json.NewDecoder(res.Body).Decode(&eb)
			res.Body.Close()
			if res.StatusCode != tt.want || (tt.want >= 400 && eb.Message == "") {
				t.Errorf("%s %.60s: %d %+v, want %d", tt.method, tt.path, res.StatusCode, eb, tt.want)
			}
		}
	})
}

// listingCatalog holds what a listing's order, columns and total depend on, on the first days
// so the walked first pages meet them. It has enough events that first pages are walked, and
// the marathon's sessions fill the front of the walk's window, so some of them are left to the
// query that starts from the events.
func listingCatalog() catalog.Document {
	session := func(id string, start time.Time, sectors ...catalog.SectorInput) catalog.SessionInput {
		return catalog.SessionInput{ID: id, Inicio: start, Setores: sectors}
	}
	pdv := catalog.SectorInput{ID: "pdv", Nome: "PDV", PrecoCentavos: 1000, Capacidade: 10, Canal: "pdv"}
	marathon := event("maratona", "Maratona de Samba", 1, "floripa", at(0, 13), sector("a", 2000, 100))
	for i := 1; i < 150; i++ {
		start := at(0, 13).Add(time.Duration(i) * 10 * time.Minute)
		marathon.Sessoes = append(marathon.Sessoes, session(fmt.Sprintf("s%d", i+1), start, sector("a", 2000, 100)))
	}
	pastAndFuture := event("passado-futuro", "Forró de Ontem e de Amanhã", 1, "sampa", at(-3, 20), sector("a", 3000, 50))
	pastAndFuture.Sessoes = append(pastAndFuture.Sessoes, session("s2", at(1, 8), sector("a", 3500, 50)),
		session("s3", at(9, 20), sector("a", 2500, 50)))
	ongoing := event("em-curso", "Exposição em Curso", 3, "sampa", at(-1, 10), sector("a", 1500, 100))
	ongoing.Sessoes[0].Fim = ptr(at(2, 18))
	ended := event("encerrada", "Feira Encerrada", 3, "sampa", at(-1, 10), sector("a", 1500, 100))
	ended.Sessoes[0].Fim = ptr(at(0, 11))
	mixed := event("misto", "Sarau Misto", 2, "floripa", at(-1, 20), sector("a", 2000, 20))
	mixed.Sessoes = append(mixed.Sessoes, session("s2", at(1, 10), pdv))
	cancelled := event("cancelado", "Samba Cancelado", 1, "floripa", at(1, 15), sector("a", 3000, 100))
	cancelled.Cancelado = ptr(at(-1, 10))
	protected := event("protegido", "Samba Secreto", 1, "floripa", at(1, 16), sector("a", 3000, 100))
	protected.Senha = "abre-te"
	noSectorFirst := event("sem-setor", "Teatro Sem Setor na Estreia", 3, "sampa", at(0, 14))
	noSectorFirst.Sessoes = append(noSectorFirst.Sessoes, session("s2", at(1, 17), sector("a", 4500, 100)))
	tie := event("empate", "Duas Sessões no Mesmo Horário", 2, "sampa", at(3, 9), sector("a", 3000, 100))
	tie.Sessoes = append(tie.Sessoes, session("s2", at(3, 9), sector("a", 2800, 100)))
	doc := catalog.Document{
		Categories: []catalog.CategoryInput{{Codigo: 1, Nome: "Shows"}, {Codigo: 2, Nome: "Festas"},
			{Codigo: 3, Nome: "Teatro"}, {Codigo: 99, Nome: "Interno", Oculto: true}},
		Organizers: []catalog.OrganizerInput{{ID: "org", Nome: "Produtora Ilha"}, {ID: "outra", Nome: "Outra Produtora"}},
		Places: []catalog.PlaceInput{{ID: "floripa", Nome: "Arena Ilha", CidadeIBGE: 4205407},
			{ID: "sampa", Nome: "Teatro Paulista", CidadeIBGE: 3550308}},
		Events: []catalog.EventInput{marathon, pastAndFuture, ongoing, ended, mixed, cancelled, protected, noSectorFirst, tie,
			event("passado", "Samba Antigo", 1, "floripa", at(-2, 20), sector("a", 4000, 80)),
			event("so-pdv", "Samba Só no PDV", 1, "sampa", at(1, 11), pdv),
			event("balcao", "Choro no Balcão", 1, "sampa", at(1, 12), sector("a", 5000, 20), pdv),
			event("esgotado", "Samba Esgotado", 1, "floripa", at(1, 13), sector("a", 4000, 1)),
			event("meio-esgotado", "Pagode Meio Esgotado", 2, "floripa", at(3, 10), sector("a", 4000, 1), sector("b", 6000, 10)),
			event("oculto", "Samba Interno", 99, "floripa", at(1, 18), sector("a", 0, 10)),
			event("vazio", "Sessão Sem Setores", 1, "sampa", at(1, 19)),
		},
	}
	places, genres := []string{"floripa", "sampa"}, []string{"Samba", "Rock", "Jazz"}
	for i := range 700 { // dates repeat, so events tie on their first session and order by id
		e := event(fmt.Sprintf("extra-%d", i), fmt.Sprintf("%s Extra %d", genres[i%3], i), 1+i%3, places[i%2],
			at(2+i%12, 18+i%4), sector("a", int64(1000+10*i), 50))
		e.Destaque = i%4 == 0
		if i%5 == 0 {
			e.Organizador = "outra"
		}
		doc.Events = append(doc.Events, e)
	}
	return doc
}

// referenceListing is the listing as the single GROUP BY over the whole catalog that the walk
// replaced; where adds the filter's conditions to it.
func referenceListing(t *testing.T, a *app.App, channel, where string, args ...any) []catalog.EventCard {
	t.Helper()
	rows, err := a.DB.Query(t.Context(), `SELECT e.id, e.timezone, MIN(s.data), COUNT(DISTINCT s.id), MIN(sec.preco),
			SUM(sec.capacidade - sec.vendidos - sec.reservados)
		FROM events e JOIN categories c ON c.codigo = e.categoria JOIN places p ON p.id = e.place_id
		JOIN cities ci ON ci.id = p.city_id JOIN sessions s ON s.event_id = e.id JOIN sectors sec ON sec.session_id = s.id
		WHERE e.site_visibilidade = 'N' AND c.oculto = 0 AND (sec.canal = '' OR sec.canal = ?)
			AND COALESCE(s.data_fim, s.data) >= ?`+where+`
		GROUP BY e.id, e.timezone ORDER BY MIN(s.data), e.id`,
		append([]any{channel, fixtureNow.UTC()}, args...)...)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := []catalog.EventCard{}
	for rows.Next() {
		var c catalog.EventCard
		var first db.Time
		var left int64
		if err := rows.Scan(&c.ID, &c.Timezone, &first, &c.Sessoes, &c.PrecoMinimo, &left); err != nil {
			t.Fatal(err)
		}
		c.Data, c.Esgotado = catalog.InZone(first.Time, c.Timezone), left <= 0
		out = append(out, c)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// cardKeys are the columns of cards that depend on which sessions and sectors match.
func cardKeys(cards []catalog.EventCard) []string {
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = fmt.Sprintf("%d %s %d sessions from %d esgotado=%t", c.ID, c.Data, c.Sessoes, c.PrecoMinimo, c.Esgotado)
	}
	return out
}

// TestListingPagesMatchReference pages through each filter and sales channel at several page
// sizes, comparing pages, card columns and totals with the reference query: pages come from
// the walk, from its fallback and from the count's shortcut to the matching events.
func TestListingPagesMatchReference(t *testing.T) {
	if raceDetector {
		// Its ~2,000 listing queries have no concurrency to check, and SQLite here is C
		// translated to Go: under the race detector they take minutes instead of seconds.
		// make test-go runs this package's sequential tests, this one among them, without -race.
		t.Skip("checked without -race (make test-go)")
	}
	t.Parallel()
	for name, u := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			ctx := t.Context()
			a, err := app.Open(ctx, config.Config{DatabaseURL: u})
			if err != nil {
				t.Fatal(err)
			}
			defer a.Close()
			if _, err := a.Catalog.Apply(ctx, listingCatalog()); err != nil {
				t.Fatal(err)
			}
			sellOut(t, a, "esgotado", "s1", "a", 1)
			sellOut(t, a, "meio-esgotado", "s1", "a", 1)
			var outra int64
			if err := a.DB.QueryRow(ctx, "SELECT id FROM organizers WHERE external_id = 'outra'").Scan(&outra); err != nil {
				t.Fatal(err)
			}
			period := func(p string) []any {
				from, to, _ := catalog.PeriodRange(p, fixtureNow)
				return []any{from.UTC(), to.UTC()}
			}
			cases := []struct {
				name  string
				f     catalog.ListFilter
				where string
				args  []any
			}{
				{"all", catalog.ListFilter{}, "", nil},
				{"home", catalog.ListFilter{Home: true}, " AND e.data_cancelamento IS NULL", nil},
				{"city grid", catalog.ListFilter{Home: true, City: "Florianópolis", UF: "sc"},
					" AND e.data_cancelamento IS NULL AND ci.search_key = 'florianopolis' AND ci.state = 'SC'", nil},
				{"city without state", catalog.ListFilter{City: "sao paulo"}, " AND ci.search_key = 'sao paulo'", nil},
				{"state", catalog.ListFilter{UF: "SP"}, " AND ci.state = 'SP'", nil},
				{"search", catalog.ListFilter{Text: "Samba"}, " AND e.search_key LIKE '%samba%'", nil},
				{"two words", catalog.ListFilter{Text: "samba florianópolis"},
					" AND e.search_key LIKE '%samba%' AND e.search_key LIKE '%florianopolis%'", nil},
				{"short word", catalog.ListFilter{Text: "ro"}, " AND e.search_key LIKE '%ro%'", nil},
				{"today", catalog.ListFilter{Period: catalog.PeriodToday}, " AND s.data >= ? AND s.data < ?", period(catalog.PeriodToday)},
				{"weekend", catalog.ListFilter{Period: catalog.PeriodWeekend}, " AND s.data >= ? AND s.data < ?", period(catalog.PeriodWeekend)},
				{"next week", catalog.ListFilter{Period: catalog.PeriodWeek, Home: true},
					" AND s.data >= ? AND s.data < ? AND e.data_cancelamento IS NULL", period(catalog.PeriodWeek)},
				{"category", catalog.ListFilter{Category: 3}, " AND e.categoria = 3", nil},
				{"organizer", catalog.ListFilter{Organizer: &outra}, " AND e.organizer_id = ?", []any{outra}},
				{"home search in a category", catalog.ListFilter{Home: true, Category: 1, Text: "samba"},
					" AND e.data_cancelamento IS NULL AND e.categoria = 1 AND e.search_key LIKE '%samba%'", nil},
			}
			for _, tt := range cases {
				for _, channel := range []string{"", "pdv"} {
					want := referenceListing(t, a, channel, tt.where, tt.args...)
					for _, perPage := range []int{1, 5, 48} {
						last := (len(want) + perPage - 1) / perPage
						for page := 1; page <= last+1; page++ { // one page past the end too
							if page > 12 && page < last-1 {
								continue
							}
							f := tt.f
							f.Channel, f.Page, f.PerPage, f.Now = channel, page, perPage, fixtureNow
							got, err := a.Catalog.ListEvents(ctx, f)
							if err != nil {
								t.Fatal(err)
							}
							wantPage := want[min(len(want), (page-1)*perPage):min(len(want), page*perPage)]
							// The count stops at the next multiple of 50 past the page's end: "more than" that.
							bound := (page*perPage/50 + 1) * 50
							wantTotal, wantExact := min(len(want), bound), len(want) <= bound
							if !slices.Equal(cardKeys(got.Eventos), cardKeys(wantPage)) || got.Total != wantTotal ||
								got.TotalExato != wantExact {
								t.Errorf("%s, channel %q, page %d of %d: total %d exact %t, want %d %t\n got %q\nwant %q",
									tt.name, channel, page, perPage, got.Total, got.TotalExato, wantTotal, wantExact,
									cardKeys(got.Eventos), cardKeys(wantPage))
							}
						}
					}
				}
			}
			covers, err := a.Catalog.Covers(ctx, "", "", "", nil, fixtureNow)
			if err != nil {
				t.Fatal(err)
			}
			want := referenceListing(t, a, "", " AND e.destaque = 1 AND e.data_cancelamento IS NULL")
			if !slices.Equal(cardKeys(covers), cardKeys(want[:min(10, len(want))])) {
				t.Errorf("covers: %q, want %q", cardKeys(covers), cardKeys(want))
			}
			o, err := a.Catalog.OrganizerPage(ctx, outra, "pdv", fixtureNow)
			if err != nil {
				t.Fatal(err)
			}
			want = referenceListing(t, a, "pdv", " AND e.organizer_id = ?", outra)
			if !slices.Equal(cardKeys(o.Eventos), cardKeys(want[:min(48, len(want))])) {
				t.Errorf("organizer page: %q, want %q", cardKeys(o.Eventos), cardKeys(want))
			}
		})
	}
}
