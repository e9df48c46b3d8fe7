package httpapi

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/idempotency"
	"github.com/catraca/catraca/internal/store"
)

// Messages of the Idempotency-Key rules.
const (
	MsgKeyOtherBody = "Esta Idempotency-Key já foi usada com outros dados. Gere uma nova chave para um novo pedido."
	MsgKeyInFlight  = "Uma requisição com esta Idempotency-Key ainda está em andamento. Tente de novo em instantes."
	MsgKeyTooLong   = "Idempotency-Key inválida: use até 200 caracteres."
)

// recorder keeps a handler's answer so it can be stored before it is sent.
type recorder struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (r *recorder) Header() http.Header { return r.header }
func (r *recorder) WriteHeader(code int) {
	if r.status == 0 {
		r.status = code
	}
}
func (r *recorder) Write(b []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	return r.body.Write(b)
}

// canonicalJSON is body as a key compares it: the same JSON values are the same body,
// whatever the order of an object's keys or the spacing (a client that builds its request
// from a map may send the keys in another order on its retry). A body that is not one JSON
// value is compared as it is.
func canonicalJSON(body []byte) []byte {
	if !json.Valid(body) {
		return body
	}
	d := json.NewDecoder(bytes.NewReader(body))
	d.UseNumber() // numbers keep their text: 10 and 10.0 stay apart, as a handler may tell them
	var v any
	if err := d.Decode(&v); err != nil {
		return body
	}
	out, err := json.Marshal(v) // objects come out with their keys sorted
	if err != nil {
		return body
	}
	return out
}

// idempotent makes a write safe to retry: with an Idempotency-Key header, the first answer
// for (key, method and path) is stored and replayed for the same body and caller; the same
// key with another body answers 422. Without the header the request just runs.
func (a *API) idempotent(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		key := r.Header.Get("Idempotency-Key")
		if key == "" || a.Idem == nil {
			next(w, r)
			return
		}
		if len(key) > 200 {
			writeError(w, r, apperr.Field("Idempotency-Key", MsgKeyTooLong))
			return
		}
		body, err := io.ReadAll(r.Body)
		if err != nil {
			writeError(w, r, apperr.New(apperr.Invalid, MsgBadRequest))
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		// The caller's credentials and store are part of the request: another customer, or a
		// client of another store (Host), replaying a key must not receive the first answer.
		h := sha256.New()
		h.Write(canonicalJSON(body))
		h.Write([]byte{0})
		h.Write([]byte(r.Header.Get("Authorization")))
		h.Write([]byte{0})
		h.Write([]byte(r.URL.RawQuery))
		h.Write([]byte{0})
		h.Write([]byte(store.NormalizeHost(r.Host)))
		sum := hex.EncodeToString(h.Sum(nil))
		route := r.Method + " " + r.URL.Path
		stored, err := a.Idem.Begin(r.Context(), key, route, sum, a.Now())
		switch {
		case errors.Is(err, idempotency.ErrOtherBody):
			writeError(w, r, apperr.New(apperr.Unprocessable, MsgKeyOtherBody))
			return
		case errors.Is(err, idempotency.ErrInFlight):
			writeError(w, r, apperr.New(apperr.Conflict, MsgKeyInFlight))
			return
		case err != nil:
			writeError(w, r, err)
			return
		case stored != nil:
			w.Header().Set("Content-Type", "application/json; charset=utf-8")
			w.Header().Set("Cache-Control", "no-store")
			w.Header().Set("Idempotent-Replayed", "true")
			w.WriteHeader(stored.Status)
			_, _ = w.Write(stored.Body)
			return
		}
		rec := &recorder{header: w.Header()}
		next(rec, r)
		if rec.status == 0 {
			rec.status = http.StatusOK
		}
		// The claim is settled even if the client has gone: a retry must see this answer.
		ctx, cancel := context.WithTimeout(context.WithoutCancel(r.Context()), 5*time.Second)
		defer cancel()
		if rec.status >= 500 {
			err = a.Idem.Abort(ctx, key, route)
		} else {
			err = a.Idem.Finish(ctx, key, route, idempotency.Answer{Status: rec.status, Body: rec.body.Bytes()})
		}
		if err != nil {
			slog.ErrorContext(r.Context(), "idempotency: store answer", "err", err)
		}
		w.WriteHeader(rec.status)
		_, _ = w.Write(rec.body.Bytes())
	}
}
