package httpapi

import (
	"reflect"
	"slices"
	"strings"

	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/checkout"
	"github.com/catraca/catraca/internal/payouts"
	"github.com/swaggest/jsonschema-go"
	"github.com/swaggest/openapi-go"
)

// inAnswer reports whether rc reflects a response body rather than a request.
func inAnswer(rc *jsonschema.ReflectContext) bool {
	oc, ok := openapi.OperationCtx(rc)
	if !ok {
		return false
	}
	state, ok := oc.(openapi.OperationState)
	return ok && state.IsProcessingResponse()
}

// requiredInAnswers marks every property of an answer that encoding/json always writes as
// required, nullable ones included: a generated client then types it as a value, not as a
// pointer that may be missing. Not written always: omitempty fields, and those of an embedded
// pointer (LoginResult's *Customer), which encoding/json leaves out when it is nil.
func requiredInAnswers(p jsonschema.InterceptSchemaParams) (bool, error) {
	if !p.Processed || !inAnswer(p.Context) || !p.Value.IsValid() || len(p.Schema.Properties) == 0 {
		return false, nil
	}
	t := p.Value.Type()
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct {
		return false, nil
	}
	for _, name := range alwaysWritten(t) {
		if _, ok := p.Schema.Properties[name]; ok && !slices.Contains(p.Schema.Required, name) {
			p.Schema.Required = append(p.Schema.Required, name)
		}
	}
	return false, nil
}

// alwaysWritten names the JSON properties encoding/json writes for every value of struct t.
func alwaysWritten(t reflect.Type) []string {
	var names []string
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		name, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
		switch {
		case name == "-" || (!f.IsExported() && !f.Anonymous):
		case f.Anonymous && name == "" && f.Type.Kind() == reflect.Struct:
			names = append(names, alwaysWritten(f.Type)...)
		case f.Anonymous && name == "" && f.Type.Kind() == reflect.Pointer:
		case strings.Contains(","+opts+",", ",omitempty,"):
		case name == "":
			names = append(names, f.Name)
		default:
			names = append(names, name)
		}
	}
	return names
}

// openErrors are answers that may carry properties beyond their own: ErrorBody, since some
// errors add their detail to it (the check-in's 409 adds checked_in_at).
var openErrors = []reflect.Type{reflect.TypeFor[ErrorBody]()}

// closedAnswers sets additionalProperties: false on every object of an answer that a Go
// struct encodes: the server writes its fields and nothing else, so a strict validator
// catches a field that the document does not describe.
func closedAnswers(p jsonschema.InterceptSchemaParams) (bool, error) {
	s := p.Schema
	if !p.Processed || !inAnswer(p.Context) || !p.Value.IsValid() || s.AdditionalProperties != nil ||
		!s.HasType(jsonschema.Object) || len(s.Properties) == 0 {
		return false, nil
	}
	t := p.Value.Type()
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct || slices.Contains(openErrors, t) {
		return false, nil
	}
	s.AdditionalProperties = (&jsonschema.SchemaOrBool{}).WithTypeBoolean(false)
	return false, nil
}

// answerEnums are the values of answer properties typed as plain strings in their packages,
// listed from the constants the server writes them from. Keyed by the struct and the JSON
// name; a list property gets the enum on its items.
var answerEnums = map[reflect.Type]map[string][]any{
	reflect.TypeFor[catalog.SaleState](): {"status": {catalog.SaleOpen, catalog.SaleCancelled,
		catalog.SaleOver, catalog.SaleBoxOffice, catalog.SaleElsewhere, catalog.SaleGuestList,
		catalog.SalePaused, catalog.SaleSoon, catalog.SaleClosed, catalog.SaleSoldOut}},
	reflect.TypeFor[checkout.WebhookResult](): {"status": orderStatuses},
	reflect.TypeFor[checkout.Order]():         {"payment_methods": {"pix", "card", "boleto"}},
}

// orderStatuses are every status an order may be in, from the checkout's table of states.
var orderStatuses = func() []any {
	out := make([]any, len(checkout.Statuses))
	for i, st := range checkout.Statuses {
		out[i] = st
	}
	return out
}()

// enumsOfAnswers applies answerEnums; applied counts what it set, so the document refuses a
// table entry that no longer names a property.
func enumsOfAnswers(applied map[string]bool) jsonschema.InterceptSchemaFunc {
	return func(p jsonschema.InterceptSchemaParams) (bool, error) {
		if !p.Processed || !p.Value.IsValid() {
			return false, nil
		}
		t := p.Value.Type()
		for t.Kind() == reflect.Pointer {
			t = t.Elem()
		}
		for name, values := range answerEnums[t] {
			prop, ok := p.Schema.Properties[name]
			if !ok || prop.TypeObject == nil {
				continue
			}
			target := prop.TypeObject
			if target.HasType(jsonschema.Array) && target.Items != nil && target.Items.SchemaOrBool != nil {
				target = target.Items.SchemaOrBool.TypeObject
			}
			target.Enum = values
			applied[t.String()+"."+name] = true
		}
		return false, nil
	}
}

// alwaysLists are the answer lists the server writes as [] when empty, never as null (it
// builds them from a list, not from a nil slice): the document drops their null, so clients
// need no null check. Keyed by the struct and the JSON name; a list that is the answer itself
// (the installments) by its own type, with no name. The app tests' strict check of every
// answer holds the server to it.
var alwaysLists = map[reflect.Type][]string{
	reflect.TypeFor[checkout.Catalogue]():     {"sessions"},
	reflect.TypeFor[checkout.SaleSession]():   {"sectors"},
	reflect.TypeFor[checkout.Order]():         {"items", "payment_methods"},
	reflect.TypeFor[checkout.OrderView]():     {"items", "payment_methods"},
	reflect.TypeFor[checkout.Item]():          {"attendees"},
	reflect.TypeFor[checkout.Cart]():          {"items"},
	reflect.TypeFor[[]checkout.Installment](): {""},
	reflect.TypeFor[payouts.Report]():         {"days", "orders"},
}

// listsNeverNull applies alwaysLists; listed counts what it set, as applied does for enumsOfAnswers.
func listsNeverNull(listed map[string]bool) jsonschema.InterceptSchemaFunc {
	return func(p jsonschema.InterceptSchemaParams) (bool, error) {
		if !p.Processed || !p.Value.IsValid() || !inAnswer(p.Context) {
			return false, nil
		}
		t := p.Value.Type()
		for t.Kind() == reflect.Pointer {
			t = t.Elem()
		}
		for _, name := range alwaysLists[t] {
			target := p.Schema
			if name != "" {
				prop, ok := p.Schema.Properties[name]
				if !ok || prop.TypeObject == nil {
					continue
				}
				target = prop.TypeObject
			}
			if target.HasType(jsonschema.Array) {
				target.RemoveType(jsonschema.Null)
				listed[t.String()+"."+name] = true
			}
		}
		return false, nil
	}
}
