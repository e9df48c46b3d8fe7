package httpapi

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strconv"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/store"
)

// MsgBadRequest answers a body or parameter the API cannot read.
const MsgBadRequest = "Dados inválidos."

// decodeJSON reads an optional JSON object body into v.
func decodeJSON(r *http.Request, v any) error {
	dec := json.NewDecoder(r.Body)
	if err := dec.Decode(v); err != nil && !errors.Is(err, io.EOF) {
		return apperr.New(apperr.Invalid, MsgBadRequest)
	}
	return nil
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
