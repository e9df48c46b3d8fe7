package mail

import (
	"strings"
	"testing"
)

func TestRenderPaymentRefund(t *testing.T) {
	d := OrderData{StoreName: "Loja", SiteURL: "https://loja.example", Event: "Festival", Order: "abc",
		Total: "R$ 110,00", Link: "https://loja.example/pedido/abc"}
	cases := []struct {
		locale string
		r      RefundData
		want   []string
	}{
		{"en", RefundData{Reason: RefundLate, Amount: "R$ 110,00", Method: "card", Help: "https://help.example"},
			[]string{"Your payment for Festival will be refunded", "payment of R$ 110,00 after the order's reservation had ended",
				"no tickets were issued", "same card", "Contact the store at https://help.example"}},
		{"pt", RefundData{Reason: RefundLate, Amount: "R$ 110,00", Method: "boleto", WhatsApp: "+55 (48) 99999-0000", Help: "https://ajuda"},
			[]string{"conta bancária", "pelo WhatsApp +55 (48) 99999-0000 ou em https://ajuda"}},
		{"pt", RefundData{Reason: RefundAlreadyPaid, Amount: "R$ 110,00", Method: "boleto"},
			[]string{"segundo pagamento de R$ 110,00", "pelo mesmo meio de pagamento", "Fale com a loja em https://loja.example"}},
		{"en", RefundData{Reason: RefundWrongAmount, Amount: "R$ 10,00", Method: "pix"},
			[]string{"payment of R$ 10,00, which is not the order's total", "by PIX"}},
		// Paid above the total: what goes back is the difference, the amount named, not the
		// whole payment.
		{"pt", RefundData{Reason: RefundExcess, Amount: "R$ 12,34", Method: "pix"},
			[]string{"Recebemos R$ 12,34 a mais", "a diferença será devolvida", "devolver esse valor por PIX"}},
		{"en", RefundData{Reason: RefundExcess, Amount: "R$ 12,34", Method: "card"},
			[]string{"R$ 12,34 more than the order's total", "refund this amount to the same card"}},
	}
	for _, c := range cases {
		d.Refund = &c.r
		m, err := RenderOrder(PaymentRefund, c.locale, "ana@example.com", d)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range c.want {
			if !strings.Contains(m.Subject+"\n"+m.Text, w) {
				t.Errorf("%s %s lacks %q:\n%s\n%s", c.locale, c.r.Reason, w, m.Subject, m.Text)
			}
		}
		if strings.Contains(m.Text, "integral") || strings.Contains(m.Text, "full amount") {
			t.Errorf("%s %s says the whole payment goes back:\n%s", c.locale, c.r.Reason, m.Text)
		}
	}
	d.Refund = &RefundData{Reason: RefundLate, Amount: "R$ 110,00", Method: "boleto"}
	if m, _ := RenderOrder(PaymentRefund, "pt", "ana@example.com", d); !strings.Contains(m.HTML, "Um boleto não volta sozinho") {
		t.Errorf("the HTML part lacks how the money goes back:\n%s", m.HTML)
	}
	d.Refund = nil
	if _, err := RenderOrder(PaymentRefund, "pt", "ana@example.com", d); err == nil {
		t.Error("a refund e-mail without its data must fail, not say nothing")
	}
}
