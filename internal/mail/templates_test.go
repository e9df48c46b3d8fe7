package mail

import (
	"strings"
	"testing"
)

func TestHTMLMailIsFluidWithPNGLogoAndStoreButton(t *testing.T) {
	m, err := Render(RemovalLink, "pt", "ana@example.com", Data{StoreName: "Ingressos do Sul",
		StoreLogo: "https://sul.test/media/demo/sul-logo.svg", Color: "#0F766E", Link: "https://sul.test/x"})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`src="https://sul.test/media/demo/sul-logo.png"`, // Gmail and Outlook show no SVG
		"max-width:560px", `width="100%"`, // fluid up to 560 px
		"background:#0f766e;color:#ffffff", // the store's colour, white text on dark teal
	} {
		if !strings.Contains(m.HTML, want) {
			t.Errorf("HTML lacks %q", want)
		}
	}
	if strings.Contains(m.HTML, `.svg"`) || strings.Contains(m.HTML, `<table role="presentation" width="560"`) &&
		!strings.Contains(m.HTML, "<!--[if mso]><table role=\"presentation\" width=\"560\"") {
		t.Errorf("SVG logo or fixed width outside Outlook's conditional:\n%s", m.HTML)
	}
	if m.FromName != "Ingressos do Sul" {
		t.Errorf("sender name %q", m.FromName)
	}
}

func TestActionButtonTextFollowsTheStoreColour(t *testing.T) {
	for _, tc := range []struct{ color, bg, text string }{
		{"#6d28d9", "#6d28d9", "#ffffff"},
		{"#fde68a", "#fde68a", "#000000"}, // light yellow needs black text
		{"#fff", "#fff", "#000000"},
		{"red; background:url(x)", defaultButton, "#ffffff"}, // not a colour: never reaches the style
		{"", defaultButton, "#ffffff"},
	} {
		got := actionButton(tc.color)
		if got.Background != tc.bg || got.Text != tc.text {
			t.Errorf("%q: %+v", tc.color, got)
		}
		rgb, _ := parseHex(got.Background)
		text, _ := parseHex(got.Text)
		if r := contrast(relativeLuminance(rgb), relativeLuminance(text)); r < 4.5 {
			t.Errorf("%q: contrast %.2f below 4.5", tc.color, r)
		}
	}
}

func TestMailLogoKeepsRasterLogos(t *testing.T) {
	for in, want := range map[string]string{"https://a.test/l.svg": "https://a.test/l.png",
		"https://a.test/l.png": "https://a.test/l.png", "": "", "/media/l.svg": "https://loja.test/media/l.png"} {
		if got := mailLogo("https://loja.test", in); got != want {
			t.Errorf("mailLogo(%q) = %q", in, got)
		}
	}
}
