package backoffice

import (
	"context"
	"errors"
	"slices"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/checkout"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/orgauth"
	"github.com/catraca/catraca/internal/ticket"
)

// OrderDetail is one order as the console opens it.
type OrderDetail struct {
	OrderRow
	Phone     string       `json:"phone" description:"The buyer's phone, digits."`
	Session   SessionRef   `json:"session"`
	ExpiresAt time.Time    `json:"expires_at"`
	Items     []ItemRow    `json:"items"`
	Holders   []HolderRow  `json:"holders" description:"Every ticket issued, transferred ones included."`
	Payment   Payment      `json:"payment"`
	Refund    *RefundRow   `json:"refund"`
	Mails     []MailSent   `json:"mails" description:"E-mails about the order handed to the mail queue, oldest first."`
	Dispute   *DisputeInfo `json:"dispute"`
}

// SessionRef is the order's session.
type SessionRef struct {
	ID     int64  `json:"id"`
	Inicio string `json:"inicio" description:"RFC 3339 in the event's time zone."`
}

// ItemRow is tickets of one sector, lote and type.
type ItemRow struct {
	Sector    string  `json:"sector"`
	Lote      *string `json:"lote"`
	Type      string  `json:"type" enum:"full,half"`
	Quantity  int     `json:"quantity"`
	UnitPrice int64   `json:"unit_price"`
}

// HolderRow is a ticket and who holds it.
type HolderRow struct {
	Code        string     `json:"code" description:"The ticket's public code (never its token)."`
	Sector      string     `json:"sector"`
	Lote        *string    `json:"lote"`
	Type        string     `json:"type" enum:"full,half"`
	Name        string     `json:"name"`
	CPF         string     `json:"cpf" description:"Whole for owners, ***.456.789-** for the other roles."`
	HalfProof   *string    `json:"half_proof"`
	Status      string     `json:"status" enum:"valid,used,cancelled,transferred,disputed"`
	CheckedInAt *time.Time `json:"checked_in_at"`
}

// Payment is how the order was paid.
type Payment struct {
	Method       *string `json:"method" enum:"pix,boleto,card,free"`
	Installments *int    `json:"installments"`
	Subtotal     int64   `json:"subtotal"`
	Discount     int64   `json:"discount"`
	Coupon       *string `json:"coupon"`
	Fee          int64   `json:"fee"`
	Total        int64   `json:"total"`
	Charged      *int64  `json:"charged" description:"Centavos the gateway charged (card: with interest)."`
	ProviderID   *string `json:"provider_id" description:"The gateway's charge id."`
}

// RefundRow is the order's refund.
type RefundRow struct {
	Status    string     `json:"status" enum:"requested,done,failed,pending_transfer"`
	Basis     string     `json:"basis" enum:"cdc,store_policy,event_cancelled,gateway,organizer"`
	Amount    int64      `json:"amount"`
	Method    string     `json:"method" enum:"gateway,bank_transfer,none"`
	CreatedAt time.Time  `json:"created_at"`
	DoneAt    *time.Time `json:"done_at"`
}

// MailSent is an e-mail about the order.
type MailSent struct {
	Kind   string    `json:"kind" enum:"tickets,tickets_resent,payment_pending,cart_reminder,payment_refund,order_cancelled"`
	SentAt time.Time `json:"sent_at"`
}

// DisputeInfo is a chargeback the buyer opened at their bank.
type DisputeInfo struct {
	Status   string     `json:"status" enum:"open,won,lost"`
	OpenedAt *time.Time `json:"opened_at"`
}

// orderOf finds one of the organizer's orders by hash; another organizer's is not found.
func (s *Service) orderOf(ctx context.Context, q interface {
	QueryRow(context.Context, string, ...any) *db.Row
}, organizerID int64, hash string) (int64, error) {
	var id int64
	err := q.QueryRow(ctx, `SELECT o.id FROM orders o JOIN events e ON e.id = o.event_id
		WHERE o.hash = ? AND e.organizer_id = ?`, hash, organizerID).Scan(&id)
	if errors.Is(err, db.ErrNotFound) {
		return 0, apperr.New(apperr.NotFound, checkout.MsgOrderNotFound)
	}
	return id, err
}

