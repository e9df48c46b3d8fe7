package app_test

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"
)

// The console creates an event from the import document's form (a draft, invisible on the
// storefront), reads it back, replaces it (the import's checks, field by field), publishes it
// (on the storefront at once) and unpublishes it; every write is audited. A door user may not
// edit; another organizer finds nothing.
func TestConsoleEvents(t *testing.T) {
	t.Parallel()
	eachAfter(t, 0, func(t *testing.T, e *afterEnv) {
		owner := consoleOwner(t, e.a, e.srv)
		var doc map[string]any
		if err := json.Unmarshal([]byte(draftDoc), &doc); err != nil {
			t.Fatal(err)
		}
		status, res := req(t, e.srv, "POST", "/api/organizer/events", doc, bearer(owner)...)
		if status != 201 || res["nome"] != "Estreia Rascunho" || res["id"] == nil {
			t.Fatalf("create: %d %v", status, res)
		}
		status, list := req(t, e.srv, "GET", "/api/organizer/events", nil, bearer(owner)...)
		var id string
		for _, ev := range list["list"].([]any) {
			if ev := ev.(map[string]any); ev["nome"] == "Estreia Rascunho" {
				id = strconv.Itoa(int(ev["id"].(float64)))
				if ev["status"] != "rascunho" {
					t.Errorf("a new event's status: %v", ev)
				}
			}
		}
		if status != 200 || id == "" {
			t.Fatalf("list: %d %v", status, list)
		}
		// The answer's Location names the event by the number the console's pages use.
		copyDoc := map[string]any{}
		for k, v := range doc {
			copyDoc[k] = v
		}
		copyDoc["nome"], copyDoc["slug"] = "Estreia Cópia", ""
		created := newJSONRequest(t, "POST", e.srv.URL+"/api/organizer/events", copyDoc)
		created.Header.Set("Authorization", bearer(owner)[1])
		answer, err := e.srv.Client().Do(created)
		if err != nil {
			t.Fatal(err)
		}
		answer.Body.Close()
		copyID := strings.TrimPrefix(answer.Header.Get("Location"), "/api/organizer/events/")
		if status, got := req(t, e.srv, "GET", "/api/organizer/events/"+copyID, nil, bearer(owner)...); answer.StatusCode != 201 || status != 200 || got["nome"] != "Estreia Cópia" {
			t.Errorf("create's Location %q: %d then %d %v", answer.Header.Get("Location"), answer.StatusCode, status, got)
		}
		public := func() int {
			status, _ := req(t, e.srv, "POST", "/api/v2/event/detail/"+id, map[string]any{})
			return status
		}
		if public() != 404 {
			t.Errorf("a draft on the storefront")
		}
		if status, res := req(t, e.srv, "GET", "/api/organizer/events/"+id+"/preview", nil, bearer(owner)...); status != 200 || res["nome"] != "Estreia Rascunho" {
			t.Errorf("preview: %d %v", status, res)
		}

		status, got := req(t, e.srv, "GET", "/api/organizer/events/"+id, nil, bearer(owner)...)
		if status != 200 || got["slug"] != "estreia-rascunho" {
			t.Fatalf("read: %d %v", status, got)
		}
		sessions := got["sessoes"].([]any)
		sector := sessions[0].(map[string]any)["setores"].([]any)[0].(map[string]any)
		sector["capacidade"] = -1
		if status, res := req(t, e.srv, "PUT", "/api/organizer/events/"+id, got, bearer(owner)...); status != 422 ||
			!strings.Contains(anyField(res), "capacidade") {
			t.Errorf("a bad capacity: %d %v", status, res)
		}
		sector["capacidade"] = 80
		got["nome"] = "Estreia Confirmada"
		if status, res := req(t, e.srv, "PUT", "/api/organizer/events/"+id, got, bearer(owner)...); status != 200 || res["nome"] != "Estreia Confirmada" {
			t.Fatalf("replace: %d %v", status, res)
		}

		if status, res := req(t, e.srv, "POST", "/api/organizer/events/"+id+"/publish", nil, bearer(owner)...); status != 200 || res["changed"] != true {
			t.Fatalf("publish: %d %v", status, res)
		}
		if public() != 200 {
			t.Errorf("a published event is not on the storefront")
		}
		if status, res := req(t, e.srv, "POST", "/api/organizer/events/"+id+"/publish", nil, bearer(owner)...); status != 200 || res["changed"] != false {
			t.Errorf("publish again: %d %v", status, res)
		}
		if status, _ := req(t, e.srv, "POST", "/api/organizer/events/"+id+"/unpublish", nil, bearer(owner)...); status != 200 || public() != 404 {
			t.Errorf("unpublish: %d", status)
		}

		if status, res := req(t, e.srv, "POST", "/api/organizer/invitations", map[string]any{"email": "porta@example.com", "role": "door"}, bearer(owner)...); status != 201 {
			t.Fatalf("invite door: %d %v", status, res)
		}
		acceptInvitation(t, e.a, e.srv, linkTo(t, e.a, "porta@example.com"), "Porteiro")
		door := consoleLogin(t, e.a, e.srv, "porta@example.com", "cavalo-bateria-grampo")
		if status, _ := req(t, e.srv, "PUT", "/api/organizer/events/"+id, got, bearer(door)...); status != 403 {
			t.Errorf("a door user edits: %d", status)
		}
		e.exec(t, "INSERT INTO organizers (external_id, nome) VALUES ('outro', 'Outra Produtora')")
		link, err := e.a.InviteOrganizerOwner(t.Context(), "outro", "outra@example.com")
		if err != nil {
			t.Fatal(err)
		}
		acceptInvitation(t, e.a, e.srv, link, "Outra")
		other := consoleLogin(t, e.a, e.srv, "outra@example.com", "cavalo-bateria-grampo")
		for _, call := range [][2]string{{"GET", ""}, {"PUT", ""}, {"POST", "/publish"}, {"POST", "/unpublish"}, {"GET", "/preview"}} {
			var body any
			if call[0] == "PUT" {
				body = got
			}
			if status, _ := req(t, e.srv, call[0], "/api/organizer/events/"+id+call[1], body, bearer(other)...); status != 404 {
				t.Errorf("another organizer's %s %s: %d", call[0], call[1], status)
			}
		}

		_, res = req(t, e.srv, "GET", "/api/organizer/audit", nil, bearer(owner)...)
		var actions []string
		for _, entry := range res["entries"].([]any) {
			if a := entry.(map[string]any)["action"].(string); strings.HasPrefix(a, "event.") {
				actions = append(actions, a)
			}
		}
		if strings.Join(actions, ",") != "event.unpublish,event.publish,event.update,event.create,event.create" {
			t.Errorf("audit: %v", actions)
		}
	})
}

// anyField is every field message of an error answer, joined.
func anyField(res map[string]any) string {
	var out []string
	for k, v := range asFields(res) {
		out = append(out, k+": "+v)
	}
	return strings.Join(out, "; ")
}

func asFields(res map[string]any) map[string]string {
	out := map[string]string{}
	fields, _ := res["fields"].(map[string]any)
	for k, v := range fields {
		out[k], _ = v.(string)
	}
	return out
}
