package checkout

import (
	"context"
	"fmt"
	"time"

	"github.com/catraca/catraca/internal/apperr"

	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/db"
)

// Refund rules. The consumer code's right of withdrawal (CDC art. 49) lets a
// buyer cancel within 7 days of paying; the store applies it only while the session is at
// least 48 hours away, so the seat can still be sold again. Outside that window the store's
// own policy decides. A cancelled event always allows cancelling.
const (
	CDCWindow         = 7 * 24 * time.Hour
	CDCMinBeforeEvent = 48 * time.Hour
	// DefaultTransferHours is how long before a session a ticket may last change holder.
	DefaultTransferHours = 24
)

// Store refund policies beyond the consumer code.
const (
	PolicyNone     = "none"      // no self-cancellation outside the CDC window
	PolicyUntil48h = "until_48h" // cancel until 48 h before the session; the fee is kept
)

// Bases of a refund: those of an allowed cancellation, and one made at the gateway.
const (
	BasisCDC            = "cdc"
	BasisStorePolicy    = "store_policy"
	BasisEventCancelled = "event_cancelled"
	BasisGateway        = "gateway" // a refund made at the gateway, not asked for here
)

// Actions are what the buyer may do with an order now.
type Actions struct {
	Cancel        CancelAction `json:"cancel"`
	TransferUntil *time.Time   `json:"transfer_until" description:"Until when the order's tickets may change holder; null when they cannot."`
}

// CancelAction says whether the order may be cancelled for refund, on what basis, until
// when, and how much comes back; Message explains the rule in Portuguese.
type CancelAction struct {
	Allowed      bool       `json:"allowed"`
	Reason       *string    `json:"reason" enum:"cdc,store_policy,event_cancelled"`
	Deadline     *time.Time `json:"deadline"`
	RefundAmount *int64     `json:"refund_amount" description:"Centavos the buyer gets back when cancelling now."`
	Message      string     `json:"message"`
}

// facts are what the rules need to know about an order.
type facts struct {
	status         string
	paidAt         *time.Time
	start          time.Time
	loc            *time.Location
	eventCancelled bool
	policy         string
	transferHours  int
	paid, fee      int64 // paid: the money received (card: with interest)
}

// loadFacts reads the session, event and store settings of an order.
func loadFacts(ctx context.Context, q reader, o Order) (facts, error) {
	f := facts{status: o.Status, paidAt: o.PaidAt, paid: o.Total, fee: o.Fee}
	if o.Charged != nil {
		f.paid = *o.Charged
	}
	var start, cancelled db.Time
	var zone string
	err := q.QueryRow(ctx, `SELECT se.data, e.data_cancelamento, e.timezone, COALESCE(st.refund_policy, 'none'),
		COALESCE(st.transfer_hours, 24) FROM orders o JOIN sessions se ON se.id = o.session_id
		JOIN events e ON e.id = o.event_id LEFT JOIN stores st ON st.id = o.store_id WHERE o.id = ?`, o.id).
		Scan(&start, &cancelled, &zone, &f.policy, &f.transferHours)
	if err != nil {
		return f, err
	}
	f.start = start.Time
	f.eventCancelled = cancelled.Valid
	f.loc = catalog.ZoneOrUTC(zone)
	return f, nil
}

func (f facts) when(t time.Time) string { return t.In(f.loc).Format("02/01/2006 às 15:04") }

// cancelRule applies the refund rules at now. CDC and a cancelled event refund everything
// paid, service fee and card interest included (CDC art. 49 sole paragraph: amounts paid
// "a qualquer título" are returned); the store policy refunds the tickets and keeps the fee.
func (f facts) cancelRule(now time.Time) CancelAction {
	if f.status == StatusNeedsRefund && f.paidAt != nil {
		return CancelAction{Message: MsgExtraOwed}
	}
	if f.status != StatusPaid || f.paidAt == nil {
		return CancelAction{Message: MsgOnlyPaid}
	}
	allow := func(basis string, deadline *time.Time, amount int64, msg string) CancelAction {
		return CancelAction{Allowed: true, Reason: &basis, Deadline: deadline, RefundAmount: &amount, Message: msg}
	}
	if f.eventCancelled {
		return allow(BasisEventCancelled, nil, f.paid, "Este evento foi cancelado. Você pode cancelar o pedido e receber "+
			"de volta o valor total pago, incluindo a taxa de serviço.")
	}
	lastCall := f.start.Add(-CDCMinBeforeEvent)
	cdcEnd := f.paidAt.Add(CDCWindow)
	if cdcEnd.After(lastCall) {
		cdcEnd = lastCall
	}
	if !now.After(cdcEnd) {
		return allow(BasisCDC, &cdcEnd, f.paid, fmt.Sprintf("Você pode cancelar esta compra até %s e receber de volta o "+
			"valor total pago, incluindo a taxa de serviço (direito de arrependimento, art. 49 do Código de Defesa do "+
			"Consumidor: até 7 dias após a compra, desde que faltem pelo menos 48 horas para o evento).", f.when(cdcEnd)))
	}
	if f.policy == PolicyUntil48h && !now.After(lastCall) {
		back := max(f.paid-f.fee, 0)
		return allow(BasisStorePolicy, &lastCall, back, fmt.Sprintf("Pela política desta loja, você pode cancelar até %s "+
			"(48 horas antes do evento). O valor dos ingressos será estornado; a taxa de serviço não é reembolsada.", f.when(lastCall)))
	}
	if cdcEnd.Before(*f.paidAt) {
		// Bought less than 48 hours before the event: there never was a deadline to name.
		return CancelAction{Message: MsgBoughtTooClose}
	}
	return CancelAction{Deadline: &cdcEnd, Message: fmt.Sprintf("O prazo para cancelar esta compra terminou em %s: o "+
		"direito de arrependimento vale por 7 dias após a compra e até 48 horas antes do evento, e esta loja não aceita "+
		"cancelamentos fora desse prazo. Fale com o organizador pelo botão de mensagem.", f.when(cdcEnd))}
}

// refusal is why a cancellation the rules refuse cannot be done.
func (c CancelAction) refusal() apperr.Reason {
	switch c.Message {
	case MsgExtraOwed:
		return apperr.ExtraOwed
	case MsgOnlyPaid:
		return apperr.NotPaid
	}
	return apperr.RefundRefused
}

// transferUntil is the last moment the order's tickets may change holder, or nil when
// they cannot now.
func (f facts) transferUntil(now time.Time) *time.Time {
	if !Sold(f.status, f.paidAt != nil) || f.eventCancelled {
		return nil
	}
	hours := f.transferHours
	if hours < 0 {
		hours = DefaultTransferHours
	}
	until := f.start.Add(-time.Duration(hours) * time.Hour)
	if now.After(until) {
		return nil
	}
	return &until
}