// Order reads one of the organizer's orders.
func (s *Service) Order(ctx context.Context, who orgauth.Session, hash string) (OrderDetail, error) {
	id, err := s.orderOf(ctx, s.db, who.OrganizerID, hash)
	if err != nil {
		return OrderDetail{}, err
	}
	var o OrderDetail
	var created, paid, expires, start, disputed db.Time
	var cpf, zone string
	var dispute *string
	var sent [5]db.Time
	err = s.db.QueryRow(ctx, `SELECT o.hash, o.status, o.created_at, o.paid_at, o.expires_at, e.id, e.nome, e.timezone,
		o.session_id, se.data, o.buyer_name, o.buyer_email, o.buyer_cpf, o.buyer_phone,
		(SELECT COALESCE(CAST(SUM(i.quantity) AS BIGINT), 0) FROM order_items i WHERE i.order_id = o.id),
		o.payment_method, o.installments, o.subtotal, o.discount, o.coupon_code, o.fee, o.total, o.charged, o.provider_id,
		o.dispute_status, o.disputed_at, o.confirmation_sent_at, o.charge_mail_sent_at, o.reminder_sent_at,
		o.refund_mail_sent_at, o.cancel_mail_sent_at
		FROM orders o JOIN events e ON e.id = o.event_id JOIN sessions se ON se.id = o.session_id WHERE o.id = ?`, id).
		Scan(&o.Hash, &o.Status, &created, &paid, &expires, &o.Event.ID, &o.Event.Nome, &zone, &o.Session.ID, &start,
			&o.Buyer.Name, &o.Buyer.Email, &cpf, &o.Phone, &o.Tickets, &o.Payment.Method, &o.Payment.Installments,
			&o.Payment.Subtotal, &o.Payment.Discount, &o.Payment.Coupon, &o.Payment.Fee, &o.Payment.Total,
			&o.Payment.Charged, &o.Payment.ProviderID, &dispute, &disputed, &sent[0], &sent[1], &sent[2], &sent[3], &sent[4])
	if err != nil {
		return OrderDetail{}, err
	}
	loc := catalog.ZoneOrUTC(zone)
	o.CreatedAt, o.PaidAt, o.ExpiresAt = created.Time.UTC(), utc(paid), expires.Time.UTC()
	o.Session.Inicio = start.Time.In(loc).Format(time.RFC3339)
	o.Buyer.CPF, o.Total, o.PaymentMethod = cpfFor(who.Role, cpf), o.Payment.Total, o.Payment.Method
	if dispute != nil {
		o.Dispute = &DisputeInfo{Status: *dispute, OpenedAt: utc(disputed)}
	}
	if o.Items, err = s.items(ctx, id); err != nil {
		return OrderDetail{}, err
	}
	if o.Holders, err = s.holders(ctx, who.Role, id, o.Status, paid.Valid, dispute); err != nil {
		return OrderDetail{}, err
	}
	if err := s.refund(ctx, id, &o); err != nil {
		return OrderDetail{}, err
	}
	o.Mails, err = s.mails(ctx, who.OrganizerID, hash, sent)
	return o, err
}

func (s *Service) items(ctx context.Context, orderID int64) ([]ItemRow, error) {
	rows, err := s.db.Query(ctx, `SELECT s.nome, b.nome, i.kind, i.quantity, i.unit_price FROM order_items i
		JOIN sectors s ON s.id = i.sector_id LEFT JOIN sector_batches b ON b.id = i.batch_id WHERE i.order_id = ? ORDER BY i.id`, orderID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []ItemRow{}
	for rows.Next() {
		var it ItemRow
		if err := rows.Scan(&it.Sector, &it.Lote, &it.Type, &it.Quantity, &it.UnitPrice); err != nil {
			return nil, err
		}
		out = append(out, it)
	}
	return out, rows.Err()
}

func (s *Service) holders(ctx context.Context, role orgauth.Role, orderID int64, status string, paid bool, dispute *string) ([]HolderRow, error) {
	rows, err := s.db.Query(ctx, `SELECT t.token, s.nome, b.nome, i.kind, COALESCE(t.holder_name, a.name), COALESCE(t.holder_cpf, a.cpf),
		a.half_proof, t.checked_in_at, t.transferred_at, t.voided_at
		FROM tickets t JOIN order_attendees a ON a.id = t.attendee_id JOIN order_items i ON i.id = a.item_id
		JOIN sectors s ON s.id = i.sector_id LEFT JOIN sector_batches b ON b.id = i.batch_id
		WHERE t.order_id = ? ORDER BY t.id`, orderID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []HolderRow{}
	for rows.Next() {
		var h HolderRow
		var token, cpf string
		var checked, moved, voided db.Time
		if err := rows.Scan(&token, &h.Sector, &h.Lote, &h.Type, &h.Name, &cpf, &h.HalfProof, &checked, &moved, &voided); err != nil {
			return nil, err
		}
		h.Code, h.CPF, h.CheckedInAt = ticket.Code(token), cpfFor(role, cpf), utc(checked)
		h.Status = ticketStatus(checked, moved, voided, dispute, status, paid)
		out = append(out, h)
	}
	return out, rows.Err()
}

// refund sets the order's refund, when it has one.
func (s *Service) refund(ctx context.Context, orderID int64, o *OrderDetail) error {
	var r RefundRow
	var created, done db.Time
	err := s.db.QueryRow(ctx, "SELECT status, basis, amount, method, created_at, done_at FROM refunds WHERE order_id = ?", orderID).
		Scan(&r.Status, &r.Basis, &r.Amount, &r.Method, &created, &done)
	if errors.Is(err, db.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	r.CreatedAt, r.DoneAt = created.Time.UTC(), utc(done)
	o.Refund = &r
	return nil
}

// sortMails puts the e-mails in the order they went.
func sortMails(m []MailSent) {
	slices.SortStableFunc(m, func(a, b MailSent) int { return a.SentAt.Compare(b.SentAt) })
}

// mailKinds name the order's *_sent_at columns, in the order Order reads them.
var mailKinds = [5]string{"tickets", "payment_pending", "cart_reminder", "payment_refund", "order_cancelled"}

// mails lists what the checkout's worker queued about the order (each column is set when it
// hands an e-mail to the queue) and the tickets sent again from the console (the audit log).
func (s *Service) mails(ctx context.Context, organizerID int64, hash string, sent [5]db.Time) ([]MailSent, error) {
	out := []MailSent{}
	for i, t := range sent {
		if t.Valid {
			out = append(out, MailSent{Kind: mailKinds[i], SentAt: t.Time.UTC()})
		}
	}
	rows, err := s.db.Query(ctx, "SELECT at FROM organizer_audit WHERE organizer_id = ? AND action = ? AND subject = ?",
		organizerID, ActionResend, hash)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var at db.Time
		if err := rows.Scan(&at); err != nil {
			return nil, err
		}
		out = append(out, MailSent{Kind: "tickets_resent", SentAt: at.Time.UTC()})
	}
	sortMails(out)
	return out, rows.Err()
}
