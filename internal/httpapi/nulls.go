package httpapi

import (
	"encoding/json"
	"maps"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/catraca/catraca/internal/apperr"
)

// refuseNulls answers 400 for a JSON null given to a field of v whose Go type cannot hold
// "no value" (a string, number, boolean or struct), at any depth: encoding/json leaves such
// a field at its zero value, so {"senha": null} would otherwise act as "". Pointers, slices,
// maps and interfaces may be null; the document marks them nullable. The field is named as
// the checkout names nested fields: items.0.quantity.
func refuseNulls(raw []byte, v any) error {
	if name, ok := nullIn(raw, reflect.TypeOf(v), ""); ok {
		return apperr.Field(name, MsgNull)
	}
	return nil
}

// nullIn finds the first refused null in raw, decoded as t; path prefixes the name.
func nullIn(raw json.RawMessage, t reflect.Type, path string) (string, bool) {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Struct:
		var obj map[string]json.RawMessage
		if json.Unmarshal(raw, &obj) != nil {
			return "", false
		}
		// Sorted, so the field named is the same on every run.
		for _, name := range slices.Sorted(maps.Keys(obj)) {
			value := obj[name]
			ft, ok := jsonFieldType(t, name)
			if !ok {
				continue
			}
			if string(value) == "null" {
				if !canBeNull(ft.Kind()) {
					return path + name, true
				}
				continue
			}
			if found, ok := nullIn(value, ft, path+name+"."); ok {
				return found, true
			}
		}
	case reflect.Slice, reflect.Array:
		var list []json.RawMessage
		if json.Unmarshal(raw, &list) != nil {
			return "", false
		}
		for i, value := range list {
			name := path + strconv.Itoa(i)
			if string(value) == "null" && !canBeNull(t.Elem().Kind()) {
				return name, true
			}
			if found, ok := nullIn(value, t.Elem(), name+"."); ok {
				return found, true
			}
		}
	}
	return "", false
}

func canBeNull(k reflect.Kind) bool {
	switch k {
	case reflect.Pointer, reflect.Slice, reflect.Map, reflect.Interface:
		return true
	}
	return false
}

// jsonFieldType finds the type of the field that the JSON key name decodes into, following
// embedded structs as encoding/json does.
func jsonFieldType(t reflect.Type, name string) (reflect.Type, bool) {
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		tag, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if tag == "-" {
			continue
		}
		if f.Anonymous && tag == "" && f.Type.Kind() == reflect.Struct {
			if ft, ok := jsonFieldType(f.Type, name); ok {
				return ft, true
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
			return f.Type, true
		}
	}
	return nil, false
}

// refuseWrongType names the field of a body that did not decode into v because a value has
// the wrong JSON type ({"email": 12}, {"session_id": "1"}, a number past int64), so a form
// can show the message by that field. encoding/json names it too, but without list
// indexes (items.quantity); the walk names it as refuseNulls does (items.0.quantity).
func refuseWrongType(raw []byte, v any, typeErr *json.UnmarshalTypeError) error {
	name, ok := wrongTypeIn(raw, reflect.TypeOf(v), "")
	if !ok {
		name = typeErr.Field // "" when the body itself is not an object: no field at fault
	}
	if name == "" {
		return apperr.New(apperr.Invalid, MsgBadRequest)
	}
	return apperr.Field(name, MsgBadRequest)
}

var jsonUnmarshaler = reflect.TypeFor[json.Unmarshaler]()

// wrongTypeIn finds the first value in raw that does not decode as t; path prefixes the name.
func wrongTypeIn(raw json.RawMessage, t reflect.Type, path string) (string, bool) {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	here := strings.TrimSuffix(path, ".")
	if string(raw) == "null" {
		return "", false // refuseNulls' business
	}
	// A type that decodes itself, and []byte (base64 text), are one value: decoded whole.
	leaf := reflect.PointerTo(t).Implements(jsonUnmarshaler) ||
		(t.Kind() == reflect.Slice && t.Elem().Kind() == reflect.Uint8)
	switch {
	case leaf:
		if json.Unmarshal(raw, reflect.New(t).Interface()) != nil {
			return here, here != ""
		}
	case t.Kind() == reflect.Struct:
		var obj map[string]json.RawMessage
		if json.Unmarshal(raw, &obj) != nil {
			return here, here != ""
		}
		for _, name := range slices.Sorted(maps.Keys(obj)) {
			if ft, ok := jsonFieldType(t, name); ok {
				if found, ok := wrongTypeIn(obj[name], ft, path+name+"."); ok {
					return found, true
				}
			}
		}
	case t.Kind() == reflect.Slice || t.Kind() == reflect.Array:
		var list []json.RawMessage
		if json.Unmarshal(raw, &list) != nil {
			return here, here != ""
		}
		for i, value := range list {
			if found, ok := wrongTypeIn(value, t.Elem(), path+strconv.Itoa(i)+"."); ok {
				return found, true
			}
		}
	default:
		if json.Unmarshal(raw, reflect.New(t).Interface()) != nil {
			return here, here != ""
		}
	}
	return "", false
}
