package httpapi

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"time"
	"unicode/utf8"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/idempotency"
	"github.com/catraca/catraca/internal/store"
)

// Messages of the Idempotency-Key rules.
const (
	MsgKeyOtherBody = "Esta Idempotency-Key já foi usada com outros dados. Gere uma nova chave para um novo pedido."
	MsgKeyInFlight  = "Uma requisição com esta Idempotency-Key ainda está em andamento. Tente de novo em instantes."
	MsgKeyTooLong   = "Idempotency-Key inválida: use até 200 caracteres."
	MsgKeyNotUTF8   = "Idempotency-Key inválida: o valor não está em UTF-8."
)

// recorder keeps a handler's answer so it can be stored before it is sent.
type recorder struct {
	w      http.ResponseWriter // where the answer goes once kept
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

// idempotent makes a write safe to retry: with an Idempotency-Key header, the first answer
// for (key, method and path) is stored and replayed for the same body and caller; the same
// key with another body answers 422. Without the header the request just runs. The key is
// claimed in a commit of its own before the write runs, and its answer kept in another after.
func (a *API) idempotent(next http.HandlerFunc) http.HandlerFunc {
	return a.keyed(next, false)
}

// idempotentInTx is idempotent for a handler whose write takes the key itself, in its own
// transaction with its answer (idempotency.Claim): one commit per request instead of three.
func (a *API) idempotentInTx(next http.HandlerFunc) http.HandlerFunc {
	return a.keyed(next, true)
}

func (a *API) keyed(next http.HandlerFunc, inTx bool) http.HandlerFunc {
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
		// Keys are stored as text: PostgreSQL refuses bytes that are not UTF-8 (SQLSTATE
		// 22021), and SQLite would store what no client can send back the same.
		if !utf8.ValidString(key) {
			writeError(w, r, apperr.Field("Idempotency-Key", MsgKeyNotUTF8))
			return
		}
		body, err := io.ReadAll(r.Body)
		if err != nil {
			writeError(w, r, apperr.New(apperr.Invalid, MsgBadRequest))
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		sum := requestHash(r, body)
		route := r.Method + " " + r.URL.Path
		if inTx {
			a.runClaimed(w, r, next, &idempotency.Claim{Key: key, Route: route, BodyHash: sum, At: a.Now()})
			return
		}
		if stored, err := a.Idem.Begin(r.Context(), key, route, sum, a.Now()); replayed(w, r, stored, err) {
			return
		}
		rec := &recorder{w: w, header: w.Header()}
		next(rec, r)
		ctx, cancel := settleContext(r)
		defer cancel()
		if answer := rec.answer(); answer != nil {
			err = a.Idem.Finish(ctx, key, route, *answer)
		} else {
			err = a.Idem.Abort(ctx, key, route)
		}
		if err != nil {
			slog.ErrorContext(r.Context(), "idempotency: store answer", "err", err)
		}
		rec.send()
	}
}

// claimKey carries a request's claim from the Idempotency-Key middleware to its handler,
// which hands it to the write as an argument.
type claimKey struct{}

// claimOf is the claim the request's write must take, or nil.
func claimOf(r *http.Request) *idempotency.Claim {
	c, _ := r.Context().Value(claimKey{}).(*idempotency.Claim)
	return c
}

// runClaimed runs next with claim for its write to take; when another request took the key
// first, before or meanwhile, that request's answer is the one given. The key is not read
// before: the write's transaction reads its group's keys at once (in an on-sale each order
// has a new key, and a read of its own per request took a round trip and a pooled
// connection from the orders' groups).
func (a *API) runClaimed(w http.ResponseWriter, r *http.Request, next http.HandlerFunc, claim *idempotency.Claim) {
	claim.Render = func(v any) (idempotency.Answer, error) {
		body, err := jsonBody(v)
		return idempotency.Answer{Status: http.StatusCreated, Body: body}, err
	}
	rec := &recorder{w: w, header: w.Header()}
	next(rec, r.WithContext(context.WithValue(r.Context(), claimKey{}, claim)))
	ctx, cancel := settleContext(r)
	defer cancel()
	err := a.Idem.Settle(ctx, claim, rec.answer())
	if claim.Lost() {
		stored, err := a.Idem.Lookup(r.Context(), claim.Key, claim.Route, claim.BodyHash)
		if !replayed(w, r, stored, err) {
			writeError(w, r, apperr.New(apperr.Conflict, MsgKeyInFlight).Because(apperr.RequestInFlight))
		}
		return
	}
	if err != nil {
		slog.ErrorContext(r.Context(), "idempotency: store answer", "err", err)
	}
	rec.send()
}

// settleContext bounds keeping an answer, which goes on if the client has gone: a retry
// must see it.
func settleContext(r *http.Request) (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.WithoutCancel(r.Context()), 5*time.Second)
}

// requestHash is what a key's request is compared by: its body, and the caller's
// credentials and store, since another customer, or a client of another store (Host),
// replaying a key must not receive the first answer.
func requestHash(r *http.Request, body []byte) string {
	h := sha256.New()
	h.Write(canonicalJSON(body))
	h.Write([]byte{0})
	h.Write([]byte(r.Header.Get("Authorization")))
	h.Write([]byte{0})
	h.Write([]byte(r.URL.RawQuery))
	h.Write([]byte{0})
	h.Write([]byte(store.NormalizeHost(r.Host)))
	return hex.EncodeToString(h.Sum(nil))
}

// replayed answers a request whose key is not free (the stored answer, another body, still
// running, or the error looking it up) and reports whether it did.
func replayed(w http.ResponseWriter, r *http.Request, stored *idempotency.Answer, err error) bool {
	switch {
	case errors.Is(err, idempotency.ErrOtherBody):
		writeError(w, r, apperr.New(apperr.Unprocessable, MsgKeyOtherBody).Because(apperr.KeyReused))
	case errors.Is(err, idempotency.ErrInFlight):
		writeError(w, r, apperr.New(apperr.Conflict, MsgKeyInFlight).Because(apperr.RequestInFlight))
	case err != nil:
		writeError(w, r, err)
	case stored != nil:
		w.Header().Set("Idempotent-Replayed", "true")
		writeRaw(w, *stored)
	default:
		return false
	}
	return true
}

// answer is the recorded answer to keep for the key; a server error, or a client gone before
// the write (nginx's 499), is no answer to replay: nil, so a retry runs again.
func (r *recorder) answer() *idempotency.Answer {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	if r.status >= 500 || r.status == statusClientClosed {
		return nil
	}
	return &idempotency.Answer{Status: r.status, Body: r.body.Bytes()}
}

// send writes the recorded answer to the client.
func (r *recorder) send() {
	r.w.WriteHeader(r.status)
	_, _ = r.w.Write(r.body.Bytes())
}
