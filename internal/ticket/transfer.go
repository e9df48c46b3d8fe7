package ticket

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/catraca/catraca/internal/account"
	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/inventory"
	"github.com/catraca/catraca/internal/mail"
)

// Messages of a transfer.
const (
	MsgTransferInvalid = "Confira os dados do novo titular."
	MsgTransferClosed  = "O prazo para transferir este ingresso terminou."
	MsgNotTransferable = "Este ingresso não pode mais ser transferido."
	MsgSameHolder      = "O ingresso já está no nome deste CPF."
	MsgHalfPerCPF      = "Apenas uma meia-entrada por CPF neste evento."
)

// TransferRequest is the body of POST /api/tickets/{token}/transfer: the new holder.
type TransferRequest struct {
	Name  string `json:"name" required:"true" minLength:"1" maxLength:"200"`
	CPF   string `json:"cpf" required:"true" pattern:"^[-. ]*([0-9][-. ]*){11}$"`
	Email string `json:"email" required:"true" format:"email" description:"Where the new ticket's link is sent."`
}

// Transferred is the new ticket.
type Transferred struct {
	Token string `json:"token"`
	URL   string `json:"url"`
}

func newToken() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b) // crypto/rand never fails on supported platforms
	return hex.EncodeToString(b)
}

func onlyDigits(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= '0' && r <= '9' {
			b.WriteRune(r)
		} else if r != '.' && r != '-' && r != ' ' {
			return ""
		}
	}
	return b.String()
}

// Transfer moves a ticket of the customer's order to another name and CPF. The old token
// stops working in the same transaction that issues the new one; the per-CPF limit of the
// event applies to the new CPF, through the inventory's counts.
func (s *Service) Transfer(ctx context.Context, customerID int64, token string, req TransferRequest) (Transferred, error) {
	fields := map[string]string{}
	name, ok := HolderName(req.Name)
	if !ok {
		fields["name"] = account.MsgRequired
	}
	cpf := onlyDigits(req.CPF)
	if !account.ValidCPF(cpf) {
		fields["cpf"] = account.MsgInvalidCPF
	}
	email := account.NormalizeEmail(req.Email)
	if !account.ValidEmail(email) {
		fields["email"] = account.MsgInvalidEmail
	}
	if len(fields) > 0 {
		return Transferred{}, &apperr.Error{Code: apperr.Invalid, Message: MsgTransferInvalid, Fields: fields}
	}
	var out Transferred
	var v View
	var from string // who gives the ticket: the customer, not the holder it had
	err := s.db.InTx(ctx, func(tx *db.Tx) error {
		var err error
		if v, err = s.load(ctx, tx, token); err != nil {
			return err
		}
		if v.customerID == nil || *v.customerID != customerID {
			return apperr.New(apperr.NotFound, MsgNotFound) // someone else's ticket: as if unknown
		}
		if err := tx.QueryRow(ctx, "SELECT name FROM customers WHERE id = ?", customerID).Scan(&from); err != nil {
			return err
		}
		// Hold the order's row, as every change of an order does (checkout.LockOrder), so a
		// transfer and a refund or check-in of the same order run one after the other; then
		// read the ticket afresh.
		if err := s.LockOrder(ctx, tx, v.orderID); err != nil {
			return err
		}
		if v, err = s.load(ctx, tx, token); err != nil {
			return err
		}
		if v.Status != "valid" {
			return apperr.New(apperr.Conflict, MsgNotTransferable).Because(apperr.NotTransferable)
		}
		if v.TransferUntil == nil {
			return apperr.New(apperr.Conflict, MsgTransferClosed).Because(apperr.TransferClosed)
		}
		if cpf == v.cpf {
			return apperr.Field("cpf", MsgSameHolder)
		}
		now := s.now().UTC().Truncate(time.Microsecond)
		res, err := tx.Exec(ctx, `UPDATE tickets SET transferred_at = ?, voided_at = ?, holder_name = ?, holder_cpf = ?
			WHERE id = ? AND transferred_at IS NULL AND voided_at IS NULL AND checked_in_at IS NULL`,
			now, now, v.Holder.Name, v.cpf, v.id)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n != 1 {
			return apperr.New(apperr.Conflict, MsgNotTransferable).Because(apperr.NotTransferable)
		}
		half := 0
		if v.kind == "half" {
			half = 1
		}
		if err := inventory.UncountCPF(ctx, tx, v.eventID, v.cpf, 1, half); err != nil {
			return fmt.Errorf("transfer: uncount: %w", err)
		}
		switch err := inventory.CountCPF(ctx, tx, v.eventID, cpf, 1, half, v.perCPF); {
		case errors.Is(err, inventory.ErrCPFLimit):
			return &apperr.Error{Code: apperr.Conflict, Reason: apperr.CPFLimit, Message: fmt.Sprintf("Limite de %d ingressos por CPF neste evento.", v.perCPF),
				Fields: map[string]string{"cpf": fmt.Sprintf("Limite de %d ingressos por CPF neste evento.", v.perCPF)}}
		case errors.Is(err, inventory.ErrHalfPerCPF):
			return &apperr.Error{Code: apperr.Conflict, Reason: apperr.HalfPerCPF, Message: MsgHalfPerCPF, Fields: map[string]string{"cpf": MsgHalfPerCPF}}
		case err != nil:
			return err
		}
		// The attendee row names whoever holds the ticket now, so a later refund uncounts
		// the right CPF; the old ticket keeps its holder in holder_name/holder_cpf.
		if _, err := tx.Exec(ctx, "UPDATE order_attendees SET name = ?, cpf = ? WHERE id = ?", name, cpf, v.attendeeID); err != nil {
			return err
		}
		out.Token = newToken()
		out.URL = v.origin + "/ingressos/" + out.Token
		_, err = tx.Exec(ctx, `INSERT INTO tickets (order_id, attendee_id, token, created_at, holder_email) VALUES (?, ?, ?, ?, ?)`,
			v.orderID, v.attendeeID, out.Token, now, email)
		return err
	})
	if err != nil {
		return Transferred{}, err
	}
	b, err := s.brand(ctx, v.storeID)
	if err != nil {
		slog.ErrorContext(ctx, "transfer: the store's brand for the e-mail", "err", err)
	}
	msg, err := mail.RenderTransfer(email, mail.TransferData{
		Data: mail.Data{StoreName: b.Name, StoreLogo: b.Logo, Color: b.Color, SiteURL: v.origin, Name: firstName(name), Link: out.URL},
		From: firstName(from), Event: v.Event.Nome, Session: v.when(), Sector: v.Sector})
	if err == nil {
		err = s.mail.Send(ctx, msg)
	}
	if err != nil {
		slog.ErrorContext(ctx, "transfer: e-mail to the new holder", "err", err)
	}
	return out, nil
}

func firstName(full string) string {
	if f := strings.Fields(full); len(f) > 0 {
		return f[0]
	}
	return ""
}
