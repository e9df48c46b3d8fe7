package checkout

import (
	"context"
	"database/sql"
	"encoding/base64"

	"time"

	"github.com/catraca/catraca/internal/db"
	"rsc.io/qr"
)

// Order is an order as the API shows it.
type Order struct {
	Hash          string       `json:"hash" description:"The order's capability: 128 random bits in hex."`
	Status        string       `json:"status" enum:"reserved,awaiting_payment,paid,expired,cancelled,needs_refund,refunded"`
	ExpiresAt     time.Time    `json:"expires_at" description:"When the hold ends (boleto: its due date)."`
	CreatedAt     time.Time    `json:"created_at"`
	PaidAt        *time.Time   `json:"paid_at"`
	Event         OrderEvent   `json:"event"`
	Session       OrderSession `json:"session"`
	Items         []Item       `json:"items"`
	Subtotal      int64        `json:"subtotal" description:"Centavos: tickets before discount."`
	Discount      int64        `json:"discount" description:"Centavos taken off by the coupon."`
	Fee           int64        `json:"fee" description:"Centavos: the store's service fee, shown apart."`
	FeeBP         int          `json:"fee_bp" description:"The service fee in basis points of (subtotal - discount)."`
	Total         int64        `json:"total" description:"Centavos: subtotal - discount + fee."`
	Coupon        *string      `json:"coupon"`
	Referral      *string      `json:"referral"`
	PaymentMethod *string      `json:"payment_method" enum:"pix,boleto,card,free"`
	// PaymentMethods is what the order may be paid with now (a boleto not when it could clear
	// only after the session starts).
	PaymentMethods []string `json:"payment_methods" description:"The methods the order may be paid with now: pix, card, and boleto unless the session starts too soon for one to clear; none once it cannot be paid (paid, expired, cancelled)."`
	Installments   *int     `json:"installments"`
	Charged        *int64   `json:"charged" description:"Centavos charged by the gateway (card: with interest)."`
	Buyer          Buyer    `json:"buyer"`
	PIX            *PIX     `json:"pix,omitempty"`
	Boleto         *Boleto  `json:"boleto,omitempty"`
	Tickets        []Ticket `json:"tickets,omitempty" description:"Once paid."`
	RefundReason   *string  `json:"refund_reason"`
	RefundAmount   *int64   `json:"refund_amount" description:"needs_refund: centavos of the payment the order could not take."`
	PaymentError   *string  `json:"payment_error" description:"Why the last charge failed after the gateway first accepted it (a card refused after its 3-D Secure challenge, a PIX cancelled), in the buyer's language; null once another charge starts."`
	// CardAction is set only in the answer to a card payment that needs the buyer's 3-D
	// Secure challenge: its client secret is not kept with the order.
	CardAction      *CardAction `json:"card_action,omitempty" description:"Card only, in the payment's answer alone: the issuer asks the buyer to authenticate (3-D Secure). The order stays reserved until the gateway reports the outcome: after the challenge, POST .../payment/sync asks it."`
	Dispute         *string     `json:"dispute" enum:"open,won,lost" description:"A chargeback the buyer opened at their bank: while open or lost, the tickets do not enter."`
	GatewayRefunded int64       `json:"gateway_refunded" description:"Centavos the gateway reports returned so far, partial refunds included."`

	sessionStart                    time.Time
	id, eventID, sessionID, storeID int64
	customerID, couponID            *int64
	buyerCPF, locale, origin        string
	halfCount                       int
}

// OrderEvent names the order's event.
type OrderEvent struct {
	ID   int64  `json:"id"`
	Nome string `json:"nome"`
}

// OrderSession is the order's session.
type OrderSession struct {
	ID     int64  `json:"id"`
	Inicio string `json:"inicio" description:"RFC 3339 in the event's time zone."`
}

// Item is tickets of one sector and type.
type Item struct {
	SectorID  int64      `json:"sector_id"`
	Sector    string     `json:"sector"`
	Type      string     `json:"type" enum:"full,half"`
	Quantity  int        `json:"quantity"`
	UnitPrice int64      `json:"unit_price" description:"Centavos per ticket."`
	Batch     *string    `json:"batch" description:"The lote the price came from."`
	Attendees []Attendee `json:"attendees"`

	id      int64
	batchID *int64
	extID   string
}

// Attendee is who a ticket is for; the CPF is shown masked.
type Attendee struct {
	Name      string  `json:"name"`
	CPF       string  `json:"cpf" description:"Masked: ***.456.789-**."`
	HalfProof *string `json:"half_proof" enum:"estudante,professor,pcd,id_jovem,idoso"`

	cpf string
	id  int64
}

