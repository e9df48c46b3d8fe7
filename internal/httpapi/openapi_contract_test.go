package httpapi

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// docOf is the generated document, decoded loosely for the checks below.
func docOf(t *testing.T) map[string]any {
	t.Helper()
	raw, err := openAPIDocument((&API{}).routes())
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	return doc
}

func dig(v any, keys ...string) any {
	for _, k := range keys {
		m, _ := v.(map[string]any)
		v = m[k]
	}
	return v
}

// Every operation documents each status its route declares, errors with ErrorBody, and the
// Bearer scheme when the route reads a token (an optional one also allows no token).
func TestOpenAPIStatusesAndSecurity(t *testing.T) {
	doc := docOf(t)
	if dig(doc, "components", "securitySchemes", bearerScheme, "scheme") != "bearer" ||
		dig(doc, "components", "securitySchemes", consoleScheme, "scheme") != "bearer" {
		t.Fatalf("no bearer scheme: %v", dig(doc, "components", "securitySchemes"))
	}
	for _, rt := range (&API{}).routes() {
		op := dig(doc, "paths", rt.path, strings.ToLower(rt.method))
		for _, status := range rt.documentedStatuses() {
			ref := dig(op, "responses", strconv.Itoa(status), "content", "application/json", "schema", "$ref")
			if status >= 400 && ref != "#/components/schemas/HttpapiErrorBody" {
				t.Errorf("%s %s: %d is %v, want ErrorBody", rt.method, rt.path, status, ref)
			}
			if dig(op, "responses", strconv.Itoa(status)) == nil {
				t.Errorf("%s %s: %d undocumented", rt.method, rt.path, status)
			}
		}
		security, _ := dig(op, "security").([]any)
		want := map[authMode]int{public: 0, optional: 2, required: 1, console: 1}[rt.auth]
		if len(security) != want {
			t.Errorf("%s %s: security %v, want %d entries", rt.method, rt.path, security, want)
		}
		// The back office's calls name its own scheme: a customer's token opens none of them.
		first := map[string]any{}
		if len(security) > 0 {
			first, _ = security[0].(map[string]any)
		}
		if _, ok := first[consoleScheme]; ok != (rt.auth == console) {
			t.Errorf("%s %s: security %v", rt.method, rt.path, security)
		}
		if rt.auth != public && dig(op, "responses", "401") == nil {
			t.Errorf("%s %s reads a token but does not document 401", rt.method, rt.path)
		}
	}
	if dig(doc, "paths", "/api/clients/details", "get", "responses", "401") == nil ||
		dig(doc, "paths", "/api/auth/loginsite", "post", "responses", "429") == nil {
		t.Error("account statuses missing")
	}
}

// A pointer to a struct the server may send as null is nullable in the document.
func TestOpenAPINullableStructPointers(t *testing.T) {
	doc := docOf(t)
	for _, prop := range [][]string{{"StoreTemplate", "city_default"}, {"StoreFooter", "apps"}} {
		anyOf, _ := dig(doc, "components", "schemas", prop[0], "properties", prop[1], "anyOf").([]any)
		if len(anyOf) != 2 || dig(anyOf[1], "type") != "null" {
			t.Errorf("%s.%s is not nullable: %v", prop[0], prop[1], dig(doc, "components", "schemas", prop[0], "properties", prop[1]))
		}
	}
}

// The limits the handlers enforce are the ones the document states.
func TestOpenAPIConstraints(t *testing.T) {
	doc := docOf(t)
	param := func(path, method, name, key string) any {
		params, _ := dig(doc, "paths", path, method, "parameters").([]any)
		for _, p := range params {
			if dig(p, "name") == name {
				return dig(p, "schema", key)
			}
		}
		t.Errorf("%s %s has no parameter %s", method, path, name)
		return nil
	}
	for _, c := range []struct {
		path, method, name, key string
		want                    int
	}{
		{"/api/v2/events/list", "post", "q", "maxLength", maxSearchLen},
		{"/api/v2/events/list", "post", "cidade", "maxLength", maxSearchLen},
		{"/api/v2/events/list", "post", "uf", "maxLength", ufLen},
		{"/api/v2/events/list", "post", "pagina", "maximum", maxPage},
		{"/api/v2/events/list", "post", "pagina", "minimum", 1},
		{"/api/v2/events/list", "post", "por_pagina", "maximum", maxPerPage},
		{"/api/store/covers", "get", "cidade", "maxLength", maxSearchLen},
		{"/api/store/covers", "get", "estado", "maxLength", ufLen},
		{"/api/v2/city/search", "get", "query", "maxLength", maxSearchLen},
		{"/api/config", "get", "host", "maxLength", maxHostLen},
		{"/api/slugs", "get", "slug", "maxLength", maxSlugLen},
		{"/api/v2/event/detail/{event}", "post", "event", "minimum", 1},
		{"/api/v2/organizers/page/details/{id}", "get", "id", "minimum", 1},
		{"/api/event/faq/{event}", "get", "event", "minimum", 1},
		{"/api/events/faq/log/{event}/{question}", "put", "question", "minimum", 1},
		{"/api/pdv/v3/products/sectors/{event}", "get", "event", "minimum", 1},
	} {
		if got := param(c.path, c.method, c.name, c.key); got != float64(c.want) {
			t.Errorf("%s %s ?%s %s = %v, want %d", c.method, c.path, c.name, c.key, got, c.want)
		}
	}
}

// A property that may be null and has an enum lists null among its values: under JSON Schema
// 2020-12 an enum without it refuses the null that its type allows (payment_method of an
// unpaid order, half_proof of a full-price ticket, a check-in's reason).
func TestOpenAPINullableEnumsAllowNull(t *testing.T) {
	var found []string
	var walk func(path string, v any)
	walk = func(path string, v any) {
		switch v := v.(type) {
		case map[string]any:
			types, _ := v["type"].([]any)
			enum, hasEnum := v["enum"].([]any)
			if hasEnum && slices.Contains(types, any("null")) {
				found = append(found, path)
				if !slices.Contains(enum, nil) {
					t.Errorf("%s: type %v, enum %v without null", path, types, enum)
				}
			}
			for k, child := range v {
				walk(path+"/"+k, child)
			}
		case []any:
			for i, child := range v {
				walk(path+"/"+strconv.Itoa(i), child)
			}
		}
	}
	walk("", dig(docOf(t), "components", "schemas"))
	if len(found) < 3 {
		t.Errorf("nullable enums found: %v; want payment_method, half_proof and reason at least", found)
	}
}

// Registration states what the server requires: terms_accepted, present and true.
func TestOpenAPIRegistrationRequiresTerms(t *testing.T) {
	doc := docOf(t)
	schema := dig(doc, "components", "schemas", "AccountRegistration")
	required, _ := dig(schema, "required").([]any)
	if !slices.Contains(required, any("terms_accepted")) || dig(schema, "properties", "terms_accepted", "const") != true {
		t.Errorf("terms_accepted is not required to be true: %v", schema)
	}
}
