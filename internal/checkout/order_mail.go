package checkout

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/catraca/catraca/internal/mail"
	"github.com/catraca/catraca/internal/payment/boleto"
)

func (s *Service) sendOrderMail(ctx context.Context, hash string, kind mail.Kind) error {
	o, err := s.full(ctx, hash)
	if err != nil {
		return err
	}
	b, err := s.brands.Brand(ctx, o.storeID)
	if err != nil {
		return err
	}
	locale := o.locale
	if locale == "" {
		locale = b.Locale
	}
	d := mail.OrderData{StoreName: b.Name, StoreLogo: b.Logo, SiteURL: o.origin, Color: b.Color,
		Name: firstName(o.Buyer.Name), Event: o.Event.Nome, Session: sessionText(o.Session.Inicio, locale),
		Order: o.Hash, Total: Money(o.Total)}
	for _, it := range o.Items {
		d.Lines = append(d.Lines, mail.OrderLine{Label: fmt.Sprintf("%d× %s (%s)", it.Quantity, it.Sector, typeName(it.Type, locale)),
			Amount: Money(it.UnitPrice * int64(it.Quantity))})
	}
	if o.Discount > 0 {
		d.Lines = append(d.Lines, mail.OrderLine{Label: pick(locale, "Desconto", "Discount"), Amount: "-" + Money(o.Discount)})
	}
	d.Lines = append(d.Lines, mail.OrderLine{Label: pick(locale, "Taxa de serviço", "Service fee"), Amount: Money(o.Fee)})
	for _, t := range o.Tickets {
		d.Tickets = append(d.Tickets, mail.TicketLink{Holder: t.Holder, Sector: t.Sector, URL: t.URL})
	}
	if kind == mail.OrderPaid || kind == mail.PaymentPending || kind == mail.CartReminder {
		if d.Place, d.Address, err = s.placeOf(ctx, o.eventID); err != nil {
			return err
		}
	}
	switch kind {
	case mail.CartReminder:
		d.Link = fmt.Sprintf("%s/evento/%d?carrinho_abandonado=%s", o.origin, o.Event.ID, o.Hash)
	case mail.PaymentPending:
		d.Link, d.Pay = o.origin+"/pedido/"+o.Hash, payData(o, locale)
	case mail.PaymentRefund:
		d.Link = o.origin + "/pedido/" + o.Hash
		if d.Refund, err = refundData(o, locale, b); err != nil {
			return err
		}
	case mail.OrderCancelled, mail.RefundTransferred:
		d.Link, d.Tickets = o.origin+"/pedido/"+o.Hash, nil
		if d.Cancel, err = s.cancelData(ctx, o, locale, b); err != nil {
			return err
		}
	}
	msg, err := mail.RenderOrder(kind, locale, o.Buyer.Email, d)
	if err != nil {
		return err
	}
	if kind == mail.OrderPaid && s.Documents != nil {
		// Without its files the confirmation still links every ticket: a PDF that cannot be
		// drawn must not hold it back.
		if msg.Attachments, err = s.Documents(ctx, o.Hash); err != nil {
			slog.ErrorContext(ctx, "checkout: the confirmation goes without its tickets' PDF", "order", o.id, "err", err)
		}
	}
	if err := s.mailer.Send(ctx, msg); err != nil {
		return err
	}
	if kind == mail.OrderCancelled {
		s.mailTransferredHolders(ctx, o, d)
	}
	return nil
}

// placeOf is where an event happens, as e-mails show it: the place's name, and its street,
// district, city and state.
func (s *Service) placeOf(ctx context.Context, eventID int64) (name, address string, err error) {
	var street, district, city, state string
	err = s.db.QueryRow(ctx, `SELECT p.nome, p.endereco, p.bairro, ci.name, ci.state FROM events e
		JOIN places p ON p.id = e.place_id JOIN cities ci ON ci.id = p.city_id WHERE e.id = ?`, eventID).
		Scan(&name, &street, &district, &city, &state)
	if err != nil {
		return "", "", err
	}
	var parts []string
	for _, p := range []string{street, district} {
		if p = strings.TrimSpace(p); p != "" {
			parts = append(parts, p)
		}
	}
	address = strings.Join(parts, " - ")
	if city != "" {
		address = strings.TrimPrefix(address+", "+city+" - "+state, ", ")
	}
	return name, address, nil
}

