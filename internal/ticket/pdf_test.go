package ticket

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"strings"
	"testing"
	"time"

	"github.com/gen2brain/webp"
)

func sampleView() View {
	batch, proof := "2º lote", "estudante"
	return View{Token: strings.Repeat("b", 32), Event: Event{Nome: "Festival de Verão Floripa"}, Sector: "Pista Premium",
		Batch: &batch, Type: "half", HalfProof: &proof, Holder: Holder{Name: "João da Silva", CPFMasked: "***.456.789-**"},
		Session:   Session{Inicio: "2026-11-28T20:00:00-03:00", Timezone: "America/Sao_Paulo"},
		Place:     Place{Nome: "Arena Jurerê", Endereco: "Av. dos Búzios, 1200 - Jurerê", Cidade: "Florianópolis", UF: "SC"},
		OrderHash: strings.Repeat("c", 32), start: time.Date(2026, 11, 28, 23, 0, 0, 0, time.UTC), origin: "https://loja.example"}
}

func testImage(w, h int) image.Image {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.Set(x, y, color.NRGBA{uint8(x), uint8(y), 120, 255})
		}
	}
	return img
}

func pngOf(t *testing.T, img image.Image) []byte {
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// cp1252 is how the core fonts write Portuguese text into the page.
func cp1252(s string) string {
	r := strings.NewReplacer("ã", "\xe3", "ê", "\xea", "ú", "\xfa", "á", "\xe1", "í", "\xed", "º", "\xba", "ó", "\xf3", "·", "\xb7")
	return r.Replace(s)
}

// One page per ticket, each with the brand, session, place, sector, lote, type and its proof,
// holder, order and a QR code of 70 mm; the poster and logo are embedded once for all pages.
func TestPDFOnePagePerTicketWithItsTexts(t *testing.T) {
	half := sampleView()
	full := sampleView()
	full.Token, full.Type, full.HalfProof, full.Batch, full.Holder.Name = strings.Repeat("d", 32), "full", nil, nil, "Maria Souza"
	long := sampleView()
	long.Token = strings.Repeat("e", 32)
	long.Event.Nome = strings.Repeat("Festival de Inverno da Serra Catarinense ", 20)
	long.Holder.Name = strings.Repeat("Nome Muito Comprido ", 20)
	long.Place.Endereco = strings.Repeat("Rua Longa ", 40)
	poster := jpegOf(testImage(640, 360))
	b := printBrand{name: "Catraca Ingressos", site: "loja.example", color: colorOf("#6d28d9"), logo: embeddable(pngOf(t, testImage(200, 40)))}
	pdf, err := renderPDF([]printPage{{half, poster}, {full, poster}, {long, poster}}, b)
	if err != nil {
		t.Fatal(err)
	}
	out := string(pdf)
	if n := strings.Count(out, "/Type /Page\n") + strings.Count(out, "/Type /Page "); n != 3 {
		t.Errorf("%d pages, want 3", n)
	}
	if n := strings.Count(out, "/Subtype /Image"); n != 2 {
		t.Errorf("%d images, want the poster and the logo once each", n)
	}
	for _, want := range []string{"Festival de Verão Floripa", `Sábado, 28/11/2026 · 20:00 \(horário de Brasília\)`, "Arena Jurerê",
		"Av. dos Búzios, 1200 - Jurerê, Florianópolis - SC", "Pista Premium", "LOTE", "2º lote", "Meia-entrada",
		"carteira de estudante", "Inteira", "João da Silva", "Maria Souza", "***.456.789-**", half.OrderHash, half.Token,
		full.Token, "INGRESSO 1 DE 3", "Catraca Ingressos · loja.example", "Festival de Inverno da Serra"} {
		if !strings.Contains(out, cp1252(want)) {
			t.Errorf("pdf lacks %q", want)
		}
	}
	// The QR code's white square: 70 mm (198.43 pt) a side, at least the 6 cm a scanner needs.
	if n := strings.Count(out, " 198.43 -198.43 re f"); n != 3 {
		t.Errorf("%d QR squares of 70 mm, want one a page", n)
	}
}

// Without a poster or logo the page still draws: a panel in the store's colour with the
// session's day, and the store's name in text.
func TestPDFWithoutImages(t *testing.T) {
	pdf, err := renderPDF([]printPage{{v: sampleView()}}, printBrand{name: "Ingressos do Sul", color: colorOf("bad")})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Ingressos do Sul", "NOV 2026", "(28) Tj", "INGRESSO)"} {
		if !strings.Contains(string(pdf), cp1252(want)) {
			t.Errorf("pdf lacks %q", want)
		}
	}
	if strings.Contains(string(pdf), "/Subtype /Image") {
		t.Error("an image without one to draw")
	}
}

// JPEG and 8-bit PNG are embedded as they are; WebP and 16-bit PNG are converted; SVG is not
// drawn (its raster rendition is looked up instead).
func TestEmbeddableImages(t *testing.T) {
	jpg := jpegOf(testImage(8, 8))
	if got := embeddable(jpg.data); got == nil || got.kind != "JPG" || !bytes.Equal(got.data, jpg.data) {
		t.Errorf("jpeg: %v", got)
	}
	p8 := pngOf(t, testImage(8, 8))
	if got := embeddable(p8); got == nil || got.kind != "PNG" || !bytes.Equal(got.data, p8) {
		t.Errorf("png: %v", got)
	}
	deep := image.NewNRGBA64(image.Rect(0, 0, 4, 4))
	if got := embeddable(pngOf(t, deep)); got == nil || got.kind != "PNG" || got.data[24] != 8 {
		t.Errorf("16-bit png not made 8-bit: %v", got)
	}
	var wp bytes.Buffer
	if err := webp.Encode(&wp, testImage(8, 8), webp.Options{Quality: 80}); err != nil {
		t.Fatal(err)
	}
	if got := embeddable(wp.Bytes()); got == nil || got.kind != "JPG" {
		t.Errorf("webp: %v", got)
	}
	if got := embeddable([]byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`)); got != nil {
		t.Errorf("svg embedded: %v", got)
	}
	if got := logoRefs("/media/demo/catraca-logo.svg"); len(got) != 1 || got[0] != "/media/demo/catraca-logo.png" {
		t.Errorf("svg logo: %v", got)
	}
}

// The purchase e-mail's calendar entry: the order's UID and page, the session in UTC, the
// place with its address, and an end three hours on when the session has none.
func TestOrderICS(t *testing.T) {
	ics := string(orderICS(sampleView(), 2, time.Date(2026, 11, 18, 15, 0, 0, 0, time.UTC)))
	for _, want := range []string{"UID:" + strings.Repeat("c", 32) + "@catraca\r\n", "DTSTART:20261128T230000Z\r\n",
		"DTEND:20261129T020000Z\r\n", "SUMMARY:Festival de Verão Floripa\r\n",
		`LOCATION:Arena Jurerê\, Av. dos Búzios\, 1200 - Jurerê\, Florianópolis - SC`,
		"URL:https://loja.example/pedido/" + strings.Repeat("c", 32)} {
		if !strings.Contains(strings.ReplaceAll(ics, "\r\n ", ""), want) {
			t.Errorf("ics lacks %q:\n%s", want, ics)
		}
	}
}
