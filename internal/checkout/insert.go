package checkout

import (
	"context"
	"slices"
	"strings"
	"time"

	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/db"
)

type newOrder struct {
	shop    Shop
	req     CreateRequest
	sale    sale
	buyer   buyerRow
	prices  []itemPrice
	coupon  *coupon
	sectors map[int64]*sectorRow
	half    int
	now     time.Time
}

// The inserts of an order, its items (values in itemRow's order) and its attendees (in
// attendeeRows' order), followed by their rows: one each (insertOrder) or a group's
// (insertBulk).
const (
	insertOrders = `INSERT INTO orders (hash, store_id, event_id, session_id, customer_id, buyer_name, buyer_email,
		buyer_cpf, buyer_phone, status, subtotal, fee, fee_bp, discount, total, coupon_id, coupon_code, referral,
		half_count, locale, origin, created_at, expires_at, remind_at, client_addr) `
	insertItems     = "INSERT INTO order_items (order_id, sector_id, batch_id, kind, quantity, unit_price) "
	insertAttendees = "INSERT INTO order_attendees (order_id, item_id, name, cpf, half_proof) "
)

// The PostgreSQL types of each insert's columns, for db.Rows.
var (
	orderTypes = []string{"text", "integer", "bigint", "bigint", "bigint", "text", "text", "text", "text", "text",
		"integer", "integer", "integer", "integer", "integer", "bigint", "text", "text", "integer", "text", "text",
		"timestamptz", "timestamptz", "timestamptz", "text"}
	itemTypes     = []string{"bigint", "bigint", "bigint", "text", "integer", "integer"}
	attendeeTypes = []string{"bigint", "bigint", "text", "text", "text"}
)

// One row of each insert.
var (
	orderValues = "VALUES " + placeholders(len(orderTypes))
	itemValues  = "VALUES " + placeholders(len(itemTypes))
)

// The inserts of orders and items with their ids given (see insertNumbered), and their
// columns' types.
var (
	insertNumberedOrders = strings.Replace(insertOrders, "(hash,", "(id, hash,", 1)
	insertNumberedItems  = strings.Replace(insertItems, "(order_id,", "(id, order_id,", 1)
	numberedOrderTypes   = append([]string{"bigint"}, orderTypes...)
	numberedItemTypes    = append([]string{"bigint"}, itemTypes...)
)

// placeholders is "(?, ?, ...)" for n values.
func placeholders(n int) string {
	return "(" + strings.TrimSuffix(strings.Repeat("?, ", n), ", ") + ")"
}

// insertOrder writes the order, its items and attendees.
func insertOrder(ctx context.Context, tx *db.Tx, n newOrder) (Order, error) {
	o, row := n.row()
	var err error
	o.id, err = tx.Insert(ctx, insertOrders+orderValues, row...)
	if err != nil {
		return Order{}, err
	}
	for i := range n.req.Items {
		itemID, err := tx.Insert(ctx, insertItems+itemValues, n.itemRow(o.id, i)...)
		if err != nil {
			return Order{}, err
		}
		// One statement for all of an item's attendees: fewer round trips inside the hold.
		if err := insertAttendeeRows(ctx, tx, o.attendeeRows(nil, n.req.Items, i, itemID)); err != nil {
			return Order{}, err
		}
	}
	return o, nil
}

// row computes the order with totals exact in centavos (total = subtotal - discount + fee)
// and the values of its row, in insertOrders' order.
func (n newOrder) row() (Order, []any) {
	subtotal, discount, fee := totals(n.req.Items, n.prices, n.coupon, n.sectors, n.shop.FeeBP)
	o := Order{Hash: newToken(), Status: StatusReserved, Subtotal: subtotal, Discount: discount, Fee: fee,
		FeeBP: max(n.shop.FeeBP, 0), Total: subtotal - discount + fee, Buyer: Buyer{Name: n.buyer.name, Email: n.buyer.email}}
	var couponID *int64
	var code, referral *string
	if n.coupon != nil {
		couponID, code = &n.coupon.id, &n.coupon.code
	}
	if r := strings.TrimSpace(n.req.Referral); r != "" {
		referral = &r
	}
	created := ts(n.now)
	expires := created.Add(time.Duration(n.shop.HoldMinutes) * time.Minute)
	remind := created.Add(time.Duration(n.shop.RemindMinutes) * time.Minute)
	o.describe(n, created, expires, code, referral)
	return o, []any{o.Hash, n.shop.StoreID, n.sale.eventID, n.req.SessionID, n.shop.CustomerID, n.buyer.name,
		n.buyer.email, n.buyer.cpf, n.buyer.phone, StatusReserved, subtotal, fee, max(n.shop.FeeBP, 0), discount,
		o.Total, couponID, code, referral, n.half, n.shop.Locale, n.shop.Origin, created, expires, remind, clientAddr(n.shop)}
}

// clientAddr is the order's client address column: NULL when the request had none.
func clientAddr(shop Shop) *string {
	if shop.ClientAddr == "" {
		return nil
	}
	return &shop.ClientAddr
}

// itemRow is the values of item i's row of order orderID.
func (n newOrder) itemRow(orderID int64, i int) []any {
	it := n.req.Items[i]
	return []any{orderID, it.SectorID, n.prices[i].batchID, it.Type, it.Quantity, n.prices[i].unit}
}

// attendeeRows appends to args the rows of item i's attendees and records them in the
// order's answer.
func (o *Order) attendeeRows(args []any, items []ItemInput, i int, itemID int64) []any {
	for _, at := range items[i].Attendees {
		var proof *string
		if at.HalfProof != "" {
			p := at.HalfProof
			proof = &p
		}
		args = append(args, o.id, itemID, at.Name, at.CPF, proof)
		o.Items[i].Attendees = append(o.Items[i].Attendees, Attendee{Name: at.Name, CPF: maskCPF(at.CPF), HalfProof: proof})
	}
	return args
}

// describe fills the answer from what was just written, sparing a read after the commit.
func (o *Order) describe(n newOrder, created, expires time.Time, code, referral *string) {
	loc := catalog.ZoneOrUTC(n.sale.zone)
	o.CreatedAt, o.ExpiresAt = created, expires
	o.Event = OrderEvent{ID: n.sale.eventID, Nome: n.sale.name}
	o.Session = OrderSession{ID: n.req.SessionID, Inicio: n.sale.start.Time.In(loc).Format(time.RFC3339)}
	o.sessionStart, o.PaymentMethods = n.sale.start.Time, paymentMethods(n.sale.start.Time, n.now)
	o.Coupon, o.Referral = code, referral
	o.Items = make([]Item, len(n.req.Items))
	for i, it := range n.req.Items {
		sec := n.sectors[it.SectorID]
		o.Items[i] = Item{SectorID: it.SectorID, Sector: sec.nome, Type: it.Type, Quantity: it.Quantity,
			UnitPrice: n.prices[i].unit, Batch: n.prices[i].batch, Attendees: make([]Attendee, 0, it.Quantity)}
	}
}

// insertAttendeeRows writes attendees, given as attendeeRows gives them, in one statement.
func insertAttendeeRows(ctx context.Context, tx *db.Tx, attendees []any) error {
	rows := tx.NewRows(attendeeTypes...)
	for row := range slices.Chunk(attendees, len(attendeeTypes)) {
		rows.Add(row...)
	}
	src, args := rows.Source()
	_, err := tx.ExecBuilt(ctx, insertAttendees+src, args...)
	return err
}
