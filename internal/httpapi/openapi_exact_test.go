package httpapi

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/catraca/catraca/internal/account"
)

// fullDoc is the document of every route a server may have (Document), decoded loosely.
func fullDoc(t *testing.T) map[string]any {
	t.Helper()
	raw, err := Document()
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	return doc
}

// Every operation has the camelCase operationId its route names, and no two share one.
func TestOpenAPIOperationIDs(t *testing.T) {
	doc := fullDoc(t)
	camel := regexp.MustCompile(`^[a-z][a-zA-Z0-9]*$`)
	seen := map[string]string{}
	for _, rt := range everyRoute() {
		where := rt.method + " " + rt.path
		if !camel.MatchString(rt.id) {
			t.Errorf("%s: operationId %q is not camelCase", where, rt.id)
		}
		if other, ok := seen[rt.id]; ok {
			t.Errorf("%s and %s share the operationId %q", other, where, rt.id)
		}
		seen[rt.id] = where
		if got := dig(doc, "paths", rt.path, strings.ToLower(rt.method), "operationId"); got != rt.id {
			t.Errorf("%s: document says operationId %v, want %q", where, got, rt.id)
		}
	}
	for _, id := range []string{"createOrder", "payOrder", "payOrderSandbox", "getOrder", "cancelOrder", "login"} {
		if seen[id] == "" {
			t.Errorf("no operation %s", id)
		}
	}
}

// Answers require every field the server always writes, nullable ones typed [T, null], and
// are closed; omitempty fields are optional and the error body stays open for its details.
func TestOpenAPIAnswersAreExact(t *testing.T) {
	schemas := dig(fullDoc(t), "components", "schemas")
	order := dig(schemas, "CheckoutOrder")
	required, _ := dig(order, "required").([]any)
	for _, name := range []string{"hash", "status", "expires_at", "paid_at", "items", "total", "payment_method", "buyer", "refund_amount"} {
		if !slices.Contains(required, any(name)) {
			t.Errorf("Order.%s not required: %v", name, required)
		}
	}
	for _, name := range []string{"pix", "boleto", "tickets"} {
		if slices.Contains(required, any(name)) {
			t.Errorf("Order.%s is omitempty but required", name)
		}
	}
	if types, _ := dig(order, "properties", "paid_at", "type").([]any); !slices.Contains(types, any("null")) {
		t.Errorf("paid_at not nullable: %v", types)
	}
	if dig(order, "additionalProperties") != false {
		t.Errorf("Order is open: %v", dig(order, "additionalProperties"))
	}
	if dig(schemas, "HttpapiErrorBody", "additionalProperties") != nil {
		t.Error("ErrorBody is closed, but errors add details to it (the check-in's reason)")
	}
	statuses := []any{"reserved", "awaiting_payment", "paid", "expired", "cancelled", "needs_refund", "refunded"}
	for _, path := range [][]string{{"CheckoutOrder", "properties", "status", "enum"}, {"CheckoutWebhookResult", "properties", "status", "enum"}} {
		if got := dig(schemas, path...); !slices.Equal(asList(got), statuses) {
			t.Errorf("%s = %v, want %v", strings.Join(path, "."), got, statuses)
		}
	}
	if got := asList(dig(schemas, "CatalogSaleState", "properties", "status", "enum")); len(got) != 10 || !slices.Contains(got, any("em_breve")) {
		t.Errorf("venda.status enum %v", got)
	}
}

func asList(v any) []any { l, _ := v.([]any); return l }

// Requests require what the handlers refuse when missing, and lists they refuse empty or
// null are neither nullable nor empty.
func TestOpenAPIRequestsRequireWhatIsRefused(t *testing.T) {
	schemas := dig(fullDoc(t), "components", "schemas")
	for schema, names := range map[string][]string{
		"AccountPasswordReset":        {"email", "token", "password", "confirmPassword"},
		"AccountPasswordChange":       {"username", "new_password", "old_password"},
		"HttpapiValidateTokenRequest": {"token", "customer"},
		"HttpapiRecoverRequest":       {"email"},
		"HttpapiLoginRequest":         {"username", "password"},
		"HttpapiCreateOrderRequest":   {"session_id", "items"},
		"CheckoutItemInput":           {"sector_id", "type", "quantity", "attendees"},
		"CheckoutBuyerInput":          {"name", "email", "cpf", "phone"},
		"HttpapiVisitRequest":         {"event"},
		"ContactRequest":              {"organizer", "message"},
		"HttpapiTwoFactorRequest":     {"enabled"},
	} {
		required := asList(dig(schemas, schema, "required"))
		for _, name := range names {
			if !slices.Contains(required, any(name)) {
				t.Errorf("%s.%s not required: %v", schema, name, required)
			}
		}
	}
	for _, list := range [][]string{{"HttpapiCreateOrderRequest", "items"}, {"CheckoutItemInput", "attendees"}} {
		prop := dig(schemas, list[0], "properties", list[1])
		if dig(prop, "type") != "array" || dig(prop, "minItems") != float64(1) {
			t.Errorf("%s.%s = %v, want a non-nullable array of at least one", list[0], list[1], prop)
		}
	}
	if dig(schemas, "CheckoutBuyerInput", "properties", "email", "format") != "email" {
		t.Error("buyer e-mail has no format")
	}
}

