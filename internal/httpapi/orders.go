package httpapi

import (
	"net/http"
	"time"

	"github.com/catraca/catraca/internal/account"
	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/checkout"
	"github.com/catraca/catraca/internal/contact"
	"github.com/catraca/catraca/internal/ratelimit"
)

// Order lookups by hash and document are limited per address: hashes cannot be guessed,
// and the limit keeps a leaked hash from being tried against many CPFs. Both limits are on
// reads, so they stay open while shared counters are out (the documents' own limits do not).
var (
	detailsRule = ratelimit.Rule{Limit: 60, Window: 10 * time.Minute, Open: true}
	visitsRule  = ratelimit.Rule{Limit: 300, Window: 10 * time.Minute, Open: true}
)

func (a *API) ordersList(w http.ResponseWriter, r *http.Request) {
	list, err := a.Checkout.List(r.Context(), sessionOf(r).customerID)
	if err != nil {
		writeError(w, r, err)
		return
	}
	for k, v := range list {
		list[k] = localized(r, v)
	}
	writeJSON(w, http.StatusOK, list)
}

func (a *API) orderDetails(w http.ResponseWriter, r *http.Request) {
	if !a.Limiter.Allow("order-details:"+a.clientIP(r), detailsRule) {
		writeError(w, r, apperr.New(apperr.TooMany, account.MsgTooMany))
		return
	}
	settle, err := a.documentTry(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	c, err := a.caller(r)
	var o checkout.OrderView
	if err == nil {
		o, err = a.Checkout.Details(r.Context(), r.PathValue("hash"), c)
	}
	settle(err)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, localized(r, o))
}

func (a *API) preRefund(w http.ResponseWriter, r *http.Request, body checkout.PreRefundRequest) error {
	o, err := a.Checkout.PreRefund(r.Context(), sessionOf(r).customerID, body)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, RefundAnswer{Success: true, Message: say(r, checkout.MsgRefunded), Order: localized(r, o)})
	return nil
}

func (a *API) refundReasons(w http.ResponseWriter, r *http.Request) {
	reasons := make([]checkout.RefundReason, len(checkout.RefundReasons))
	for i, reason := range checkout.RefundReasons {
		reasons[i] = checkout.RefundReason{ID: reason.ID, Nome: say(r, reason.Nome)}
	}
	writeJSON(w, http.StatusOK, reasons)
}

func (a *API) messageOrganizer(w http.ResponseWriter, r *http.Request, body contact.Request) error {
	st, err := a.storeOf(r)
	if err != nil {
		return err
	}
	if err := a.Contact.Send(r.Context(), sessionOf(r).customerID, a.clientIP(r), st.Name, body); err != nil {
		return err
	}
	ok(w, r, contact.MsgSent)
	return nil
}

// visit counts an event page view. The Bearer, when sent, is not even read: the count is
// anonymous. Past the per-address limit the visit is answered but not counted, so a flood
// cannot inflate the numbers and the storefront shows no error.
func (a *API) visit(w http.ResponseWriter, r *http.Request, body visitRequest) error {
	if body.Event <= 0 {
		return apperr.Field("event", MsgBadRequest)
	}
	if !a.Limiter.Allow("visits:"+a.clientIP(r), visitsRule) {
		writeJSON(w, http.StatusOK, VisitAnswer{Counted: false})
		return nil
	}
	if err := a.Catalog.CountVisit(r.Context(), int64(body.Event), a.Now()); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, VisitAnswer{Counted: true})
	return nil
}

// localized is v with the texts the server writes for it (its cancellation rule, its refund
// reason) in the client's language.
func localized(r *http.Request, v checkout.OrderView) checkout.OrderView {
	v.Actions.Cancel.Message = say(r, v.Actions.Cancel.Message)
	v.Order = localOrder(r, v.Order)
	return v
}

// localOrder is o with its refund reason, recorded in Portuguese, in the client's language.
func localOrder(r *http.Request, o checkout.Order) checkout.Order {
	if o.RefundReason != nil {
		reason := say(r, *o.RefundReason)
		o.RefundReason = &reason
	}
	return o
}
