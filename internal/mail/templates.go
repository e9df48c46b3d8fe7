package mail

import (
	"bytes"
	"fmt"
	htmltemplate "html/template"
	"strings"
	texttemplate "text/template"
)

// Kind names an e-mail the storefront sends.
type Kind string

const (
	LoginToken   Kind = "login_token"   // two-factor code
	ConfirmToken Kind = "confirm_token" // registration confirmation code
	ResetToken   Kind = "reset_token"   // password recovery code
	RemovalLink  Kind = "removal_link"  // account removal confirmation
	Removed      Kind = "removed"       // account removal done
	// The back office: an invitation to an organizer's console, and its login code.
	OrganizerInvite Kind = "organizer_invite"
	OrganizerCode   Kind = "organizer_code"
)

// Data fills a template: the store's brand and what the message is about.
type Data struct {
	StoreName string
	StoreLogo string // absolute URL, or a path on SiteURL; an SVG one is sent as its PNG sibling (see mailLogo)
	Color     string // the store's primary colour (#rrggbb) for the action button
	SiteURL   string
	Name      string // the customer's first name
	Code      string // six-digit code
	Link      string // absolute URL to act on
}

type texts struct{ Subject, Intro, Action, Outro string }

// copy holds every sentence per kind and locale; English is the fallback.
var copy = map[string]map[Kind]texts{
	"pt": {
		LoginToken: {"Seu código de acesso", "Use este código para entrar na sua conta:",
			"", "O código vale por 10 minutos. Se não foi você, troque sua senha."},
		ConfirmToken: {"Confirme seu cadastro", "Falta pouco! Use este código para confirmar seu cadastro:",
			"", "O código vale por 10 minutos."},
		ResetToken: {"Recuperação de senha", "Use este código para criar uma nova senha:",
			"", "O código vale por 10 minutos. Se você não pediu, ignore este e-mail: sua senha continua a mesma."},
		RemovalLink: {"Confirme a exclusão da sua conta", "Recebemos seu pedido de exclusão de conta. Para confirmar, use o link abaixo:",
			"Confirmar exclusão da conta", "O link vale por 10 minutos. Seus pedidos continuam guardados para fins fiscais, sem seus dados pessoais. Se não foi você, ignore este e-mail."},
		Removed: {"Sua conta foi excluída", "Sua conta foi excluída e seus dados pessoais foram apagados.",
			"", "Os registros de pedidos que a lei exige foram mantidos sem seus dados pessoais."},
		OrganizerInvite: {"Convite para o painel do organizador", "Você foi convidado para o painel do organizador: lá você cria eventos, acompanha as vendas e cuida dos pedidos. Para aceitar, crie sua senha pelo link abaixo:",
			"Aceitar o convite", "O convite vale por 7 dias e pode ser usado uma vez. Se você não esperava por ele, ignore este e-mail."},
		OrganizerCode: {"Seu código de acesso ao painel", "Use este código para entrar no painel do organizador:",
			"", "O código vale por 10 minutos. Se não foi você, troque sua senha: alguém sabe qual é."},
	},
	"en": {
		LoginToken: {"Your access code", "Use this code to log in to your account:",
			"", "The code is valid for 10 minutes. If this wasn't you, change your password."},
		ConfirmToken: {"Confirm your registration", "Almost there! Use this code to confirm your registration:",
			"", "The code is valid for 10 minutes."},
		ResetToken: {"Password recovery", "Use this code to create a new password:",
			"", "The code is valid for 10 minutes. If you didn't ask for it, ignore this e-mail: your password stays the same."},
		RemovalLink: {"Confirm your account removal", "We received your request to remove your account. To confirm it, use the link below:",
			"Confirm account removal", "The link is valid for 10 minutes. Your orders stay on record for tax purposes, without your personal data. If this wasn't you, ignore this e-mail."},
		Removed: {"Your account was removed", "Your account was removed and your personal data erased.",
			"", "The order records the law requires were kept without your personal data."},
		OrganizerInvite: {"Invitation to the organizer's console", "You were invited to the organizer's console, where you create events, follow sales and look after orders. To accept, create your password at the link below:",
			"Accept the invitation", "The invitation is valid for 7 days and works once. If you did not expect it, ignore this e-mail."},
		OrganizerCode: {"Your console access code", "Use this code to log in to the organizer's console:",
			"", "The code is valid for 10 minutes. If this wasn't you, change your password: someone knows it."},
	},
}

