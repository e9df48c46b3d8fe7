package mail

import (
	"bytes"
	htmltemplate "html/template"
	texttemplate "text/template"
)

// E-mails after the purchase (issue 9), in Portuguese: the storefront's customers are in
// Brazil and these go to a new ticket holder or to an organizer, neither of whom chose a
// language on this store.

// TransferData fills the e-mail to a ticket's new holder.
type TransferData struct {
	Name, From             string // first names: the new holder, who transferred it
	Event, Session, Sector string
	Link                   string // {canonical origin}/ingressos/{token}
}

var transferHTML = htmltemplate.Must(htmltemplate.New("transfer").Parse(`<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#f4f4f5;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:8px;padding:32px">
<p>Olá{{if .Name}}, {{.Name}}{{end}}!</p>
<p>{{if .From}}{{.From}} transferiu{{else}}Foi transferido{{end}} para você um ingresso de <strong>{{.Event}}</strong> ({{.Session}}), setor {{.Sector}}.</p>
<p style="text-align:center;padding:16px 0"><a href="{{.Link}}" style="background:#1f2937;color:#fff;padding:12px 24px;border-radius:6px;text-decoration:none">Ver ingresso</a></p>
<p style="font-size:13px;color:#6b7280">Apresente o QR code do ingresso na entrada, com um documento com foto. O ingresso anterior deixou de valer.</p>
</div></body></html>`))

var transferText = texttemplate.Must(texttemplate.New("transfer").Parse(`Olá{{if .Name}}, {{.Name}}{{end}}!

{{if .From}}{{.From}} transferiu{{else}}Foi transferido{{end}} para você um ingresso de {{.Event}} ({{.Session}}), setor {{.Sector}}.

Ver ingresso: {{.Link}}

Apresente o QR code do ingresso na entrada, com um documento com foto. O ingresso anterior deixou de valer.
`))

// RenderTransfer builds the e-mail that gives a transferred ticket's link to its new holder.
func RenderTransfer(_ string, to string, d TransferData) (Message, error) {
	var html, text bytes.Buffer
	if err := transferHTML.Execute(&html, d); err != nil {
		return Message{}, err
	}
	if err := transferText.Execute(&text, d); err != nil {
		return Message{}, err
	}
	return Message{To: to, Subject: "Você recebeu um ingresso para " + d.Event, Text: text.String(), HTML: html.String()}, nil
}

// CustomerMessageData fills a customer's message to an organizer.
type CustomerMessageData struct {
	Organizer, Customer, CustomerEmail, Event, Store, Message string
}

var customerHTML = htmltemplate.Must(htmltemplate.New("customer").Parse(`<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<p>Mensagem de {{.Customer}} &lt;{{.CustomerEmail}}&gt;, cliente de {{.Store}}{{if .Event}}, sobre <strong>{{.Event}}</strong>{{end}}:</p>
<blockquote style="white-space:pre-wrap;border-left:3px solid #d1d5db;margin:0;padding:8px 16px">{{.Message}}</blockquote>
<p style="font-size:13px;color:#6b7280">Responda este e-mail para falar com o cliente.</p>
</body></html>`))

var customerText = texttemplate.Must(texttemplate.New("customer").Parse(`Mensagem de {{.Customer}} <{{.CustomerEmail}}>, cliente de {{.Store}}{{if .Event}}, sobre {{.Event}}{{end}}:

{{.Message}}

Responda este e-mail para falar com o cliente.
`))

// RenderCustomerMessage builds the e-mail carrying a customer's message to an organizer;
// replies go to the customer.
func RenderCustomerMessage(to string, d CustomerMessageData) (Message, error) {
	var html, text bytes.Buffer
	if err := customerHTML.Execute(&html, d); err != nil {
		return Message{}, err
	}
	if err := customerText.Execute(&text, d); err != nil {
		return Message{}, err
	}
	subject := "Mensagem de cliente"
	if d.Event != "" {
		subject += ": " + d.Event
	}
	return Message{To: to, ReplyTo: d.CustomerEmail, Subject: subject, Text: text.String(), HTML: html.String()}, nil
}
