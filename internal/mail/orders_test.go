package mail

import (
	"strings"
	"testing"
)

func TestRenderOrderBrandedPerLocale(t *testing.T) {
	d := OrderData{StoreName: "Loja <Sul>", StoreLogo: "https://loja.example/logo.png", SiteURL: "https://loja.example",
		Color: "#0a7f3f", Name: "Ana", Event: "Festival", Session: "05/12/2026 às 21:00",
		Lines: []OrderLine{{"2× Pista (inteira)", "R$ 100,00"}}, Total: "R$ 110,00",
		Tickets: []TicketLink{{"Ana", "Pista", "https://loja.example/ingressos/abc"}}}
	pt, err := RenderOrder(OrderPaid, "pt", "ana@example.com", d)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(pt.Subject, "Seus ingressos para Festival") || !strings.Contains(pt.HTML, "#0a7f3f") ||
		!strings.Contains(pt.HTML, "Loja &lt;Sul&gt;") || !strings.Contains(pt.Text, "https://loja.example/ingressos/abc") ||
		!strings.Contains(pt.HTML, `src="https://loja.example/logo.png"`) || !strings.Contains(pt.Text, "Olá, Ana!") {
		t.Errorf("pt: %s\n%s", pt.Subject, pt.HTML)
	}
	d.Color, d.Tickets, d.Link = "red;background:url(x)", nil, "https://loja.example/evento/1?carrinho_abandonado=h"
	en, err := RenderOrder(CartReminder, "en", "ana@example.com", d)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(en.Subject, "Your tickets for Festival are waiting") || strings.Contains(en.HTML, "url(x)") ||
		!strings.Contains(en.HTML, "carrinho_abandonado=h") || !strings.Contains(en.Text, "Continue purchase") {
		t.Errorf("en: %s\n%s", en.Subject, en.HTML)
	}
}

// An order's e-mail reads on a phone like the account ones: fluid up to 560 px, with a
// viewport, and the store's SVG logo sent as its PNG (Gmail and Outlook show no SVG).
func TestOrderMailIsFluidWithPNGLogo(t *testing.T) {
	d := OrderData{StoreName: "Ingressos do Sul", StoreLogo: "https://sul.test/media/demo/sul-logo.svg",
		SiteURL: "https://sul.test", Event: "Festival", Total: "R$ 110,00",
		Tickets: []TicketLink{{"Ana", "Pista", "https://sul.test/ingressos/abc"}}}
	m, err := RenderOrder(OrderPaid, "pt", "ana@example.com", d)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`src="https://sul.test/media/demo/sul-logo.png"`, `name="viewport"`, "max-width:560px"} {
		if !strings.Contains(m.HTML, want) {
			t.Errorf("HTML lacks %q", want)
		}
	}
	if strings.Contains(m.HTML, `.svg"`) || strings.Contains(m.HTML, `width="560"`) {
		t.Errorf("SVG logo or a fixed width:\n%s", m.HTML)
	}
}
