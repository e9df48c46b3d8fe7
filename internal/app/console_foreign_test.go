package app_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// foreignBodies holds, per operation of the console's API that names something in its path, a
// request body valid in form (own: an event of the caller's), so that what answers is the
// path's ownership and not the body's checks. A new operation must add its case: the sweep
// below then covers it too.
func foreignBodies(own int64) map[string]any {
	return map[string]any{
		"getOrganizerEvent": nil, "replaceOrganizerEvent": json.RawMessage(draftDoc), "publishOrganizerEvent": nil,
		"unpublishOrganizerEvent": nil, "previewOrganizerEvent": nil, "createEventPreviewLink": nil,
		"uploadOrganizerEventPoster": "poster", "getEventSales": nil, "exportAttendees": nil, "exportEventOrders": nil,
		"exportCampaign": nil, "cancelOrganizerEvent": map[string]any{"message": "Show cancelado."},
		"getOrganizerEventCancellation": nil, "getOrganizerOrder": nil, "resendOrderTickets": nil,
		"cancelOrganizerOrder": map[string]any{"reason": "Pedido duplicado."}, "setTicketHolder": map[string]any{"name": "Outra Pessoa"},
		"markOrganizerRefundTransferred": map[string]any{}, "revokeDoorKey": nil, "updateOrganizerUser": map[string]any{"role": "door"},
		"removeOrganizerUser": nil, "deleteOrganizerCoupon": nil,
		"updateOrganizerCoupon": map[string]any{"codigo": "ALHEIO", "tipo": "percentual", "valor": 50, "eventos": []int64{own}},
	}
}

// Every /api/organizer path that names an event, order, ticket, refund, coupon, door key or
// user of another organizer answers 404, as an unknown one, and changes nothing: the sweep
// reads the operations from the OpenAPI document, so none is left out.
func TestConsoleForeignIDsAreUnknown(t *testing.T) {
	t.Parallel()
	eachAfter(t, 1, func(t *testing.T, e *afterEnv) {
		c := startConsole(t, e)
		hash, o := c.buy(t, c.ana, "venda", "pix", 1, 300)
		code := c.code(t, tokens(o)[0])
		_, key := req(t, e.srv, "POST", "/api/organizer/door-keys", map[string]any{"label": "Portão A"}, bearer(c.owner)...)
		_, users := req(t, e.srv, "GET", "/api/organizer/users", nil, bearer(c.owner)...)
		coupon := map[string]any{"codigo": "ALHEIO", "tipo": "percentual", "valor": 10, "eventos": []int64{c.venda.event}}
		if status, res := req(t, e.srv, "POST", "/api/organizer/coupons", coupon, bearer(c.owner)...); status != 201 {
			t.Fatalf("coupon: %d %v", status, res)
		}
		ownerID := jsonInt(users["list"].([]any)[0].(map[string]any)["id"])
		params := map[string]string{
			"events/{id}": fmt.Sprint("events/", c.venda.event), "door-keys/{id}": fmt.Sprint("door-keys/", jsonInt(key["id"])),
			"users/{id}": fmt.Sprint("users/", ownerID), "{hash}": hash, "{code}": code, "{codigo}": "ALHEIO",
		}
		// The confirmation e-mail is delivered first: the order's page lists the mails sent.
		waitFor(t, "the confirmation", func() bool { return c.mailsTo(t, "ana@example.com", hash) > 0 })
		before := foreignState(t, c, hash)
		bodies := foreignBodies(idsOf(t, e.a, "perto").event)

		var doc struct {
			Paths map[string]map[string]struct {
				OperationID string `json:"operationId"`
			} `json:"paths"`
		}
		if err := json.Unmarshal([]byte(fetch(t, "GET", e.srv.URL+"/api/openapi.json", "").body), &doc); err != nil {
			t.Fatal(err)
		}
		swept := 0
		for path, ops := range doc.Paths {
			if !strings.HasPrefix(path, "/api/organizer/") || !strings.Contains(path, "{") || strings.Contains(path, "{token}") {
				continue
			}
			concrete := path
			for name, value := range params {
				if strings.Contains(concrete, name) {
					concrete = strings.Replace(concrete, name, value, 1)
				}
			}
			for method, op := range ops {
				body, known := bodies[op.OperationID]
				if !known {
					t.Errorf("%s %s (%s): no case in foreignBodies", method, path, op.OperationID)
					continue
				}
				status, raw := foreignCall(t, c, strings.ToUpper(method), concrete, body)
				if status != 404 {
					t.Errorf("%s %s as another organizer: %d %s", strings.ToUpper(method), concrete, status, raw)
				}
				// The control: the same reads by the organizer's owner find what the ids name (but
				// a cancellation's progress: the event was not cancelled).
				if method == "get" && op.OperationID != "getOrganizerEventCancellation" {
					if status, raw := reqRaw(t, c.srv, "GET", concrete, nil, bearer(c.owner)...); status != 200 {
						t.Errorf("GET %s by its own organizer: %d %s", concrete, status, raw)
					}
				}
				swept++
			}
		}
		if swept < len(bodies) {
			t.Errorf("swept %d operations, %d known", swept, len(bodies))
		}
		if after := foreignState(t, c, hash); after != before {
			t.Errorf("another organizer's calls changed the organizer's data:\n%s\n→\n%s", before, after)
		}
	})
}

// foreignCall sends body as JSON, or an image's bytes for the poster.
func foreignCall(t *testing.T, c *consoleEnv, method, path string, body any) (int, string) {
	t.Helper()
	if body == "poster" {
		res := fetch(t, method, c.srv.URL+path, "\x89PNG\r\n\x1a\n", "Authorization", "Bearer "+c.other, "Content-Type", "image/png")
		return res.status, res.body
	}
	status, raw := reqRaw(t, c.srv, method, path, body, bearer(c.other)...)
	return status, string(raw)
}

// foreignState is what the organizer sees of its event, order, ticket, coupon, keys and team.
func foreignState(t *testing.T, c *consoleEnv, hash string) string {
	t.Helper()
	var out []string
	for _, path := range []string{"/api/organizer/events/" + fmt.Sprint(c.venda.event), "/api/organizer/orders/" + hash,
		"/api/organizer/coupons", "/api/organizer/door-keys", "/api/organizer/users"} {
		status, raw := reqRaw(t, c.srv, "GET", path, nil, bearer(c.owner)...)
		out = append(out, fmt.Sprintf("%s %d %s", path, status, raw))
	}
	return strings.Join(out, "\n")
}
