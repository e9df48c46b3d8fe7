package app_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/catalog"
)

// draftDoc is an event as the organizer console sends it: JSON, no id, no organizador.
const draftDoc = `{"nome": "Estreia Rascunho", "slug": "estreia-rascunho", "categoria": 1, "local": "floripa",
	"timezone": "America/Sao_Paulo", "destaque": true,
	"sessoes": [{"id": "s1", "inicio": "2026-11-25 21:00",
		"setores": [{"id": "pista", "nome": "Pista", "preco_centavos": 5000, "capacidade": 50}]}],
	"faq": [{"id": "q1", "pergunta": "Tem estacionamento?", "resposta": "Sim, pago."}],
	"cupons": [{"codigo": "ESTREIA", "tipo": "percentual", "valor": 10}]}`

// organizerID is the database id of the organizer with external id ext.
func organizerID(t *testing.T, a *app.App, ext string) int64 {
	t.Helper()
	var id int64
	if err := a.DB.QueryRow(context.Background(), "SELECT id FROM organizers WHERE external_id = ?", ext).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}

// storefront asks every public path about one event: path → whether the event shows there.
// Where a draft must answer as an unknown event does, the answer is compared with the one for
// unknown ids; n keeps the campaign sign-ups apart.
type storefront struct {
	e                      *afterEnv
	org, id, session, sect int64
	question               int64
	n                      int
}

func (s *storefront) shows(t *testing.T, asUnknown bool) map[string]bool {
	t.Helper()
	srv := s.e.srv
	s.n++
	out := map[string]bool{}
	for _, q := range []string{"", "q=Estreia", "categoria=1", "cidade=" + url.QueryEscape("Florianópolis") + "&uf=SC", "origem=capa"} {
		out["list "+q] = slices.Contains(listNames(t, srv, q), "Estreia Rascunho")
	}
	var covers []catalog.EventCard
	get(t, srv, "", "/api/store/covers?cidade="+url.QueryEscape("Florianópolis")+"&estado=SC", &covers)
	out["covers"] = slices.ContainsFunc(covers, func(c catalog.EventCard) bool { return c.ID == s.id })
	var o catalog.Organizer
	get(t, srv, "", "/api/v2/organizers/page/details/"+itoa(s.org), &o)
	out["organizer page"] = slices.ContainsFunc(o.Eventos, func(c catalog.EventCard) bool { return c.ID == s.id })
	out["sitemap"] = strings.Contains(fetch(t, "GET", srv.URL+"/sitemap.xml", "").body, "/estreia-rascunho<")
	for _, page := range []string{"/evento/" + itoa(s.id), "/estreia-rascunho"} {
		res := fetch(t, "GET", srv.URL+page, "")
		out["page "+page] = res.status == 200 && strings.Contains(res.body, "Estreia Rascunho")
		if unknown := fetch(t, "GET", srv.URL+"/evento/999999", ""); asUnknown && res.status != unknown.status {
			t.Errorf("page %s: %d, an unknown event's %d", page, res.status, unknown.status)
		}
	}
	items := []map[string]any{{"sector_id": s.sect, "type": "full", "quantity": 1}}
	attendee := map[string]any{"name": "Pessoa Teste", "cpf": cpfN(700 + s.n)}
	buyer := guest(700 + s.n)
	calls := []struct {
		name, method, path, unknownPath string
		body, unknownBody               any
		ok                              int
	}{
		{"detail", "POST", "/api/v2/event/detail/%d", "", map[string]any{}, nil, 200},
		{"slug", "GET", "/api/slugs?slug=estreia-rascunho", "/api/slugs?slug=nao-existe", nil, nil, 200},
		{"faq", "GET", "/api/event/faq/%d", "", nil, nil, 200},
		{"faq view", "PUT", fmt.Sprintf("/api/events/faq/log/%%d/%d", s.question), "", nil, nil, 200},
		{"visit", "POST", "/api/analytics/visits", "", map[string]any{"event": s.id}, map[string]any{"event": 999999}, 200},
		{"sectors", "GET", "/api/pdv/v3/products/sectors/%d", "", nil, nil, 200},
		{"campaign", "POST", "/api/event/campaign/%d", "", map[string]any{"name": "Pessoa Teste", "email": fmt.Sprintf("lista%d@example.com", s.n),
			"cpf": cpfN(800 + s.n), "phone": "(48) 9 9999-0000"}, nil, 201},
		{"coupon preview", "POST", "/api/checkout/coupon", "", map[string]any{"session_id": s.session, "coupon": "estreia", "items": items},
			map[string]any{"session_id": 999999, "coupon": "estreia", "items": items}, 200},
		{"create order", "POST", "/api/checkout/orders", "", map[string]any{"session_id": s.session, "buyer": buyer,
			"items": []map[string]any{{"sector_id": s.sect, "type": "full", "quantity": 1, "attendees": []any{attendee}}}},
			map[string]any{"session_id": 999999, "buyer": buyer,
				"items": []map[string]any{{"sector_id": s.sect, "type": "full", "quantity": 1, "attendees": []any{attendee}}}}, 201},
		{"message", "POST", "/api/v2/organizers/customer/message/send", "", map[string]any{"organizer": s.org, "event": s.id,
			"message": "O evento tem estacionamento?"}, map[string]any{"organizer": s.org, "event": 999999,
			"message": "O evento tem estacionamento?"}, 200},
	}
	for _, c := range calls {
		path, unknownPath := c.path, c.unknownPath
		if strings.Contains(path, "%d") {
			path, unknownPath = fmt.Sprintf(path, s.id), fmt.Sprintf(path, 999999)
		}
		status, raw := reqRaw(t, srv, c.method, path, c.body, bearer(s.e.ana)...)
		out[c.name] = status == c.ok
		if !asUnknown {
			continue
		}
		if unknownPath == "" {
			unknownPath = path
		}
		unknownBody := c.unknownBody
		if unknownBody == nil {
			unknownBody = c.body
		}
		uStatus, uRaw := reqRaw(t, srv, c.method, unknownPath, unknownBody, bearer(s.e.ana)...)
		if status != uStatus || string(raw) != string(uRaw) {
			t.Errorf("%s: a draft answers %d %s, an unknown event %d %s", c.name, status, raw, uStatus, uRaw)
		}
	}
	return out
}

