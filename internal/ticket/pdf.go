package ticket

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"
	"rsc.io/qr"
)

// printBrand is the store as its printed tickets show it.
type printBrand struct {
	name, site string
	color      rgb // the store's primary colour
	logo       *pdfImage
}

// printPage is one ticket and its event's poster (nil: a panel in the store's colour).
type printPage struct {
	v      View
	poster *pdfImage
}

type rgb struct{ r, g, b int }

// colorOf reads #rgb or #rrggbb; anything else is the storefront's dark grey.
func colorOf(hex string) rgb {
	h, _ := strings.CutPrefix(strings.TrimSpace(hex), "#")
	if len(h) == 3 {
		h = string([]byte{h[0], h[0], h[1], h[1], h[2], h[2]})
	}
	n, err := strconv.ParseUint(h, 16, 32)
	if len(h) != 6 || err != nil {
		return rgb{31, 41, 55}
	}
	return rgb{int(n >> 16), int(n >> 8 & 0xff), int(n & 0xff)}
}

// ink is the colour for text in the brand's colour on white: the colour itself unless it
// is too light to read, then the dark grey.
func (c rgb) ink() rgb {
	if 0.299*float64(c.r)+0.587*float64(c.g)+0.114*float64(c.b) > 160 {
		return rgb{31, 41, 55}
	}
	return c
}

// tint mixes a share f of the colour into white.
func (c rgb) tint(f float64) rgb {
	mix := func(v int) int { return int(255 - (255-float64(v))*f) }
	return rgb{mix(c.r), mix(c.g), mix(c.b)}
}

func (c rgb) scale(f float64) rgb {
	return rgb{int(float64(c.r) * f), int(float64(c.g) * f), int(float64(c.b) * f)}
}

// Page geometry, in millimetres on A4 (210 × 297): a card with a 12 mm margin, its upper part
// (brand, poster, event, session, place) and, past a perforation, the stub read at the door
// (sector, lote, type, holder, order, and a 70 mm QR code).
const (
	cardX, cardY, cardW, cardH = 12.0, 12.0, 186.0, 273.0
	padX                       = cardX + 8  // left edge of the contents
	innerW                     = cardW - 16 // width of the contents
	posterY                    = 40.0
	posterH                    = innerW * 0.52 // a 16:9 poster loses a little at top and bottom
	perforationY               = 178.0
	qrSide                     = 70.0 // comfortably above the 6 cm a phone scans from paper
	qrX, qrY                   = padX + innerW - qrSide, perforationY + 9
)

var grey, lightGrey, textColor = rgb{107, 114, 128}, rgb{229, 231, 235}, rgb{31, 41, 55}

// renderPDF draws the tickets, one per A4 page. The pages' drawing is not compressed, so the
// text stays readable in the file, for tests and people: about 13 kB a page, mostly the QR
// code's runs of modules; the images are embedded once for all pages, compressed on their own.
func renderPDF(pages []printPage, b printBrand) ([]byte, error) {
	p := fpdf.New("P", "mm", "A4", "")
	p.SetCompression(false)
	p.SetAutoPageBreak(false, 0)
	p.SetAuthor(b.name, true)
	p.SetCreator("Catraca", true)
	if len(pages) > 0 {
		p.SetTitle("Ingresso - "+pages[0].v.Event.Nome, true)
	}
	p.SetCellMargin(0)
	d := drawer{p: p, tr: p.UnicodeTranslatorFromDescriptor(""), images: map[*pdfImage]string{}}
	for i, page := range pages {
		p.AddPage()
		label := "INGRESSO"
		if len(pages) > 1 {
			label = fmt.Sprintf("INGRESSO %d DE %d", i+1, len(pages))
		}
		d.page(page, b, label)
	}
	if err := p.Error(); err != nil {
		return nil, fmt.Errorf("ticket: pdf: %w", err)
	}
	var out bytes.Buffer
	if err := p.Output(&out); err != nil {
		return nil, fmt.Errorf("ticket: pdf: %w", err)
	}
	return out.Bytes(), nil
}

type drawer struct {
	p      *fpdf.Fpdf
	tr     func(string) string // UTF-8 to the core fonts' cp1252
	images map[*pdfImage]string
}

