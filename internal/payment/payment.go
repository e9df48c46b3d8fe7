// Package payment is the boundary to payment gateways. The checkout calls a Provider and never
// holds a database lock while doing so; gateways report later through signed webhooks, which
// VerifyWebhook turns into Events. The sandbox provider (sandbox/) behaves like a real gateway
// without any network.
package payment

import (
	"context"
	"errors"
	"net/http"
	"time"
)

// Method is how a buyer pays.
type Method string

const (
	PIX    Method = "pix"
	Card   Method = "card"
	Boleto Method = "boleto"
)

// Status is where a charge stands after Charge returns.
type Status string

const (
	AwaitingPayment Status = "awaiting_payment" // PIX and boleto: paid later, reported by webhook
	Paid            Status = "paid"             // card approved
	Declined        Status = "declined"         // card refused; DeclineReason says why
	// RequiresAction: the card's issuer asks the buyer to authenticate (3-D Secure). The
	// checkout hands Result.ClientSecret to the gateway's browser script, which shows the
	// challenge; the outcome arrives by webhook, as for PIX. Nothing is charged yet.
	RequiresAction Status = "requires_action"
)

// Payer is the buyer as the gateway needs them (never logged).
type Payer struct {
	Name  string
	Email string
	CPF   string // 11 digits
}

// Charge asks the gateway for money for one order.
type Charge struct {
	OrderHash    string // the order's public hash, echoed back in webhooks
	Amount       int64  // centavos, before card interest
	Method       Method
	Installments int    // card: 1..MaxInstallments
	CardToken    string // card: the gateway's browser-side token (sandbox: POST /api/payments/sandbox/card-token; Stripe: a PaymentMethod id from Elements)
	// Attempt counts the buyer's payment attempts on this order (0 is the first). A gateway
	// keys its idempotency on order, method and attempt: the same attempt sent again (a retry
	// after a timeout) replays the first answer and charges nothing twice, so the caller
	// raises it only for a new try (another card, another method after a decline).
	Attempt     int
	ExpiresAt   time.Time
	Payer       Payer
	Description string // shown on the statement / boleto
	// MerchantName and MerchantCity are the receiver a PIX code names (the store); optional.
	// Checkout names the store; the sandbox falls back to Description, then "CATRACA", and to
	// "SAO PAULO" for the city (a store records no address of its own).
	MerchantName string
	MerchantCity string
	// Destination is the connected account (the organizer's, at the gateway) that receives
	// the charge; empty: the store keeps everything. The gateway transfers the whole amount
	// charged to it and takes ApplicationFee back for the store.
	Destination string
	// ApplicationFee is the centavos of the charge the store keeps when Destination is set
	// (its service fee). Card interest is not in it: it goes with the ticket money
	// (docs/payments.md says why).
	ApplicationFee int64
}

// Result is the gateway's answer to Charge.
type Result struct {
	Status        Status
	ProviderID    string // the gateway's id for the charge, used for refunds
	DeclineReason string // Declined: a message for the buyer (Portuguese)
	Charged       int64  // centavos actually charged (card: with interest)
	// ClientSecret is the gateway's handle on a charge in RequiresAction, for its browser
	// script to finish the challenge. It lets that script confirm this one charge and nothing
	// else; it is never logged, and kept only in the idempotency record of the request that got
	// it (24 hours), so that the same request sent again gets the same answer.
	ClientSecret string
	PIX          *PIXCharge
	Boleto       *BoletoCharge
}

// PIXCharge is a dynamic PIX charge.
type PIXCharge struct {
	BRCode    string // EMV "copia e cola" payload with CRC16
	QRPNG     []byte // PNG of the BR Code
	ExpiresAt time.Time
}

// BoletoCharge is a registered boleto.
type BoletoCharge struct {
	DigitableLine string // 47 digits with check digits
	Barcode       string // 44 digits
	DueDate       time.Time
	PDFURL        string // the gateway's printable boleto, when it hosts one (empty in the sandbox)
}

