package checkout

import (
	"context"
	"errors"
	"strings"
	"unicode/utf8"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/db"
)

// BasisOrganizer is the refund of an order its organizer cancelled from the back office:
// everything paid goes back, service fee and card interest included, at any time. No consumer
// code deadline applies, since the buyer did not ask; and a seller who undoes a sale owes the
// buyer what was paid "a qualquer título", as a cancelled event does.
const BasisOrganizer = "organizer"

// Who cancelled a refunded order when it was not its buyer (refunds.cancelled_by).
const (
	CancelledByOrganizer = "organizer" // one order, from the back office
	CancelledByEvent     = "event"     // the whole event was cancelled
)

// Messages of the back office's refunds (their English is in internal/apperr/english.go).
const (
	MsgCancelReasonRequired = "Informe o motivo do cancelamento."
	MsgCancelReasonLong     = "O motivo pode ter no máximo 500 caracteres."
)

// maxNote is the longest reason or message, in characters, the buyer is e-mailed.
const maxNote = 500

// Audit records a back-office write in tx, the write's own transaction (orgauth.Service.Record
// with the caller's session).
type Audit func(ctx context.Context, tx *db.Tx, action, subject string, before, after any) error

// OrganizerCancelRequest is the body of POST /api/organizer/orders/{hash}/cancel.
type OrganizerCancelRequest struct {
	Reason      string       `json:"reason" required:"true" maxLength:"2000" description:"Why the order is cancelled; the buyer reads it in the cancellation e-mail (at most 500 characters)."`
	BankAccount *BankAccount `json:"bank_account,omitempty" description:"Boleto orders only: the account the buyer gave for the refund, when known. Without it the refund waits in the transfers queue for the account."`
}

// OrganizerRefund is an order's refund as the back office sees it.
type OrganizerRefund struct {
	Hash   string       `json:"hash"`
	Status string       `json:"status" enum:"reserved,awaiting_payment,paid,expired,cancelled,needs_refund,refunded"`
	Refund *RefundState `json:"refund"`
}

// note checks the organizer's words to the buyer, under field.
func note(text, field string) (string, error) {
	text = strings.TrimSpace(text)
	switch {
	case text == "":
		return "", apperr.Field(field, MsgCancelReasonRequired)
	case utf8.RuneCountInString(text) > maxNote:
		return "", apperr.Field(field, MsgCancelReasonLong)
	}
	return text, nil
}

// organizerOrder is the order of hash when its event is the organizer's; any other answers as
// a missing one, so an organizer learns nothing of another's orders.
func (s *Service) organizerOrder(ctx context.Context, organizerID int64, hash string) (Order, error) {
	missing := cancelErr(apperr.NotFound, apperr.Missing, "hash", MsgOrderNotFound)
	if !validHash(hash) {
		return Order{}, missing
	}
	o, err := loadHeader(ctx, s.db, hash)
	if errors.Is(err, db.ErrNotFound) {
		return Order{}, missing
	}
	if err != nil {
		return Order{}, err
	}
	var owner int64
	if err := s.db.QueryRow(ctx, "SELECT organizer_id FROM events WHERE id = ?", o.eventID).Scan(&owner); err != nil {
		return Order{}, err
	}
	if owner != organizerID {
		return Order{}, missing
	}
	return o, nil
}

// refundMeans is how amount goes back to the buyer of o: nothing to return, through the
// gateway's charge, or by bank transfer for a boleto (which has no way back), to bank when the
// account is known and otherwise to the one finance records with the transfer.
func refundMeans(o Order, amount int64, bank *BankAccount) (method, status string, to BankAccount, err error) {
	switch {
	case amount == 0 || o.PaymentMethod == nil || *o.PaymentMethod == "free":
		return "none", "done", to, nil
	case *o.PaymentMethod == "boleto":
		if bank != nil {
			if to, err = validBank(bank); err != nil {
				return "", "", to, err
			}
		}
		return "bank_transfer", "pending_transfer", to, nil
	}
	return "gateway", "requested", to, nil
}

// OrganizerCancel cancels a paid order of the organizer's and refunds everything paid
// (BasisOrganizer), through the buyer's own refund engine: the same claim of the order, the
// same gateway call after the commit, the same transfers queue for a boleto. Its tickets are
// void at once, even one already used at the door (the organizer decides), and the worker
// e-mails the buyer the reason. A refund that failed at the gateway is tried again.
func (s *Service) OrganizerCancel(ctx context.Context, organizerID int64, hash string, req OrganizerCancelRequest, audit Audit) (OrganizerRefund, error) {
	o, err := s.organizerOrder(ctx, organizerID, hash)
	if err != nil {
		return OrganizerRefund{}, err
	}
	reason, err := note(req.Reason, "reason")
	if err != nil {
		return OrganizerRefund{}, err
	}
	if r, err := refundOf(ctx, s.db, o.id); err != nil {
		return OrganizerRefund{}, err
	} else if r != nil {
		if r.Status != "failed" {
			return OrganizerRefund{}, cancelErr(apperr.Conflict, apperr.AlreadyClosed, "hash", MsgAlreadyClosed)
		}
		s.settleRefund(ctx, o, false)
		return s.organizerRefund(ctx, o)
	}
	switch {
	case o.Status == StatusNeedsRefund && o.PaidAt != nil:
		return OrganizerRefund{}, cancelErr(apperr.Conflict, apperr.ExtraOwed, "hash", MsgExtraOwed)
	case o.Status != StatusPaid:
		return OrganizerRefund{}, cancelErr(apperr.Conflict, apperr.NotPaid, "hash", MsgOnlyPaid)
	}
	f, err := loadFacts(ctx, s.db, o)
	if err != nil {
		return OrganizerRefund{}, err
	}
	method, status, bank, err := refundMeans(o, f.paid, req.BankAccount)
	if err != nil {
		return OrganizerRefund{}, err
	}
	err = s.inOrderTx(ctx, o.id, func(tx *db.Tx) error {
		err := cancelSale(ctx, tx, o.id, s.now(), saleRefund{reasonText: reason, basis: BasisOrganizer, amount: f.paid,
			method: method, status: status, bank: bank, by: CancelledByOrganizer, note: reason, usedOK: true})
		if err != nil {
			return err
		}
		return audit(ctx, tx, "order.cancel", o.Hash, map[string]any{"status": StatusPaid},
			map[string]any{"status": StatusRefunded, "reason": reason, "amount": f.paid, "method": method})
	})
	if err != nil {
		return OrganizerRefund{}, err
	}
	if method == "gateway" {
		s.settleRefund(ctx, o, true)
	}
	return s.organizerRefund(ctx, o)
}

func (s *Service) organizerRefund(ctx context.Context, o Order) (OrganizerRefund, error) {
	out := OrganizerRefund{Hash: o.Hash}
	if err := s.db.QueryRow(ctx, "SELECT status FROM orders WHERE id = ?", o.id).Scan(&out.Status); err != nil {
		return out, err
	}
	r, err := refundOf(ctx, s.db, o.id)
	out.Refund = r
	return out, err
}

// eventOf checks that event is the organizer's; any other answers as a missing one.
func eventOf(ctx context.Context, q reader, organizerID, eventID int64) error {
	var owner int64
	err := q.QueryRow(ctx, "SELECT organizer_id FROM events WHERE id = ?", eventID).Scan(&owner)
	if errors.Is(err, db.ErrNotFound) || (err == nil && owner != organizerID) {
		return apperr.New(apperr.NotFound, catalog.MsgEventNotFound)
	}
	return err
}
