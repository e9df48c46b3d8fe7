package app_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/catalog"
)

func TestDemoCatalogIsBrowsable(t *testing.T) {
	t.Parallel()
	eachDemo(t, func(t *testing.T, a *app.App, srv *httptest.Server) {
		var page catalog.EventPage
		res, err := srv.Client().Post(srv.URL+"/api/v2/events/list?por_pagina=48", "", nil)
		if err != nil {
			t.Fatal(err)
		}
		_ = jsonDecode(res, &page)
		if page.Total < 50 {
			t.Errorf("demo lists %d upcoming public events", page.Total)
		}
		var covers []catalog.EventCard
		get(t, srv, "", "/api/store/covers?cidade=Florian%C3%B3polis&estado=SC", &covers)
		if len(covers) == 0 {
			t.Error("no banner events in Florianópolis")
		}
		var id int64
		if err := a.DB.QueryRow(t.Context(), "SELECT id FROM events WHERE external_id = 'caso-esgotado'").Scan(&id); err != nil {
			t.Fatal(err)
		}
		if _, e, _ := detail(t, srv, id, ""); e.Venda.Status != catalog.SaleSoldOut {
			t.Errorf("sold-out case: %+v", e.Venda)
		}
		// A second seed (catraca seed --demo) changes nothing and does not oversell.
		if err := a.SeedDemo(t.Context(), false); err != nil {
			t.Fatal(err)
		}
		var sold, capacity int
		if err := a.DB.QueryRow(t.Context(), `SELECT SUM(vendidos), SUM(capacidade) FROM sectors sec
			JOIN sessions s ON s.id = sec.session_id WHERE s.event_id = ?`, id).Scan(&sold, &capacity); err != nil || sold != capacity {
			t.Errorf("sold %d of %d (%v)", sold, capacity, err)
		}
		for path, want := range map[string]string{
			"/media/demo/events/caso-esgotado.svg": "<svg", "/media/demo/catraca-logo.svg": "<svg",
			"/sitemap.xml": "/rock-na-ilha</loc>", "/robots.txt": "Sitemap: ",
		} {
			res, err := srv.Client().Get(srv.URL + path)
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if res.StatusCode != http.StatusOK || !strings.Contains(string(body), want) {
				t.Errorf("%s: %d, lacks %q", path, res.StatusCode, want)
			}
		}
	})
}
