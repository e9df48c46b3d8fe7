package checkout

import (
	"cmp"
	"context"
	"fmt"
	"maps"
	"slices"

	"github.com/catraca/catraca/internal/apperr"

	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/inventory"
)

// maxBulkTickets bounds the tickets of an order written in bulk, so that a group's statements
// stay far under the databases' limits on parameters (SQLite 32,766; PostgreSQL 65,535).
const maxBulkTickets = 10

// bulkOrder is a bare order (one CPF, no shared counter but its sectors) that its group
// writes together with the group's other bulk orders: one statement per table for all of
// them instead of four per order. In a rush that was most of a group's time on PostgreSQL,
// whose every statement is a round trip. Its prices are known before the transaction, since
// no batch applies.
type bulkOrder struct {
	n     newOrder
	cpf   cpfCount
	order Order  // the answer, computed by the buyer's request rather than the group's writer
	row   []any  // its row, in insertOrders' order
	out   *Order // set when written
}

// newBulkOrder returns n as a bulk order, or nil when it must be written on its own: more
// tickets than maxBulkTickets, more than the CPF limit (refused by the order's own run), a
// sector sold in batches (priced under the hold), or two items of the same sector and type
// (the bulk insert tells items apart by those).
func newBulkOrder(n newOrder, cpf cpfCount, out *Order) *bulkOrder {
	if cpf.qty > maxBulkTickets || cpf.qty > n.sale.perCPF || cpf.half > 0 {
		return nil
	}
	seen := map[itemKey]bool{}
	for _, it := range n.req.Items {
		k := itemKey{it.SectorID, it.Type}
		if seen[k] || n.sectors[it.SectorID].batches {
			return nil
		}
		seen[k] = true
	}
	var err error
	if n.prices, err = priceItems(n.req.Items, n.sectors, nil); err != nil {
		return nil
	}
	o, row := n.row()
	return &bulkOrder{n: n, cpf: cpf, order: o, row: row, out: out}
}

type itemKey struct {
	sector int64
	kind   string
}

// cpfKey is the CPF count row a bulk order takes; a group writes in bulk at most one order
// per row (PostgreSQL refuses to update a row twice in one statement).
func (b *bulkOrder) cpfKey() string { return fmt.Sprint(b.n.sale.eventID, "/", b.cpf.cpf) }

// writeBulk writes orders, which take distinct CPF count rows, and returns each one's
// refusal (the CPF limit reached) or nil; err ends the group's transaction.
func writeBulk(ctx context.Context, tx *db.Tx, orders []*bulkOrder) ([]error, error) {
	refused := make([]error, len(orders))
	counted, err := countBulkCPFs(ctx, tx, orders)
	if err != nil {
		return nil, err
	}
	var ok []*bulkOrder
	for k, b := range orders {
		if counted[b.cpfKey()] {
			ok = append(ok, b)
		} else {
			refused[k] = cpfRefusal(b.n.req.Items, b.cpf.cpf, msgCPFLimit(b.n.sale.perCPF), apperr.CPFLimit)
		}
	}
	if len(ok) == 0 {
		return refused, nil
	}
	return refused, insertBulk(ctx, tx, ok)
}

// countBulkCPFs adds each order's tickets to its CPF's count for the event, one statement
// per event and limit, events in id order; it reports the rows (cpfKey) that stayed within
// the limit.
func countBulkCPFs(ctx context.Context, tx *db.Tx, orders []*bulkOrder) (map[string]bool, error) {
	type limitKey struct {
		event int64
		limit int
	}
	by := map[limitKey][]inventory.CPFTickets{}
	for _, b := range orders {
		k := limitKey{b.n.sale.eventID, b.n.sale.perCPF}
		by[k] = append(by[k], inventory.CPFTickets{CPF: b.cpf.cpf, Qty: b.cpf.qty})
	}
	keys := slices.SortedFunc(maps.Keys(by), func(a, b limitKey) int {
		return cmp.Or(cmp.Compare(a.event, b.event), cmp.Compare(a.limit, b.limit))
	})
	counted := map[string]bool{}
	for _, k := range keys {
		cpfs, err := inventory.CountCPFs(ctx, tx, k.event, k.limit, by[k])
		if err != nil {
			return nil, err
		}
		for cpf := range cpfs {
			counted[fmt.Sprint(k.event, "/", cpf)] = true
		}
	}
	return counted, nil
}