// pattern compiles the documented pattern of a schema's property.
func pattern(t *testing.T, schemas any, schema, prop string) *regexp.Regexp {
	t.Helper()
	p, _ := dig(schemas, schema, "properties", prop, "pattern").(string)
	if p == "" {
		t.Fatalf("%s.%s has no pattern", schema, prop)
	}
	return regexp.MustCompile(p)
}

// The documented patterns accept what the server's own parsers accept, and only that (check
// digits aside: a pattern cannot compute them).
func TestOpenAPIPatternsMatchTheParsers(t *testing.T) {
	schemas := dig(fullDoc(t), "components", "schemas")
	cpf := pattern(t, schemas, "CheckoutAttendeeInput", "cpf")
	for _, c := range []struct {
		in string
		ok bool
	}{{"52998224725", true}, {"529.982.247-25", true}, {" 529 982 247 25 ", true}, {"5299822472", false},
		{"529982247250", false}, {"529/982/247-25", false}, {"", false}, {"5299822472a", false}} {
		if cpf.MatchString(c.in) != c.ok {
			t.Errorf("CPF pattern on %q: %v, want %v", c.in, !c.ok, c.ok)
		}
	}
	cell := pattern(t, schemas, "CheckoutBuyerInput", "phone")
	for _, in := range []string{"48999990000", "+55 48 99999-0000", "(48) 9 9999-0000", "(48) 99999 0000",
		"5548999990000", "48399990000", "(00) 9 9999-0000", "4899999000", "+1 415 555 0123", "48 9999a0000",
		"554899999000", "55 11 9 8765-4321", ""} {
		_, ok := account.ParseCellphone(in)
		if cell.MatchString(in) != ok {
			t.Errorf("cellphone pattern on %q: %v, parser %v", in, !ok, ok)
		}
	}
	phone := pattern(t, schemas, "AccountRegistration", "phone")
	for _, in := range []string{"(48) 9 9999-0000", "(48) 99999 0000", "+351912345678", "(48) 3 3333-0000",
		"48999990000", "+35", "351912345678", "(48) 99999-0000 "} {
		_, br := account.NormalizePhone(in, true)
		_, other := account.NormalizePhone(in, false)
		if phone.MatchString(in) != (br || other) {
			t.Errorf("registration phone pattern on %q: %v, parsers %v/%v", in, !(br || other), br, other)
		}
	}
}

// Links lead from an order's answer to operations that exist and take its hash.
func TestOpenAPILinksChainAnOrder(t *testing.T) {
	doc := fullDoc(t)
	byID := map[string]any{}
	for _, item := range dig(doc, "paths").(map[string]any) {
		for _, op := range item.(map[string]any) {
			byID[dig(op, "operationId").(string)] = op
		}
	}
	links, _ := dig(byID["createOrder"], "responses", "201", "links").(map[string]any)
	for _, want := range []string{"getOrder", "payOrder", "cancelOrder", "payOrderSandbox"} {
		if links[want] == nil {
			t.Errorf("createOrder does not link to %s: %v", want, links)
		}
	}
	for _, op := range byID {
		for _, resp := range dig(op, "responses").(map[string]any) {
			for name, link := range asMap(dig(resp, "links")) {
				target := byID[dig(link, "operationId").(string)]
				hasHash := false
				for _, p := range asList(dig(target, "parameters")) {
					hasHash = hasHash || (dig(p, "name") == "hash" && dig(p, "in") == "path")
				}
				if target == nil || !hasHash || dig(link, "parameters", "hash") != "$response.body#/hash" {
					t.Errorf("link %s leads nowhere with a hash: %v", name, link)
				}
			}
		}
	}
}

func asMap(v any) map[string]any { m, _ := v.(map[string]any); return m }

// No schema serves both a request and an answer: answers get required and closed objects
// by rule, requests by what the handlers refuse, and one component cannot say both.
func TestOpenAPIRequestAndAnswerSchemasApart(t *testing.T) {
	doc := fullDoc(t)
	schemas := asMap(dig(doc, "components", "schemas"))
	var reach func(v any, into map[string]bool)
	reach = func(v any, into map[string]bool) {
		switch v := v.(type) {
		case map[string]any:
			if ref, ok := v["$ref"].(string); ok {
				name := strings.TrimPrefix(ref, "#/components/schemas/")
				if !into[name] {
					into[name] = true
					reach(schemas[name], into)
				}
			}
			for _, child := range v {
				reach(child, into)
			}
		case []any:
			for _, child := range v {
				reach(child, into)
			}
		}
	}
	requests, answers := map[string]bool{}, map[string]bool{}
	for _, item := range asMap(dig(doc, "paths")) {
		for _, op := range asMap(item) {
			reach(dig(op, "requestBody"), requests)
			reach(dig(op, "responses"), answers)
		}
	}
	if len(requests) < 10 || len(answers) < 10 {
		t.Fatalf("reached %d request and %d answer schemas", len(requests), len(answers))
	}
	for name := range requests {
		if answers[name] {
			t.Errorf("%s is both a request's and an answer's schema", name)
		}
	}
}
