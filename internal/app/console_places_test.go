package app_test

import (
	"strings"
	"testing"
)

// Owners and managers list the store's places (every organizer's: a place is public) by name
// or city and create places, checked as the import checks them, with an id made from the name
// when none is given; a taken id is refused; each creation is audited. Finance and door users
// may not.
func TestConsolePlaces(t *testing.T) {
	t.Parallel()
	eachAfter(t, 0, func(t *testing.T, e *afterEnv) {
		c := startConsole(t, e)
		var fixture int
		if err := e.a.DB.QueryRow(t.Context(), "SELECT COUNT(*) FROM places").Scan(&fixture); err != nil {
			t.Fatal(err)
		}
		status, res := c.get(t, c.manager, "/api/organizer/places?q=arena")
		list, _ := res["list"].([]any)
		if status != 200 || len(list) != 1 {
			t.Fatalf("places named arena: %d %v", status, res)
		}
		arena := list[0].(map[string]any)
		if arena["id"] != "floripa" || arena["nome"] != "Arena Ilha" || arena["cidade_ibge"] != float64(4205407) || arena["cidade"] != "Florianópolis" || arena["estado"] != "SC" {
			t.Errorf("arena: %v", arena)
		}
		if status, res := c.get(t, c.owner, "/api/organizer/places?q=florianopolis"); status != 200 || len(res["list"].([]any)) != 1 {
			t.Errorf("places by city, accents aside: %d %v", status, res)
		}
		if status, res := c.get(t, c.owner, "/api/organizer/places?q=nada-assim"); status != 200 || len(res["list"].([]any)) != 0 {
			t.Errorf("no place: %d %v", status, res)
		}
		for _, token := range []string{c.finance, c.door} {
			if status, _ := c.get(t, token, "/api/organizer/places"); status != 403 {
				t.Errorf("finance/door lists places: %d", status)
			}
		}

		teatro := map[string]any{"nome": "Teatro Álvaro de Carvalho", "endereco": "Rua Marechal Guilherme, 26",
			"bairro": "Centro", "cep": "88015-000", "cidade_ibge": 4205407, "latitude": -27.5969, "longitude": -48.5495}
		status, made := req(t, c.srv, "POST", "/api/organizer/places", teatro, bearer(c.manager)...)
		if status != 201 || made["id"] != "teatro-alvaro-de-carvalho" || made["cidade"] != "Florianópolis" ||
			made["latitude"] != -27.5969 || made["bairro"] != "Centro" {
			t.Fatalf("create: %d %v", status, made)
		}
		status, again := req(t, c.srv, "POST", "/api/organizer/places", teatro, bearer(c.other)...)
		if status != 201 || again["id"] != "teatro-alvaro-de-carvalho-2" || again["latitude"] != -27.5969 {
			t.Errorf("the same name again: a unique id: %d %v", status, again)
		}
		if status, res := c.get(t, c.other, "/api/organizer/places?q=carvalho"); status != 200 || len(res["list"].([]any)) != 2 {
			t.Errorf("another organizer sees every place: %d %v", status, res)
		}
		var creator string
		if err := e.a.DB.QueryRow(t.Context(), `SELECT o.external_id FROM places p JOIN organizers o ON o.id = p.organizer_id
			WHERE p.external_id = 'teatro-alvaro-de-carvalho'`).Scan(&creator); err != nil || creator != "org" {
			t.Errorf("the place's maker: %q %v", creator, err)
		}

		taken := map[string]any{"id": "floripa", "nome": "Outra Arena", "cidade_ibge": 4205407}
		if status, res := req(t, c.srv, "POST", "/api/organizer/places", taken, bearer(c.owner)...); status != 409 ||
			!strings.Contains(str(res["message"]), "Já existe um local com este id") {
			t.Errorf("a taken id: %d %v", status, res)
		}
		if status, res := req(t, c.srv, "POST", "/api/organizer/places", taken, append(bearer(c.owner), "Accept-Language", "en")...); status != 409 ||
			!strings.Contains(str(res["message"]), "A place already has this id") {
			t.Errorf("a taken id, in English: %d %v", status, res)
		}
		for _, bad := range []struct {
			body  map[string]any
			field string
		}{
			{map[string]any{"cidade_ibge": 4205407}, "nome"},
			{map[string]any{"nome": "Sem Cidade", "cidade_ibge": 1}, "cidade_ibge"},
			{map[string]any{"nome": "Longe", "cidade_ibge": 4205407, "latitude": 91}, "latitude"},
			{map[string]any{"nome": "Longe", "cidade_ibge": 4205407, "longitude": -181}, "longitude"},
			{map[string]any{"nome": strings.Repeat("a", 201), "cidade_ibge": 4205407}, "nome"},
			{map[string]any{"id": strings.Repeat("x", 101), "nome": "Id Longo", "cidade_ibge": 4205407}, "id"},
		} {
			status, res := req(t, c.srv, "POST", "/api/organizer/places", bad.body, bearer(c.owner)...)
			if status != 422 || res["message"] != "Confira os campos do local." || asFields(res)[bad.field] == "" {
				t.Errorf("%v: %d %v", bad.body, status, res)
			}
		}
		if status, _ := req(t, c.srv, "POST", "/api/organizer/places", teatro, bearer(c.door)...); status != 403 {
			t.Errorf("a door user creates a place: %d", status)
		}
		var count int
		if err := e.a.DB.QueryRow(t.Context(), "SELECT COUNT(*) FROM places").Scan(&count); err != nil || count != fixture+2 {
			t.Errorf("places: %d %v; want the fixture's and the two made", count, err)
		}
		actions := strings.Join(auditActions(t, c.srv, c.owner), ",")
		if !strings.Contains(actions, "place.create") {
			t.Errorf("audit: %s", actions)
		}
	})
}
