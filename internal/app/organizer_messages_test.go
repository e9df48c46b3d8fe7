package app_test

import (
	"strings"
	"testing"
)

// Customers' messages are listed in the organizer's console, per event if asked, to owners and
// managers only and to no other organizer; a customer's removal deletes theirs.
func TestConsoleListsCustomersMessages(t *testing.T) {
	t.Parallel()
	eachAfter(t, 1, func(t *testing.T, e *afterEnv) {
		e.exec(t, "UPDATE organizers SET email = 'produtora@example.com' WHERE external_id = 'org'")
		ids := idsOf(t, e.a, "venda")
		_, ev := req(t, e.srv, "POST", "/api/v2/event/detail/"+str(ids.event), map[string]any{})
		org := ev["organizador"].(map[string]any)["id"]
		for _, body := range []map[string]any{
			{"organizer": org, "event": ids.event, "message": "O evento tem estacionamento para visitantes?"},
			{"organizer": org, "message": "Vocês fazem eventos corporativos também?"},
		} {
			if status, out := req(t, e.srv, "POST", "/api/v2/organizers/customer/message/send", body, bearer(e.ana)...); status != 200 {
				t.Fatalf("send: %d %v", status, out)
			}
		}
		owner := consoleOwner(t, e.a, e.srv)
		status, res := req(t, e.srv, "GET", "/api/organizer/messages", nil, bearer(owner)...)
		list, _ := res["messages"].([]any)
		if status != 200 || len(list) != 2 || list[1].(map[string]any)["event"].(map[string]any)["nome"] != "Festival de Vendas" ||
			!strings.Contains(list[0].(map[string]any)["message"].(string), "corporativos") || list[0].(map[string]any)["customer_email"] != "ana@example.com" {
			t.Fatalf("inbox: %d %v", status, res)
		}
		status, res = req(t, e.srv, "GET", "/api/organizer/messages?event="+str(ids.event), nil, bearer(owner)...)
		if list, _ := res["messages"].([]any); status != 200 || len(list) != 1 {
			t.Errorf("the event's: %d %v", status, res)
		}
		if status, res := req(t, e.srv, "GET", "/api/organizer/messages?limit=0", nil, bearer(owner)...); status != 400 || res["fields"].(map[string]any)["limit"] == nil {
			t.Errorf("bad limit: %d %v", status, res)
		}
		if status, _ := req(t, e.srv, "GET", "/api/clients/data/removal", nil, bearer(e.ana)...); status != 200 {
			t.Fatalf("removal request: %d", status)
		}
		flushMail(t, e.a)
		var removal string
		for _, m := range e.a.Outbox.Messages() {
			if i := strings.Index(m.Text, "/conta/exclusao/"); i >= 0 && removal == "" {
				removal = strings.Fields(m.Text[i+len("/conta/exclusao/"):])[0]
			}
		}
		if status, _ := req(t, e.srv, "GET", "/api/clients/data/removal/confirm/"+removal, nil); status != 200 {
			t.Fatalf("removal: %d", status)
		}
		status, res = req(t, e.srv, "GET", "/api/organizer/messages", nil, bearer(owner)...)
		if list, _ := res["messages"].([]any); status != 200 || len(list) != 0 {
			t.Errorf("after the customer's removal: %d %v", status, res)
		}
	})
}