// EventType is what a webhook reports.
type EventType string

const (
	EventPaid     EventType = "payment.paid"
	EventFailed   EventType = "payment.failed"
	EventRefunded EventType = "payment.refunded" // the whole charge went back
	// EventPartlyRefunded: part of the charge went back (Amount: all returned so far); the
	// sale stands.
	EventPartlyRefunded EventType = "payment.partly_refunded"
	// Disputes (chargebacks): the buyer asked their bank for the money back. While open or
	// lost the tickets do not enter; a won dispute gives them back.
	EventDisputeOpened EventType = "dispute.opened"
	EventDisputeWon    EventType = "dispute.won"
	EventDisputeLost   EventType = "dispute.lost"
)

// Event is a verified webhook, or what a Looker read of a charge.
type Event struct {
	ID        string // unique per event: a repeat must change nothing
	Type      EventType
	OrderHash string // empty when the gateway's object does not carry it: find the order by ProviderID
	Amount    int64
	Created   time.Time
	// ProviderID is the gateway's id of the charge (Result.ProviderID), when the gateway
	// says it. The same fact about the same charge (paid, or so much refunded) applies once
	// whatever the event's id: a webhook and a reconciliation that read the same payment.
	ProviderID string
	// DeclineReason: EventFailed, why, for the buyer (Portuguese), when the gateway says.
	DeclineReason string
}

// Looker is a gateway that can be asked where a charge stands, for reconciliation: webhooks get
// lost. Lookup answers the facts about one charge as events (none while it is still pending);
// Charges, about every charge of the order, found by the order alone (a charge made although its
// answer was lost has no id of ours).
type Looker interface {
	Lookup(ctx context.Context, providerID, orderHash string) ([]Event, error)
	Charges(ctx context.Context, orderHash string) ([]Event, error)
}

// ErrBadSignature means a webhook was forged, altered or too old; answer 400 and change nothing.
var ErrBadSignature = errors.New("payment: bad webhook signature")

// ErrIgnoredEvent means a webhook was genuine but reports nothing the checkout acts on (another
// event type, a payment no order of ours made): answer 200 so the gateway stops resending it,
// and change nothing.
var ErrIgnoredEvent = errors.New("payment: webhook event ignored")

// ErrUnavailable means the gateway could not be reached or did not answer in time, or failed on
// its side. Unlike a decline, the charge's fate is unknown but nothing is known to be charged:
// the buyer may try again (the same Charge.Attempt replays rather than charges twice) or choose
// another method, and the hold stays.
var ErrUnavailable = errors.New("payment: gateway unavailable")

// ErrInvalidCharge means Charge was asked for something no gateway would accept (no amount, an
// unknown method, installments out of range): a bug or a bad request (422), not a decline.
var ErrInvalidCharge = errors.New("payment: invalid charge")

// Provider is one payment gateway.
type Provider interface {
	Name() string
	Charge(ctx context.Context, c Charge) (Result, error)
	// Refund returns amount centavos of a paid charge to the payer (PIX and card automatically);
	// split says who gives them back when the charge paid a connected account.
	Refund(ctx context.Context, providerID string, amount int64, split RefundSplit) error
	// VerifyWebhook checks the signature and age of a webhook and decodes it.
	VerifyWebhook(h http.Header, body []byte, now time.Time) (Event, error)
}

// RefundSplit is how a refund of a charge made to a connected account (Charge.Destination) is
// shared. The zero value is a charge the store kept whole: the store gives the money back.
type RefundSplit struct {
	// ReverseTransfer takes the refunded amount back from the connected account, in
	// proportion to what the charge transferred to it.
	ReverseTransfer bool
	// RefundApplicationFee gives the store's application fee back to the connected account,
	// in proportion to the refunded amount, so the store returns its own part.
	RefundApplicationFee bool
}

// MaxInstallments is the most installments a card payment may be split into.
const MaxInstallments = 12
