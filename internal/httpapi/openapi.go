package httpapi

import (
	"fmt"
	"net/http"
	"reflect"
	"slices"
	"strings"

	"github.com/catraca/catraca/internal/payment/sandbox"
	"github.com/swaggest/jsonschema-go"
	"github.com/swaggest/openapi-go"
	"github.com/swaggest/openapi-go/openapi31"
)

// bearerScheme names the security scheme of Authorization: Bearer <access_token>.
const bearerScheme = "bearerAuth"

// consoleScheme names the back office's Authorization: Bearer <token from /api/organizer/login/verify>.
const consoleScheme = "organizerAuth"

// commonStatuses are the errors any route may answer: bad input (NUL, a repeated parameter,
// a null where a value is required), an oversized body, an unexpected failure and a request
// past its deadline (Guard, decodeJSON, Observe).
var commonStatuses = []int{http.StatusBadRequest, http.StatusRequestEntityTooLarge,
	http.StatusInternalServerError, http.StatusServiceUnavailable}

// openAPIDocument describes every route of the list, so the document cannot fall behind.
func openAPIDocument(routes []route) ([]byte, error) {
	r := openapi31.NewReflector()
	// A pointer to a struct (store.Template.CityDefault, Footer.Apps...) is encoded as null
	// when unset: envelop its $ref in anyOf [null, $ref], as OpenAPI 3.1 writes nullable.
	applied, listed := map[string]bool{}, map[string]bool{}
	r.JSONSchemaReflector().DefaultOptions = append(r.JSONSchemaReflector().DefaultOptions,
		jsonschema.InterceptProp(nullableStructPointer), jsonschema.InterceptProp(nullableEnum),
		jsonschema.InterceptSchema(requiredInAnswers), jsonschema.InterceptSchema(closedAnswers),
		jsonschema.InterceptSchema(enumsOfAnswers(applied)), jsonschema.InterceptSchema(listsNeverNull(listed)))
	r.Spec.Info.WithTitle("Catraca storefront API").WithVersion("1").
		WithDescription("The calls of the storefront (spec section 7). Errors answer ErrorBody.")
	r.Spec.SetHTTPBearerTokenSecurity(bearerScheme, "opaque",
		"access_token of POST /api/auth/loginsite.")
	r.Spec.SetHTTPBearerTokenSecurity(consoleScheme, "opaque",
		"token of POST /api/organizer/login/verify: the back office's, never a customer's.")
	for _, rt := range routes {
		op, err := r.NewOperationContext(rt.method, rt.path)
		if err != nil {
			return nil, fmt.Errorf("openapi %s %s: %w", rt.method, rt.path, err)
		}
		op.SetID(rt.id)
		op.SetSummary(rt.summary)
		op.SetTags(rt.tag)
		if rt.request != nil {
			op.AddReqStructure(rt.request)
		}
		for _, status := range rt.documentedStatuses() {
			if status < 300 {
				op.AddRespStructure(rt.response, openapi.WithHTTPStatus(status))
				if also, ok := alsoAnswers[rt.id]; ok {
					op.AddRespStructure(also, openapi.WithHTTPStatus(status))
				}
			} else {
				op.AddRespStructure(new(ErrorBody), openapi.WithHTTPStatus(status))
			}
		}
		if rt.auth == console {
			op.(openapi31.OperationExposer).Operation().Security = []map[string][]string{{consoleScheme: {}}}
		} else if rt.auth != public {
			security := []map[string][]string{{bearerScheme: {}}}
			if rt.auth == optional {
				security = append(security, map[string][]string{}) // {} = no token is fine too
			}
			op.(openapi31.OperationExposer).Operation().Security = security
		}
		if err := r.AddOperation(op); err != nil {
			return nil, fmt.Errorf("openapi %s %s: %w", rt.method, rt.path, err)
		}
	}
	if err := addLinks(r.Spec, routes); err != nil {
		return nil, err
	}
	for t, props := range answerEnums {
		for name := range props {
			if !applied[t.String()+"."+name] {
				return nil, fmt.Errorf("openapi: answerEnums names %s.%s, which no answer has", t, name)
			}
		}
	}
	for t, names := range alwaysLists {
		for _, name := range names {
			if !listed[t.String()+"."+name] {
				return nil, fmt.Errorf("openapi: alwaysLists names %s.%s, which no answer lists", t, name)
			}
		}
	}
	return r.Spec.MarshalJSON()
}

// alsoAnswers are success answers in another media type, by operationId: the payouts report
// is also CSV (?format=csv or Accept: text/csv).
var alsoAnswers = map[string]any{"getOrganizerPayouts": new(csvBody)}

// documentedStatuses is the success status then every error status of the route.
func (rt route) documentedStatuses() []int {
	success, extra := http.StatusOK, rt.statuses
	if len(extra) > 0 && extra[0] == http.StatusCreated {
		success, extra = http.StatusCreated, extra[1:]
	}
	out := append([]int{success}, commonStatuses...)
	if rt.method != http.MethodGet {
		out = append(out, http.StatusUnsupportedMediaType) // decodeJSON's Content-Type check
	}
	if rt.auth != public {
		out = append(out, http.StatusUnauthorized)
	}
	return append(out, extra...)
}

// nullableStructPointer writes a property holding *T (T a struct, described by $ref) as
// anyOf [$ref, null]; the library leaves it as the bare $ref, which refuses the null the
// server sends when the pointer is nil. omitempty pointers are left out instead, never null.
func nullableStructPointer(p jsonschema.InterceptPropParams) error {
	if !p.Processed || p.PropertySchema == nil || p.PropertySchema.Ref == nil {
		return nil
	}
	ft := p.Field.Type
	if ft.Kind() != reflect.Pointer || ft.Elem().Kind() != reflect.Struct ||
		strings.Contains(p.Field.Tag.Get("json"), ",omitempty") {
		return nil
	}
	ref := jsonschema.Schema{Ref: p.PropertySchema.Ref}
	*p.PropertySchema = jsonschema.Schema{AnyOf: []jsonschema.SchemaOrBool{
		ref.ToSchemaOrBool(), jsonschema.Null.ToSchemaOrBool()}}
	return nil
}

// nullableEnum adds null to the enum of a property that may be null (*string payment_method,
// half_proof...): the library writes type [null, string] with an enum of the strings alone,
// which refuses under JSON Schema the null that the type allows and the server sends.
func nullableEnum(p jsonschema.InterceptPropParams) error {
	s := p.PropertySchema
	if !p.Processed || s == nil || len(s.Enum) == 0 || !s.HasType(jsonschema.Null) || slices.Contains(s.Enum, nil) {
		return nil
	}
	s.Enum = append(s.Enum, nil)
	return nil
}

// Document is the OpenAPI document of every route a server may have, the sandbox gateway's
// and dev mode's included: clients and types generated from it then know every call.
func Document() ([]byte, error) {
	return openAPIDocument(everyRoute())
}

// everyRoute lists the routes of a server with the sandbox gateway in dev mode.
func everyRoute() []route {
	a := &API{Sandbox: new(sandbox.Provider), Dev: func(*http.Request) bool { return false }}
	return a.routes()
}