func (d drawer) page(pg printPage, b printBrand, label string) {
	p, v := d.p, pg.v
	p.SetFillColor(255, 255, 255)
	p.SetDrawColor(lightGrey.r, lightGrey.g, lightGrey.b)
	p.SetLineWidth(0.4)
	p.RoundedRect(cardX, cardY, cardW, cardH, 5, "1234", "FD")
	tint := b.color.tint(0.06) // the stub, in a wash of the store's colour
	p.SetFillColor(tint.r, tint.g, tint.b)
	p.RoundedRect(cardX+0.2, perforationY, cardW-0.4, cardY+cardH-perforationY-0.2, 4.8, "34", "F")
	d.header(b, label)
	d.poster(pg.poster, v, b.color)

	y := posterY + posterH + 9
	d.font("B", 20, textColor)
	for _, line := range d.wrap(v.Event.Nome, innerW, 2) {
		p.Text(padX, y, d.tr(line))
		y += 8.5
	}
	d.font("B", 12.5, b.color.ink())
	p.Text(padX, y, d.tr(d.fit(v.when(), innerW)))
	y += 7
	d.font("B", 11, textColor)
	p.Text(padX, y, d.tr(d.fit(v.Place.Nome, innerW)))
	y += 5.5
	d.font("", 10, grey)
	for _, line := range d.wrap(v.address(), innerW, 2) {
		p.Text(padX, y, d.tr(line))
		y += 5
	}

	d.perforation()
	d.stub(v)
	d.qr(v.Token)

	d.font("", 8.5, grey)
	p.SetXY(padX, cardY+cardH-19)
	p.MultiCell(innerW, 4.2, d.tr("Apresente este QR code na entrada com um documento com foto. Cada ingresso vale uma "+
		"única entrada: não compartilhe a imagem do QR code."), "", "L", false)
	d.font("B", 8.5, b.color.ink())
	p.SetX(padX)
	p.CellFormat(innerW, 4.2, d.tr(d.fit(strings.Trim(b.name+" · "+b.site, " ·"), innerW)), "", 0, "L", false, 0, "")
}

// header is the store's logo (else its name) and a band in its colour.
func (d drawer) header(b printBrand, label string) {
	p := d.p
	const logoH = 11.0
	drawn := false
	if b.logo != nil {
		name := d.register(b.logo)
		if info := p.GetImageInfo(name); info != nil && info.Width() > 0 && info.Height() > 0 {
			ratio := info.Width() / info.Height()
			w, h := logoH*ratio, logoH
			if maxW := innerW - 40; w > maxW { // a very wide logo keeps clear of the label
				w, h = maxW, maxW/ratio
			}
			p.ImageOptions(name, padX, cardY+6+(logoH-h)/2, w, h, false, fpdf.ImageOptions{ImageType: b.logo.kind}, 0, "")
			drawn = true
		}
	}
	if !drawn {
		d.font("B", 16, b.color.ink())
		p.Text(padX, cardY+14, d.tr(d.fit(b.name, innerW-40)))
	}
	d.font("B", 9, grey)
	p.Text(padX+innerW-p.GetStringWidth(label), cardY+13, label)
	p.SetFillColor(b.color.r, b.color.g, b.color.b)
	p.Rect(cardX, cardY+21, cardW, 2.2, "F")
}

