package httpapi

import (
	"encoding/json"
	"reflect"
	"strings"

	"github.com/catraca/catraca/internal/apperr"
)

// refuseNulls answers 400 for a JSON null given to a field of v (a struct, embedded structs
// followed) whose Go type cannot hold "no value": encoding/json leaves such a field at its
// zero value, so {"senha": null} would otherwise act as "". Pointers, slices, maps and
// interfaces may be null; the document marks the pointers nullable.
func refuseNulls(raw []byte, v any) error {
	var top map[string]json.RawMessage
	if json.Unmarshal(raw, &top) != nil {
		return nil // not an object: json.Unmarshal into v already decided
	}
	t := reflect.TypeOf(v)
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct {
		return nil
	}
	for name, value := range top {
		if string(value) != "null" {
			continue
		}
		if kind, ok := jsonFieldKind(t, name); ok && !canBeNull(kind) {
			return apperr.Field(name, MsgNull)
		}
	}
	return nil
}

func canBeNull(k reflect.Kind) bool {
	switch k {
	case reflect.Pointer, reflect.Slice, reflect.Map, reflect.Interface:
		return true
	}
	return false
}

// jsonFieldKind finds the kind of the field that the JSON key name decodes into.
func jsonFieldKind(t reflect.Type, name string) (reflect.Kind, bool) {
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		tag, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if tag == "-" {
			continue
		}
		if f.Anonymous && tag == "" && f.Type.Kind() == reflect.Struct {
			if k, ok := jsonFieldKind(f.Type, name); ok {
				return k, true
			}
			continue
		}
		if !f.IsExported() {
			continue
		}
		if tag == "" {
			tag = f.Name
		}
		if strings.EqualFold(tag, name) {
			return f.Type.Kind(), true
		}
	}
	return 0, false
}
