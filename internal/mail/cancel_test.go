package mail

import (
	"strings"
	"testing"
)

func TestRenderOrderCancelled(t *testing.T) {
	d := OrderData{StoreName: "Loja", SiteURL: "https://loja.example", Event: "Festival", Order: "abc",
		Total: "R$ 110,00", Link: "https://loja.example/pedido/abc"}
	cases := []struct {
		locale string
		c      CancelData
		want   []string
	}{
		{"pt", CancelData{Amount: "R$ 110,00", Method: "card", WhatsApp: "+55 (48) 99999-0000"},
			[]string{"Pedido cancelado: Festival", "Recebemos o seu pedido de cancelamento", "não valem mais para a entrada",
				"R$ 110,00 serão devolvidos no mesmo cartão", "pelo WhatsApp +55 (48) 99999-0000", "Ver pedido: https://loja.example/pedido/abc"}},
		{"en", CancelData{Amount: "R$ 110,00", Method: "pix", Help: "https://help.example"},
			[]string{"Order cancelled: Festival", "We received your cancellation request", "R$ 110,00 will be refunded by PIX",
				"Contact the store at https://help.example"}},
		{"pt", CancelData{Amount: "R$ 88,00", Method: "transfer", Account: "banco 001 Banco do Brasil, agência 1234, conta terminada em 67"},
			[]string{"R$ 88,00 serão transferidos para a conta que você informou: banco 001 Banco do Brasil, agência 1234, conta terminada em 67"}},
		{"pt", CancelData{Method: "card"}, []string{"Não há valor a devolver."}},
		{"pt", CancelData{Amount: "R$ 164,94", Method: "card", Interest: true},
			[]string{"R$ 164,94, o valor cobrado no cartão com os juros do parcelamento, serão devolvidos no mesmo cartão"}},
		{"en", CancelData{ByGateway: true, Amount: "R$ 110,00", Method: "card"},
			[]string{"This order's payment was refunded", "R$ 110,00 was refunded through the means of payment"}},
	}
	for _, c := range cases {
		d.Cancel = &c.c
		m, err := RenderOrder(OrderCancelled, c.locale, "ana@example.com", d)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range c.want {
			if !strings.Contains(m.Subject+"\n"+m.Text, w) {
				t.Errorf("%s %+v lacks %q:\n%s\n%s", c.locale, c.c, w, m.Subject, m.Text)
			}
		}
	}
	d.Cancel = &CancelData{Amount: "R$ 110,00", Method: "card"}
	if m, _ := RenderOrder(OrderCancelled, "pt", "ana@example.com", d); !strings.Contains(m.HTML, "serão devolvidos no mesmo cartão") ||
		!strings.Contains(m.HTML, "não valem mais para a entrada") {
		t.Errorf("the HTML part lacks what happened or how the money goes back:\n%s", m.HTML)
	}
	// The store's places are links in the HTML part, each escaped.
	d.Cancel = &CancelData{Amount: "R$ 110,00", Method: "pix", WhatsApp: "+55 (48) 99999-0000", Help: `https://ajuda.example/?q="x"&a=<b>`}
	m, err := RenderOrder(OrderCancelled, "pt", "ana@example.com", d)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{`pelo WhatsApp <a href="https://wa.me/5548999990000"`, `>+55 (48) 99999-0000</a> ou em <a href="https://ajuda.example/?q=&#34;x&#34;&amp;a=&lt;b&gt;"`} {
		if !strings.Contains(m.HTML, w) {
			t.Errorf("the HTML part lacks %q:\n%s", w, m.HTML)
		}
	}
	if !strings.Contains(m.Text, `pelo WhatsApp +55 (48) 99999-0000 ou em https://ajuda.example/?q="x"&a=<b>, informando`) {
		t.Errorf("the text part's contact line:\n%s", m.Text)
	}
	d.Cancel.Help = "javascript:alert(1)"
	if m, _ := RenderOrder(OrderCancelled, "pt", "ana@example.com", d); strings.Contains(m.HTML, `href="javascript`) || !strings.Contains(m.HTML, "ou em javascript:alert(1), informando") {
		t.Errorf("a help page that is no web address must stay words:\n%s", m.HTML)
	}
	d.Cancel = nil
	if _, err := RenderOrder(OrderCancelled, "pt", "ana@example.com", d); err == nil {
		t.Error("a cancellation e-mail without its data must fail, not say nothing")
	}
}
