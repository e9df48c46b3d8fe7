package checkout

import (
	"context"
	"fmt"
	"sort"

	"github.com/catraca/catraca/internal/checkout/rush"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/inventory"
)

// move is what happens to an order's counters.
type move int

const (
	release     move = iota // held → free: expired or given up
	sell                    // held → sold: paid
	returnSold              // sold → free: refunded
	keep                    // nothing moves (a transition's row only; apply never sees it)
	releaseHeld             // release, when the order still holds its stock (the same)
)

type orderStock struct {
	eventID   int64
	half      int
	couponID  *int64
	sectors   map[int64]int
	batches   map[int64]int
	cpfs      []cpfCount
	sectorIDs []int64
	addr      *rush.AddressKey // the client address whose unpaid tickets the order counts in
	tickets   int
}

func loadStock(ctx context.Context, tx *db.Tx, orderID int64) (orderStock, error) {
	st := orderStock{sectors: map[int64]int{}, batches: map[int64]int{}}
	var session int64
	var addr *string
	if err := tx.QueryRow(ctx, "SELECT event_id, half_count, coupon_id, session_id, client_addr FROM orders WHERE id = ?",
		orderID).Scan(&st.eventID, &st.half, &st.couponID, &session, &addr); err != nil {
		return st, err
	}
	if addr != nil {
		st.addr = &rush.AddressKey{Addr: *addr, Session: session}
	}
	rows, err := tx.Query(ctx, `SELECT i.sector_id, i.batch_id, i.kind, a.cpf FROM order_attendees a
		JOIN order_items i ON i.id = a.item_id WHERE a.order_id = ?`, orderID)
	if err != nil {
		return st, err
	}
	defer rows.Close()
	by := map[string]*cpfCount{}
	for rows.Next() {
		var sector int64
		var batch *int64
		var kind, cpf string
		if err := rows.Scan(&sector, &batch, &kind, &cpf); err != nil {
			return st, err
		}
		if st.sectors[sector] == 0 {
			st.sectorIDs = append(st.sectorIDs, sector)
		}
		st.sectors[sector]++
		st.tickets++
		if batch != nil {
			st.batches[*batch]++
		}
		c := by[cpf]
		if c == nil {
			c = &cpfCount{cpf: cpf}
			by[cpf] = c
		}
		c.qty++
		if kind == TypeHalf {
			c.half++
		}
	}
	for _, c := range by {
		st.cpfs = append(st.cpfs, *c)
	}
	sort.Slice(st.cpfs, func(i, j int) bool { return st.cpfs[i].cpf < st.cpfs[j].cpf })
	sort.Slice(st.sectorIDs, func(i, j int) bool { return st.sectorIDs[i] < st.sectorIDs[j] })
	return st, rows.Err()
}

// apply moves an order's counters in the same lock order as Create's hold: its address's
// unpaid tickets (locked first, when a group is screened), CPFs, coupon, half-price quota,
// batches, sectors. Selling keeps the coupon use and the CPF counts: a paid order still
// counts towards both; it leaves its address's unpaid tickets, as does every end of a hold.
func (st orderStock) apply(ctx context.Context, tx *db.Tx, m move) error {
	if st.addr != nil && m != returnSold {
		if err := rush.ReleaseAddressHold(ctx, tx, *st.addr, st.tickets); err != nil {
			return fmt.Errorf("address holds: %w", err)
		}
	}
	if m != sell {
		for _, c := range st.cpfs {
			if err := inventory.UncountCPF(ctx, tx, st.eventID, c.cpf, c.qty, c.half); err != nil {
				return fmt.Errorf("cpf count: %w", err)
			}
		}
		if st.couponID != nil {
			if err := inventory.ReturnCoupon(ctx, tx, *st.couponID); err != nil {
				return fmt.Errorf("coupon: %w", err)
			}
		}
	}
	if st.half > 0 {
		var err error
		switch m {
		case release:
			err = inventory.ReleaseHalf(ctx, tx, st.eventID, st.half)
		case sell:
			err = inventory.SellHalf(ctx, tx, st.eventID, st.half)
		case returnSold:
			err = inventory.ReturnHalfSold(ctx, tx, st.eventID, st.half)
		}
		if err != nil {
			return fmt.Errorf("half quota: %w", err)
		}
	}
	batchIDs := make([]int64, 0, len(st.batches))
	for id := range st.batches {
		batchIDs = append(batchIDs, id)
	}
	sort.Slice(batchIDs, func(i, j int) bool { return batchIDs[i] < batchIDs[j] })
	for _, id := range batchIDs {
		var err error
		switch m {
		case release:
			err = inventory.ReleaseBatch(ctx, tx, id, st.batches[id])
		case sell:
			err = inventory.SellBatch(ctx, tx, id, st.batches[id])
		case returnSold:
			err = inventory.ReturnBatchSold(ctx, tx, id, st.batches[id])
		}
		if err != nil {
			return fmt.Errorf("batch %d: %w", id, err)
		}
	}
	for _, id := range st.sectorIDs {
		qty := st.sectors[id]
		var err error
		switch m {
		case release:
			err = inventory.Release(ctx, tx, id, qty)
		case sell:
			err = inventory.Sell(ctx, tx, id, qty)
		case returnSold:
			err = inventory.ReturnSold(ctx, tx, id, qty)
		}
		if err != nil {
			return fmt.Errorf("sector %d: %w", id, err)
		}
	}
	return nil
}
