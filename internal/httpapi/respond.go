package httpapi

import (
	"encoding/json"
	"log/slog"
	"net/http"

	"github.com/catraca/catraca/internal/apperr"
)

// ErrorBody is every error answer: the user message, a list of messages (the first is what
// forms show) and per-field messages.
type ErrorBody struct {
	Message string            `json:"message"`
	Errors  []string          `json:"errors"`
	Fields  map[string]string `json:"fields,omitempty"`
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	if err := json.NewEncoder(w).Encode(v); err != nil {
		slog.Debug("write response", "err", err)
	}
}

// writeError answers with the application error inside err; anything else is logged and
// shown as the generic message.
func writeError(w http.ResponseWriter, r *http.Request, err error) {
	e := apperr.From(err)
	if e.Code == apperr.Internal {
		slog.ErrorContext(r.Context(), "request failed", "pattern", r.Pattern, "err", err)
	}
	body := ErrorBody{Message: e.Message, Errors: []string{e.Message}, Fields: e.Fields}
	writeJSON(w, apperr.Status(e.Code), body)
}
