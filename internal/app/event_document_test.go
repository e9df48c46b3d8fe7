package app_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/catalog/imports"
	"github.com/catraca/catraca/internal/db/dbtest"
)

// An event read back as its document and saved unchanged, as JSON or YAML or in an import
// file, changes no stored row, and reads back the same.
func TestEventDocumentRoundTrip(t *testing.T) {
	t.Parallel()
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			posters, _ := posterServer(t)
			a := openCatalog(t, url, posters)
			org, ev := organizerID(t, a, "prod-ilha"), eventIDOf(t, a, "rock-2027")
			doc, err := a.Catalog.EventDocument(ctx, org, ev)
			if err != nil {
				t.Fatal(err)
			}
			raw, _ := json.Marshal(doc)
			for _, want := range []string{`"id":"rock-2027"`, `"organizador":"prod-ilha"`, `"local":"arena-ilha"`, `"senha":"segredo"`,
				`"venda_inicio":"2026-12-01T10:00:00-03:00"`, `"limite_por_endereco":100`, `"destaque":true`, `"classificacao":16`,
				`"sessoes":[{"id":"sabado","inicio":"2027-01-10T20:00:00-03:00","fim":"2027-01-11T04:00:00-03:00"`,
				`{"nome":"1º lote","preco_centavos":9000,"quantidade":500,"ate":"2026-12-10T23:59:00-03:00"}`,
				`"id":"camarote","nome":"Camarote","preco_centavos":30000,"meia_entrada":false`,
				`"id":"balcao","nome":"Balcão do PDV","preco_centavos":0,"meia_entrada":false,"capacidade":50,"venda_inicio":null,"venda_fim":null,"canal":"pdv","lotes":[]`,
				`{"id":"domingo","inicio":"2027-01-11T18:00:00-03:00","fim":null,"encerramento":null,"setores":[{"id":"pista","nome":"Pista","preco_centavos":11000,"meia_entrada":true`,
				`{"codigo":"CAMAROTE50","tipo":"fixo","valor":5000,"setor":"camarote","inicio":"2026-12-01T00:00:00-03:00","fim":"2026-12-20T23:59:00-03:00","usos":100}`,
				`"faq":[{"id":"meia"`, `{"id":"idade","pergunta":"Qual a idade mínima?","resposta":"16 anos."}`} {
				if !strings.Contains(string(raw), want) {
					t.Errorf("document lacks %s:\n%s", want, raw)
				}
			}
			before := dumpEvent(t, a, "rock-2027", true)
			asYAML, _ := yaml.Marshal(doc)
			asFile, _ := yaml.Marshal(catalog.Document{Events: []catalog.EventInput{doc}})
			for form, save := range map[string]func() error{
				"JSON": func() error { return a.Catalog.ReplaceEvent(ctx, org, ev, raw) },
				"YAML": func() error { return a.Catalog.ReplaceEvent(ctx, org, ev, asYAML) },
				"file": func() error { return importYAML(t, a, asFile) },
			} {
				if err := save(); err != nil {
					t.Fatalf("%s: %v", form, err)
				}
				if after := dumpEvent(t, a, "rock-2027", true); after != before {
					t.Errorf("saving the document back as %s changed the event:\n%s\nbecame\n%s", form, before, after)
				}
				again, err := a.Catalog.EventDocument(ctx, org, ev)
				if reread, _ := json.Marshal(again); err != nil || string(reread) != string(raw) {
					t.Errorf("%s: read back\n%s\nthen\n%s (%v)", form, raw, reread, err)
				}
			}
		})
	}
}

// richEdits change most of the rich event: name, password, prices, a lote, a sector gone, a
// session added, a question gone, a coupon's value.
var richEdits = []string{
	"nome: Rock na Ilha\n", "nome: Rock na Ilha 2027\n",
	"    senha: segredo\n", "",
	"preco_centavos: 12000", "preco_centavos: 13000",
	"{nome: 2º lote, preco_centavos: 10500}", "{nome: 2º lote, preco_centavos: 11000, quantidade: 1000}\n              - {nome: 3º lote, preco_centavos: 12500}",
	"          - {id: balcao, nome: Balcão do PDV, preco_centavos: 0, capacidade: 50, canal: pdv}\n", "",
	"      - id: domingo\n", "      - id: segunda\n        inicio: 2027-01-12 18:00\n        setores:\n          - {id: pista, nome: Pista, preco_centavos: 9000, capacidade: 1000}\n      - id: domingo\n",
	"      - id: idade\n        pergunta: Qual a idade mínima?\n        resposta: 16 anos.\n", "",
	"{codigo: BEMVINDO10, tipo: percentual, valor: 10}", "{codigo: BEMVINDO10, tipo: percentual, valor: 15}",
}

