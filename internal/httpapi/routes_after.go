package httpapi

import (
	"github.com/catraca/catraca/internal/checkout"
	"github.com/catraca/catraca/internal/contact"
	"github.com/catraca/catraca/internal/orgauth"
	"github.com/catraca/catraca/internal/payouts"
	"github.com/catraca/catraca/internal/ticket"
)

// afterRoutes are what a buyer does after the purchase: My tickets, the order
// lookup, cancelling for refund, messages to organizers, visits, ticket pages and the door;
// and the organizer's payouts.
func (a *API) afterRoutes() []route {
	// Who of the console may use the organizer's own calls, besides its key.
	doorRoles := []orgauth.Role{orgauth.Owner, orgauth.Manager, orgauth.Door}
	payoutRoles := []orgauth.Role{orgauth.Owner, orgauth.Finance}
	return []route{
		{"listOrders", "GET", "/api/orders/list", "The customer's orders keyed by hash, with tickets, refund and the actions the rules allow", "orders",
			nil, new(map[string]checkout.OrderView), a.bearer(a.ordersList), required, nil},
		{"getOrderDetails", "GET", "/api/orders/details/{hash}", "One order for the buyer's CPF (?cpf_cnpj=) or its Bearer owner; 401 'Documento Inválido' otherwise", "orders",
			new(orderDetailsRequest), new(checkout.OrderView), a.orderDetails, optional, codes(401, 404, 429)},
		{"refundOrder", "POST", "/api/orders/pre-refund", "Cancel a paid order for refund: PIX and card through the gateway, boleto to a bank account", "orders",
			new(preRefundRequest), new(RefundAnswer), a.bearer(a.idempotent(handle(a.preRefund))), required, codes(403, 404, 409, 422)},
		{"listRefundReasons", "GET", "/api/v2/orders/refund/reasons", "Reasons a buyer may give for cancelling", "orders",
			nil, new([]checkout.RefundReason), a.refundReasons, public, nil},
		{"messageOrganizer", "POST", "/api/v2/organizers/customer/message/send", "E-mail a message to an organizer (Reply-To: the customer); at most 5 an hour per customer and 10 per address", "orders",
			new(contact.Request), new(Message), a.bearer(handle(a.messageOrganizer)), required, codes(404, 412, 429)},
		{"countVisit", "POST", "/api/analytics/visits", "Count a visit to an event page (per event and day; no personal data)", "orders",
			new(visitRequest), new(VisitAnswer), handle(a.visit), optional, codes(404)},
		{"getTicket", "GET", "/api/tickets/{token}", "A ticket's page by its token (no login: the token is the capability)", "tickets",
			new(ticketPath), new(ticket.View), a.ticketView, public, codes(404)},
		{"getTicketQr", "GET", "/api/tickets/{token}/qr.png", "The ticket's QR code (the token); 404 once cancelled or transferred", "tickets",
			new(ticketPath), new(pngBody), a.ticketQR, public, codes(404)},
		{"getTicketPdf", "GET", "/api/tickets/{token}/pdf", "The ticket as a one-page A4 PDF; 404 once cancelled or transferred", "tickets",
			new(ticketPath), new(pdfBody), a.ticketPDF, public, codes(404)},
		{"getTicketCalendar", "GET", "/api/tickets/{token}/calendar.ics", "The session as an iCalendar event (RFC 5545)", "tickets",
			new(ticketPath), new(icsBody), a.ticketICS, public, codes(404)},
		{"transferTicket", "POST", "/api/tickets/{token}/transfer", "Move a ticket of the customer's order to another name and CPF; the old token stops working", "tickets",
			new(transferRequest), new(ticket.Transferred), a.bearer(a.idempotent(handle(a.transfer))), required, codes(404, 409, 422)},
		{"checkIn", "POST", "/api/checkin", "Let a ticket in at the door (Bearer: the organizer's key); 409 with the reason otherwise", "checkin",
			new(checkinRequest), new(ticket.Entry), a.organizerKey(doorRoles, a.checkin), public, codes(401, 403, 404, 409)},
		{"getCheckinStats", "GET", "/api/checkin/stats", "Sold, checked in and remaining per session of the key's organizer", "checkin",
			new(organizerKeyHeader), new([]ticket.SessionStats), a.organizerKey(doorRoles, a.checkinStats), public, codes(401, 403)},
		{"getOrganizerPayouts", "GET", "/api/organizer/payouts", "The key's organizer's payouts over a period: totals, days and orders, as JSON or CSV (?format=csv)", "payouts",
			new(payoutsRequest), new(payouts.Report), a.organizerKey(payoutRoles, a.payouts), public, codes(401, 403, 422)},
	}
}

// Request and answer shapes for the OpenAPI document.
type orderDetailsRequest struct {
	Hash    string `path:"hash"`
	CPFCNPJ string `query:"cpf_cnpj" description:"The buyer's CPF, digits with or without punctuation; not needed by the Bearer owner."`
}

type preRefundRequest struct {
	idempotencyHeader
	checkout.PreRefundRequest
}

// RefundAnswer is a cancellation accepted for refund.
type RefundAnswer struct {
	Success bool               `json:"success"`
	Message string             `json:"message"`
	Order   checkout.OrderView `json:"order"`
}

type visitRequest struct {
	Event contact.ID `json:"event" required:"true" description:"The event's id."`
}

// VisitAnswer says whether the visit was counted (a flood from one address is not).
type VisitAnswer struct {
	Counted bool `json:"counted"`
}

type ticketPath struct {
	Token string `path:"token"`
}

type transferRequest struct {
	idempotencyHeader
	Token string `path:"token"`
	ticket.TransferRequest
}

type organizerKeyHeader struct {
	Authorization string `header:"Authorization" required:"true" description:"Bearer <key from catraca organizer-key ORGANIZER_ID>, or a console token (POST /api/organizer/login/verify) whose role may: the door for owner, manager and door; the payouts report for owner and finance"`
}

type checkinRequest struct {
	organizerKeyHeader
	Token string `json:"token" required:"true" description:"The ticket's token, as read from its QR code."`
}

// CheckinRefusal is the 409 of a ticket that may not enter: its reason is already_used,
// cancelled, transferred or other_organizer.
type CheckinRefusal struct {
	ErrorBody
	CheckedInAt any `json:"checked_in_at,omitempty" description:"The first entry, for already_used."`
}

type pngBody struct {
	Body string `contentType:"image/png"`
}

type pdfBody struct {
	Body string `contentType:"application/pdf"`
}

type icsBody struct {
	Body string `contentType:"text/calendar"`
}
