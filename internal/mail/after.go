package mail

import (
	"bytes"
	"fmt"
	htmltemplate "html/template"
	texttemplate "text/template"
)

// E-mails after the purchase (transfers, messages to organizers), in Portuguese: the storefront's customers are in
// Brazil and these go to a new ticket holder or to an organizer, neither of whom chose a
// language on this store.

// TransferData fills the e-mail to a ticket's new holder: the store's brand, the new holder's
// first name (Name) and the ticket's page (Link: {canonical origin}/ingressos/{token}).
type TransferData struct {
	Data
	From                   string // first name of who transferred it
	Event, Session, Sector string
}

// RenderTransfer builds the e-mail that gives a transferred ticket's link to its new holder, in
// the store's layout and colours like its other e-mails.
func RenderTransfer(to string, d TransferData) (Message, error) {
	who := "Foi transferido para você"
	if d.From != "" {
		who = d.From + " transferiu para você"
	}
	return renderLayout(texts{
		Subject: "Você recebeu um ingresso para " + d.Event,
		Intro:   fmt.Sprintf("%s um ingresso de %s, %s, setor %s.", who, d.Event, d.Session, d.Sector),
		Action:  "Ver ingresso",
		Outro:   "Apresente o QR code do ingresso na entrada, com um documento com foto. O ingresso anterior deixou de valer.",
	}, "Olá", to, d.Data)
}

// RenderTransferCancelled tells the holder of a transferred ticket that the buyer cancelled
// the order: the ticket no longer admits them (From: the buyer's first name).
func RenderTransferCancelled(to string, d TransferData) (Message, error) {
	what := fmt.Sprintf("a compra do ingresso de %s, %s, setor %s, que tinha sido transferido para você", d.Event, d.Session, d.Sector)
	intro := "Foi cancelada " + what + "."
	if d.From != "" {
		intro = d.From + " cancelou " + what + "."
	}
	return renderLayout(texts{
		Subject: "Seu ingresso para " + d.Event + " foi cancelado",
		Intro:   intro + " Esse ingresso não vale mais para a entrada.",
		Action:  "Ver ingresso",
		Outro:   "Dúvidas? Fale com quem transferiu o ingresso para você.",
	}, "Olá", to, d.Data)
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
