package app_test

import (
	"encoding/json"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"github.com/catraca/catraca/internal/app"
)

// Switching two-factor needs an explicit boolean: no body, {}, a null body or a null or
// non-boolean enabled is 400 and leaves the setting as it was.
func TestTwoFactorNeedsAnExplicitBoolean(t *testing.T) {
	t.Parallel()
	eachAccounts(t, func(t *testing.T, a *app.App, srv *httptest.Server, _ *clock) {
		token, _ := confirmedLogin(t, a, srv, "ana@example.com", "52998224725")
		if code, out := call(t, srv, "PUT", "/api/clients/two-factor", token, map[string]bool{"enabled": true}); code != 200 || out["two_factor"] != true {
			t.Fatalf("turn on: %d %v", code, out)
		}
		for _, body := range []any{nil, map[string]any{}, json.RawMessage("null"), map[string]any{"enabled": nil},
			map[string]any{"enabled": "false"}, map[string]any{"enabled": 0}, map[string]any{"ativo": false}} {
			code, out := call(t, srv, "PUT", "/api/clients/two-factor", token, body)
			fields, _ := out["fields"].(map[string]any)
			_, named := fields["enabled"]
			_, isNull := body.(json.RawMessage) // not an object: no field to name (item 14)
			if code != 400 || out["message"] == nil || named == isNull {
				t.Errorf("body %v: %d %v", body, code, out)
			}
			if _, out := call(t, srv, "GET", "/api/clients/details", token, nil); out["two_factor"] != true {
				t.Fatalf("body %v switched two-factor off: %v", body, out)
			}
		}
		_, out := call(t, srv, "PUT", "/api/clients/two-factor", token, nil)
		if msg, _ := out["message"].(string); !strings.Contains(msg, "enabled") {
			t.Errorf("the message names the field: %q", msg)
		}
		if code, out := call(t, srv, "PUT", "/api/clients/two-factor", token, map[string]bool{"enabled": false}); code != 200 || out["two_factor"] != false {
			t.Errorf("turn off: %d %v", code, out)
		}
	})
}

// A JSON null body is not an object: every call that reads a body answers 400 'Dados
// inválidos.' naming no field, as for a list or a string.
func TestNullBodyIsRefusedEverywhere(t *testing.T) {
	t.Parallel()
	eachAfter(t, 1, func(t *testing.T, e *afterEnv) {
		key, err := e.a.NewOrganizerKey(t.Context(), "org")
		if err != nil {
			t.Fatal(err)
		}
		console := consoleOwner(t, e.a, e.srv)
		var doc struct {
			Paths map[string]map[string]struct {
				RequestBody json.RawMessage `json:"requestBody"`
			} `json:"paths"`
		}
		get(t, e.srv, "", "/api/openapi.json", &doc)
		param := regexp.MustCompile(`\{[a-z]+\}`)
		checked := 0
		for path, ops := range doc.Paths {
			if strings.HasPrefix(path, "/api/payments/webhooks/") {
				continue // a gateway's signed body: its signature is checked first, on the raw bytes
			}
			for method, op := range ops {
				if op.RequestBody == nil || !strings.Contains(string(op.RequestBody), `"application/json"`) {
					continue // no body, or a file's own bytes (a poster), refused by its type instead
				}
				auth := "Bearer " + e.ana
				switch {
				case path == "/api/checkin":
					auth = "Bearer " + key
				case strings.HasPrefix(path, "/api/organizer/"):
					auth = "Bearer " + console
				}
				url := param.ReplaceAllStringFunc(path, func(p string) string {
					if p == "{token}" || p == "{hash}" {
						return strings.Repeat("a", 32)
					}
					return "1"
				})
				status, out := req(t, e.srv, strings.ToUpper(method), url, json.RawMessage("null"), "Authorization", auth)
				if fields, _ := out["fields"].(map[string]any); status != 400 || out["message"] != "Dados inválidos." || len(fields) != 0 {
					t.Errorf("%s %s with a null body: %d %v", strings.ToUpper(method), url, status, out)
				}
				checked++
			}
		}
		if checked < 20 {
			t.Errorf("only %d calls with a body in the document", checked)
		}
	})
}

// An empty value of a query parameter the document types (a number, one of a list, a text
// of at least one character) is 400 naming it, not read as absent.
func TestEmptyTypedQueryValueIsRefused(t *testing.T) {
	t.Parallel()
	eachCatalog(t, func(t *testing.T, _ *app.App, srv *httptest.Server) {
		for _, c := range []struct{ method, path, param string }{
			{"POST", "/api/v2/events/list?pagina=", "pagina"},
			{"POST", "/api/v2/events/list?por_pagina=", "por_pagina"},
			{"POST", "/api/v2/events/list?q=rock&categoria=", "categoria"},
			{"POST", "/api/v2/events/list?periodo=", "periodo"},
			{"GET", "/api/slugs?slug=", "slug"},
		} {
			status, out := req(t, srv, c.method, c.path, nil)
			fields, _ := out["fields"].(map[string]any)
			if status != 400 || fields[c.param] == nil || out["message"] != "Parâmetro vazio." {
				t.Errorf("%s %s: %d %v", c.method, c.path, status, out)
			}
		}
		status, out := req(t, srv, "POST", "/api/v2/events/list?periodo=", nil, "Accept-Language", "en")
		if status != 400 || out["message"] != "Empty parameter." {
			t.Errorf("in English: %d %v", status, out)
		}
		// A text that may be empty is still read as no filter.
		for _, path := range []string{"/api/v2/events/list?q=&cidade=&uf=&origem=", "/api/store/covers?cidade=&estado=&pais=",
			"/api/v2/city/search?query=", "/api/config?host="} {
			method := "GET"
			if strings.Contains(path, "events/list") {
				method = "POST"
			}
			if status, out := req(t, srv, method, path, nil); status != 200 {
				t.Errorf("%s %s: %d %v", method, path, status, out)
			}
		}
	})
}
