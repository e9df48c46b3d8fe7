package ticket

import (
	"context"
	"fmt"
	"net/url"

	"github.com/catraca/catraca/internal/mail"
)

// PDF is one ticket to print or show at the door (GET /api/tickets/{token}/pdf); v is the
// ticket it draws.
func (s *Service) PDF(ctx context.Context, token string) (pdf []byte, v View, err error) {
	v, err = s.Printable(ctx, token)
	if err != nil {
		return nil, View{}, err
	}
	pdf, err = s.render(ctx, []View{v})
	return pdf, v, err
}

// OrderDocuments are the purchase e-mail's attachments: the order's tickets that admit
// someone, one per page of one PDF, and the session's calendar entry. None when no ticket
// of the order is good at the door any more.
func (s *Service) OrderDocuments(ctx context.Context, orderHash string) ([]mail.Attachment, error) {
	rows, err := s.db.Query(ctx, `SELECT t.token FROM tickets t JOIN orders o ON o.id = t.order_id
		WHERE o.hash = ? ORDER BY t.id`, orderHash)
	if err != nil {
		return nil, err
	}
	var tokens []string
	for rows.Next() {
		var t string
		if err := rows.Scan(&t); err != nil {
			rows.Close()
			return nil, err
		}
		tokens = append(tokens, t)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	var views []View
	for _, t := range tokens {
		v, err := s.load(ctx, s.db, t)
		if err != nil {
			return nil, err
		}
		if v.Status == "valid" || v.Status == "used" {
			views = append(views, v)
		}
	}
	if len(views) == 0 {
		return nil, nil
	}
	pdf, err := s.render(ctx, views)
	if err != nil {
		return nil, err
	}
	name := "ingressos-" + orderHash[:min(8, len(orderHash))]
	return []mail.Attachment{
		{Name: name + ".pdf", ContentType: "application/pdf", Data: pdf},
		{Name: name + ".ics", ContentType: "text/calendar; charset=utf-8; method=PUBLISH", Data: orderICS(views[0], len(views), s.now())},
	}, nil
}

// render draws tickets of one store and one event, with that store's brand and the
// event's poster.
func (s *Service) render(ctx context.Context, views []View) ([]byte, error) {
	v := views[0]
	b, err := s.brand(ctx, v.storeID)
	if err != nil {
		return nil, fmt.Errorf("ticket: brand: %w", err)
	}
	poster := s.findImage(ctx, posterWidth, v.Event.Imagem)
	pages := make([]printPage, len(views))
	for i, v := range views {
		pages[i] = printPage{v: v, poster: poster}
	}
	return renderPDF(pages, printBrand{name: b.Name, site: siteName(v.origin), color: colorOf(b.Color),
		logo: s.findImage(ctx, logoWidth, logoRefs(b.Logo)...)})
}

// siteName is the store's address as the ticket prints it: its host.
func siteName(origin string) string {
	if u, err := url.Parse(origin); err == nil && u.Host != "" {
		return u.Host
	}
	return origin
}
