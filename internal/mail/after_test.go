package mail

import (
	"strings"
	"testing"
)

func TestCustomerMessageRepliesToTheCustomer(t *testing.T) {
	m, err := RenderCustomerMessage("org@example.com", CustomerMessageData{Organizer: "Produtora", Customer: "Ana <b>Souza</b>",
		CustomerEmail: "ana@example.com", Event: "Show", Store: "Loja", Message: "Olá,\n<script>x</script> tudo bem?"})
	if err != nil {
		t.Fatal(err)
	}
	if m.ReplyTo != "ana@example.com" || m.To != "org@example.com" || !strings.Contains(m.Text, "tudo bem?") ||
		strings.Contains(m.HTML, "<script>") || strings.Contains(m.HTML, "<b>Souza") {
		t.Errorf("message: %+v", m)
	}
	s, err := NewSMTP("smtp://127.0.0.1:2525", "Loja <nao-responda@example.com>")
	if err != nil {
		t.Fatal(err)
	}
	raw, err := s.render(m)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(raw), "\r\nReply-To: <ana@example.com>\r\n") {
		t.Errorf("no Reply-To header:\n%s", raw[:300])
	}
	// an address cannot smuggle a header in
	m.ReplyTo = "a@b.com\r\nBcc: x@y.com"
	raw, _ = s.render(m)
	if strings.Contains(string(raw), "\r\nBcc:") {
		t.Errorf("header injected through Reply-To")
	}
}

// The new holder's e-mail comes in the store's look: its name as the sender, its logo (as PNG),
// its colour on the button, and a fluid layout for a phone.
func TestTransferMail(t *testing.T) {
	m, err := RenderTransfer("carla@example.com", TransferData{
		Data: Data{StoreName: "Loja & Cia", StoreLogo: "https://loja.example/logo.svg", Color: "#0b6e4f",
			SiteURL: "https://loja.example", Name: "Carla", Link: "https://loja.example/ingressos/abc"},
		From: "Ana", Event: "Show", Session: "28/11/2026 às 20:00 (horário de Brasília)", Sector: "Pista"})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Olá, Carla!", "Ana transferiu para você um ingresso de Show, 28/11/2026 às 20:00 (horário de Brasília), setor Pista.",
		"https://loja.example/ingressos/abc", "O ingresso anterior deixou de valer."} {
		if !strings.Contains(m.Text, want) {
			t.Errorf("text lacks %q:\n%s", want, m.Text)
		}
	}
	for _, want := range []string{`href="https://loja.example/ingressos/abc"`, `src="https://loja.example/logo.png"`, "background:#0b6e4f",
		`name="viewport"`, "Loja &amp; Cia"} {
		if !strings.Contains(m.HTML, want) {
			t.Errorf("HTML lacks %q:\n%s", want, m.HTML)
		}
	}
	if m.To != "carla@example.com" || m.FromName != "Loja & Cia" || m.Subject != "Você recebeu um ingresso para Show — Loja & Cia" {
		t.Errorf("envelope: to %q, from %q, subject %q", m.To, m.FromName, m.Subject)
	}
	m, _ = RenderTransfer("carla@example.com", TransferData{Data: Data{StoreName: "Loja", Link: "https://l/x"}, Event: "Show", Session: "s", Sector: "P"})
	if !strings.Contains(m.Text, "Foi transferido para você um ingresso de Show") {
		t.Errorf("without who gave it:\n%s", m.Text)
	}
}
