package checkout

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/catraca/catraca/internal/mail"
	"github.com/catraca/catraca/internal/refdata"
)

// refundData is what the buyer is told about a payment the order could not take: the reason
// follows from the order (paid before, short of the total, else late), the amount is the one
// that came in.
func refundData(o Order, locale string, b Brand) (*mail.RefundData, error) {
	if o.RefundAmount == nil {
		return nil, errors.New("checkout: needs_refund without its amount")
	}
	amount := *o.RefundAmount
	r := &mail.RefundData{Reason: mail.RefundLate, Amount: Money(amount), Help: b.Help,
		WhatsApp: phoneText(b.WhatsApp)}
	switch {
	case o.RefundReason != nil && *o.RefundReason == reasonExcess:
		r.Reason = mail.RefundExcess
	case o.PaidAt != nil:
		r.Reason = mail.RefundAlreadyPaid
	case amount < o.Total: // card interest makes a late card charge larger, never smaller
		r.Reason = mail.RefundWrongAmount
	}
	if o.PaymentMethod != nil {
		r.Method = *o.PaymentMethod
	}
	return r, nil
}

// phoneText writes a Brazilian number kept as digits the way people read it:
// 5548999990000 → +55 (48) 99999-0000; anything else as it is.
func phoneText(digits string) string {
	if len(digits) != 13 || digits[:2] != "55" {
		return digits
	}
	return "+55 (" + digits[2:4] + ") " + digits[4:9] + "-" + digits[9:]
}

// cancelData is how the cancellation e-mail says the money goes back: as recorded with the
// cancellation, by the gateway or, for a boleto, by transfer to the account the buyer gave.
func (s *Service) cancelData(ctx context.Context, o Order, locale string, b Brand) (*mail.CancelData, error) {
	var basis, method string
	var amount int64
	var bank, agency, account, by, note *string
	err := s.db.QueryRow(ctx, "SELECT basis, amount, method, bank, agency, account, cancelled_by, note FROM refunds WHERE order_id = ?", o.id).
		Scan(&basis, &amount, &method, &bank, &agency, &account, &by, &note)
	if err != nil {
		return nil, err
	}
	c := &mail.CancelData{ByGateway: basis == BasisGateway, Help: b.Help, WhatsApp: phoneText(b.WhatsApp)}
	if by != nil && note != nil {
		c.By, c.Note = *by, *note
	}
	if amount > 0 {
		c.Amount = Money(amount)
	}
	switch {
	case method == "bank_transfer" && bank != nil && agency != nil && account != nil:
		c.Method, c.Account = "transfer", accountText(*bank, *agency, *account, locale)
	case method == "bank_transfer":
		c.Method = "transfer" // the account is asked for
	case o.PaymentMethod != nil:
		c.Method = *o.PaymentMethod
		c.Interest = c.Method == "card" && amount > o.Total // the order's total says less
	}
	return c, nil
}

// accountText shows a bank account in an e-mail: the bank by code and name, the branch, and
// only the account's last two digits.
func accountText(bank, agency, account, locale string) string {
	if name := bankName(bank); name != "" {
		bank += " " + name
	}
	digits := strings.ReplaceAll(account, "-", "")
	last := digits[max(len(digits)-2, 0):]
	return fmt.Sprintf(pick(locale, "banco %s, agência %s, conta terminada em %s", "bank %s, branch %s, account ending in %s"), bank, agency, last)
}

// bankName is the name of the bank of a COMPE code, "" when unknown.
func bankName(code string) string {
	if banks, err := refdata.Banks(); err == nil {
		for _, b := range banks {
			if b.Codigo == code {
				return b.Nome
			}
		}
	}
	return ""
}