// The layout is fluid up to 560 px (phones get the full width, no sideways scroll); Outlook
// on Windows ignores max-width, so a fixed 560 px table wraps it there only.
var htmlLayout = htmltemplate.Must(htmltemplate.New("html").Parse(`<!doctype html>
<html><head><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<!--[if mso]><table role="presentation" width="560" cellpadding="0" cellspacing="0"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;max-width:560px;background:#fff;border-radius:8px">
<tr><td style="padding:32px 24px 0">{{if .Logo}}<img src="{{.Logo}}" alt="{{.Data.StoreName}}" height="40" style="display:block;height:40px;width:auto;max-width:100%;border:0">{{else}}<strong>{{.Data.StoreName}}</strong>{{end}}</td></tr>
<tr><td style="padding:24px 24px 0;font-size:16px">{{if .Data.Name}}{{.Hello}}, {{.Data.Name}}!{{end}}</td></tr>
<tr><td style="padding:12px 24px 0;font-size:16px">{{.T.Intro}}</td></tr>
{{if .Data.Code}}<tr><td style="padding:24px;font-size:32px;font-weight:bold;letter-spacing:8px" align="center">{{.Data.Code}}</td></tr>{{end}}
{{if .Data.Link}}<tr><td style="padding:24px" align="center"><a href="{{.Data.Link}}" style="display:inline-block;background:{{.Button.Background}};color:{{.Button.Text}};padding:12px 24px;border-radius:6px;text-decoration:none;font-weight:bold">{{.T.Action}}</a></td></tr>{{end}}
<tr><td style="padding:0 24px;font-size:13px;color:#4b5563">{{.T.Outro}}</td></tr>
<tr><td style="padding:24px 24px 32px;font-size:12px;color:#4b5563"><a href="{{.Data.SiteURL}}" style="color:#4b5563">{{.Data.StoreName}}</a></td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr></table></body></html>`))

var textLayout = texttemplate.Must(texttemplate.New("text").Parse(`{{.Data.StoreName}}
{{if .Data.Name}}
{{.Hello}}, {{.Data.Name}}!
{{end}}
{{.T.Intro}}
{{if .Data.Code}}
    {{.Data.Code}}
{{end}}{{if .Data.Link}}
{{.Data.Link}}
{{end}}
{{.T.Outro}}

{{.Data.SiteURL}}
`))

// Render builds the message of kind in locale ("pt" or "en", else English) for to.
func Render(kind Kind, locale, to string, d Data) (Message, error) {
	set, ok := copy[locale]
	if !ok {
		set = copy["en"]
	}
	t, ok := set[kind]
	if !ok {
		return Message{}, fmt.Errorf("mail: no template %s", kind)
	}
	hello := "Hello"
	if locale == "pt" {
		hello = "Olá"
	}
	return renderLayout(t, hello, to, d)
}

// renderLayout fills the store's layout with t, greeting d.Name with hello.
func renderLayout(t texts, hello, to string, d Data) (Message, error) {
	view := struct {
		T      texts
		Data   Data
		Hello  string
		Logo   string
		Button buttonColors
	}{t, d, hello, mailLogo(d.SiteURL, d.StoreLogo), actionButton(d.Color)}
	var html, text bytes.Buffer
	if err := htmlLayout.Execute(&html, view); err != nil {
		return Message{}, err
	}
	if err := textLayout.Execute(&text, view); err != nil {
		return Message{}, err
	}
	return Message{To: to, FromName: d.StoreName, Subject: t.Subject + " — " + d.StoreName, Text: text.String(),
		HTML: html.String()}, nil
}

// mailLogo is the logo URL a mail client can show: a path is taken on the store's site, never
// the request's Host. Gmail and Outlook do not display SVG, so an SVG logo is replaced by the
// PNG of the same name beside it: the demo ships both (internal/demo/media, rendered by
// scripts/mail-logos), and an operator with an SVG logo uploads its PNG next to it.
func mailLogo(site, logo string) string {
	if strings.HasPrefix(logo, "/") {
		logo = site + logo
	}
	if base, ok := strings.CutSuffix(logo, ".svg"); ok {
		return base + ".png"
	}
	return logo
}
