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

func TestTransferMail(t *testing.T) {
	m, err := RenderTransfer("pt", "carla@example.com", TransferData{Name: "Carla", From: "Ana", Event: "Show", Session: "28/11/2026 às 20:00",
		Sector: "Pista", Link: "https://loja.example/ingressos/abc"})
	if err != nil || m.To != "carla@example.com" || !strings.Contains(m.Text, "https://loja.example/ingressos/abc") ||
		!strings.Contains(m.HTML, `href="https://loja.example/ingressos/abc"`) {
		t.Errorf("transfer mail: %+v %v", m, err)
	}
}
