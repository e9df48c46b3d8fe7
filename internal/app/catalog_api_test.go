package app_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/catalog"
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
	})
}

func TestSlugsOrganizerAndFAQ(t *testing.T) {
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
