package httpapi

import (
	"context"
	"log/slog"
	"net/http"
	"strconv"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/backoffice"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/orgauth"
)

type consoleEventPath struct {
	ID int64 `path:"id" description:"The event's id."`
}

type consoleOrderPath struct {
	Hash string `path:"hash"`
}

type orderSearchRequest struct {
	Q      string `query:"q" maxLength:"200" description:"Part of the buyer's name or e-mail; or a CPF (digits, punctuated or not: the buyer's or a holder's), an order hash, a ticket code."`
	Status string `query:"status" enum:"reserved,awaiting_payment,paid,expired,cancelled,needs_refund,refunded"`
	Event  int64  `query:"event" minimum:"1" description:"Only this event's orders."`
	Before string `query:"before" description:"next of the previous page."`
	Limit  int    `query:"limit" minimum:"1" maximum:"200" description:"Default 50."`
}

type holderRequest struct {
	Code string `path:"code" description:"The ticket's code, as its page and PDF show it."`
	Name string `json:"name" required:"true" minLength:"1" maxLength:"200"`
}

// consoleEventID reads {id}; anything else is an event no organizer has.
func consoleEventID(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		return 0, apperr.New(apperr.NotFound, catalog.MsgEventNotFound)
	}
	return id, nil
}

func (a *API) eventSales(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	id, err := consoleEventID(r)
	if err != nil {
		return err
	}
	sales, err := a.Backoffice.Sales(r.Context(), s.OrganizerID, id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, sales)
	return nil
}

func (a *API) searchOrders(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	q := r.URL.Query()
	page, err := a.Backoffice.Orders(r.Context(), s, backoffice.Search{Q: q.Get("q"), Status: q.Get("status"),
		Event: q.Get("event"), Before: q.Get("before"), Limit: q.Get("limit")})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, page)
	return nil
}

func (a *API) consoleOrder(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	o, err := a.Backoffice.Order(r.Context(), s, r.PathValue("hash"))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, o)
	return nil
}

func (a *API) resendTickets(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	if err := a.Backoffice.ResendTickets(r.Context(), s, r.PathValue("hash")); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, Message{Success: true, Message: MsgTicketsResent})
	return nil
}

// MsgTicketsResent answers tickets sent again.
const MsgTicketsResent = "Os ingressos foram enviados de novo ao e-mail do comprador."

func (a *API) setHolder(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	var body holderRequest
	if err := decodeJSON(r, &body); err != nil {
		return err
	}
	if err := a.Backoffice.SetHolder(r.Context(), s, r.PathValue("code"), body.Name); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, Message{Success: true, Message: MsgHolderChanged})
	return nil
}

// MsgHolderChanged answers a holder's name changed.
const MsgHolderChanged = "Nome do titular alterado."

func (a *API) exportAttendees(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	return a.export(w, r, s, a.Backoffice.Attendees)
}

func (a *API) exportOrders(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	return a.export(w, r, s, a.Backoffice.OrdersSheet)
}

func (a *API) exportCampaign(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	return a.export(w, r, s, a.Backoffice.Campaign)
}

// export streams one of an event's spreadsheets. Once its first bytes are out, a failure can
// no longer change the status: it is logged and the file ends short.
func (a *API) export(w http.ResponseWriter, r *http.Request, s orgauth.Session,
	open func(ctx context.Context, who orgauth.Session, eventID int64) (backoffice.Export, error)) error {
	id, err := consoleEventID(r)
	if err != nil {
		return err
	}
	x, err := open(r.Context(), s, id)
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="`+x.Name+`"`)
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
	if err := x.Stream(r.Context(), a.Backoffice, w); err != nil {
		slog.ErrorContext(r.Context(), "console: export cut short", "file", x.Name, "err", err)
	}
	return nil
}
