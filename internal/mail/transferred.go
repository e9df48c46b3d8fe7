package mail

import "fmt"

// RefundTransferred tells the buyer of a boleto's refund that the bank transfer was made: a
// boleto has no way back to its payer, so the organizer's finance transfers the money and
// records it in the back office.
const RefundTransferred Kind = "refund_transferred"

var transferTexts = map[string]struct{ intro, how string }{
	"pt": {"O estorno do seu pedido cancelado foi pago por transferência bancária.", "%s foram transferidos para a conta %s."},
	"en": {"The refund of your cancelled order was paid by bank transfer.", "%s was transferred to the account %s."},
}

// transferParts fills the transfer e-mail's sentences into t from d.Cancel (its amount and
// account).
func transferParts(locale string, d OrderData, t orderTexts) (orderTexts, *refundView, error) {
	c := d.Cancel
	if c == nil || c.Account == "" {
		return t, nil, fmt.Errorf("mail: %s without the transfer's account", RefundTransferred)
	}
	texts, ok := transferTexts[locale]
	if !ok {
		texts, locale = transferTexts["en"], "en"
	}
	t.Intro = texts.intro
	contact := cancelTexts[locale].contact(c.Help, c.WhatsApp, d.SiteURL)
	return t, &refundView{How: fmt.Sprintf(texts.how, c.Amount, c.Account), Contact: contact}, nil
}