func wantAll(t *testing.T, when string, shows map[string]bool, want bool) {
	t.Helper()
	for path, got := range shows {
		if got != want {
			t.Errorf("%s: %s shows the event: %v, want %v", when, path, got, want)
		}
	}
}

// A draft is nowhere on the storefront, answering as an unknown event on every public path;
// published it shows everywhere, and unpublished it is gone again at once, however warm the
// caches (pages, answers, sale rules) were.
func TestDraftHiddenOnEveryPublicPath(t *testing.T) {
	t.Parallel()
	eachAfter(t, 1, func(t *testing.T, e *afterEnv) {
		ctx := context.Background()
		e.exec(t, "UPDATE organizers SET email = 'produtora@example.com' WHERE external_id = 'org'")
		org := organizerID(t, e.a, "org")
		id, err := e.a.Catalog.CreateEvent(ctx, org, []byte(draftDoc))
		if err != nil {
			t.Fatal(err)
		}
		ids := idsOf(t, e.a, eventExternalID(t, e.a, id))
		s := &storefront{e: e, org: org, id: id, session: ids.session, sect: ids.sector["pista"]}
		if err := e.a.DB.QueryRow(ctx, "SELECT id FROM faq_questions WHERE event_id = ?", id).Scan(&s.question); err != nil {
			t.Fatal(err)
		}
		wantAll(t, "draft", s.shows(t, true), false)
		if preview, err := e.a.Catalog.Preview(ctx, org, id, e.clk.now()); err != nil || preview.Nome != "Estreia Rascunho" ||
			preview.Venda.Status != catalog.SaleOpen {
			t.Errorf("its organizer previews the draft: %v %+v", err, preview.Venda)
		}

		if changed, err := e.a.Catalog.PublishEvent(ctx, org, id); err != nil || !changed {
			t.Fatalf("publish: %v %v", changed, err)
		}
		wantAll(t, "published", s.shows(t, false), true)

		if changed, err := e.a.Catalog.UnpublishEvent(ctx, org, id); err != nil || !changed {
			t.Fatalf("unpublish: %v %v", changed, err)
		}
		wantAll(t, "unpublished", s.shows(t, true), false)
		if changed, err := e.a.Catalog.UnpublishEvent(ctx, org, id); err != nil || changed {
			t.Errorf("unpublishing a draft again changes nothing: %v %v", changed, err)
		}
	})
}

