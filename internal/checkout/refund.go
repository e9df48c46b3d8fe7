package checkout

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
)

// Messages of the cancellation for refund (spec section 7 gives the first two).
const (
	MsgRefunded       = "Seu Pedido foi cancelado e direcionado para estorno!"
	MsgCancelFailed   = "Erro ao cancelar!"
	MsgBadReason      = "Escolha o motivo do cancelamento."
	MsgAlreadyClosed  = "Este pedido já foi cancelado."
	MsgNeedsBank      = "Para estornar um boleto, informe a conta bancária que vai receber o valor."
	MsgBadBank        = "Banco inválido."
	MsgBadAgency      = "Agência inválida."
	MsgBadAccount     = "Conta inválida."
	MsgBadHolderCPF   = "CPF do titular inválido."
	MsgCheckedInOrder = "Um ingresso deste pedido já foi usado na entrada."
)

// RefundReason is one reason a buyer may give (GET /api/v2/orders/refund/reasons).
type RefundReason struct {
	ID   int    `json:"id"`
	Nome string `json:"nome"`
}

// RefundReasons are the reasons offered, in the order shown.
var RefundReasons = []RefundReason{
	{1, "Não poderei comparecer"},
	{2, "Comprei por engano"},
	{3, "Evento alterado ou cancelado"},
	{4, "Problema com o pagamento"},
	{5, "Outro motivo"},
}

// PreRefundRequest is the body of POST /api/orders/pre-refund.
type PreRefundRequest struct {
	Hash        string       `json:"hash" required:"true" pattern:"^[0-9a-f]{32}$"`
	Reason      int          `json:"reason" required:"true" minimum:"1" maximum:"5" description:"An id of GET /api/v2/orders/refund/reasons."`
	BankAccount *BankAccount `json:"bank_account,omitempty" description:"Required for boleto orders."`
}

// cancelErr is 'Erro ao cancelar!' with the specific message under field.
func cancelErr(code apperr.Code, why apperr.Reason, field, msg string) error {
	return &apperr.Error{Code: code, Reason: why, Message: MsgCancelFailed, Fields: map[string]string{field: msg}}
}

func reasonName(id int) (string, bool) {
	for _, r := range RefundReasons {
		if r.ID == id {
			return r.Nome, true
		}
	}
	return "", false
}

// PreRefund cancels a paid order of the customer for refund. The order is claimed by one
// conditional update (paid → refunded) that also voids its tickets, returns its stock and
// records the refund, so two requests can never refund twice; the gateway is called after
// that transaction (never under a lock) and its answer is kept in the refund's status.
// The order goes straight to refunded, the one status payment webhooks never move (a late
// confirmation of the card payment must not turn it into needs_refund, and then paid);
// refund.status says where the money is: requested, done, failed or pending_transfer.
func (s *Service) PreRefund(ctx context.Context, customerID int64, req PreRefundRequest) (OrderView, error) {
	if !validHash(req.Hash) {
		return OrderView{}, cancelErr(apperr.NotFound, apperr.Missing, "hash", MsgOrderNotFound)
	}
	o, err := loadHeader(ctx, s.db, req.Hash)
	if errors.Is(err, db.ErrNotFound) || (err == nil && (o.customerID == nil || *o.customerID != customerID)) {
		// another customer's order answers like a missing one: the hash is not confirmed
		return OrderView{}, cancelErr(apperr.NotFound, apperr.Missing, "hash", MsgOrderNotFound)
	}
	if err != nil {
		return OrderView{}, err
	}
	reason, ok := reasonName(req.Reason)
	if !ok {
		return OrderView{}, cancelErr(apperr.Invalid, apperr.Validation, "reason", MsgBadReason)
	}
	if r, err := refundOf(ctx, s.db, o.id); err != nil {
		return OrderView{}, err
	} else if r != nil {
		if r.Status == "failed" {
			s.settleRefund(ctx, o, false)
			return s.view(ctx, o.Hash)
		}
		return OrderView{}, cancelErr(apperr.Conflict, apperr.AlreadyClosed, "hash", MsgAlreadyClosed)
	}
	f, err := loadFacts(ctx, s.db, o)
	if err != nil {
		return OrderView{}, err
	}
	now := s.now()
	rule := f.cancelRule(now)
	if !rule.Allowed {
		code := apperr.Forbidden
		if o.Status != StatusPaid {
			code = apperr.Conflict
		}
		return OrderView{}, cancelErr(code, rule.refusal(), "hash", rule.Message)
	}
	method, status := "gateway", "requested"
	var bank BankAccount
	switch {
	case *rule.RefundAmount == 0 || o.PaymentMethod == nil || *o.PaymentMethod == "free":
		method, status = "none", "done"
	case *o.PaymentMethod == "boleto":
		if bank, err = validBank(req.BankAccount); err != nil {
			return OrderView{}, err
		}
		method, status = "bank_transfer", "pending_transfer"
	}
	err = s.inOrderTx(ctx, o.id, func(tx *db.Tx) error {
		return cancelSale(ctx, tx, o.id, now, saleRefund{reason: req.Reason, reasonText: reason, basis: *rule.Reason,
			amount: *rule.RefundAmount, method: method, status: status, bank: bank,
			usedOK: *rule.Reason == BasisEventCancelled})
	})
	if err != nil {
		return OrderView{}, err
	}
	if method == "gateway" {
		s.settleRefund(ctx, o, true)
	}
	return s.view(ctx, o.Hash)
}

