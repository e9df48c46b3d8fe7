package checkout

import (
	"context"
	"errors"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
)

// A boleto has no way back to its payer: its refund waits (pending_transfer) until someone of
// the organizer's finance makes a bank transfer and records it here; the worker then e-mails
// the buyer (transfer_mail_sent_at).

// Messages of the transfers queue (their English is in internal/apperr/english.go).
const (
	MsgBadRefundStatus     = "Situação inválida: use pending_transfer ou done."
	MsgNotAwaitingTransfer = "Este pedido não tem estorno esperando transferência."
	MsgTransferNeedsBank   = "Informe a conta bancária que recebeu a transferência."
	MsgTransferFailed      = "Não foi possível registrar a transferência."
)

// maxQueued bounds one answer of the queue; transfers recorded leave it.
const maxQueued = 500

// QueuedRefund is a boleto's refund in the transfers queue.
type QueuedRefund struct {
	Hash        string         `json:"hash"`
	Event       OrderEvent     `json:"event"`
	Buyer       QueuedBuyer    `json:"buyer"`
	Amount      int64          `json:"amount" description:"Centavos to transfer."`
	Status      string         `json:"status" enum:"pending_transfer,done"`
	Basis       string         `json:"basis" enum:"cdc,store_policy,event_cancelled,organizer"`
	CreatedAt   time.Time      `json:"created_at"`
	DoneAt      *time.Time     `json:"done_at" description:"When the transfer was recorded."`
	BankAccount *QueuedAccount `json:"bank_account" description:"Where the money goes; null when the buyer has not given an account yet (the organizer cancelled): record it with the transfer."`
}

// QueuedAccount is the bank account a queued refund goes to, whole: finance types it into
// the bank's app.
type QueuedAccount struct {
	Bank      string `json:"bank" description:"COMPE code."`
	BankName  string `json:"bank_name"`
	Agency    string `json:"agency"`
	Account   string `json:"account"`
	HolderCPF string `json:"holder_cpf" description:"11 digits."`
}

// QueuedBuyer is who gets the transfer's money.
type QueuedBuyer struct {
	Name  string `json:"name"`
	Email string `json:"email"`
}

// TransferredRequest is the body of POST /api/organizer/refunds/{hash}/transferred.
type TransferredRequest struct {
	BankAccount *BankAccount `json:"bank_account,omitempty" description:"The account the money went to: required when the refund has none, and replaces the one it has."`
}

// RefundQueue lists the organizer's boleto refunds in status (pending_transfer or done),
// oldest first, with the bank account each goes to.
func (s *Service) RefundQueue(ctx context.Context, organizerID int64, status string) ([]QueuedRefund, error) {
	if status == "" {
		status = "pending_transfer"
	}
	if status != "pending_transfer" && status != "done" {
		return nil, apperr.Field("status", MsgBadRefundStatus)
	}
	rows, err := s.db.Query(ctx, `SELECT o.hash, e.id, e.nome, o.buyer_name, o.buyer_email, r.amount, r.status, r.basis,
		r.created_at, r.done_at, r.bank, r.agency, r.account, r.holder_cpf
		FROM refunds r JOIN orders o ON o.id = r.order_id JOIN events e ON e.id = o.event_id
		WHERE e.organizer_id = ? AND r.method = 'bank_transfer' AND r.status = ? ORDER BY r.created_at, o.id LIMIT ?`,
		organizerID, status, maxQueued)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []QueuedRefund{}
	for rows.Next() {
		var q QueuedRefund
		var created, done db.Time
		var bank, agency, account, cpf *string
		if err := rows.Scan(&q.Hash, &q.Event.ID, &q.Event.Nome, &q.Buyer.Name, &q.Buyer.Email, &q.Amount, &q.Status, &q.Basis,
			&created, &done, &bank, &agency, &account, &cpf); err != nil {
			return nil, err
		}
		q.CreatedAt, q.DoneAt = created.Time.UTC(), utcPtr(done)
		if bank != nil && agency != nil && account != nil && cpf != nil {
			q.BankAccount = &QueuedAccount{Bank: *bank, BankName: bankName(*bank), Agency: *agency, Account: *account, HolderCPF: *cpf}
		}
		out = append(out, q)
	}
	return out, rows.Err()
}

// MarkTransferred records that the organizer's boleto refund of hash was paid by bank
// transfer: the refund is done, and the worker e-mails the buyer.
func (s *Service) MarkTransferred(ctx context.Context, organizerID int64, hash string, req TransferredRequest, audit Audit) (OrganizerRefund, error) {
	o, err := s.organizerOrder(ctx, organizerID, hash)
	if err != nil {
		return OrganizerRefund{}, err
	}
	var given *BankAccount
	if req.BankAccount != nil {
		b, err := validBank(req.BankAccount)
		var ae *apperr.Error
		if errors.As(err, &ae) {
			ae.Message = MsgTransferFailed
			return OrganizerRefund{}, ae
		}
		given = &b
	}
	err = s.inOrderTx(ctx, o.id, func(tx *db.Tx) error {
		var method, status string
		var bank *string
		err := tx.QueryRow(ctx, "SELECT method, status, bank FROM refunds WHERE order_id = ?", o.id).Scan(&method, &status, &bank)
		if errors.Is(err, db.ErrNotFound) || (err == nil && (method != "bank_transfer" || status != "pending_transfer")) {
			return apperr.New(apperr.Conflict, MsgNotAwaitingTransfer).Because(apperr.AlreadyClosed)
		}
		if err != nil {
			return err
		}
		set, args := "UPDATE refunds SET status = 'done', done_at = ?", []any{ts(s.now())}
		switch {
		case given != nil:
			set += ", bank = ?, agency = ?, account = ?, holder_cpf = ?"
			args = append(args, given.Bank, given.Agency, given.Account, given.HolderCPF)
		case bank == nil:
			return apperr.Field("bank_account", MsgTransferNeedsBank)
		}
		if _, err := tx.Exec(ctx, set+" WHERE order_id = ?", append(args, o.id)...); err != nil {
			return err
		}
		return audit(ctx, tx, "refund.transferred", o.Hash, map[string]any{"status": "pending_transfer"},
			map[string]any{"status": "done", "account_given": given != nil})
	})
	if err != nil {
		return OrganizerRefund{}, err
	}
	return s.organizerRefund(ctx, o)
}
