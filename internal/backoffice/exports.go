package backoffice

import (
	"context"
	"database/sql"
	"strconv"

	"github.com/catraca/catraca/internal/checkout"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/orgauth"
	"github.com/catraca/catraca/internal/ticket"
)

// Attendees is one line per ticket of the event, transferred and cancelled ones included: the
// order, the ticket's code (never its token, which admits at the door), sector, lote, inteira
// or meia, the holder and their CPF (whole for owners only), the buyer's e-mail, the ticket's
// status and when it entered.
func (s *Service) Attendees(ctx context.Context, who orgauth.Session, eventID int64) (Export, error) {
	e, err := s.eventOf(ctx, who.OrganizerID, eventID)
	if err != nil {
		return Export{}, err
	}
	return Export{
		Name:   "participantes-" + strconv.FormatInt(e.id, 10) + ".csv",
		header: []string{"pedido", "codigo", "setor", "lote", "tipo", "titular", "cpf", "email_comprador", "status", "entrada"},
		query: `SELECT o.hash, t.token, s.nome, b.nome, i.kind, COALESCE(t.holder_name, a.name), COALESCE(t.holder_cpf, a.cpf),
			o.buyer_email, t.checked_in_at, t.transferred_at, t.voided_at, o.dispute_status, o.status, o.paid_at
			FROM tickets t JOIN orders o ON o.id = t.order_id JOIN order_attendees a ON a.id = t.attendee_id
			JOIN order_items i ON i.id = a.item_id JOIN sectors s ON s.id = i.sector_id
			LEFT JOIN sector_batches b ON b.id = i.batch_id WHERE o.event_id = ? ORDER BY t.id`,
		args: []any{e.id},
		row: func(rows *sql.Rows) ([]string, error) {
			var hash, token, sector, kind, name, cpf, email, status string
			var lote, dispute *string
			var checked, moved, voided, paid db.Time
			if err := rows.Scan(&hash, &token, &sector, &lote, &kind, &name, &cpf, &email, &checked, &moved, &voided,
				&dispute, &status, &paid); err != nil {
				return nil, err
			}
			tipo := "inteira"
			if kind == checkout.TypeHalf {
				tipo = "meia"
			}
			return []string{hash, ticket.Code(token), text(sector), optText(lote), tipo, text(name), cpfFor(who.Role, cpf),
				text(email), ticketStatus(checked, moved, voided, dispute, status, paid.Valid), when(utc(checked), e.loc)}, nil
		},
	}, nil
}

// OrdersSheet is one line per order of the event that got past the cart (held carts that ran
// out unpaid are left out, as My tickets leaves them), with its money and refund.
func (s *Service) OrdersSheet(ctx context.Context, who orgauth.Session, eventID int64) (Export, error) {
	e, err := s.eventOf(ctx, who.OrganizerID, eventID)
	if err != nil {
		return Export{}, err
	}
	return Export{
		Name: "pedidos-" + strconv.FormatInt(e.id, 10) + ".csv",
		header: []string{"pedido", "status", "criado_em", "pago_em", "sessao", "comprador", "email", "cpf", "ingressos", "meio",
			"parcelas", "subtotal", "desconto", "cupom", "taxa", "total", "cobrado", "reembolso_status", "reembolso_valor"},
		query: `SELECT o.hash, o.status, o.created_at, o.paid_at, se.data, o.buyer_name, o.buyer_email, o.buyer_cpf,
			(SELECT COALESCE(CAST(SUM(i.quantity) AS BIGINT), 0) FROM order_items i WHERE i.order_id = o.id),
			o.payment_method, o.installments, o.subtotal, o.discount, o.coupon_code, o.fee, o.total, o.charged, r.status, r.amount
			FROM orders o JOIN sessions se ON se.id = o.session_id LEFT JOIN refunds r ON r.order_id = o.id
			WHERE o.event_id = ? AND NOT (o.status = 'expired' AND o.paid_at IS NULL) ORDER BY o.id`,
		args: []any{e.id},
		row: func(rows *sql.Rows) ([]string, error) {
			var hash, status, name, email, cpf string
			var created, paid, start db.Time
			var tickets int
			var method, coupon, refund *string
			var installments *int
			var subtotal, discount, fee, total int64
			var charged, refunded *int64
			if err := rows.Scan(&hash, &status, &created, &paid, &start, &name, &email, &cpf, &tickets, &method, &installments,
				&subtotal, &discount, &coupon, &fee, &total, &charged, &refund, &refunded); err != nil {
				return nil, err
			}
			return []string{hash, status, when(utc(created), e.loc), when(utc(paid), e.loc), when(utc(start), e.loc), text(name),
				text(email), cpfFor(who.Role, cpf), num(tickets), optText(method), optNum(installments), num(subtotal),
				num(discount), optText(coupon), num(fee), num(total), optNum(charged), optText(refund), optNum(refunded)}, nil
		},
	}, nil
}

// Campaign is the event's pre-sale sign-ups and guest list, in the order they came.
func (s *Service) Campaign(ctx context.Context, who orgauth.Session, eventID int64) (Export, error) {
	e, err := s.eventOf(ctx, who.OrganizerID, eventID)
	if err != nil {
		return Export{}, err
	}
	return Export{
		Name:   "inscricoes-" + strconv.FormatInt(e.id, 10) + ".csv",
		header: []string{"nome", "email", "cpf", "telefone", "inscrito_em"},
		query:  "SELECT name, email, cpf, phone, created_at FROM campaign_entries WHERE event_id = ? ORDER BY id",
		args:   []any{e.id},
		row: func(rows *sql.Rows) ([]string, error) {
			var name, email, cpf, phone string
			var at db.Time
			if err := rows.Scan(&name, &email, &cpf, &phone, &at); err != nil {
				return nil, err
			}
			return []string{text(name), text(email), cpfFor(who.Role, cpf), text(phone), when(utc(at), e.loc)}, nil
		},
	}, nil
}