// Buyer is who pays.
type Buyer struct {
	Name  string `json:"name"`
	Email string `json:"email"`
}

// PIX is a dynamic PIX charge.
type PIX struct {
	BRCode    string    `json:"brcode" description:"EMV copy-and-paste payload."`
	QRPNG     string    `json:"qr_png" description:"Base64 PNG of the QR code."`
	ExpiresAt time.Time `json:"expires_at"`
}

// Boleto is a registered boleto.
type Boleto struct {
	DigitableLine string `json:"digitable_line"`
	Barcode       string `json:"barcode"`
	DueDate       string `json:"due_date" description:"AAAA-MM-DD."`
	PDFURL        string `json:"pdf_url,omitempty" description:"The printable boleto the gateway hosts, when it hosts one."`
}

// CardAction is what the browser needs to show a card's 3-D Secure challenge.
type CardAction struct {
	ClientSecret string `json:"client_secret" description:"For the gateway's script (Stripe.js handleNextAction); it can finish this one payment and nothing else."`
}

// Ticket is one issued ticket.
type Ticket struct {
	Token  string  `json:"token"`
	Holder string  `json:"holder"`
	Sector string  `json:"sector"`
	Type   string  `json:"type" enum:"full,half"`
	Proof  *string `json:"half_proof"`
	URL    string  `json:"url" description:"The ticket page: {store origin}/ingressos/{token}."`
	Valid  bool    `json:"valid"`
	QRPNG  string  `json:"qr_png" description:"Base64 PNG of the QR code of the token, read at the entrance."`
}

// maskCPF keeps the middle six digits, as receipts show a CPF.
func maskCPF(cpf string) string {
	if len(cpf) != 11 {
		return "***"
	}
	return "***." + cpf[3:6] + "." + cpf[6:9] + "-**"
}

const orderCols = `SELECT o.id, o.hash, o.status, o.expires_at, o.created_at, o.paid_at, o.event_id, e.nome,
	e.timezone, o.session_id, se.data, o.subtotal, o.discount, o.fee, o.fee_bp, o.total, o.coupon_code,
	o.coupon_id, o.referral, o.payment_method, o.installments, o.charged, o.buyer_name, o.buyer_email,
	o.buyer_cpf, o.customer_id, o.store_id, o.locale, o.origin, o.half_count, o.pix_brcode, o.pix_qr_png,
	o.pix_expires_at, o.boleto_line, o.boleto_barcode, o.boleto_due, o.refund_reason, o.refund_amount,
	o.pay_error, o.dispute_status, o.gateway_refunded, o.boleto_pdf
	FROM orders o JOIN events e ON e.id = o.event_id JOIN sessions se ON se.id = o.session_id `

