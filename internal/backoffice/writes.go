package backoffice

import (
	"context"
	"strings"

	"github.com/catraca/catraca/internal/account"
	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/checkout"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/orgauth"
	"github.com/catraca/catraca/internal/ticket"
)

// Audit actions of this package's writes.
const (
	ActionResend = "order.resend_tickets"
	ActionHolder = "ticket.holder"
)

// Messages of the writes.
const (
	MsgNothingToResend = "Este pedido não tem ingressos válidos para reenviar."
	MsgHolderFixed     = "Este ingresso já foi usado, cancelado ou transferido: o nome do titular não muda mais."
	MsgCodeAmbiguous   = "Mais de um ingresso tem este código. Fale com o suporte da loja."
)

// ResendTickets queues the purchase confirmation, with the tickets, to the buyer again: it
// clears the order's confirmation_sent_at, so the checkout's worker sends it within a second as
// it sent the first (the same e-mail, the same PDF), and records who asked.
func (s *Service) ResendTickets(ctx context.Context, who orgauth.Session, hash string) error {
	return s.db.InTx(ctx, func(tx *db.Tx) error {
		id, err := s.orderOf(ctx, tx, who.OrganizerID, hash)
		if err != nil {
			return err
		}
		res, err := tx.Exec(ctx, `UPDATE orders SET confirmation_sent_at = NULL WHERE id = ? AND buyer_email <> '' AND `+
			checkout.SoldSQL("")+` AND EXISTS (SELECT 1 FROM tickets t WHERE t.order_id = orders.id)`, id)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n != 1 {
			return apperr.New(apperr.Conflict, MsgNothingToResend)
		}
		return s.audit.Record(ctx, tx, who, ActionResend, hash, nil, nil)
	})
}

// holderRecord is what the audit log keeps of a holder's name.
type holderRecord struct {
	Order string `json:"order"`
	Name  string `json:"name"`
}

// SetHolder corrects the name on a ticket that still admits: the CPF, the token and the
// per-CPF counts stay. A used, cancelled or transferred ticket keeps its name, as its holder
// has already entered or it no longer admits anyone.
func (s *Service) SetHolder(ctx context.Context, who orgauth.Session, code, name string) error {
	name, ok := ticket.HolderName(name)
	if !ok {
		return &apperr.Error{Code: apperr.Invalid, Message: ticket.MsgTransferInvalid, Fields: map[string]string{"name": account.MsgRequired}}
	}
	ticketID, err := s.ticketByCode(ctx, who.OrganizerID, code)
	if err != nil {
		return err
	}
	return s.db.InTx(ctx, func(tx *db.Tx) error {
		var orderID, attendee int64
		var hash, before string
		if err := tx.QueryRow(ctx, `SELECT t.order_id, t.attendee_id, o.hash, a.name FROM tickets t
			JOIN orders o ON o.id = t.order_id JOIN order_attendees a ON a.id = t.attendee_id WHERE t.id = ?`, ticketID).
			Scan(&orderID, &attendee, &hash, &before); err != nil {
			return err
		}
		// The order's lock, as a check-in, transfer or refund takes it: none of them interleaves.
		if err := checkout.LockOrder(ctx, tx, orderID); err != nil {
			return err
		}
		res, err := tx.Exec(ctx, `UPDATE order_attendees SET name = ? WHERE id = ? AND EXISTS (SELECT 1 FROM tickets t
			JOIN orders o ON o.id = t.order_id WHERE t.id = ? AND t.checked_in_at IS NULL AND t.voided_at IS NULL
			AND t.transferred_at IS NULL AND `+checkout.SoldSQL("o")+`)`, name, attendee, ticketID)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n != 1 {
			return apperr.New(apperr.Conflict, MsgHolderFixed)
		}
		return s.audit.Record(ctx, tx, who, ActionHolder, strings.ToUpper(code), holderRecord{hash, before}, holderRecord{hash, name})
	})
}

// ticketByCode finds the organizer's ticket of that code (either case).
func (s *Service) ticketByCode(ctx context.Context, organizerID int64, code string) (int64, error) {
	if !ticket.LooksLikeCode(code) {
		return 0, apperr.New(apperr.NotFound, ticket.MsgNotFound)
	}
	var found []int64
	err := s.eachToken(ctx, organizerID, func(_, ticketID int64, token string) {
		if ticket.Code(token) == strings.ToUpper(code) {
			found = append(found, ticketID)
		}
	})
	switch {
	case err != nil:
		return 0, err
	case len(found) == 0:
		return 0, apperr.New(apperr.NotFound, ticket.MsgNotFound)
	case len(found) > 1:
		return 0, apperr.New(apperr.Conflict, MsgCodeAmbiguous)
	}
	return found[0], nil
}
