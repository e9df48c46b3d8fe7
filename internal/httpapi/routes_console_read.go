package httpapi

import (
	"github.com/catraca/catraca/internal/backoffice"
	"github.com/catraca/catraca/internal/orgauth"
)

// consoleReadRoutes are the console's sales, orders and people (docs/back-office.md): the
// dashboard of an event, the order search and one order, sending its tickets again, a
// holder's name, and the spreadsheets of attendees, orders and sign-ups. Owners, managers and
// finance read; owners and managers write; another organizer's event, order or ticket is 404.
func (a *API) consoleReadRoutes() []route {
	return []route{
		{"getEventSales", "GET", "/api/organizer/events/{id}/sales", "Owner, manager, finance: an event's sales per sector and lote (against its stock), payment method and day, door counts, visits and conversion", "organizer",
			new(consoleEventPath), new(backoffice.Sales), a.console(readers, a.eventSales), console, codes(403, 404)},
		{"searchOrganizerOrders", "GET", "/api/organizer/orders", "Owner, manager, finance: the organizer's orders, newest first, by buyer name, e-mail, CPF, order hash or ticket code", "organizer",
			new(orderSearchRequest), new(backoffice.OrderPage), a.console(readers, a.searchOrders), console, codes(403, 404)},
		{"getOrganizerOrder", "GET", "/api/organizer/orders/{hash}", "Owner, manager, finance: one order with items, holders, payment, refund, e-mails sent and dispute", "organizer",
			new(consoleOrderPath), new(backoffice.OrderDetail), a.console(readers, a.consoleOrder), console, codes(403, 404)},
		{"resendOrderTickets", "POST", "/api/organizer/orders/{hash}/resend-tickets", "Owner, manager: e-mail the order's tickets to the buyer again (audited)", "organizer",
			new(consoleOrderPath), new(Message), a.console(writers, a.resendTickets), console, codes(403, 404, 409)},
		{"setTicketHolder", "PUT", "/api/organizer/tickets/{code}/holder", "Owner, manager: correct the holder's name on a ticket that still admits (audited)", "organizer",
			new(holderRequest), new(Message), a.console(writers, a.setHolder), console, codes(403, 404, 409)},
		{"exportAttendees", "GET", "/api/organizer/events/{id}/attendees.csv", "Owner, manager, finance: one line per ticket (code, never the token), ';'-separated UTF-8 with BOM", "organizer",
			new(consoleEventPath), new(csvBody), a.console(readers, a.exportAttendees), console, codes(403, 404)},
		{"exportEventOrders", "GET", "/api/organizer/events/{id}/orders.csv", "Owner, manager, finance: one line per order of the event, ';'-separated UTF-8 with BOM", "organizer",
			new(consoleEventPath), new(csvBody), a.console(readers, a.exportOrders), console, codes(403, 404)},
		{"exportCampaign", "GET", "/api/organizer/events/{id}/campaign.csv", "Owner, manager, finance: the event's pre-sale sign-ups and guest list, ';'-separated UTF-8 with BOM", "organizer",
			new(consoleEventPath), new(csvBody), a.console(readers, a.exportCampaign), console, codes(403, 404)},
	}
}

// readers see sales and orders; writers also act on orders (door users do neither).
var (
	readers = []orgauth.Role{orgauth.Owner, orgauth.Manager, orgauth.Finance}
	writers = []orgauth.Role{orgauth.Owner, orgauth.Manager}
)