func eventExternalID(t *testing.T, a *app.App, id int64) string {
	t.Helper()
	var ext string
	if err := a.DB.QueryRow(context.Background(), "SELECT external_id FROM events WHERE id = ?", id).Scan(&ext); err != nil {
		t.Fatal(err)
	}
	return ext
}

// The organizer's list holds its drafts too, each with its state and what its paid orders
// sold, the orders' tickets and money.
func TestOrganizerEventsList(t *testing.T) {
	t.Parallel()
	eachCheckout(t, func(t *testing.T, a *app.App, srv *httptest.Server, clk *syncClock) {
		ctx := context.Background()
		org := organizerID(t, a, "org")
		draft, err := a.Catalog.CreateEvent(ctx, org, []byte(draftDoc))
		if err != nil {
			t.Fatal(err)
		}
		hash, o := reserve(t, a, srv, 3, 10)
		if status, res := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/payment", map[string]any{"method": "pix"}); status != 200 {
			t.Fatalf("pix: %d %v", status, res)
		}
		if status, res := req(t, srv, "POST", "/api/checkout/orders/"+hash+"/sandbox/pay", nil); status != 200 || res["status"] != "paid" {
			t.Fatalf("pay: %d %v", status, res)
		}
		reserve(t, a, srv, 2, 20) // held, not sold
		list, err := a.Catalog.OrganizerEvents(ctx, org, clk.now())
		if err != nil {
			t.Fatal(err)
		}
		byName := map[string]catalog.OrganizerEvent{}
		for _, e := range list {
			byName[e.Nome] = e
		}
		if len(list) != len(fixture().Events)+2 {
			t.Errorf("listed %d events", len(list))
		}
		sale := byName["Festival de Vendas"]
		if sale.Status != catalog.EventPublished || sale.Vendidos != 3 || sale.Bruto != int64(o["total"].(float64)) ||
			sale.Inicio != "2026-11-28T20:00:00-03:00" || sale.PublicadoEm == nil {
			t.Errorf("sale event: %+v", sale)
		}
		for name, want := range map[string]string{"Estreia Rascunho": catalog.EventDraft, "Show Antigo": catalog.EventPast,
			"Show Cancelado": catalog.EventCancelled, "Rock na Ilha": catalog.EventPublished} {
			if got := byName[name]; got.Status != want || got.Vendidos != 0 || got.Bruto != 0 {
				t.Errorf("%s: %+v, want %s and no sales", name, got, want)
			}
		}
		if d := byName["Estreia Rascunho"]; d.ID != draft || d.Publicado || d.PublicadoEm != nil || d.URL != "/estreia-rascunho" {
			t.Errorf("draft: %+v", d)
		}
		if !slices.IsSortedFunc(list, func(x, y catalog.OrganizerEvent) int { return strings.Compare(y.Inicio, x.Inicio) }) {
			t.Errorf("not latest first: %+v", list)
		}
		other, err := a.Catalog.OrganizerEvents(ctx, org+1000, clk.now())
		if err != nil || len(other) != 0 {
			t.Errorf("another organizer's list: %v %+v", err, other)
		}
	})
}
