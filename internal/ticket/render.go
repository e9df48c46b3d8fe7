package ticket

import (
	"bytes"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/go-pdf/fpdf"
	"rsc.io/qr"
)

// QRPNG is the ticket's QR code: the token alone, so a door scanner sends it to /api/checkin.
// Level M survives a scratched phone screen; 32 characters make a small code.
func QRPNG(token string) ([]byte, error) {
	c, err := qr.Encode(token, qr.M)
	if err != nil {
		return nil, fmt.Errorf("ticket: QR code: %w", err)
	}
	c.Scale = 10
	return c.PNG(), nil
}

func (v View) when() string {
	t, err := time.Parse(time.RFC3339, v.Session.Inicio)
	if err != nil {
		return v.Session.Inicio
	}
	return t.Format("02/01/2006 às 15:04") + " (" + zoneName(t) + ")"
}

// zoneName says a session's clock as people in Brazil do: Brasília time for most of the
// country, else its offset from UTC (an IANA id such as "America/Sao_Paulo" reads as code).
func zoneName(t time.Time) string {
	if _, offset := t.Zone(); offset == -3*3600 {
		return "horário de Brasília"
	}
	return t.Format("UTC-07:00")
}

func typeName(kind string) string {
	if kind == "half" {
		return "Meia-entrada"
	}
	return "Inteira"
}

// PDF is the ticket on one A4 page: event, session, sector, holder with masked CPF, place
// and the QR code. Compression is off: the page is small, and tests (and people) can read
// the text in the file.
func PDF(v View, storeName string) ([]byte, error) {
	png, err := QRPNG(v.Token)
	if err != nil {
		return nil, err
	}
	p := fpdf.New("P", "mm", "A4", "")
	p.SetCompression(false)
	p.SetTitle("Ingresso - "+v.Event.Nome, true)
	p.SetAuthor(storeName, true)
	p.SetAutoPageBreak(false, 0)
	tr := p.UnicodeTranslatorFromDescriptor("") // core fonts speak cp1252: accents of Portuguese
	p.AddPage()
	p.SetFont("Helvetica", "B", 22)
	p.SetXY(15, 18)
	p.MultiCell(180, 10, tr(clip(v.Event.Nome, 160)), "", "L", false)
	p.SetFont("Helvetica", "", 13)
	line := func(label, value string) {
		p.SetX(15)
		p.SetFont("Helvetica", "B", 12)
		p.CellFormat(35, 8, tr(label), "", 0, "L", false, 0, "")
		p.SetFont("Helvetica", "", 12)
		p.MultiCell(145, 8, tr(clip(value, 150)), "", "L", false)
	}
	p.Ln(4)
	line("Data", v.when())
	line("Setor", v.Sector+" - "+typeName(v.Type))
	line("Titular", v.Holder.Name)
	line("CPF", v.Holder.CPFMasked)
	line("Local", v.Place.Nome)
	line("Endereço", strings.Trim(v.Place.Endereco+", "+v.Place.Cidade+" - "+v.Place.UF, ", -"))
	line("Pedido", v.OrderHash)
	opts := fpdf.ImageOptions{ImageType: "PNG", ReadDpi: false}
	p.RegisterImageOptionsReader("qr", opts, bytes.NewReader(png))
	// below the text however far long names pushed it; the page has room for the worst case
	top := max(p.GetY()+6, 110)
	p.ImageOptions("qr", 60, top, 90, 90, false, opts, 0, "")
	p.SetXY(15, top+92)
	p.SetFont("Courier", "", 11)
	p.CellFormat(180, 6, v.Token, "", 1, "C", false, 0, "")
	p.SetFont("Helvetica", "", 10)
	p.SetX(15)
	p.MultiCell(180, 5, tr("Apresente este QR code na entrada com um documento com foto. Cada ingresso vale uma "+
		"única entrada. "+storeName), "", "C", false)
	if p.GetY() > 287 { // page breaks are off: text past the bottom would be lost
		return nil, fmt.Errorf("ticket: pdf: content runs past the page")
	}
	var out bytes.Buffer
	if err := p.Output(&out); err != nil {
		return nil, fmt.Errorf("ticket: pdf: %w", err)
	}
	return out.Bytes(), nil
}

// clip keeps a text to n characters, so the page always has room for the QR code.
func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}

// ICS is the session as an RFC 5545 calendar with one event, times in UTC.
func ICS(v View, now time.Time) []byte {
	const stamp = "20060102T150405Z"
	var b strings.Builder
	prop := func(name, value string) { b.WriteString(fold(name + ":" + value)) }
	prop("BEGIN", "VCALENDAR")
	prop("VERSION", "2.0")
	prop("PRODID", "-//Catraca//Ingressos//PT")
	prop("CALSCALE", "GREGORIAN")
	prop("METHOD", "PUBLISH")
	prop("BEGIN", "VEVENT")
	prop("UID", v.Token+"@catraca")
	prop("DTSTAMP", now.UTC().Format(stamp))
	prop("DTSTART", v.start.UTC().Format(stamp))
	if v.end != nil && v.end.After(v.start) {
		prop("DTEND", v.end.UTC().Format(stamp))
	}
	prop("SUMMARY", escapeText(v.Event.Nome))
	prop("LOCATION", escapeText(strings.Trim(v.Place.Nome+", "+v.Place.Endereco+", "+v.Place.Cidade+" - "+v.Place.UF, ", -")))
	prop("DESCRIPTION", escapeText(fmt.Sprintf("Setor %s (%s). Ingresso: %s", v.Sector, typeName(v.Type), v.URL)))
	if v.URL != "" {
		prop("URL", v.URL)
	}
	prop("END", "VEVENT")
	prop("END", "VCALENDAR")
	return []byte(b.String())
}

// escapeText escapes a TEXT value (RFC 5545 section 3.3.11).
func escapeText(s string) string {
	r := strings.NewReplacer(`\`, `\\`, ";", `\;`, ",", `\,`, "\r\n", `\n`, "\n", `\n`, "\r", `\n`)
	return r.Replace(s)
}

// fold ends a content line with CRLF, folding it at 75 octets without splitting a UTF-8
// character (RFC 5545 section 3.1).
func fold(line string) string {
	var b strings.Builder
	limit := 75
	for len(line) > limit {
		cut := limit
		for cut > 0 && !utf8.RuneStart(line[cut]) {
			cut--
		}
		b.WriteString(line[:cut])
		b.WriteString("\r\n ")
		line = line[cut:]
		limit = 74 // the leading space of a continuation counts
	}
	b.WriteString(line)
	b.WriteString("\r\n")
	return b.String()
}
