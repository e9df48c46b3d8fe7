package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/idempotency"
)

// ErrorBody is every error answer: a stable reason, the user message, a list of messages (the first is what
// forms show) and per-field messages (an empty object when no field is at fault).
type ErrorBody struct {
	Reason  apperr.Reason     `json:"reason" required:"true" description:"Why, for programs: decide what to show from it, never from message."`
	Message string            `json:"message" required:"true"`
	Errors  []string          `json:"errors" required:"true" nullable:"false"`
	Fields  map[string]string `json:"fields" required:"true" nullable:"false"`
}

// Messages of the answers the server gives on its own behalf.
const (
	MsgTimeout  = "O servidor demorou para responder. Tente novamente em instantes."
	MsgTooLarge = "Dados enviados grandes demais."
	MsgNUL      = "Dados inválidos: caractere nulo não é permitido."
	MsgNotUTF8  = "Dados inválidos: o texto enviado não está em UTF-8."
)

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	body, err := jsonBody(v)
	if err != nil {
		slog.Error("encode response", "err", err)
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	w.WriteHeader(status)
	_, _ = w.Write(body)
}

// writeRaw sends an answer that jsonBody rendered, as writeJSON sends it.
func writeRaw(w http.ResponseWriter, a idempotency.Answer) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(a.Status)
	_, _ = w.Write(a.Body)
}

// jsonBody is v as writeJSON sends it.
func jsonBody(v any) ([]byte, error) {
	var b bytes.Buffer
	err := json.NewEncoder(&b).Encode(v)
	return b.Bytes(), err
}

// say is a message the server writes (a success text, an order's rule) in the client's
// language: English when it prefers English (apperr.English), else as written.
func say(r *http.Request, msg string) string {
	if apperr.PrefersEnglish(r.Header.Get("Accept-Language")) {
		return apperr.English(msg)
	}
	return msg
}

// errorBody is the answer for an application error, in English when the client prefers it.
func errorBody(r *http.Request, e *apperr.Error) ErrorBody {
	if apperr.PrefersEnglish(r.Header.Get("Accept-Language")) {
		e = e.InEnglish()
	}
	fields := e.Fields
	if fields == nil {
		fields = map[string]string{}
	}
	return ErrorBody{Reason: e.Why(), Message: e.Message, Errors: []string{e.Message}, Fields: fields}
}

// writeError answers with the application error inside err; anything else is logged and
// shown as the generic message. A request past its deadline (or a database statement past
// its timeout) answers 503; a request its client gave up on is not an error of ours.
func writeError(w http.ResponseWriter, r *http.Request, err error) {
	ctxErr := r.Context().Err()
	var maxBytes *http.MaxBytesError
	switch {
	case errors.As(err, &maxBytes):
		err = apperr.New(apperr.TooLarge, MsgTooLarge)
	case errors.Is(ctxErr, context.DeadlineExceeded), errors.Is(err, context.DeadlineExceeded), errors.Is(err, db.ErrTimeout):
		slog.WarnContext(r.Context(), "request past its deadline", "pattern", r.Pattern)
		err = apperr.New(apperr.Unavailable, MsgTimeout)
	case errors.Is(err, idempotency.ErrTaken):
		err = apperr.New(apperr.Conflict, MsgKeyInFlight).Because(apperr.RequestInFlight) // its handler answers the first request's answer instead
	case errors.Is(ctxErr, context.Canceled):
		slog.InfoContext(r.Context(), "request cancelled by the client", "pattern", r.Pattern)
		w.WriteHeader(statusClientClosed)
		return
	}
	e := apperr.From(err)
	if e.Code == apperr.Internal {
		slog.ErrorContext(r.Context(), "request failed", "pattern", r.Pattern, "err", err)
	}
	if e.Code == apperr.Unavailable {
		w.Header().Set("Retry-After", "1")
	}
	writeJSON(w, apperr.Status(e.Code), errorBody(r, e))
}

// statusClientClosed is nginx's 499: recorded in logs and metrics for a request whose client
// went away; the client never sees it.
const statusClientClosed = 499
