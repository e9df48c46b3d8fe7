package httpapi

import (
	"context"
	"net/http"

	"github.com/catraca/catraca/internal/checkout"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/orgauth"
)

type orderHashPath struct {
	Hash string `path:"hash" description:"The order's hash: 32 hex characters."`
}

type organizerCancelRequest struct {
	orderHashPath
	checkout.OrganizerCancelRequest
}

type eventCancelRequest struct {
	eventPath
	checkout.EventCancelRequest
}

type refundQueueRequest struct {
	Status string `query:"status" enum:"pending_transfer,done" description:"Default pending_transfer."`
}

type transferredRequest struct {
	orderHashPath
	checkout.TransferredRequest
}

// auditIn records a write of the session's user in the write's own transaction.
func (a *API) auditIn(s orgauth.Session) checkout.Audit {
	return func(ctx context.Context, tx *db.Tx, action, subject string, before, after any) error {
		return a.OrgAuth.Record(ctx, tx, s, action, subject, before, after)
	}
}

func (a *API) cancelOrganizerOrder(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	var body checkout.OrganizerCancelRequest
	if err := decodeJSON(r, &body); err != nil {
		return err
	}
	out, err := a.Checkout.OrganizerCancel(r.Context(), s.OrganizerID, r.PathValue("hash"), body, a.auditIn(s))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (a *API) cancelOrganizerEvent(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	id, err := eventID(r)
	if err != nil {
		return err
	}
	var body checkout.EventCancelRequest
	if err := decodeJSON(r, &body); err != nil {
		return err
	}
	out, started, err := a.Checkout.CancelEvent(r.Context(), s.OrganizerID, id, s.UserID, body, a.auditIn(s))
	if err != nil {
		return err
	}
	if started {
		a.Catalog.Freshness().Changed() // this process's pages show the cancellation at once
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (a *API) organizerEventCancellation(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	id, err := eventID(r)
	if err != nil {
		return err
	}
	out, err := a.Checkout.EventCancellation(r.Context(), s.OrganizerID, id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (a *API) organizerRefunds(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	out, err := a.Checkout.RefundQueue(r.Context(), s.OrganizerID, r.URL.Query().Get("status"))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (a *API) markTransferred(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	var body checkout.TransferredRequest
	if err := decodeJSON(r, &body); err != nil {
		return err
	}
	out, err := a.Checkout.MarkTransferred(r.Context(), s.OrganizerID, r.PathValue("hash"), body, a.auditIn(s))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}
