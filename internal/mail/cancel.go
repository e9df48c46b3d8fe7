package mail

import "fmt"

// OrderCancelled tells the buyer at once that a paid order was cancelled: its tickets no
// longer admit anyone, and how the money goes back. Decreto 7.962/2013 (art. 5, § 4) requires
// this confirmation for a withdrawal; an order refunded at the gateway gets it too, so nobody
// comes to the door with a void ticket.
const OrderCancelled Kind = "order_cancelled"

// CancelData is what the cancellation e-mail says beyond the order summary.
type CancelData struct {
	ByGateway bool   // refunded at the payment gateway, not asked for in the store
	Amount    string // as shown, "R$ 88,00"; empty when nothing is owed back
	Method    string // card, pix, transfer; anything else: the same means of payment
	Interest  bool   // card: Amount is what was charged, with the installments' interest
	Account   string // transfer: the account the buyer gave, as shown; "" when not known yet
	By        string // who cancelled when the buyer did not: "organizer" (one order) or "event"
	Note      string // the organizer's reason (By organizer) or message to buyers (By event)
	Help      string // the store's help page, if any
	WhatsApp  string // the store's support number as shown, if any
}

type cancelCopy struct {
	requested, gateway, nothing, refunded string
	by                                    map[string]string // intros by who cancelled, with the organizer's words
	how                                   map[string]string
	contact                               func(help, whatsapp, site string) contactLine
}

var cancelTexts = map[string]cancelCopy{
	"pt": {
		requested: "Recebemos o seu pedido de cancelamento, e o pedido foi cancelado. Os ingressos dele não valem mais para a entrada.",
		gateway:   "O pagamento deste pedido foi estornado, e o pedido foi cancelado. Os ingressos dele não valem mais para a entrada.",
		nothing:   "Não há valor a devolver.",
		refunded:  "%s foram devolvidos pelo meio de pagamento.",
		by: map[string]string{
			"organizer": "O organizador cancelou este pedido, e os ingressos dele não valem mais para a entrada. Motivo: %s",
			"event":     "O evento foi cancelado pelo organizador, e os ingressos deste pedido não valem mais para a entrada. Mensagem do organizador: %s",
		},
		how: map[string]string{
			"card":          "%s serão devolvidos no mesmo cartão; o estorno aparece na fatura conforme o prazo do emissor.",
			"card_interest": "%s, o valor cobrado no cartão com os juros do parcelamento, serão devolvidos no mesmo cartão; o estorno aparece na fatura conforme o prazo do emissor.",
			"pix":           "%s serão devolvidos por PIX, para a mesma conta de onde o pagamento saiu.",
			"transfer":      "%s serão transferidos para a conta que você informou: %s.",
			"transfer_ask":  "%s serão devolvidos por transferência bancária: informe à loja o banco, a agência, a conta e o CPF do titular que vão receber o valor.",
			"":              "%s serão devolvidos pelo mesmo meio de pagamento.",
		},
		contact: func(help, whatsapp, site string) contactLine {
			return contactSentence("Dúvidas sobre o cancelamento? Fale com a loja", ", informando o código do pedido.", contactPT, help, whatsapp, site)
		},
	},
	"en": {
		requested: "We received your cancellation request, and the order was cancelled. Its tickets no longer admit anyone.",
		gateway:   "This order's payment was refunded, and the order was cancelled. Its tickets no longer admit anyone.",
		nothing:   "There is nothing to refund.",
		refunded:  "%s was refunded through the means of payment.",
		by: map[string]string{
			"organizer": "The organizer cancelled this order, and its tickets no longer admit anyone. Reason: %s",
			"event":     "The event was cancelled by its organizer, and this order's tickets no longer admit anyone. The organizer's message: %s",
		},
		how: map[string]string{
			"card":          "%s will be refunded to the same card; the refund shows on the statement within the issuer's usual time.",
			"card_interest": "%s, the amount charged to the card with the installments' interest, will be refunded to the same card; the refund shows on the statement within the issuer's usual time.",
			"pix":           "%s will be refunded by PIX, to the account the payment came from.",
			"transfer":      "%s will be transferred to the account you gave: %s.",
			"transfer_ask":  "%s will be returned by bank transfer: send the store the bank, branch, account and account holder's CPF that will receive it.",
			"":              "%s will be refunded through the same means of payment.",
		},
		contact: func(help, whatsapp, site string) contactLine {
			return contactSentence("Questions about the cancellation? Contact the store", ", quoting the order code.", contactEN, help, whatsapp, site)
		},
	},
}

// cancelParts fills the cancellation e-mail's sentences into t: what happened as the intro,
// then how the money goes back and whom to ask.
func cancelParts(locale string, d OrderData, t orderTexts) (orderTexts, *refundView, error) {
	c := d.Cancel
	if c == nil {
		return t, nil, fmt.Errorf("mail: %s without cancellation data", OrderCancelled)
	}
	texts, ok := cancelTexts[locale]
	if !ok {
		texts = cancelTexts["en"]
	}
	t.Intro = texts.requested
	if c.ByGateway {
		t.Intro = texts.gateway
	}
	if intro, ok := texts.by[c.By]; ok {
		t.Intro = fmt.Sprintf(intro, c.Note)
	}
	var how string
	switch {
	case c.Amount == "":
		how = texts.nothing
	case c.ByGateway:
		how = fmt.Sprintf(texts.refunded, c.Amount)
	case c.Method == "transfer" && c.Account == "":
		how = fmt.Sprintf(texts.how["transfer_ask"], c.Amount)
	case c.Method == "transfer":
		how = fmt.Sprintf(texts.how["transfer"], c.Amount, c.Account)
	case c.Method == "card" && c.Interest:
		how = fmt.Sprintf(texts.how["card_interest"], c.Amount)
	default:
		format, ok := texts.how[c.Method]
		if !ok {
			format = texts.how[""]
		}
		how = fmt.Sprintf(format, c.Amount)
	}
	return t, &refundView{How: how, Contact: texts.contact(c.Help, c.WhatsApp, d.SiteURL)}, nil
}