// poster fills its frame with the event's poster, cropped to the frame; without one, a
// panel in the store's colour carries the session's day, like a calendar leaf.
func (d drawer) poster(img *pdfImage, v View, c rgb) {
	p := d.p
	p.ClipRoundedRect(padX, posterY, innerW, posterH, 3, false)
	defer p.ClipEnd()
	if img != nil {
		name := d.register(img)
		if info := p.GetImageInfo(name); info != nil && info.Width() > 0 && info.Height() > 0 {
			w, h := innerW, innerW*info.Height()/info.Width()
			if h < posterH { // cover: the frame's height decides
				w, h = posterH*info.Width()/info.Height(), posterH
			}
			p.ImageOptions(name, padX+(innerW-w)/2, posterY+(posterH-h)/2, w, h, false, fpdf.ImageOptions{ImageType: img.kind}, 0, "")
			return
		}
	}
	dark := c.scale(0.45)
	p.LinearGradient(padX, posterY, innerW, posterH, c.r, c.g, c.b, dark.r, dark.g, dark.b, 0, 0, 1, 1)
	p.SetAlpha(0.12, "Normal")
	p.SetFillColor(255, 255, 255)
	p.Circle(padX+innerW*0.82, posterY+posterH*0.22, 34, "F")
	p.Circle(padX+innerW*0.95, posterY+posterH*0.9, 22, "F")
	p.SetAlpha(1, "Normal")
	t, err := time.Parse(time.RFC3339, v.Session.Inicio)
	if err != nil {
		return
	}
	white := rgb{255, 255, 255}
	d.font("B", 64, white)
	day := t.Format("02")
	base := posterY + posterH - 14
	p.Text(padX+12, base, day)
	x := padX + 12 + p.GetStringWidth(day) + 5
	d.font("B", 22, white)
	p.Text(x, base-10, d.tr(months[t.Month()-1]+" "+t.Format("2006")))
	d.font("", 15, white)
	p.Text(x, base, d.tr(weekdays[t.Weekday()]+" · "+t.Format("15:04")))
}

var months = [...]string{"JAN", "FEV", "MAR", "ABR", "MAI", "JUN", "JUL", "AGO", "SET", "OUT", "NOV", "DEZ"}

// perforation is the dashed line to tear along, with a notch cut in each side of the card.
func (d drawer) perforation() {
	p := d.p
	p.SetDrawColor(180, 184, 192)
	p.SetLineWidth(0.35)
	p.SetDashPattern([]float64{2, 1.6}, 0)
	p.Line(cardX+7, perforationY, cardX+cardW-7, perforationY)
	p.SetDashPattern(nil, 0)
	p.SetFillColor(255, 255, 255)
	p.SetDrawColor(lightGrey.r, lightGrey.g, lightGrey.b)
	p.SetLineWidth(0.4)
	for _, x := range []float64{cardX, cardX + cardW} {
		p.Circle(x, perforationY, 4.5, "FD")
	}
	p.Rect(cardX-5, perforationY-5, 4.8, 10, "F") // the notches' outer halves: the page's white
	p.Rect(cardX+cardW+0.2, perforationY-5, 4.8, 10, "F")
}

// stub lists what the door checks, beside the QR code.
func (d drawer) stub(v View) {
	colW := qrX - padX - 8
	y := perforationY + 12
	field := func(x, w float64, label, value string) {
		d.font("B", 7.5, grey)
		d.p.Text(x, y, d.tr(strings.ToUpper(label)))
		d.font("B", 12, textColor)
		d.p.Text(x, y+5.6, d.tr(d.fit(value, w)))
	}
	half := colW / 2
	field(padX, half-3, "Setor", v.Sector)
	if v.Batch != nil && *v.Batch != "" {
		field(padX+half, half, "Lote", *v.Batch)
	}
	y += 14
	field(padX, half-3, "Tipo", typeName(v.Type))
	field(padX+half, half, "Código", v.Code)
	y += 14
	if v.Type == "half" {
		d.font("", 8.5, grey)
		d.p.SetXY(padX, y-5.5)
		d.p.MultiCell(colW, 4, d.tr(halfProofText(v.HalfProof)), "", "L", false)
		y = d.p.GetY() + 6
	}
	field(padX, colW, "Titular", v.Holder.Name)
	y += 14
	field(padX, colW, "CPF", v.Holder.CPFMasked)
	y += 14
	d.font("B", 7.5, grey)
	d.p.Text(padX, y, d.tr("PEDIDO"))
	d.p.SetFont("Courier", "B", 9.5)
	d.p.SetTextColor(textColor.r, textColor.g, textColor.b)
	d.p.Text(padX, y+5.6, d.fit(v.OrderHash, colW))
}