// The same edit, made through the console's document or by importing the edited file, gives
// the same stored event.
func TestEventEditedByDocumentOrImport(t *testing.T) {
	t.Parallel()
	urls, more := dbtest.URLs(t), dbtest.URLs(t)
	for name := range urls {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			posters, _ := posterServer(t)
			byDoc, byFile := openCatalog(t, urls[name], posters), openCatalog(t, more[name], posters)
			edited := richSource(t, posters, richEdits...)
			if err := importYAML(t, byFile, edited); err != nil {
				t.Fatal(err)
			}
			err := byDoc.Catalog.ReplaceEvent(ctx, organizerID(t, byDoc, "prod-ilha"), eventIDOf(t, byDoc, "rock-2027"), firstEvent(t, edited))
			if err != nil {
				t.Fatal(err)
			}
			viaDoc, viaFile := dumpEvent(t, byDoc, "rock-2027", false), dumpEvent(t, byFile, "rock-2027", false)
			if viaDoc != viaFile {
				t.Errorf("through the document:\n%s\nthrough the import:\n%s", viaDoc, viaFile)
			}
			for _, want := range []string{"Rock na Ilha 2027", "3º lote", "segunda"} {
				if !strings.Contains(viaDoc, want) {
					t.Errorf("the edit did not happen: no %q in\n%s", want, viaDoc)
				}
			}
		})
	}
}

// What orders refer to stays, refused with the import's messages beside the field; the
// document's own problems carry the import's messages too.
func TestEventDocumentRefusals(t *testing.T) {
	t.Parallel()
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			posters, _ := posterServer(t)
			a := openCatalog(t, url, posters)
			org, ev := organizerID(t, a, "prod-ilha"), eventIDOf(t, a, "rock-2027")
			sellOut(t, a, "rock-2027", "domingo", "pista", 2)
			before := dumpEvent(t, a, "rock-2027", true)
			const sold = "com pedidos (ingressos vendidos, reservados ou pedidos encerrados)"
			cases := []struct {
				name, field, msg string
				edit             func(e *catalog.EventInput)
			}{
				{"a session with tickets sold", "sessoes", "não é possível remover sessões " + sold,
					func(e *catalog.EventInput) { e.Sessoes = e.Sessoes[:1] }},
				{"its sector", "sessoes.1.setores", "não é possível remover setores " + sold, func(e *catalog.EventInput) {
					e.Sessoes[1].Setores = []catalog.SectorInput{{ID: "vip", Nome: "VIP", PrecoCentavos: 1000, Capacidade: 10}}
				}},
				{"capacity below the sold", "sessoes.1.setores.0.capacidade", "setor pista: capacidade 1 menor que os 2 ingressos já vendidos ou reservados",
					func(e *catalog.EventInput) { e.Sessoes[1].Setores[0].Capacidade = 1 }},
				{"a negative price", "sessoes.0.setores.0.preco_centavos", "setor pista: preco_centavos deve ser de 0 a 100000000",
					func(e *catalog.EventInput) { e.Sessoes[0].Setores[0].PrecoCentavos = -1 }},
				{"another organizer's slug", "slug", `evento rock-2027: o slug "festa-da-outra" já é do evento de outro organizador`,
					func(e *catalog.EventInput) { e.Slug = "festa-da-outra" }},
				{"another id", "id", imports.MsgOtherEvent, func(e *catalog.EventInput) { e.ID = "outra-festa" }},
			}
			for _, c := range cases {
				doc, err := a.Catalog.EventDocument(ctx, org, ev)
				if err != nil {
					t.Fatal(err)
				}
				c.edit(&doc)
				raw, _ := json.Marshal(doc)
				if got := errFields(t, a.Catalog.ReplaceEvent(ctx, org, ev, raw)); got[c.field] != c.msg || len(got) != 1 {
					t.Errorf("%s: %v, want %s: %q", c.name, got, c.field, c.msg)
				}
			}
			if after := dumpEvent(t, a, "rock-2027", true); after != before {
				t.Errorf("a refused document changed the event:\n%s\nbecame\n%s", before, after)
			}
			// The import refuses them with the same words.
			withoutSunday := richSource(t, posters, "      - id: domingo\n        inicio: 2027-01-11 18:00\n        setores:\n"+
				"          - {id: pista, nome: Pista, preco_centavos: 11000, capacidade: 3000}\n", "")
			if err := importYAML(t, a, withoutSunday); err == nil || !strings.Contains(err.Error(), "não é possível remover sessões "+sold) {
				t.Errorf("import without the sold session: %v", err)
			}
			negative := richSource(t, posters, "preco_centavos: 12000", "preco_centavos: -1")
			if err := importYAML(t, a, negative); err == nil || !strings.Contains(err.Error(), ": setor pista: preco_centavos deve ser de 0 a 100000000") {
				t.Errorf("import with a negative price: %v", err)
			}
		})
	}
}

