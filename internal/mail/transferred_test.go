package mail

import (
	"strings"
	"testing"
)

// Cancellations the organizer made say so with its words; a boleto's refund without an account
// asks for one; the transfer's e-mail names the account.
func TestRenderOrganizerCancellationAndTransfer(t *testing.T) {
	d := OrderData{StoreName: "Loja", SiteURL: "https://loja.example", Event: "Festival", Order: "abc",
		Total: "R$ 110,00", Link: "https://loja.example/pedido/abc"}
	cases := []struct {
		kind   Kind
		locale string
		c      CancelData
		want   []string
	}{
		{OrderCancelled, "pt", CancelData{By: "organizer", Note: "Setor fechado.", Amount: "R$ 110,00", Method: "card"},
			[]string{"O organizador cancelou este pedido", "Motivo: Setor fechado.", "devolvidos no mesmo cartão"}},
		{OrderCancelled, "en", CancelData{By: "event", Note: "Tour cancelled.", Amount: "R$ 110,00", Method: "transfer"},
			[]string{"The event was cancelled by its organizer", "The organizer's message: Tour cancelled.", "send the store the bank"}},
		{OrderCancelled, "pt", CancelData{By: "event", Note: "Chuva.", Amount: "R$ 110,00", Method: "transfer"},
			[]string{"Mensagem do organizador: Chuva.", "informe à loja o banco, a agência, a conta e o CPF do titular"}},
		{RefundTransferred, "pt", CancelData{Amount: "R$ 110,00", Method: "transfer", Account: "banco 001, agência 1, conta terminada em 90"},
			[]string{"Estorno transferido: Festival", "pago por transferência bancária", "R$ 110,00 foram transferidos para a conta banco 001"}},
		{RefundTransferred, "en", CancelData{Amount: "R$ 110,00", Method: "transfer", Account: "bank 001, branch 1, account ending in 90"},
			[]string{"Refund transferred: Festival", "R$ 110,00 was transferred to the account bank 001"}},
	}
	for _, c := range cases {
		d.Cancel = &c.c
		m, err := RenderOrder(c.kind, c.locale, "ana@example.com", d)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range c.want {
			if !strings.Contains(m.Subject+"\n"+m.Text, w) {
				t.Errorf("%s %s %+v lacks %q:\n%s\n%s", c.kind, c.locale, c.c, w, m.Subject, m.Text)
			}
		}
	}
	d.Cancel = &CancelData{Amount: "R$ 1,00", Method: "transfer"}
	if _, err := RenderOrder(RefundTransferred, "pt", "ana@example.com", d); err == nil {
		t.Error("a transfer's e-mail without its account")
	}
}
