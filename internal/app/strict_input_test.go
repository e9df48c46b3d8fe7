package app_test

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
)

// A JSON null body is not an object: every call that reads a body answers 400 'Dados
// inválidos.' naming no field, as for a list or a string (issue 31, item 14).
func TestNullBodyIsRefusedEverywhere(t *testing.T) {
	t.Parallel()
	eachAfter(t, 1, func(t *testing.T, e *afterEnv) {
		key, err := e.a.NewOrganizerKey(t.Context(), "org")
		if err != nil {
			t.Fatal(err)
		}
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
				if op.RequestBody == nil {
					continue
				}
				auth := "Bearer " + e.ana
				if path == "/api/checkin" {
					auth = "Bearer " + key
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
