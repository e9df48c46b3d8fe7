package app_test

import (
	"context"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/config"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/db/dbtest"
	"github.com/catraca/catraca/internal/inventory"
)

// fixtureNow is Wednesday 18 Nov 2026, 12:00 in São Paulo.
var (
	saoPaulo   = mustLoad("America/Sao_Paulo")
	fixtureNow = time.Date(2026, 11, 18, 12, 0, 0, 0, saoPaulo)
)

func mustLoad(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return loc
}

func at(days, hour int) time.Time {
	return time.Date(2026, 11, 18+days, hour, 0, 0, 0, saoPaulo)
}

func ptr[T any](v T) *T { return &v }

// sector is a plain paid sector with meia-entrada.
func sector(id string, price int64, capacity int) catalog.SectorInput {
	return catalog.SectorInput{ID: id, Nome: "Setor " + id, PrecoCentavos: price, MeiaEntrada: true, Capacidade: capacity}
}

func event(id, name string, category int, place string, start time.Time, sectors ...catalog.SectorInput) catalog.EventInput {
	return catalog.EventInput{ID: id, Nome: name, Categoria: category, Organizador: "org", Local: place,
		Timezone: "America/Sao_Paulo", Sessoes: []catalog.SessionInput{{ID: "s1", Inicio: start, Setores: sectors}}}
}

// fixture is a small catalog with one event per case the listing and the event page tell apart.
func fixture() catalog.Document {
	protected := event("protegido", "Festa Secreta", 2, "floripa", at(3, 23), sector("a", 5000, 100))
	protected.Senha = "abre-te"
	protected.FAQ = []catalog.FAQInput{{ID: "q1", Pergunta: "Onde é a festa?", Resposta: "No endereço do convite."}}
	cancelled := event("cancelado", "Show Cancelado", 1, "floripa", at(4, 21), sector("a", 5000, 100))
	cancelled.Cancelado = ptr(at(-1, 10))
	soon := event("em-breve", "Peça em Breve", 3, "sampa", at(20, 20), sector("a", 8000, 100))
	soon.VendaInicio = ptr(at(5, 10))
	closed := event("encerrada", "Vendas Encerradas", 3, "sampa", at(10, 20), sector("a", 8000, 100))
	closed.VendaFim = ptr(at(-1, 10))
	boxOffice := event("bilheteria", "Só na Bilheteria", 5, "sampa", at(6, 16), sector("a", 3000, 100))
	boxOffice.OneCheckout = 40
	pdvOnly := event("pdv", "Venda no PDV", 5, "sampa", at(6, 18), catalog.SectorInput{ID: "a", Nome: "PDV",
		PrecoCentavos: 1000, Capacidade: 10, Canal: "pdv"})
	hidden := event("oculto", "Cortesia Interna", 99, "floripa", at(2, 20), sector("a", 0, 10))
	withSlug := event("rock", "Rock na Ilha", 1, "floripa", at(3, 22), sector("pista", 12000, 500), sector("camarote", 30000, 50))
	withSlug.Slug, withSlug.Destaque = "rock-na-ilha", true
	withSlug.FAQ = []catalog.FAQInput{{ID: "q1", Pergunta: "Tem meia-entrada?", Resposta: "Sim, com documento."}}
	return catalog.Document{
		Categories: []catalog.CategoryInput{{Codigo: 1, Nome: "Shows"}, {Codigo: 2, Nome: "Festas"},
			{Codigo: 3, Nome: "Teatro"}, {Codigo: 5, Nome: "Esportes"}, {Codigo: 99, Nome: "Interno", Oculto: true}},
		Organizers: []catalog.OrganizerInput{{ID: "org", Nome: "Produtora Ilha"}},
		Places: []catalog.PlaceInput{{ID: "floripa", Nome: "Arena Ilha", CidadeIBGE: 4205407},
			{ID: "sampa", Nome: "Teatro Paulista", CidadeIBGE: 3550308}},
		Events: []catalog.EventInput{
			withSlug,
			event("hoje", "Jazz de Quarta", 1, "floripa", at(0, 21), sector("a", 4000, 80)),
			event("fds", "Feira Gastronômica", 1, "floripa", at(3, 11), sector("a", 0, 1000)),    // Saturday
			event("semana", "Stand-up São Paulo", 1, "sampa", at(6, 21), sector("a", 6000, 200)), // next Tuesday
			event("passado", "Show Antigo", 1, "floripa", at(-5, 21), sector("a", 4000, 80)),
			event("esgotado", "Esgotadíssimo", 1, "floripa", at(8, 21), sector("a", 4000, 1)),
			protected, cancelled, soon, closed, boxOffice, pdvOnly, hidden,
		},
	}
}

// eachCatalog starts the app on each engine with the fixture loaded and the clock at fixtureNow.
func eachCatalog(t *testing.T, fn func(t *testing.T, a *app.App, srv *httptest.Server)) {
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			a, err := app.Open(ctx, config.Config{DatabaseURL: url})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { a.Close() })
			a.Now = func() time.Time { return fixtureNow }
			if _, err := a.Catalog.Apply(ctx, fixture()); err != nil {
				t.Fatal(err)
			}
			sellOut(t, a, "esgotado", "s1", "a", 1)
			h, err := a.Handler()
			if err != nil {
				t.Fatal(err)
			}
			srv := httptest.NewServer(checkContract(t, h))
			t.Cleanup(srv.Close)
			fn(t, a, srv)
		})
	}
}

func sellOut(t *testing.T, a *app.App, event, session, sector string, qty int) {
	t.Helper()
	ctx := context.Background()
	err := a.DB.InTx(ctx, func(tx *db.Tx) error {
		id, err := a.Catalog.SectorID(ctx, tx, event, session, sector)
		if err != nil {
			return err
		}
		return inventory.RecordSale(ctx, tx, id, qty)
	})
	if err != nil {
		t.Fatal(err)
	}
}