// qr draws the token's QR code as vector squares (sharp at any print size, a few kB), with
// its quiet zone, and the token beneath for a door without a camera.
func (d drawer) qr(token string) {
	p := d.p
	c, err := qr.Encode(token, qr.M)
	if err != nil {
		p.SetError(fmt.Errorf("ticket: QR code: %w", err))
		return
	}
	quiet := 4
	module := qrSide / float64(c.Size+2*quiet)
	p.SetFillColor(255, 255, 255)
	p.Rect(qrX, qrY, qrSide, qrSide, "F")
	p.SetFillColor(0, 0, 0)
	for y := 0; y < c.Size; y++ {
		for x := 0; x < c.Size; {
			if !c.Black(x, y) {
				x++
				continue
			}
			run := x
			for run < c.Size && c.Black(run, y) {
				run++
			}
			p.Rect(qrX+float64(x+quiet)*module, qrY+float64(y+quiet)*module, float64(run-x)*module+0.01, module+0.01, "F")
			x = run
		}
	}
	p.SetFont("Courier", "", 8)
	p.SetTextColor(grey.r, grey.g, grey.b)
	p.SetXY(qrX-10, qrY+qrSide+1)
	p.CellFormat(qrSide+20, 4, token, "", 0, "C", false, 0, "")
}

func (d drawer) register(img *pdfImage) string {
	if name, ok := d.images[img]; ok {
		return name
	}
	name := "img" + strconv.Itoa(len(d.images))
	d.images[img] = name
	d.p.RegisterImageOptionsReader(name, fpdf.ImageOptions{ImageType: img.kind}, bytes.NewReader(img.data))
	return name
}

func (d drawer) font(style string, size float64, c rgb) {
	d.p.SetFont("Helvetica", style, size)
	d.p.SetTextColor(c.r, c.g, c.b)
}

// fit cuts s with "…" to the width w in the current font.
func (d drawer) fit(s string, w float64) string {
	if d.p.GetStringWidth(d.tr(s)) <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 0 && d.p.GetStringWidth(d.tr(string(r)+"…")) > w {
		r = r[:len(r)-1]
	}
	return strings.TrimSpace(string(r)) + "…"
}

// wrap breaks s between words into at most n lines of width w in the current font; what
// does not fit ends the last line with "…".
func (d drawer) wrap(s string, w float64, n int) []string {
	var lines []string
	cur := ""
	words := strings.Fields(s)
	for i, word := range words {
		next := strings.TrimSpace(cur + " " + word)
		if cur == "" || d.p.GetStringWidth(d.tr(next)) <= w {
			cur = next
			continue
		}
		if len(lines) == n-1 {
			return append(lines, d.fit(strings.Join(append([]string{cur}, words[i:]...), " "), w))
		}
		lines, cur = append(lines, d.fit(cur, w)), word
	}
	if cur != "" {
		lines = append(lines, d.fit(cur, w))
	}
	return lines
}

// when is the session's start in the event's zone, as people write it in Brazil.
func (v View) when() string {
	t, err := time.Parse(time.RFC3339, v.Session.Inicio)
	if err != nil {
		return v.Session.Inicio
	}
	return fmt.Sprintf("%s, %s · %s (%s)", weekdays[t.Weekday()], t.Format("02/01/2006"), t.Format("15:04"), zoneName(t))
}

var weekdays = [...]string{"Domingo", "Segunda-feira", "Terça-feira", "Quarta-feira", "Quinta-feira", "Sexta-feira", "Sábado"}

// address is the place's street, district, city and state on one line.
func (v View) address() string {
	return strings.Trim(strings.Trim(v.Place.Endereco, ", -")+", "+v.Place.Cidade+" - "+v.Place.UF, ", -")
}

// halfProofText says what a half-price ticket's holder shows at the door, as the ticket page does.
func halfProofText(proof *string) string {
	if proof != nil {
		if doc, ok := proofDocs[*proof]; ok {
			return "Apresente na entrada o documento que dá direito à meia-entrada: " + doc + "."
		}
	}
	return "Apresente na entrada o documento que dá direito à meia-entrada."
}

var proofDocs = map[string]string{
	"estudante": "carteira de estudante",
	"professor": "comprovante de professor(a)",
	"pcd":       "comprovante de pessoa com deficiência",
	"id_jovem":  "ID Jovem",
	"idoso":     "documento com foto que mostre a idade (60 anos ou mais)",
}
