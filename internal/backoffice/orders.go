package backoffice

import (
	"context"
	"errors"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/checkout"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/orgauth"
	"github.com/catraca/catraca/internal/ticket"
)

// Messages of the order search; each names its parameter.
const (
	MsgBadQuery  = "Busca inválida: use até 200 caracteres."
	MsgBadStatus = "Status inválido: use reserved, awaiting_payment, paid, expired, cancelled, needs_refund ou refunded."
	MsgBadEvent  = "Evento inválido: informe o número do evento."
	MsgBadBefore = "Página inválida: use o valor de next da página anterior."
	MsgBadLimit  = "Limite inválido: use de 1 a 200."
)

// MaxPage bounds a page of orders.
const MaxPage = 200

// Search is a query of the organizer's orders; strings as sent, checked by Orders.
type Search struct {
	Q      string // a buyer's name or e-mail (part of it), a CPF, an order hash or a ticket code
	Status string
	Event  string // an event id
	Before string // next of the previous page: an order hash
	Limit  string
}

// OrderPage is a page of orders, newest first.
type OrderPage struct {
	Orders []OrderRow `json:"orders"`
	Next   *string    `json:"next" description:"Pass as before for the next page; null on the last one."`
}

// OrderRow is an order as the search lists it.
type OrderRow struct {
	Hash          string     `json:"hash"`
	Status        string     `json:"status" enum:"reserved,awaiting_payment,paid,expired,cancelled,needs_refund,refunded"`
	CreatedAt     time.Time  `json:"created_at"`
	PaidAt        *time.Time `json:"paid_at"`
	Event         EventRef   `json:"event"`
	Buyer         Person     `json:"buyer"`
	Tickets       int        `json:"tickets"`
	Total         int64      `json:"total" description:"Centavos: subtotal - discount + fee."`
	PaymentMethod *string    `json:"payment_method" enum:"pix,boleto,card,free"`
}

// EventRef names an event.
type EventRef struct {
	ID   int64  `json:"id"`
	Nome string `json:"nome"`
}

// Person is a buyer; the CPF is whole for owners, masked for the other roles.
type Person struct {
	Name  string `json:"name"`
	Email string `json:"email"`
	CPF   string `json:"cpf" description:"123.456.789-09 for owners, ***.456.789-** for the other roles."`
}

// Orders searches the organizer's orders, newest first.
func (s *Service) Orders(ctx context.Context, who orgauth.Session, q Search) (OrderPage, error) {
	where, args, limit, err := s.searchWhere(ctx, who.OrganizerID, q)
	if err != nil {
		return OrderPage{}, err
	}
	rows, err := s.db.Query(ctx, `SELECT o.id, o.hash, o.status, o.created_at, o.paid_at, e.id, e.nome, o.buyer_name,
		o.buyer_email, o.buyer_cpf, (SELECT COALESCE(CAST(SUM(i.quantity) AS BIGINT), 0) FROM order_items i WHERE i.order_id = o.id),
		o.total, o.payment_method FROM orders o JOIN events e ON e.id = o.event_id
		WHERE `+where+` ORDER BY o.id DESC LIMIT ?`, append(args, limit+1)...)
	if err != nil {
		return OrderPage{}, err
	}
	defer rows.Close()
	page := OrderPage{Orders: []OrderRow{}}
	for rows.Next() {
		var r OrderRow
		var id int64
		var created, paid db.Time
		var cpf string
		if err := rows.Scan(&id, &r.Hash, &r.Status, &created, &paid, &r.Event.ID, &r.Event.Nome, &r.Buyer.Name,
			&r.Buyer.Email, &cpf, &r.Tickets, &r.Total, &r.PaymentMethod); err != nil {
			return OrderPage{}, err
		}
		if len(page.Orders) == limit {
			last := page.Orders[limit-1].Hash
			page.Next = &last
			break
		}
		r.CreatedAt, r.PaidAt, r.Buyer.CPF = created.Time.UTC(), utc(paid), cpfFor(who.Role, cpf)
		page.Orders = append(page.Orders, r)
	}
	return page, rows.Err()
}

