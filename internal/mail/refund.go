package mail

import "fmt"

// PaymentRefund tells the buyer that a payment their order could not take (needs_refund)
// issued no tickets and will be returned, so nobody pays twice or waits for tickets in vain.
const PaymentRefund Kind = "payment_refund"

// RefundReason says why the order could not take the payment.
type RefundReason string

const (
	RefundLate        RefundReason = "late"         // the reservation had ended
	RefundAlreadyPaid RefundReason = "already_paid" // a second payment for a paid order
	RefundWrongAmount RefundReason = "wrong_amount" // not the order's total
	RefundExcess      RefundReason = "excess"       // more than the total: the tickets are sold, the rest goes back
)

// RefundData is the payment to return and how to reach the store about it.
type RefundData struct {
	Reason   RefundReason
	Amount   string // as shown, "R$ 88,00"
	Method   string // pix, card, boleto; anything else: the same means of payment
	Help     string // the store's help page, if any
	WhatsApp string // the store's support number as shown, if any
}

// refundView is what the e-mail says beyond the order summary.
type refundView struct {
	How     string
	Contact contactLine
}

type refundCopy struct {
	why, outro map[RefundReason]string
	how        map[string]string
	contact    func(help, whatsapp, site string) contactLine
}

var refundTexts = map[string]refundCopy{
	"pt": {
		why: map[RefundReason]string{
			RefundLate:        "Recebemos o seu pagamento de %s depois que a reserva do pedido terminou. Os ingressos já tinham voltado à venda, por isso nenhum ingresso foi emitido com esse pagamento. O valor será devolvido a você.",
			RefundAlreadyPaid: "Recebemos um segundo pagamento de %s para este pedido, que já estava pago. Nenhum ingresso novo foi emitido com ele, e o valor será devolvido a você. Os ingressos que você já recebeu continuam valendo.",
			RefundWrongAmount: "Recebemos um pagamento de %s, diferente do total do pedido. Por isso nenhum ingresso foi emitido com ele e a reserva foi encerrada. O valor será devolvido a você.",
			RefundExcess:      "Recebemos %s a mais do que o total do pedido. Os ingressos foram emitidos normalmente, e a diferença será devolvida a você.",
		},
		how: map[string]string{
			"pix":    "A loja vai devolver esse valor por PIX, para a mesma conta de onde ele saiu.",
			"card":   "A loja vai estornar esse valor no mesmo cartão; o estorno aparece na fatura conforme o prazo do emissor.",
			"boleto": "Um boleto não volta sozinho a quem pagou: envie à loja a conta bancária que vai receber o valor (banco, agência, conta e CPF do titular), com o código do pedido.",
			"":       "A loja vai devolver esse valor pelo mesmo meio de pagamento.",
		},
		outro: map[RefundReason]string{
			RefundLate:        "Se ainda quiser ir ao evento, faça uma nova compra. Não pague de novo o PIX ou o boleto antigo: eles não valem mais.",
			RefundAlreadyPaid: "Não é preciso fazer nada com os ingressos que você já tem.",
			RefundWrongAmount: "Se ainda quiser ir ao evento, faça uma nova compra. Não pague de novo o PIX ou o boleto antigo: eles não valem mais.",
			RefundExcess:      "Não é preciso fazer nada com os ingressos que você já tem.",
		},
		contact: func(help, whatsapp, site string) contactLine {
			return contactSentence("Dúvidas sobre a devolução? Fale com a loja", ", informando o código do pedido.", contactPT, help, whatsapp, site)
		},
	},
	"en": {
		why: map[RefundReason]string{
			RefundLate:        "We received your payment of %s after the order's reservation had ended. The tickets had already gone back on sale, so no tickets were issued for this payment. The amount will be refunded to you.",
			RefundAlreadyPaid: "We received a second payment of %s for this order, which was already paid. No new tickets were issued for it, and the amount will be refunded to you. The tickets you already received remain valid.",
			RefundWrongAmount: "We received a payment of %s, which is not the order's total. So no tickets were issued for it and the reservation was ended. The amount will be refunded to you.",
			RefundExcess:      "We received %s more than the order's total. Your tickets were issued as usual, and the difference will be refunded to you.",
		},
		how: map[string]string{
			"pix":    "The store will refund this amount by PIX, to the account it came from.",
			"card":   "The store will refund this amount to the same card; the refund shows on the statement within the issuer's usual time.",
			"boleto": "A boleto cannot flow back to its payer by itself: send the store the bank account to receive the amount (bank, branch, account and the holder's CPF), with the order code.",
			"":       "The store will refund this amount through the same means of payment.",
		},
		outro: map[RefundReason]string{
			RefundLate:        "If you still want to attend, make a new purchase. Do not pay the old PIX or boleto again: it is no longer valid.",
			RefundAlreadyPaid: "There is nothing to do about the tickets you already have.",
			RefundWrongAmount: "If you still want to attend, make a new purchase. Do not pay the old PIX or boleto again: it is no longer valid.",
			RefundExcess:      "There is nothing to do about the tickets you already have.",
		},
		contact: func(help, whatsapp, site string) contactLine {
			return contactSentence("Questions about the refund? Contact the store", ", quoting the order code.", contactEN, help, whatsapp, site)
		},
	},
}

// refundParts fills the refund e-mail's sentences into t: the reason with the amount as the
// intro, how the money goes back and whom to ask.
func refundParts(locale string, d OrderData, t orderTexts) (orderTexts, *refundView, error) {
	r := d.Refund
	if r == nil {
		return t, nil, fmt.Errorf("mail: %s without refund data", PaymentRefund)
	}
	c, ok := refundTexts[locale]
	if !ok {
		c = refundTexts["en"]
	}
	why, ok := c.why[r.Reason]
	if !ok {
		return t, nil, fmt.Errorf("mail: unknown refund reason %q", r.Reason)
	}
	how, ok := c.how[r.Method]
	if !ok || r.Reason == RefundAlreadyPaid { // the order's method may not be the second payment's
		how = c.how[""]
	}
	t.Intro, t.Outro = fmt.Sprintf(why, r.Amount), c.outro[r.Reason]
	return t, &refundView{How: how, Contact: c.contact(r.Help, r.WhatsApp, d.SiteURL)}, nil
}
