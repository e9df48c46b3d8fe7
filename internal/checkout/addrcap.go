package checkout

import (
	"context"
	"fmt"
	"hash/fnv"
	"maps"
	"slices"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
)

// The cap on unpaid tickets per client address (issue 31): one address, inventing buyers,
// could hold a whole sector and renew its holds forever. The tickets of an address's reserved
// and awaiting-payment orders in a session are capped; paid orders do not count, so the many
// real buyers behind one carrier address (CGNAT) still get through as they pay. The default
// cap is the larger of AddressCapFloor tickets and AddressCapPercent of the session's capacity;
// the store's checkout settings, then the event, may set another (0: no cap, e.g. behind a
// waiting room).
const (
	AddressCapFloor   = 60
	AddressCapPercent = 10
)

// addressCap is a session's cap: the event's own, else the store's, else the default.
func addressCap(event, store *int, capacity int) int {
	switch {
	case event != nil:
		return max(*event, 0)
	case store != nil:
		return max(*store, 0)
	}
	return max(AddressCapFloor, capacity*AddressCapPercent/100)
}

// addressHold is what an order adds to the unpaid tickets its client address holds in its
// session, under the session's cap.
type addressHold struct {
	addr    string
	session int64
	tickets int
	cap     int
}

// newAddressHold is the hold an order counts against its address, or nil when no cap applies.
func newAddressHold(shop Shop, sl sale, session int64, tickets int) *addressHold {
	limit := addressCap(sl.perAddress, shop.AddressCap, sl.capacity)
	if limit == 0 || shop.ClientAddr == "" {
		return nil
	}
	return &addressHold{addr: shop.ClientAddr, session: session, tickets: tickets, cap: limit}
}

func msgAddressCap(n int) string {
	return fmt.Sprintf("Limite de %d ingressos reservados e não pagos por conexão nesta sessão. "+
		"Pague ou cancele uma reserva para reservar mais.", n)
}

// addressLockClass is the first key of the advisory locks on (address, session) pairs.
const addressLockClass = 31

type addressKey struct {
	addr    string
	session int64
}

// screenAddresses sets aside (see runLater) each order of the group that would take its
// address past its session's cap, counting the address's unpaid tickets and, in the order
// they came, the group's orders before it; it keeps the count read in sc.held. On PostgreSQL
// the pairs are locked first, in one order, with transaction-scoped advisory locks, so that
// groups committing side by side (or other processes) count one after another; SQLite's one
// writer already runs them so.
func screenAddresses(ctx context.Context, tx *db.Tx, group []*holdJob, sc *screening) error {
	sc.held = map[addressKey]int{}
	var addrs, sessions []any
	for i, j := range group {
		if sc.done[i] || j.addr == nil {
			continue
		}
		k := j.addr.key()
		if _, ok := sc.held[k]; !ok {
			sc.held[k] = 0
			addrs, sessions = append(addrs, k.addr), append(sessions, k.session)
		}
	}
	if len(sc.held) == 0 {
		return nil
	}
	if tx.Dialect() == db.Postgres {
		if err := lockAddresses(ctx, tx, sc.held); err != nil {
			return err
		}
	}
	if err := countAddresses(ctx, tx, addrs, sessions, sc.held); err != nil {
		return err
	}
	held := maps.Clone(sc.held)
	for i, j := range group {
		if sc.done[i] || j.addr == nil {
			continue
		}
		if j.addr.over(held) != nil {
			sc.done[i], sc.later[i] = true, true
			continue
		}
		held[j.addr.key()] += j.addr.tickets
	}
	return nil
}

func (h *addressHold) key() addressKey { return addressKey{h.addr, h.session} }

// over refuses (429) the order when its tickets would take its address past the cap, given
// the unpaid tickets held.
func (h *addressHold) over(held map[addressKey]int) error {
	if h != nil && held[h.key()]+h.tickets > h.cap {
		return apperr.New(apperr.TooMany, msgAddressCap(h.cap))
	}
	return nil
}

// lockAddresses takes the advisory lock of each pair, in key order so that two groups never
// wait for each other's locks crosswise. A statement of its own, before the count: the
// count's snapshot must be taken once the locks are held.
func lockAddresses(ctx context.Context, tx *db.Tx, pairs map[addressKey]int) error {
	keys := make([]int32, 0, len(pairs))
	for k := range pairs {
		h := fnv.New32a()
		fmt.Fprint(h, k.session, "/", k.addr)
		keys = append(keys, int32(h.Sum32()))
	}
	slices.Sort(keys)
	var args []any
	for _, k := range slices.Compact(keys) {
		args = append(args, k)
	}
	_, err := tx.Exec(ctx, "SELECT count(pg_advisory_xact_lock(CAST(? AS integer), k)) FROM "+
		"(SELECT k FROM unnest(?::integer[]) AS k ORDER BY k) AS keys", addressLockClass, args)
	return err
}

// countAddresses adds to held the unpaid tickets each pair holds.
func countAddresses(ctx context.Context, tx *db.Tx, addrs, sessions []any, held map[addressKey]int) error {
	byAddr, args := tx.In("o.client_addr", "text", addrs)
	bySession, more := tx.In("o.session_id", "bigint", sessions)
	rows, err := tx.QueryBuilt(ctx, "SELECT o.client_addr, o.session_id, SUM(i.quantity) FROM orders o "+
		"JOIN order_items i ON i.order_id = o.id WHERE o.status IN "+holding+" AND "+byAddr+" AND "+bySession+
		" GROUP BY o.client_addr, o.session_id", append(args, more...)...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var k addressKey
		var n int
		if err := rows.Scan(&k.addr, &k.session, &n); err != nil {
			return err
		}
		if _, ok := held[k]; ok {
			held[k] += n
		}
	}
	return rows.Err()
}
