package checkout

import (
	"errors"

	"github.com/catraca/catraca/internal/mail"
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
