package checkout

import (
	"cmp"
	"context"
	"fmt"
	"maps"
	"slices"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/checkout/rush"

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
	*pending
	cpf cpfCount
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
	return &bulkOrder{pending: newPending(n, out), cpf: cpf}
}

type itemKey struct {
	sector int64
	kind   string
}

// Key is the CPF count row a bulk order takes; a group writes in bulk at most one order per
// row (PostgreSQL refuses to update a row twice in one statement).
func (b *bulkOrder) Key() string { return fmt.Sprint(b.n.sale.eventID, "/", b.cpf.cpf) }

// writeBulk writes orders, which take distinct CPF count rows, and returns each one's
// refusal (the CPF limit reached) or nil; err ends the group's transaction.
func writeBulk(ctx context.Context, tx *db.Tx, bulk []rush.Bulk) ([]error, error) {
	orders := make([]*bulkOrder, len(bulk))
	for k, b := range bulk {
		orders[k] = b.(*bulkOrder)
	}
	refused := make([]error, len(orders))
	counted, err := countBulkCPFs(ctx, tx, orders)
	if err != nil {
		return nil, err
	}
	var ok []*pending
	for k, b := range orders {
		if counted[b.Key()] {
			ok = append(ok, b.pending)
		} else {
			refused[k] = cpfRefusal(b.n.req.Items, b.cpf.cpf, msgCPFLimit(b.n.sale.perCPF), apperr.CPFLimit)
		}
	}
	if len(ok) == 0 {
		return refused, nil
	}
	return refused, writeOrders(ctx, tx, ok)
}

// countBulkCPFs adds each order's tickets to its CPF's count for the event, one statement
// per event and limit, events in id order; it reports the rows (Key) that stayed within
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
