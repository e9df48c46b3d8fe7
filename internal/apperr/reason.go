package apperr

// Reason is the stable, machine-readable cause of an error answer: clients decide what to show
// from it, never from the message, which is for people and follows their language. Reasons are
// part of the API: add freely, rename none.
type Reason string

// Reasons that a code alone implies: every error without a more precise reason answers one.
const (
	Validation       Reason = "validation"
	NotAuthenticated Reason = "unauthorized"
	NotAllowed       Reason = "forbidden"
	Missing          Reason = "not_found"
	Conflicting      Reason = "conflict"
	NotOnSale        Reason = "not_on_sale"
	RateLimited      Reason = "rate_limited"
	BodyTooLarge     Reason = "too_large"
	TryLater         Reason = "unavailable"
	Unexpected       Reason = "internal"
	Declined         Reason = "payment_declined"
	CannotProcess    Reason = "unprocessable"
	WrongMediaType   Reason = "unsupported_media"
)

// Reasons more precise than their code.
const (
	// Stock and limits of a new order.
	SoldOut       Reason = "sold_out"        // nothing left in the sector
	NotEnoughLeft Reason = "not_enough_left" // fewer left than asked; the message says how many
	OrderLimit    Reason = "order_limit"     // more tickets than one order may hold
	CPFLimit      Reason = "cpf_limit"       // more tickets than one CPF may hold for the event
	HalfQuota     Reason = "half_quota"      // the sector's meia-entrada quota is used up
	HalfPerCPF    Reason = "half_per_cpf"    // one meia-entrada per CPF per event
	NoHalf        Reason = "no_half"         // the sector sells no meia-entrada
	AddressLimit  Reason = "address_limit"   // too many unpaid tickets from one address
	// Coupons.
	CouponInvalid Reason = "coupon_invalid" // no such coupon for the event
	CouponNotNow  Reason = "coupon_not_now" // outside its dates
	CouponNotHere Reason = "coupon_sector"  // not valid for the chosen sectors
	CouponUsedUp  Reason = "coupon_used_up" // its uses are gone
	CampaignTaken Reason = "campaign_taken" // a campaign's single offer already went to this buyer
	WrongPassword Reason = "wrong_password" // the event's password is missing or wrong
	// Whether the event sells now.
	EventCancelled  Reason = "event_cancelled"
	EventOver       Reason = "event_over"
	SalesNotStarted Reason = "sales_not_started"
	SalesClosed     Reason = "sales_closed"
	SectorClosed    Reason = "sector_closed"
	NotSoldOnline   Reason = "not_sold_online"
	// Paying an order.
	HoldExpired       Reason = "hold_expired"
	AlreadyPaid       Reason = "already_paid"
	NotPayable        Reason = "not_payable"
	PaymentInProgress Reason = "payment_in_progress"
	NotReserved       Reason = "not_reserved"
	ChargeOpen        Reason = "charge_open"
	BoletoUnavailable Reason = "boleto_unavailable"
	// GatewayUnavailable: the payment gateway did not answer; the hold stands, try again.
	GatewayUnavailable Reason = "gateway_unavailable"
	NotOwner           Reason = "not_owner"
	// Cancelling and refunding.
	AlreadyClosed Reason = "already_closed"
	CheckedIn     Reason = "checked_in"
	NotPaid       Reason = "not_paid"       // only a paid order is cancelled for a refund
	RefundRefused Reason = "refund_refused" // the store's refund rules refuse it now
	ExtraOwed     Reason = "extra_owed"
	// Tickets at the door and their transfer (check-in's four are its API's own words).
	AlreadyUsed     Reason = "already_used"
	TicketCancelled Reason = "cancelled"
	Transferred     Reason = "transferred"
	OtherOrganizer  Reason = "other_organizer"
	Disputed        Reason = "disputed" // the order's payment is contested at the buyer's bank
	NotTransferable Reason = "not_transferable"
	TransferClosed  Reason = "transfer_closed"
	// BadPeriod: a report's dates are unreadable, in the wrong order or too far apart.
	BadPeriod Reason = "bad_period"
	// Idempotency-Key.
	RequestInFlight Reason = "request_in_flight"
	KeyReused       Reason = "idempotency_key_reused"
	// QueueRequired: the sale is queued and the request has no valid pass; join the line.
	QueueRequired Reason = "queue_required"
)

// reasons lists every reason, in the order the API documents them.
var reasons = []Reason{
	Validation, NotAuthenticated, NotAllowed, Missing, Conflicting, NotOnSale, RateLimited,
	BodyTooLarge, TryLater, Unexpected, Declined, CannotProcess, WrongMediaType,
	SoldOut, NotEnoughLeft, OrderLimit, CPFLimit, HalfQuota, HalfPerCPF, NoHalf, AddressLimit,
	CouponInvalid, CouponNotNow, CouponNotHere, CouponUsedUp, CampaignTaken, WrongPassword,
	EventCancelled, EventOver, SalesNotStarted, SalesClosed, SectorClosed, NotSoldOnline,
	HoldExpired, AlreadyPaid, NotPayable, PaymentInProgress, NotReserved, ChargeOpen,
	BoletoUnavailable, GatewayUnavailable, NotOwner,
	AlreadyClosed, CheckedIn, NotPaid, RefundRefused, ExtraOwed,
	AlreadyUsed, TicketCancelled, Transferred, OtherOrganizer, Disputed, NotTransferable, TransferClosed,
	BadPeriod, RequestInFlight, KeyReused, QueueRequired,
}

// Enum makes the OpenAPI document list every reason.
func (Reason) Enum() []any {
	out := make([]any, len(reasons))
	for i, r := range reasons {
		out[i] = r
	}
	return out
}

// byCode is the reason of an error that names none.
var byCode = map[Code]Reason{
	Invalid: Validation, Unauthorized: NotAuthenticated, Forbidden: NotAllowed, NotFound: Missing,
	Conflict: Conflicting, Precondition: NotOnSale, TooMany: RateLimited, TooLarge: BodyTooLarge,
	Unavailable: TryLater, Internal: Unexpected, PaymentDeclined: Declined,
	Unprocessable: CannotProcess, UnsupportedMedia: WrongMediaType,
}

// Because is a copy of e with a more precise reason.
func (e *Error) Because(r Reason) *Error {
	c := *e
	c.Reason = r
	return &c
}

// Why is e's reason: the one it was given, else its code's.
func (e *Error) Why() Reason {
	if e.Reason != "" {
		return e.Reason
	}
	if r, ok := byCode[e.Code]; ok {
		return r
	}
	return Unexpected
}
