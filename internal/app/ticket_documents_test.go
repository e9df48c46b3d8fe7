package app_test

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/jpeg"
	"strings"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/mail"
)

// posterJPEG is a poster as the media sync stores it.
func posterJPEG(t *testing.T) []byte {
	img := image.NewRGBA(image.Rect(0, 0, 640, 360))
	for y := range 360 {
		for x := range 640 {
			img.Set(x, y, color.RGBA{uint8(x / 3), 40, uint8(y / 2), 255})
		}
	}
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, nil); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// unfoldICS joins an RFC 5545 file's folded lines and reads its properties by name.
func unfoldICS(t *testing.T, ics string) map[string]string {
	t.Helper()
	props := map[string]string{}
	for _, line := range strings.Split(strings.ReplaceAll(ics, "\r\n ", ""), "\r\n") {
		if name, value, ok := strings.Cut(line, ":"); ok {
			props[strings.SplitN(name, ";", 2)[0]] = value
		}
	}
	return props
}

// The purchase confirmation says where (the place and its address, in text and HTML) and
// carries the tickets' PDF, one page per ticket with its lote and the event's stored poster,
// and the session's calendar entry.
func TestConfirmationCarriesPlaceCalendarAndTicketsPDF(t *testing.T) {
	t.Parallel()
	eachAfter(t, 0, func(t *testing.T, e *afterEnv) {
		ctx := context.Background()
		const source = "https://cdn.example/poster-vendas.jpg"
		e.exec(t, "UPDATE places SET endereco = ?, bairro = ? WHERE nome = ?", "Rua das Gaivotas, 100", "Ingleses", "Arena Ilha")
		e.exec(t, "UPDATE events SET imagem = ? WHERE external_id = ?", source, "venda")
		var mediaID int64
		if err := e.a.DB.QueryRow(ctx, `INSERT INTO media (source_url, width, height, format, widths, created_at)
			VALUES (?, 640, 360, 'jpeg', '640', ?) RETURNING id`, source, time.Now().UTC()).Scan(&mediaID); err != nil {
			t.Fatal(err)
		}
		e.exec(t, "INSERT INTO media_files (media_id, width, format, data) VALUES (?, 640, 'jpeg', ?)", mediaID, posterJPEG(t))

		ids := idsOf(t, e.a, "venda")
		status, o := req(t, e.srv, "POST", "/api/checkout/orders", order(ids.session, ids.sector["pista"], "half", 2, 40))
		if status != 201 {
			t.Fatalf("create: %d %v", status, o)
		}
		hash := o["hash"].(string)
		if status, o = req(t, e.srv, "POST", "/api/checkout/orders/"+hash+"/payment", map[string]any{"method": "pix"}); status != 200 {
			t.Fatalf("pix: %d %v", status, o)
		}
		if status, o = req(t, e.srv, "POST", "/api/checkout/orders/"+hash+"/sandbox/pay", nil); status != 200 || o["status"] != "paid" {
			t.Fatalf("pay: %d %v", status, o)
		}
		to := "comprador40@example.com"
		var m mail.Message
		waitFor(t, "the confirmation", func() bool {
			mailsTo(t, e.a, to) // delivers what is queued
			for _, sent := range e.a.Outbox.Messages() {
				if sent.To == to && strings.HasPrefix(sent.Subject, "Seus ingressos") {
					m = sent.Message
					return true
				}
			}
			return false
		})
		address := "Rua das Gaivotas, 100 - Ingleses, Florianópolis - SC"
		for name, body := range map[string]string{"text": m.Text, "html": m.HTML} {
			if !strings.Contains(body, "Arena Ilha") || !strings.Contains(body, address) {
				t.Errorf("%s body lacks the place and its address:\n%s", name, body)
			}
		}
		if len(m.Attachments) != 2 {
			t.Fatalf("attachments: %d", len(m.Attachments))
		}
		pdf, ics := m.Attachments[0], m.Attachments[1]
		if pdf.ContentType != "application/pdf" || !strings.HasSuffix(pdf.Name, ".pdf") || !bytes.HasPrefix(pdf.Data, []byte("%PDF-")) {
			t.Errorf("pdf part: %s %s", pdf.Name, pdf.ContentType)
		}
		body := string(pdf.Data)
		if n := strings.Count(body, "/Type /Page\n") + strings.Count(body, "/Type /Page "); n != 2 {
			t.Errorf("pdf pages: %d, want one per ticket", n)
		}
		tickets := tickets(t, e, hash)
		for _, want := range append(tickets, "Festival de Vendas", "Arena Ilha", "Pista", "1\xba lote", "Meia-entrada",
			"carteira de estudante", "Pessoa 40", "Pessoa 41", "/Filter /DCTDecode", hash) {
			if !strings.Contains(body, want) {
				t.Errorf("pdf lacks %q", want)
			}
		}
		if strings.Contains(body, cpfN(40)) {
			t.Error("the pdf holds a whole CPF")
		}
		props := unfoldICS(t, string(ics.Data))
		if !strings.HasPrefix(ics.ContentType, "text/calendar") || !bytes.HasPrefix(ics.Data, []byte("BEGIN:VCALENDAR\r\n")) ||
			!bytes.Contains(ics.Data, []byte("\r\nBEGIN:VEVENT\r\n")) || !bytes.HasSuffix(ics.Data, []byte("END:VEVENT\r\nEND:VCALENDAR\r\n")) ||
			props["DTSTART"] != "20261128T230000Z" || props["SUMMARY"] != "Festival de Vendas" ||
			props["LOCATION"] != `Arena Ilha\, Rua das Gaivotas\, 100 - Ingleses\, Florianópolis - SC` ||
			props["DTEND"] <= props["DTSTART"] || !strings.HasSuffix(props["URL"], "/pedido/"+hash) {
			t.Errorf("calendar entry %s: %v", ics.ContentType, props)
		}

		// Downloaded alone, a ticket is one page with the same poster.
		res := fetchRaw(t, e.srv, "/api/tickets/"+tickets[1]+"/pdf")
		if n := bytes.Count(res.body, []byte("/Type /Page\n")) + bytes.Count(res.body, []byte("/Type /Page ")); res.status != 200 || n != 1 ||
			!bytes.Contains(res.body, []byte(tickets[1])) || !bytes.Contains(res.body, []byte("/Filter /DCTDecode")) {
			t.Errorf("ticket pdf: %d, %d pages", res.status, n)
		}
	})
}

// tickets are an order's ticket tokens, read where the checkout issued them.
func tickets(t *testing.T, e *afterEnv, hash string) []string {
	t.Helper()
	rows, err := e.a.DB.Query(context.Background(), `SELECT t.token FROM tickets t JOIN orders o ON o.id = t.order_id
		WHERE o.hash = ? ORDER BY t.id`, hash)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var tk string
		if err := rows.Scan(&tk); err != nil {
			t.Fatal(err)
		}
		out = append(out, tk)
	}
	return out
}