// searchWhere checks a search and turns it into a condition on orders o joined to events e.
func (s *Service) searchWhere(ctx context.Context, organizerID int64, q Search) (string, []any, int, error) {
	where, args := []string{"e.organizer_id = ?"}, []any{organizerID}
	limit := 50
	if q.Limit != "" {
		n, err := strconv.Atoi(q.Limit)
		if err != nil || n < 1 || n > MaxPage {
			return "", nil, 0, apperr.Field("limit", MsgBadLimit)
		}
		limit = n
	}
	if q.Status != "" {
		if !slices.Contains(checkout.Statuses, q.Status) {
			return "", nil, 0, apperr.Field("status", MsgBadStatus)
		}
		where, args = append(where, "o.status = ?"), append(args, q.Status)
	}
	if q.Event != "" {
		id, err := strconv.ParseInt(q.Event, 10, 64)
		if err != nil || id <= 0 {
			return "", nil, 0, apperr.Field("event", MsgBadEvent)
		}
		if _, err := s.eventOf(ctx, organizerID, id); err != nil {
			return "", nil, 0, err
		}
		where, args = append(where, "o.event_id = ?"), append(args, id)
	}
	if q.Before != "" {
		var id int64
		err := s.db.QueryRow(ctx, `SELECT o.id FROM orders o JOIN events e ON e.id = o.event_id
			WHERE o.hash = ? AND e.organizer_id = ?`, q.Before, organizerID).Scan(&id)
		if errors.Is(err, db.ErrNotFound) {
			return "", nil, 0, apperr.Field("before", MsgBadBefore)
		}
		if err != nil {
			return "", nil, 0, err
		}
		where, args = append(where, "o.id < ?"), append(args, id)
	}
	text := strings.TrimSpace(q.Q)
	if text == "" {
		return strings.Join(where, " AND "), args, limit, nil
	}
	if utf8.RuneCountInString(text) > 200 {
		return "", nil, 0, apperr.Field("q", MsgBadQuery)
	}
	cond, condArgs, err := s.textMatch(ctx, organizerID, text)
	if err != nil {
		return "", nil, 0, err
	}
	return strings.Join(append(where, cond), " AND "), append(args, condArgs...), limit, nil
}

// textMatch is what a typed text finds: part of a buyer's name or e-mail, and, by its shape,
// a CPF (digits, punctuated or not; the buyer's or a holder's), an order hash or a ticket code.
func (s *Service) textMatch(ctx context.Context, organizerID int64, text string) (string, []any, error) {
	like := "%" + likeEscaper.Replace(strings.ToLower(text)) + "%"
	conds := []string{`LOWER(o.buyer_name) LIKE ? ESCAPE '\'`, `LOWER(o.buyer_email) LIKE ? ESCAPE '\'`}
	args := []any{like, like}
	if cpf := cpfDigits(text); len(cpf) == 11 {
		conds = append(conds, "o.buyer_cpf = ?", "EXISTS (SELECT 1 FROM order_attendees a WHERE a.order_id = o.id AND a.cpf = ?)")
		args = append(args, cpf, cpf)
	}
	if lower := strings.ToLower(text); len(lower) == 32 {
		conds, args = append(conds, "o.hash = ?"), append(args, lower)
	}
	if ticket.LooksLikeCode(text) {
		ids, err := s.ordersWithCode(ctx, organizerID, strings.ToUpper(text))
		if err != nil {
			return "", nil, err
		}
		for _, id := range ids {
			conds, args = append(conds, "o.id = ?"), append(args, id)
		}
	}
	return "(" + strings.Join(conds, " OR ") + ")", args, nil
}

var likeEscaper = strings.NewReplacer(`\`, `\\`, "%", `\%`, "_", `\_`)

// cpfDigits is a CPF as typed with its punctuation taken out; "" when something else is in it.
func cpfDigits(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			b.WriteRune(r)
		case r != '.' && r != '-' && r != ' ':
			return ""
		}
	}
	return b.String()
}

// ordersWithCode finds the organizer's orders with a ticket of that code. A code is not
// stored: it is worked out from each token, as the ticket page does, so this reads and hashes
// the organizer's tokens (about half a second for 100,000, only when the text has a code's
// shape) rather than keeping a second key on every ticket.
func (s *Service) ordersWithCode(ctx context.Context, organizerID int64, code string) ([]int64, error) {
	var ids []int64
	err := s.eachToken(ctx, organizerID, func(orderID, _ int64, token string) {
		if ticket.Code(token) == code {
			ids = append(ids, orderID)
		}
	})
	return ids, err
}

// eachToken calls fn with the order, id and token of every ticket of the organizer's events.
func (s *Service) eachToken(ctx context.Context, organizerID int64, fn func(orderID, ticketID int64, token string)) error {
	rows, err := s.db.Query(ctx, `SELECT t.order_id, t.id, t.token FROM tickets t JOIN orders o ON o.id = t.order_id
		JOIN events e ON e.id = o.event_id WHERE e.organizer_id = ?`, organizerID)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var orderID, ticketID int64
		var token string
		if err := rows.Scan(&orderID, &ticketID, &token); err != nil {
			return err
		}
		fn(orderID, ticketID, token)
	}
	return rows.Err()
}