// saleRefund is a paid order's cancellation to record: why, on what basis, how much goes back
// and by what means, and who asked when it was not the buyer.
type saleRefund struct {
	reason         int    // a RefundReasons id; 0 when the organizer cancels
	reasonText     string // kept as the order's refund_reason
	basis          string
	amount         int64
	method, status string
	bank           BankAccount
	by, note       string // cancelled_by (CancelledByOrganizer, CancelledByEvent) and the organizer's words; "" for the buyer
	usedOK         bool   // a ticket already used at the door does not stop it
}

// cancelSale claims a paid order for refund in tx, which holds the order's row: one
// conditional update (paid → refunded) returns its stock, then its tickets are voided and the
// refund recorded. The refunds row's key makes a second claim fail, so an order is refunded
// once whoever asks (the buyer, the organizer, an event's cancellation).
func cancelSale(ctx context.Context, tx *db.Tx, orderID int64, now time.Time, r saleRefund) error {
	t := ts(now)
	done, err := transit(ctx, tx, orderID, RefundSale, now, change{
		set:     ", refund_reason = ?, reminder_sent_at = COALESCE(reminder_sent_at, ?)",
		setArgs: []any{r.reasonText, t}})
	if err != nil {
		return err
	}
	if !done {
		return cancelErr(apperr.Conflict, apperr.AlreadyClosed, "hash", MsgAlreadyClosed)
	}
	// counted under the order's lock, which a check-in takes too: the rollback undoes the claim
	var used int
	if err := tx.QueryRow(ctx, "SELECT COUNT(*) FROM tickets WHERE order_id = ? AND checked_in_at IS NOT NULL", orderID).Scan(&used); err != nil {
		return err
	}
	if used > 0 && !r.usedOK {
		return cancelErr(apperr.Conflict, apperr.CheckedIn, "hash", MsgCheckedInOrder)
	}
	if _, err := tx.Exec(ctx, "UPDATE tickets SET voided_at = ? WHERE order_id = ? AND voided_at IS NULL", t, orderID); err != nil {
		return err
	}
	_, err = tx.Exec(ctx, `INSERT INTO refunds (order_id, reason, basis, amount, method, status, bank, agency, account,
		holder_cpf, cancelled_by, note, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, orderID, r.reason, r.basis,
		r.amount, r.method, r.status, nullable(r.bank.Bank), nullable(r.bank.Agency), nullable(r.bank.Account),
		nullable(r.bank.HolderCPF), nullable(r.by), nullable(r.note), t)
	if errors.Is(err, db.ErrConflict) {
		return cancelErr(apperr.Conflict, apperr.AlreadyClosed, "hash", MsgAlreadyClosed)
	}
	return err
}

// settleRefund asks the gateway to return the money of a refund in status requested and
// records the answer. A failed refund is first claimed back to requested (claimed false), by
// a conditional update, so a retry by the buyer and one by the worker never both call the
// gateway. A failure stays 'failed' for RetryRefunds and the buyer's next request; the
// order's tickets stay void meanwhile.
func (s *Service) settleRefund(ctx context.Context, o Order, claimed bool) {
	if !claimed {
		res, err := s.db.Exec(ctx, "UPDATE refunds SET status = 'requested' WHERE order_id = ? AND status = 'failed'", o.id)
		if err != nil {
			slog.ErrorContext(ctx, "refund: claim retry", "order", o.id, "err", err)
			return
		}
		if n, err := res.RowsAffected(); err != nil || n != 1 {
			return // someone else is retrying it
		}
	}
	var amount, paid int64
	var provider, account *string
	err := s.db.QueryRow(ctx, `SELECT r.amount, o.provider_id, o.transfer_account, COALESCE(o.charged, o.total)
		FROM refunds r JOIN orders o ON o.id = r.order_id
		WHERE r.order_id = ? AND r.method = 'gateway' AND r.status = 'requested'`, o.id).Scan(&amount, &provider, &account, &paid)
	if err != nil {
		if !errors.Is(err, db.ErrNotFound) {
			slog.ErrorContext(ctx, "refund: read", "order", o.id, "err", err)
		}
		return
	}
	outcome := "failed"
	if provider == nil {
		slog.ErrorContext(ctx, "refund: order has no gateway charge id", "order", o.id)
	} else if err := s.provider.Refund(ctx, *provider, amount, refundSplit(account, amount, paid)); err != nil {
		slog.ErrorContext(ctx, "refund: gateway refused", "order", o.id, "err", err)
	} else {
		outcome = "done"
	}
	// Recorded even when the client went away: the gateway has already acted.
	ctx = context.WithoutCancel(ctx)
	_, err = s.db.Exec(ctx, "UPDATE refunds SET status = ?, done_at = ? WHERE order_id = ? AND status = 'requested'",
		outcome, doneAt(outcome, ts(s.now())), o.id)
	if err != nil {
		slog.ErrorContext(ctx, "refund: record", "order", o.id, "err", err)
	}
}

func doneAt(outcome string, now any) any {
	if outcome == "done" {
		return now
	}
	return nil
}

// failStale marks for retry the gateway refunds left 'requested' since before: their process
// stopped between recording the refund and the gateway's answer (or before asking). Their
// idempotency key makes the retry a replay if the first call landed.
func (s *Service) failStale(ctx context.Context, before time.Time) error {
	_, err := s.db.Exec(ctx, `UPDATE refunds SET status = 'failed' WHERE method = 'gateway' AND status = 'requested'
		AND created_at < ?`, ts(before))
	return err
}

// RetryRefunds tries again the gateway refunds that failed, and those left requested for
// longer than ReconcileAge (at most 20 a round), with any gateway.
func (s *Service) RetryRefunds(ctx context.Context) {
	if err := s.failStale(ctx, s.now().Add(-ReconcileAge)); err != nil {
		slog.ErrorContext(ctx, "refund retry: stale", "err", err)
		return
	}
	rows, err := s.db.Query(ctx, `SELECT o.hash FROM refunds r JOIN orders o ON o.id = r.order_id
		WHERE r.method = 'gateway' AND r.status = 'failed' LIMIT 20`)
	if err != nil {
		slog.ErrorContext(ctx, "refund retry", "err", err)
		return
	}
	var hashes []string
	for rows.Next() {
		var h string
		if rows.Scan(&h) == nil {
			hashes = append(hashes, h)
		}
	}
	rows.Close()
	for _, h := range hashes {
		if o, err := loadHeader(ctx, s.db, h); err == nil {
			s.settleRefund(ctx, o, false)
		}
	}
}