// An organizer reads, saves, publishes and previews only its own events; a document naming
// another organizer is refused; a new event is a draft, and saving keeps an event's state.
func TestEventDocumentOwnership(t *testing.T) {
	t.Parallel()
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			posters, _ := posterServer(t)
			a := openCatalog(t, url, posters)
			org, ev := organizerID(t, a, "prod-ilha"), eventIDOf(t, a, "rock-2027")
			other := eventIDOf(t, a, "outra-festa")
			doc, err := a.Catalog.EventDocument(ctx, org, ev)
			if err != nil {
				t.Fatal(err)
			}
			raw, _ := json.Marshal(doc)

			for _, id := range []int64{other, 999999} {
				_, err := a.Catalog.EventDocument(ctx, org, id)
				notFound(t, "read", err)
				notFound(t, "replace", a.Catalog.ReplaceEvent(ctx, org, id, raw))
				_, err = a.Catalog.PublishEvent(ctx, org, id)
				notFound(t, "publish", err)
				_, err = a.Catalog.UnpublishEvent(ctx, org, id)
				notFound(t, "unpublish", err)
				_, err = a.Catalog.Preview(ctx, org, id, fixtureNow)
				notFound(t, "preview", err)
			}
			theirs := strings.Replace(string(raw), `"organizador":"prod-ilha"`, `"organizador":"outra"`, 1)
			if got := errFields(t, a.Catalog.ReplaceEvent(ctx, org, ev, []byte(theirs))); got["organizador"] != imports.MsgOtherOrganizer {
				t.Errorf("replace naming another organizer: %v", got)
			}
			theirs = strings.Replace(theirs, `"slug":"rock-na-ilha"`, `"slug":"rock-copia"`, 1)
			if _, err := a.Catalog.CreateEvent(ctx, org, []byte(theirs)); errFields(t, err)["organizador"] != imports.MsgOtherOrganizer {
				t.Errorf("create naming another organizer: %v", err)
			}

			// A copy of the document makes a new event, a draft with an id of its own.
			copied := strings.Replace(string(raw), `"slug":"rock-na-ilha"`, `"slug":"rock-copia"`, 1)
			draft, err := a.Catalog.CreateEvent(ctx, org, []byte(copied))
			if err != nil {
				t.Fatal(err)
			}
			ext := eventExternalID(t, a, draft)
			if draft == ev || !strings.HasPrefix(ext, "ev-") || len(ext) != 19 {
				t.Errorf("new event %d %q", draft, ext)
			}
			if _, err := a.Catalog.Detail(ctx, draft, "segredo", "", fixtureNow); err == nil {
				t.Error("a new event is a draft")
			}
			// Saving keeps each event's state, and so does an import naming the draft.
			draftDoc, err := a.Catalog.EventDocument(ctx, org, draft)
			if err != nil {
				t.Fatal(err)
			}
			draftRaw, _ := json.Marshal(draftDoc)
			if err := a.Catalog.ReplaceEvent(ctx, org, draft, draftRaw); err != nil {
				t.Fatal(err)
			}
			if err := a.Catalog.ReplaceEvent(ctx, org, ev, raw); err != nil {
				t.Fatal(err)
			}
			asFile, _ := yaml.Marshal(catalog.Document{Events: []catalog.EventInput{draftDoc}})
			if err := importYAML(t, a, asFile); err != nil {
				t.Fatal(err)
			}
			states := map[int64]bool{}
			list, err := a.Catalog.OrganizerEvents(ctx, org, fixtureNow)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range list {
				states[e.ID] = e.Publicado
			}
			if len(list) != 2 || !states[ev] || states[draft] {
				t.Errorf("states after saving: %+v", list)
			}
			for _, step := range []struct {
				publish, changed bool
			}{{true, true}, {true, false}, {false, true}, {false, false}} {
				do := a.Catalog.UnpublishEvent
				if step.publish {
					do = a.Catalog.PublishEvent
				}
				if changed, err := do(ctx, org, draft); err != nil || changed != step.changed {
					t.Errorf("publish %v: changed %v (%v), want %v", step.publish, changed, err, step.changed)
				}
			}
		})
	}
}
