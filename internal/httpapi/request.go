package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"maps"
	"mime"
	"net/http"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/store"
)

// MsgBadRequest answers a body or parameter the API cannot read.
const MsgBadRequest = "Dados inválidos."

// Messages of the request checks the document states too.
const (
	MsgContentType = "Content-Type deve ser application/json."
	MsgNull        = "Valor nulo não é permitido."
	MsgRepeated    = "Parâmetro repetido."
	MsgEmptyParam  = "Parâmetro vazio."
)

// decodeJSON reads an optional JSON object body into v. A body over the limit answers 413;
// a NUL character anywhere (\u0000 in a string) answers 400: no field of the API may hold
// one, and PostgreSQL rejects it in text. A body that is not declared application/json
// answers 415, and a null where v holds a plain value answers 400 naming the field: the
// document says string (or number), and a null must not pass as "". A value of the wrong
// type answers 400 naming its field too, and a body that is not an object (null included)
// answers 400 naming none.
func decodeJSON(r *http.Request, v any) error {
	raw, err := io.ReadAll(r.Body)
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		return apperr.New(apperr.TooLarge, MsgTooLarge)
	}
	if err != nil {
		return err // the client went away mid-body
	}
	if hasNUL(raw) {
		return apperr.New(apperr.Invalid, MsgNUL)
	}
	if len(bytes.TrimSpace(raw)) == 0 {
		return nil
	}
	if !isJSON(r.Header.Get("Content-Type")) {
		return apperr.New(apperr.UnsupportedMedia, MsgContentType)
	}
	// encoding/json would turn bytes that are not UTF-8 into U+FFFD and store that mangled
	// text (a name saved as "An�"): refuse the body instead, as a query that is not UTF-8.
	if !utf8.Valid(raw) {
		return apperr.New(apperr.Invalid, MsgNotUTF8)
	}
	// encoding/json reads a null body as "leave v alone", i.e. as {}: every body of the API
	// is an object, and a null one is refused as a list or a string would be.
	if bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
		return apperr.New(apperr.Invalid, MsgBadRequest)
	}
	if err := json.Unmarshal(raw, v); err != nil {
		var typeErr *json.UnmarshalTypeError
		if errors.As(err, &typeErr) {
			return refuseWrongType(raw, v, typeErr)
		}
		return apperr.New(apperr.Invalid, MsgBadRequest)
	}
	if !bytes.Contains(raw, []byte("null")) {
		return nil // no null anywhere: spare the reflective walk, most of a small order's decoding
	}
	return refuseNulls(raw, v)
}

// isJSON reports a Content-Type of application/json, parameters (charset) allowed.
func isJSON(contentType string) bool {
	media, _, err := mime.ParseMediaType(contentType)
	return err == nil && media == "application/json"
}

// checkQuery refuses a repeated query parameter: every parameter of the API holds one
// value, and taking the first of two would answer a question the client did not ask. It
// also refuses an empty value of a parameter whose documented schema has no room for ""
// (request's typedQuery): ?pagina= is not "no page asked", it is a number that is missing.
func checkQuery(request any, next http.HandlerFunc) http.HandlerFunc {
	typed := typedQuery(request)
	return func(w http.ResponseWriter, r *http.Request) {
		query := r.URL.Query()
		// Sorted, so the parameter named is the same on every run.
		for _, name := range slices.Sorted(maps.Keys(query)) {
			values := query[name]
			if len(values) > 1 {
				writeError(w, r, apperr.Field(name, MsgRepeated))
				return
			}
			if values[0] == "" && typed[name] {
				writeError(w, r, apperr.Field(name, MsgEmptyParam))
				return
			}
		}
		next(w, r)
	}
}

// typedQuery names the query parameters of a route's request struct (query tags, embedded
// structs followed) that the document types so that "" is not a value: a number or boolean,
// a string with an enum, or a string with a minLength of at least 1.
func typedQuery(request any) map[string]bool {
	typed := map[string]bool{}
	if request == nil {
		return typed
	}
	var walk func(t reflect.Type)
	walk = func(t reflect.Type) {
		for t.Kind() == reflect.Pointer {
			t = t.Elem()
		}
		if t.Kind() != reflect.Struct {
			return
		}
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			name := f.Tag.Get("query")
			if name == "" {
				if f.Anonymous {
					walk(f.Type)
				}
				continue
			}
			minLen, _ := strconv.Atoi(f.Tag.Get("minLength"))
			if f.Type.Kind() != reflect.String || f.Tag.Get("enum") != "" || minLen > 0 {
				typed[name] = true
			}
		}
	}
	walk(reflect.TypeOf(request))
	return typed
}

// hasNUL reports a NUL byte or a JSON escape of one (\u0000, any case).
func hasNUL(raw []byte) bool {
	return bytes.IndexByte(raw, 0) >= 0 || bytes.Contains(bytes.ToLower(raw), []byte(`\u0000`))
}

// urlHasNUL reports a NUL in the request's path or query (%00 decoded, or raw).
func urlHasNUL(r *http.Request) bool {
	return strings.ContainsRune(r.URL.Path, 0) || strings.Contains(r.URL.RawQuery, "%00") ||
		strings.ContainsRune(r.URL.RawQuery, 0)
}

// pathID reads a positive integer path value.
func pathID(r *http.Request, name string) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue(name), 10, 64)
	if err != nil || id <= 0 {
		return 0, apperr.Field(name, MsgBadRequest)
	}
	return id, nil
}

// channel is the sales channel a request speaks for: "pdv" or "pos" when it sends the
// store's own PDV/POS value in that header, otherwise the public site ("").
func channel(r *http.Request, st store.Store) string {
	if st.PDV != nil && *st.PDV != "" && r.Header.Get("PDV") == *st.PDV {
		return "pdv"
	}
	if st.POS != nil && *st.POS != "" && r.Header.Get("POS") == *st.POS {
		return "pos"
	}
	return ""
}

// storeOf is the store serving the request's host (the API shares the storefront's origin).
func (a *API) storeOf(r *http.Request) (store.Store, error) {
	return a.Stores.ForHost(r.Context(), r.Host)
}
