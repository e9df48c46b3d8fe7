package mail

import (
	"bytes"
	"fmt"
	htmltemplate "html/template"
	texttemplate "text/template"
)

// Order e-mails: the purchase confirmation with a link per ticket, the PIX or boleto to pay
// with its deadline, the abandoned-cart reminder with a link that restores the cart, and the
// notice of a payment to be refunded (refund.go).
const (
	OrderPaid      Kind = "order_paid"
	PaymentPending Kind = "payment_pending"
	CartReminder   Kind = "cart_reminder"
)

// OrderData fills an order e-mail.
type OrderData struct {
	StoreName, StoreLogo, SiteURL string
	Color                         string // the store's primary colour, for the button
	Name                          string // the buyer's first name
	Event, Session                string // event name, session date as shown
	Place, Address                string // where: the place's name, and its street, city and state
	Order                         string // the order hash
	Lines                         []OrderLine
	Total                         string
	Tickets                       []TicketLink
	Link                          string // reminder: the restore link; pending payment, refund, cancellation: the order page
	Pay                           *PayData
	Refund                        *RefundData // PaymentRefund only
	Cancel                        *CancelData // OrderCancelled only
}

// PayData is an issued PIX or boleto: what to copy into the bank's app, and until when.
type PayData struct{ Label, Code, Until string }

// OrderLine is a row of the summary: a label and an amount.
type OrderLine struct{ Label, Amount string }

// TicketLink is one ticket's holder, sector and page.
type TicketLink struct{ Holder, Sector, URL string }

type orderTexts struct{ Subject, Intro, Tickets, Action, Outro, Total string }

// orderCode introduces the order's code, the key of the order lookup page (/pedido).
var orderCode = map[string]string{"pt": "Código do pedido", "en": "Order code"}

var orderCopy = map[string]map[Kind]orderTexts{
	"pt": {
		OrderPaid: {"Seus ingressos para %s", "Pagamento confirmado! Seus ingressos estão prontos.",
			"Ingressos", "Ver ingresso", "Apresente o QR code de cada ingresso na entrada, com um documento com foto.", "Total"},
		PaymentPending: {"Pague seu pedido para %s", "Seus ingressos estão reservados. Pague no prazo para garanti-los:",
			"", "Ver pedido", "Sem o pagamento no prazo, a reserva termina e os ingressos voltam à venda.", "Total"},
		CartReminder: {"Seus ingressos para %s esperam por você", "Você escolheu ingressos mas não concluiu a compra. Ainda dá tempo:",
			"", "Continuar a compra", "Os ingressos estão sujeitos à disponibilidade.", "Total"},
		// Intro and Outro come from refund.go, by the reason, and cancel.go.
		PaymentRefund:  {"Seu pagamento para %s será devolvido", "", "Seus ingressos", "Ver pedido", "", "Total do pedido"},
		OrderCancelled: {"Pedido cancelado: %s", "", "", "Ver pedido", "", "Total do pedido"},
		// Intro and Outro from transferred.go.
		RefundTransferred: {"Estorno transferido: %s", "", "", "Ver pedido", "", "Total do pedido"},
	},
	"en": {
		OrderPaid: {"Your tickets for %s", "Payment confirmed! Your tickets are ready.",
			"Tickets", "View ticket", "Show each ticket's QR code at the entrance, with a photo ID.", "Total"},
		PaymentPending: {"Pay your order for %s", "Your tickets are reserved. Pay by the deadline to secure them:",
			"", "View order", "Without payment by the deadline, the reservation ends and the tickets go back on sale.", "Total"},
		CartReminder: {"Your tickets for %s are waiting", "You chose tickets but did not finish the purchase. There is still time:",
			"", "Continue purchase", "Tickets are subject to availability.", "Total"},
		PaymentRefund:     {"Your payment for %s will be refunded", "", "Your tickets", "View order", "", "Order total"},
		OrderCancelled:    {"Order cancelled: %s", "", "", "View order", "", "Order total"},
		RefundTransferred: {"Refund transferred: %s", "", "", "View order", "", "Order total"},
	},
}