// insertBulk writes the orders, then their items, then their attendees, one statement each,
// and fills each order's answer.
func insertBulk(ctx context.Context, tx *db.Tx, orders []*bulkOrder) error {
	for _, b := range orders {
		// A fresh answer each time: a group that failed runs again, and the attendees are
		// appended to its items.
		*b.out = b.order
		b.out.Items = slices.Clone(b.order.Items)
	}
	if tx.Dialect() == db.SQLite {
		return insertNumbered(ctx, tx, orders)
	}
	byHash := map[string]*bulkOrder{}
	rows := tx.NewRows(orderTypes...)
	for _, b := range orders {
		byHash[b.order.Hash] = b
		rows.Add(b.row...)
	}
	src, args := rows.Source()
	ids, err := returned(ctx, tx, insertOrders+src+" RETURNING id, hash", args, func(id int64, hash string) error {
		b := byHash[hash]
		if b == nil {
			return fmt.Errorf("bulk insert: unknown order %s", hash)
		}
		b.out.id = id
		return nil
	})
	if err != nil || ids != len(orders) {
		return fmt.Errorf("bulk insert orders (%d of %d): %w", ids, len(orders), err)
	}
	type itemRef struct {
		b *bulkOrder
		i int
	}
	items := map[string]itemRef{}
	rows = tx.NewRows(itemTypes...)
	for _, b := range orders {
		for i, it := range b.n.req.Items {
			items[fmt.Sprint(b.out.id, "/", it.SectorID, "/", it.Type)] = itemRef{b, i}
			rows.Add(b.n.itemRow(b.out.id, i)...)
		}
	}
	var attendees []any
	src, args = rows.Source()
	n, err := returned(ctx, tx, insertItems+src+" RETURNING id, order_id || '/' || sector_id || '/' || kind", args,
		func(id int64, key string) error {
			ref, ok := items[key]
			if !ok {
				return fmt.Errorf("bulk insert: unknown item %s", key)
			}
			attendees = ref.b.out.attendeeRows(attendees, ref.b.n.req.Items, ref.i, id)
			return nil
		})
	if err != nil || n != len(items) {
		return fmt.Errorf("bulk insert items (%d of %d): %w", n, len(items), err)
	}
	return insertAttendeeRows(ctx, tx, attendees)
}

// insertNumbered is insertBulk on SQLite, whose transaction holds the database's one write
// lock from its start: the ids after the tables' largest are then the group's to give, and
// the inserts need no RETURNING, whose result rows took a quarter of the one writer's time.
func insertNumbered(ctx context.Context, tx *db.Tx, orders []*bulkOrder) error {
	var orderID, itemID int64
	err := tx.QueryRow(ctx, "SELECT (SELECT coalesce(max(id), 0) FROM orders), (SELECT coalesce(max(id), 0) FROM order_items)").
		Scan(&orderID, &itemID)
	if err != nil {
		return err
	}
	rows := tx.NewRows(numberedOrderTypes...)
	for _, b := range orders {
		orderID++
		b.out.id = orderID
		rows.Add(append([]any{orderID}, b.row...)...)
	}
	src, args := rows.Source()
	if _, err := tx.ExecBuilt(ctx, insertNumberedOrders+src, args...); err != nil {
		return err
	}
	rows = tx.NewRows(numberedItemTypes...)
	var attendees []any
	for _, b := range orders {
		for i := range b.n.req.Items {
			itemID++
			rows.Add(append([]any{itemID}, b.n.itemRow(b.out.id, i)...)...)
			attendees = b.out.attendeeRows(attendees, b.n.req.Items, i, itemID)
		}
	}
	src, args = rows.Source()
	if _, err := tx.ExecBuilt(ctx, insertNumberedItems+src, args...); err != nil {
		return err
	}
	return insertAttendeeRows(ctx, tx, attendees)
}

// returned runs an INSERT ... RETURNING id, key and hands each row to fn; it says how many
// rows came back.
func returned(ctx context.Context, tx *db.Tx, query string, args []any, fn func(id int64, key string) error) (int, error) {
	rows, err := tx.QueryBuilt(ctx, query, args...)
	if err != nil {
		return 0, err
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		var id int64
		var key string
		if err := rows.Scan(&id, &key); err != nil {
			return n, err
		}
		if err := fn(id, key); err != nil {
			return n, err
		}
		n++
	}
	return n, rows.Err()
}
