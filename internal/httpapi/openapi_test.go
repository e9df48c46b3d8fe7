package httpapi

import (
	"encoding/json"
	"strings"
	"testing"
)

// Every route of the list is in the OpenAPI document, with its method.
func TestOpenAPICoversEveryRoute(t *testing.T) {
	routes := (&API{}).routes()
	raw, err := openAPIDocument(routes)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Paths map[string]map[string]any `json:"paths"`
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	for _, rt := range routes {
		if _, ok := doc.Paths[rt.path][strings.ToLower(rt.method)]; !ok {
			t.Errorf("openapi lacks %s %s", rt.method, rt.path)
		}
	}
	if len(routes) < 25 {
		t.Errorf("only %d routes", len(routes))
	}
}