// Fluid up to 560 px like htmlLayout: a phone gets the full width, no sideways scroll.
var orderHTML = htmltemplate.Must(htmltemplate.New("order").Parse(`<!doctype html>
<html><head><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;max-width:560px;background:#fff;border-radius:8px;padding:24px">
<tr><td>{{if .Logo}}<img src="{{.Logo}}" alt="{{.D.StoreName}}" height="40" style="display:block;height:40px;width:auto;max-width:100%;border:0">{{else}}<strong>{{.D.StoreName}}</strong>{{end}}</td></tr>
<tr><td style="padding-top:24px;font-size:16px">{{if .D.Name}}{{.Hello}}, {{.D.Name}}!{{end}}</td></tr>
<tr><td style="padding-top:12px;font-size:16px">{{.T.Intro}}</td></tr>
<tr><td style="padding-top:16px;font-size:18px;font-weight:bold">{{.D.Event}}</td></tr>
<tr><td style="font-size:14px;color:#6b7280">{{.D.Session}}</td></tr>
{{if .D.Place}}<tr><td style="padding-top:4px;font-size:14px"><strong>{{.D.Place}}</strong>{{if .D.Address}}<br><span style="color:#6b7280">{{.D.Address}}</span>{{end}}</td></tr>{{end}}
{{if .D.Order}}<tr><td style="padding-top:8px;font-size:13px;color:#6b7280">{{.Code}}: <a href="{{.D.SiteURL}}/pedido/{{.D.Order}}" style="color:#6b7280;word-break:break-all">{{.D.Order}}</a></td></tr>{{end}}
<tr><td style="padding-top:16px"><table role="presentation" width="100%" style="font-size:14px">
{{range .D.Lines}}<tr><td>{{.Label}}</td><td align="right">{{.Amount}}</td></tr>{{end}}
<tr><td style="font-weight:bold;padding-top:8px">{{.T.Total}}</td><td align="right" style="font-weight:bold;padding-top:8px">{{.D.Total}}</td></tr>
</table></td></tr>
{{with .D.Pay}}<tr><td style="padding-top:24px;font-size:14px;font-weight:bold">{{.Label}}</td></tr>
<tr><td style="padding:8px;background:#f4f4f5;font-family:monospace;font-size:13px;word-break:break-all">{{.Code}}</td></tr>
<tr><td style="padding-top:8px;font-size:14px">{{.Until}}</td></tr>{{end}}
{{with .Refund}}<tr><td style="padding-top:24px;font-size:14px">{{.How}}</td></tr>
<tr><td style="padding-top:8px;font-size:14px">{{.Contact.HTML $.Color}}</td></tr>{{end}}
{{if .D.Tickets}}<tr><td style="padding-top:24px;font-size:16px;font-weight:bold">{{.T.Tickets}}</td></tr>
{{range .D.Tickets}}<tr><td style="padding:8px 0;font-size:14px">{{.Holder}} — {{.Sector}}<br>
<a href="{{.URL}}" style="color:{{$.Color}}">{{$.T.Action}}</a></td></tr>{{end}}{{end}}
{{if .D.Link}}<tr><td style="padding:24px 0" align="center"><a href="{{.D.Link}}" style="background:{{.Color}};color:#fff;padding:12px 24px;border-radius:6px;text-decoration:none">{{.T.Action}}</a></td></tr>{{end}}
<tr><td style="padding-top:16px;font-size:13px;color:#6b7280">{{.T.Outro}}</td></tr>
<tr><td style="padding-top:24px;font-size:12px;color:#9ca3af"><a href="{{.D.SiteURL}}" style="color:#9ca3af">{{.D.StoreName}}</a></td></tr>
</table></td></tr></table></body></html>`))

var orderText = texttemplate.Must(texttemplate.New("order").Parse(`{{.D.StoreName}}
{{if .D.Name}}
{{.Hello}}, {{.D.Name}}!
{{end}}
{{.T.Intro}}

{{.D.Event}}
{{.D.Session}}{{if .D.Place}}
{{.D.Place}}{{if .D.Address}}, {{.D.Address}}{{end}}{{end}}{{if .D.Order}}
{{.Code}}: {{.D.Order}} ({{.D.SiteURL}}/pedido/{{.D.Order}}){{end}}
{{range .D.Lines}}
{{.Label}}: {{.Amount}}{{end}}
{{.T.Total}}: {{.D.Total}}
{{with .D.Pay}}
{{.Label}}:
{{.Code}}
{{.Until}}
{{end}}{{with .Refund}}
{{.How}}

{{.Contact}}
{{end}}{{if .D.Tickets}}
{{.T.Tickets}}:{{range .D.Tickets}}
- {{.Holder}} — {{.Sector}}: {{.URL}}{{end}}
{{end}}{{if .D.Link}}
{{.T.Action}}: {{.D.Link}}
{{end}}
{{.T.Outro}}

{{.D.SiteURL}}
`))

// safeColor keeps a store colour usable inside a style attribute.
func safeColor(c string) htmltemplate.CSS {
	if len(c) == 7 && c[0] == '#' {
		for _, r := range c[1:] {
			if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'f' || r >= 'A' && r <= 'F') {
				return "#1f2937"
			}
		}
		return htmltemplate.CSS(c)
	}
	return "#1f2937"
}

// RenderOrder builds an order e-mail of kind in locale ("pt" or "en", else English) for to.
func RenderOrder(kind Kind, locale, to string, d OrderData) (Message, error) {
	set, ok := orderCopy[locale]
	if !ok {
		set = orderCopy["en"]
	}
	t, ok := set[kind]
	if !ok {
		return Message{}, fmt.Errorf("mail: no template %s", kind)
	}
	var refund *refundView
	var err error
	switch kind {
	case PaymentRefund:
		t, refund, err = refundParts(locale, d, t)
	case OrderCancelled:
		t, refund, err = cancelParts(locale, d, t)
	case RefundTransferred:
		t, refund, err = transferParts(locale, d, t)
	}
	if err != nil {
		return Message{}, err
	}
	hello, code := "Hello", orderCode["en"]
	if locale == "pt" {
		hello, code = "Olá", orderCode["pt"]
	}
	view := struct {
		T           orderTexts
		D           OrderData
		Hello, Code string
		Logo        string
		Color       htmltemplate.CSS
		Refund      *refundView
	}{t, d, hello, code, mailLogo(d.SiteURL, d.StoreLogo), safeColor(d.Color), refund}
	var html, text bytes.Buffer
	if err := orderHTML.Execute(&html, view); err != nil {
		return Message{}, err
	}
	if err := orderText.Execute(&text, view); err != nil {
		return Message{}, err
	}
	return Message{To: to, FromName: d.StoreName, Subject: fmt.Sprintf(t.Subject, d.Event) + " — " + d.StoreName, Text: text.String(),
		HTML: html.String()}, nil
}
