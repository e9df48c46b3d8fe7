package httpapi

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/orgauth"
	"github.com/catraca/catraca/internal/ticket"
)

func (a *API) ticketView(w http.ResponseWriter, r *http.Request) {
	v, err := a.Tickets.Get(r.Context(), r.PathValue("token"))
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

// writeFile answers a ticket document: personal, so never cached by shared caches.
func writeFile(w http.ResponseWriter, contentType, disposition string, body []byte) {
	w.Header().Set("Content-Type", contentType)
	w.Header().Set("Cache-Control", "private, no-store")
	if disposition != "" {
		w.Header().Set("Content-Disposition", disposition)
	}
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(body)
}

func (a *API) ticketQR(w http.ResponseWriter, r *http.Request) {
	v, err := a.Tickets.Printable(r.Context(), r.PathValue("token"))
	if err != nil {
		writeError(w, r, err)
		return
	}
	png, err := ticket.QRPNG(v.Token)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeFile(w, "image/png", "", png)
}

func (a *API) ticketPDF(w http.ResponseWriter, r *http.Request) {
	pdf, v, err := a.Tickets.PDF(r.Context(), r.PathValue("token"))
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeFile(w, "application/pdf", `attachment; filename="ingresso-`+v.Token[:8]+`.pdf"`, pdf)
}

func (a *API) ticketICS(w http.ResponseWriter, r *http.Request) {
	v, err := a.Tickets.Printable(r.Context(), r.PathValue("token"))
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeFile(w, "text/calendar; charset=utf-8", `attachment; filename="ingresso.ics"`, ticket.ICS(v, a.Now()))
}

func (a *API) transfer(w http.ResponseWriter, r *http.Request, body ticket.TransferRequest) error {
	out, err := a.Tickets.Transfer(r.Context(), sessionOf(r).customerID, r.PathValue("token"), body)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

type organizerCtxKey struct{}

// organizerKey wraps a handler of the organizer's (the door, the payouts report): Authorization:
// Bearer <organizer key from catraca organizer-key>, or a console user's token whose role is
// one of roles.
func (a *API) organizerKey(roles []orgauth.Role, next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		key, _ := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if !strings.HasPrefix(key, "ck_") {
			// A console user's token: the role decides (a door user checks tickets in with
			// their own login instead of a pasted key).
			a.console(roles, func(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
				next(w, r.WithContext(context.WithValue(r.Context(), organizerCtxKey{}, s.OrganizerID)))
				return nil
			})(w, r)
			return
		}
		id, err := a.Tickets.Organizer(r.Context(), key)
		if err != nil {
			writeError(w, r, err)
			return
		}
		next(w, r.WithContext(context.WithValue(r.Context(), organizerCtxKey{}, id)))
	}
}

func organizerOf(r *http.Request) int64 {
	id, _ := r.Context().Value(organizerCtxKey{}).(int64)
	return id
}

func (a *API) checkin(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Token string `json:"token"`
	}
	if err := decodeJSON(r, &body); err != nil {
		writeError(w, r, err)
		return
	}
	entry, err := a.Tickets.CheckIn(r.Context(), organizerOf(r), body.Token)
	var refused *ticket.Refused
	if errors.As(err, &refused) {
		refusal := apperr.New(apperr.Conflict, refused.Message).Because(refused.Reason)
		out := CheckinRefusal{ErrorBody: errorBody(r, refusal)}
		if refused.CheckedInAt != nil {
			out.CheckedInAt = refused.CheckedInAt
		}
		writeJSON(w, http.StatusConflict, out)
		return
	}
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, entry)
}

func (a *API) checkinStats(w http.ResponseWriter, r *http.Request) {
	list, err := a.Tickets.Stats(r.Context(), organizerOf(r))
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, list)
}