// reader is a *db.DB or a *db.Tx: reads outside a transaction avoid SQLite's write lock.
type reader interface {
	QueryRow(ctx context.Context, query string, args ...any) *db.Row
	Query(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

// loadHeader reads the order row by hash (ErrNotFound when there is none).
func loadHeader(ctx context.Context, q reader, hash string) (Order, error) {
	var o Order
	var zone string
	var expires, created, start db.Time
	var paid, pixExp, due db.Time
	var brcode, qr, line, barcode, pdf *string
	err := q.QueryRow(ctx, orderCols+"WHERE o.hash = ?", hash).Scan(&o.id, &o.Hash, &o.Status, &expires, &created,
		&paid, &o.eventID, &o.Event.Nome, &zone, &o.sessionID, &start, &o.Subtotal, &o.Discount, &o.Fee, &o.FeeBP,
		&o.Total, &o.Coupon, &o.couponID, &o.Referral, &o.PaymentMethod, &o.Installments, &o.Charged, &o.Buyer.Name,
		&o.Buyer.Email, &o.buyerCPF, &o.customerID, &o.storeID, &o.locale, &o.origin, &o.halfCount, &brcode, &qr,
		&pixExp, &line, &barcode, &due, &o.RefundReason, &o.RefundAmount, &o.PaymentError, &o.Dispute,
		&o.GatewayRefunded, &pdf)
	if err != nil {
		return Order{}, err
	}
	loc, err := time.LoadLocation(zone)
	if err != nil {
		loc = time.UTC
	}
	o.Event.ID, o.Session.ID = o.eventID, o.sessionID
	o.sessionStart = start.Time
	o.Session.Inicio = start.Time.In(loc).Format(time.RFC3339)
	o.ExpiresAt, o.CreatedAt, o.PaidAt = expires.Time.UTC(), created.Time.UTC(), utcPtr(paid)
	if brcode != nil {
		o.PIX = &PIX{BRCode: *brcode, ExpiresAt: pixExp.Time.UTC()}
		if qr != nil {
			o.PIX.QRPNG = *qr
		}
	}
	if line != nil && barcode != nil {
		o.Boleto = &Boleto{DigitableLine: *line, Barcode: *barcode, DueDate: due.Time.In(loc).Format(time.DateOnly)}
		if pdf != nil {
			o.Boleto.PDFURL = *pdf
		}
	}
	return o, nil
}

func utcPtr(t db.Time) *time.Time {
	if !t.Valid {
		return nil
	}
	u := t.Time.UTC()
	return &u
}

// loadItems fills the order's items and attendees, and its tickets once paid.
func loadItems(ctx context.Context, tx reader, o *Order) error {
	rows, err := tx.Query(ctx, `SELECT i.id, i.sector_id, s.nome, s.external_id, i.kind, i.quantity, i.unit_price,
		i.batch_id, b.nome FROM order_items i JOIN sectors s ON s.id = i.sector_id
		LEFT JOIN sector_batches b ON b.id = i.batch_id WHERE i.order_id = ? ORDER BY i.id`, o.id)
	if err != nil {
		return err
	}
	byID := map[int64]int{}
	o.Items = []Item{}
	for rows.Next() {
		var it Item
		if err := rows.Scan(&it.id, &it.SectorID, &it.Sector, &it.extID, &it.Type, &it.Quantity, &it.UnitPrice,
			&it.batchID, &it.Batch); err != nil {
			rows.Close()
			return err
		}
		it.Attendees = []Attendee{}
		byID[it.id] = len(o.Items)
		o.Items = append(o.Items, it)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	rows, err = tx.Query(ctx, `SELECT id, item_id, name, cpf, half_proof FROM order_attendees
		WHERE order_id = ? ORDER BY id`, o.id)
	if err != nil {
		return err
	}
	for rows.Next() {
		var at Attendee
		var item int64
		if err := rows.Scan(&at.id, &item, &at.Name, &at.cpf, &at.HalfProof); err != nil {
			rows.Close()
			return err
		}
		at.CPF = maskCPF(at.cpf)
		if i, ok := byID[item]; ok {
			o.Items[i].Attendees = append(o.Items[i].Attendees, at)
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	if o.PaidAt == nil {
		return nil
	}
	return loadTickets(ctx, tx, o)
}

func loadTickets(ctx context.Context, tx reader, o *Order) error {
	rows, err := tx.Query(ctx, `SELECT t.token, a.name, s.nome, i.kind, a.half_proof, t.voided_at FROM tickets t
		JOIN order_attendees a ON a.id = t.attendee_id JOIN order_items i ON i.id = a.item_id
		JOIN sectors s ON s.id = i.sector_id WHERE t.order_id = ? ORDER BY t.id`, o.id)
	if err != nil {
		return err
	}
	defer rows.Close()
	o.Tickets = []Ticket{}
	for rows.Next() {
		var t Ticket
		var voided db.Time
		if err := rows.Scan(&t.Token, &t.Holder, &t.Sector, &t.Type, &t.Proof, &voided); err != nil {
			return err
		}
		t.URL = o.origin + "/ingressos/" + t.Token
		t.Valid = !voided.Valid && !Disputed(o.Dispute)
		if png, err := qr.Encode(t.Token, qr.M); err == nil {
			t.QRPNG = *encodePNG(png.PNG())
		}
		o.Tickets = append(o.Tickets, t)
	}
	return rows.Err()
}

// full reads a whole order. Outside a transaction: rows of a settled order do not change,
// and a live one is re-read by the client's next poll.
func (s *Service) full(ctx context.Context, hash string) (Order, error) {
	o, err := loadHeader(ctx, s.db, hash)
	if err != nil {
		return Order{}, err
	}
	o.PaymentMethods = []string{}
	if now := s.now(); payable(o, now) == nil {
		o.PaymentMethods = paymentMethods(o.sessionStart, now)
	}
	return o, loadItems(ctx, s.db, &o)
}

func encodePNG(png []byte) *string {
	if len(png) == 0 {
		return nil
	}
	s := base64.StdEncoding.EncodeToString(png)
	return &s
}