// mailTransferredHolders tells the holders of the order's transferred tickets, which its
// cancellation voided, that their tickets no longer admit them. A failure is logged: the
// buyer's own mail went out, and sending it again would repeat it.
func (s *Service) mailTransferredHolders(ctx context.Context, o Order, d mail.OrderData) {
	rows, err := s.db.Query(ctx, `SELECT t.token, t.holder_email, a.name, s.nome FROM tickets t
		JOIN order_attendees a ON a.id = t.attendee_id JOIN order_items i ON i.id = a.item_id JOIN sectors s ON s.id = i.sector_id
		WHERE t.order_id = ? AND t.holder_email IS NOT NULL AND t.transferred_at IS NULL AND t.checked_in_at IS NULL
		ORDER BY t.id`, o.id)
	if err != nil {
		slog.ErrorContext(ctx, "checkout: transferred tickets of a cancelled order", "order", o.id, "err", err)
		return
	}
	type holder struct{ token, email, name, sector string }
	var holders []holder
	for rows.Next() {
		var h holder
		if err := rows.Scan(&h.token, &h.email, &h.name, &h.sector); err != nil {
			slog.ErrorContext(ctx, "checkout: transferred tickets of a cancelled order", "order", o.id, "err", err)
			break
		}
		holders = append(holders, h)
	}
	if err := rows.Err(); err != nil {
		slog.ErrorContext(ctx, "checkout: transferred tickets of a cancelled order", "order", o.id, "err", err)
	}
	rows.Close()
	for _, h := range holders {
		msg, err := mail.RenderTransferCancelled(h.email, mail.TransferData{
			Data: mail.Data{StoreName: d.StoreName, StoreLogo: d.StoreLogo, Color: d.Color, SiteURL: d.SiteURL,
				Name: firstName(h.name), Link: o.origin + "/ingressos/" + h.token},
			From: firstName(o.Buyer.Name), Event: o.Event.Nome, Session: sessionText(o.Session.Inicio, "pt"), Sector: h.sector})
		if err == nil {
			err = s.mailer.Send(ctx, msg)
		}
		if err != nil {
			slog.ErrorContext(ctx, "checkout: e-mail to a transferred ticket's holder", "order", o.id, "err", err)
		}
	}
}

// payData is the order's issued PIX or boleto as the e-mail shows it; its deadline is in the
// event's zone, the one the session date is written in.
func payData(o Order, locale string) *mail.PayData {
	zone := time.UTC
	if start, err := time.Parse(time.RFC3339, o.Session.Inicio); err == nil {
		zone = start.Location()
	}
	switch {
	case o.Boleto != nil:
		until := o.Boleto.DueDate
		if due, err := time.Parse(time.DateOnly, o.Boleto.DueDate); err == nil {
			until = pick(locale, due.Format("02/01/2006"), due.Format("Jan 2, 2006"))
		}
		return &mail.PayData{Label: pick(locale, "Linha digitável do boleto", "Boleto digitable line"), Code: boleto.Format(o.Boleto.DigitableLine),
			Until: pick(locale, "Pague até ", "Pay by ") + until}
	case o.PIX != nil:
		until := o.PIX.ExpiresAt.In(zone)
		return &mail.PayData{Label: pick(locale, "PIX copia e cola", "PIX copy and paste"), Code: o.PIX.BRCode,
			Until: pick(locale, "Pague até "+until.Format("02/01/2006 às 15:04"), "Pay by "+until.Format("Jan 2, 2006 at 3:04 PM"))}
	}
	return nil
}

func pick(locale, pt, en string) string {
	if locale == "pt" {
		return pt
	}
	return en
}

func typeName(t, locale string) string {
	if t == TypeHalf {
		return pick(locale, "meia-entrada", "half price")
	}
	return pick(locale, "inteira", "full price")
}

func sessionText(rfc, locale string) string {
	t, err := time.Parse(time.RFC3339, rfc)
	if err != nil {
		return rfc
	}
	if locale == "pt" {
		return t.Format("02/01/2006 às 15:04")
	}
	return t.Format("Jan 2, 2006 at 3:04 PM")
}

// Money formats centavos as reais the Brazilian way, R$ 1.234,56, in every language: the spec
// shows currency as BRL in the pt-BR format (sections 1 and 9), as the storefront's screens do.
func Money(c int64) string {
	sign := ""
	if c < 0 {
		sign, c = "-", -c
	}
	whole, cents := c/100, c%100
	digits := fmt.Sprint(whole)
	var b strings.Builder
	for i, r := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteString(".")
		}
		b.WriteRune(r)
	}
	return fmt.Sprintf("%sR$ %s,%02d", sign, b.String(), cents)
}

func firstName(full string) string {
	if f := strings.Fields(full); len(f) > 0 {
		return f[0]
	}
	return ""
}
