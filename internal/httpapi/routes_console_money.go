package httpapi

import (
	"github.com/catraca/catraca/internal/checkout"
	"github.com/catraca/catraca/internal/orgauth"
)

// moneyRoutes are the back office's money going back (docs/back-office.md): an order cancelled
// and refunded, a whole event cancelled with its progress, and the boleto refunds that wait for
// a bank transfer.
func (a *API) moneyRoutes() []route {
	return []route{
		{"cancelOrganizerOrder", "POST", "/api/organizer/orders/{hash}/cancel", "Owner, manager, finance: cancel a paid order and refund everything paid; its tickets are void at once and the buyer is e-mailed the reason", "organizer",
			new(organizerCancelRequest), new(checkout.OrganizerRefund), a.console(refunders, a.cancelOrganizerOrder), console, codes(403, 404, 409)},
		{"cancelOrganizerEvent", "POST", "/api/organizer/events/{id}/cancel", "Owner, manager: cancel an event: sales stop, holds are released, every paid order is refunded and its buyer e-mailed the message, in the background; a repeat answers the progress", "organizer",
			new(eventCancelRequest), new(checkout.EventCancellation), a.console(eventCancellers, a.cancelOrganizerEvent), console, codes(403, 404)},
		{"getOrganizerEventCancellation", "GET", "/api/organizer/events/{id}/cancel", "Owner, manager, finance: the progress of an event's cancellation", "organizer",
			new(eventPath), new(checkout.EventCancellation), a.console(refunders, a.organizerEventCancellation), console, codes(403, 404)},
		{"listOrganizerRefunds", "GET", "/api/organizer/refunds", "Owner, finance: boleto refunds waiting for a bank transfer (or done), with the account each goes to", "organizer",
			new(refundQueueRequest), new([]checkout.QueuedRefund), a.console(treasurers, a.organizerRefunds), console, codes(403)},
		{"markOrganizerRefundTransferred", "POST", "/api/organizer/refunds/{hash}/transferred", "Owner, finance: record a boleto refund's bank transfer (Transferência feita); the buyer is e-mailed", "organizer",
			new(transferredRequest), new(checkout.OrganizerRefund), a.console(treasurers, a.markTransferred), console, codes(403, 404, 409)},
	}
}

// Who may move money back. An order's cancellation is an order's matter (manager) and a
// refund (finance); an event's is the event's (manager), its refunds following by rule, and
// finance follows its progress; the bank transfers and the buyers' accounts are finance's.
var (
	refunders       = []orgauth.Role{orgauth.Owner, orgauth.Manager, orgauth.Finance}
	eventCancellers = []orgauth.Role{orgauth.Owner, orgauth.Manager}
	treasurers      = []orgauth.Role{orgauth.Owner, orgauth.Finance}
)
