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
// attendeeRows' order), ids given (see writeOrders), followed by their rows.
const (
	insertOrders = `INSERT INTO orders (id, hash, store_id, event_id, session_id, customer_id, buyer_name, buyer_email,
		buyer_cpf, buyer_phone, status, subtotal, fee, fee_bp, discount, total, coupon_id, coupon_code, referral,
		half_count, locale, origin, created_at, expires_at, remind_at, client_addr) `
	insertItems     = "INSERT INTO order_items (id, order_id, sector_id, batch_id, kind, quantity, unit_price) "
	insertAttendees = "INSERT INTO order_attendees (order_id, item_id, name, cpf, half_proof) "
)

// The PostgreSQL types of each insert's columns, for db.Rows.
var (
	orderTypes = []string{"bigint", "text", "integer", "bigint", "bigint", "bigint", "text", "text", "text", "text",
		"text", "integer", "integer", "integer", "integer", "integer", "bigint", "text", "text", "integer", "text",
		"text", "timestamptz", "timestamptz", "timestamptz", "text"}
	itemTypes     = []string{"bigint", "bigint", "bigint", "bigint", "text", "integer", "integer"}
	attendeeTypes = []string{"bigint", "bigint", "text", "text", "text"}
)

// placeholders is "(?, ?, ...)" for n values.
func placeholders(n int) string {
	return "(" + strings.TrimSuffix(strings.Repeat("?, ", n), ", ") + ")"
}

// pending is an order ready to be written: its answer and its row (without its id), computed
// before it is written.
type pending struct {
	n     newOrder
	order Order
	row   []any  // in insertOrders' order, after the id
	out   *Order // the answer, set when written
}

func newPending(n newOrder, out *Order) *pending {
	o, row := n.row()
	return &pending{n: n, order: o, row: row, out: out}
}

// insertOrder writes one order, its items and attendees.
func insertOrder(ctx context.Context, tx *db.Tx, n newOrder) (Order, error) {
	var o Order
	return o, writeOrders(ctx, tx, []*pending{newPending(n, &o)})
}

// writeOrders is the one writer of the order tables, on both databases: it reserves the ids
// of the orders and their items (db.NewIDs), then writes the orders, their items and their
// attendees, one statement each, and fills each order's answer.
func writeOrders(ctx context.Context, tx *db.Tx, orders []*pending) error {
	items := 0
	for _, p := range orders {
		// A fresh answer each time: a group that failed runs again, and the attendees are
		// appended to its items.
		*p.out = p.order
		p.out.Items = slices.Clone(p.order.Items)
		items += len(p.n.req.Items)
	}
	ids, err := tx.NewIDs(ctx, []string{"orders", "order_items"}, []int{len(orders), items})
	if err != nil {
		return err
	}
	rows := tx.NewRows(orderTypes...)
	for k, p := range orders {
		p.out.id = ids[0][k]
		rows.Add(append([]any{p.out.id}, p.row...)...)
	}
	src, args := rows.Source()
	if _, err := tx.ExecBuilt(ctx, insertOrders+src, args...); err != nil {
		return err
	}
	rows = tx.NewRows(itemTypes...)
	var attendees []any
	next := 0
	for _, p := range orders {
		for i := range p.n.req.Items {
			itemID := ids[1][next]
			next++
			rows.Add(append([]any{itemID}, p.n.itemRow(p.out.id, i)...)...)
			attendees = p.out.attendeeRows(attendees, p.n.req.Items, i, itemID)
		}
	}
	src, args = rows.Source()
	if _, err := tx.ExecBuilt(ctx, insertItems+src, args...); err != nil {
		return err
	}
	return insertAttendeeRows(ctx, tx, attendees)
}

// row computes the order with totals exact in centavos (total = subtotal - discount + fee)
// and the values of its row, in insertOrders' order after the id.
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
