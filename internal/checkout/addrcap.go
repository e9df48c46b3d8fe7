package checkout

import (
	"cmp"
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
)

// The cap on unpaid tickets per client address: one address, inventing buyers,
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
// session (the address_holds counter), and the session's cap on them (0: none).
type addressHold struct {
	addr    string
	session int64
	tickets int
	cap     int
}

// newAddressHold is what an order adds to its address's count, or nil when the request had
// no address. An order under no cap still counts: the cap may be set later, and the
// transitions that end a hold subtract every order's tickets.
func newAddressHold(shop Shop, sl sale, session int64, tickets int) *addressHold {
	if shop.ClientAddr == "" {
		return nil
	}
	limit := addressCap(sl.perAddress, shop.AddressCap, sl.capacity)
	return &addressHold{addr: shop.ClientAddr, session: session, tickets: tickets, cap: limit}
}

func (h *addressHold) capped() bool { return h != nil && h.cap > 0 }

func msgAddressCap(n int) string {
	return fmt.Sprintf("Limite de %d ingressos reservados e não pagos por conexão nesta sessão. "+
		"Pague ou cancele uma reserva para reservar mais.", n)
}

type addressKey struct {
	addr    string
	session int64
}

// screenAddresses sets aside (see runLater) each order of the group that would take its
// address past its session's cap, counting the address's unpaid tickets and, in the order
// they came, the group's orders before it; it keeps the count read in sc.held. The counts'
// rows stay locked to the end of the transaction, so that groups committing side by side
// (or other processes) count one after another on PostgreSQL; SQLite's one writer already
// runs them so. They are locked first, before any other counter of the orders, as apply
// takes them when a hold ends: the rows of orders under no cap too, for that order.
func screenAddresses(ctx context.Context, tx *db.Tx, group []*holdJob, sc *screening) error {
	sc.held = map[addressKey]int{}
	for i, j := range group {
		if !sc.done[i] && j.addr != nil {
			sc.held[j.addr.key()] = 0
		}
	}
	if len(sc.held) == 0 {
		return nil
	}
	if err := lockAddresses(ctx, tx, sc.held); err != nil {
		return err
	}
	held := maps.Clone(sc.held)
	for i, j := range group {
		if sc.done[i] || !j.addr.capped() {
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
	if h.capped() && held[h.key()]+h.tickets > h.cap {
		return apperr.New(apperr.TooMany, msgAddressCap(h.cap)).Because(apperr.AddressLimit)
	}
	return nil
}

// lockAddresses locks the count row of each pair, in key order so that two groups never
// wait for each other's rows crosswise, and reads its count into held. An upsert that
// changes nothing: it creates the rows of addresses new to the session, so that they are
// locked too, and reads the latest count of the others (a plain SELECT ... FOR UPDATE
// would leave the new ones unlocked).
func lockAddresses(ctx context.Context, tx *db.Tx, held map[addressKey]int) error {
	rows := tx.NewRows("bigint", "text", "integer")
	for _, k := range slices.SortedFunc(maps.Keys(held), compareAddressKeys) {
		rows.Add(k.session, k.addr, 0)
	}
	src, args := rows.Source()
	got, err := tx.QueryBuilt(ctx, "INSERT INTO address_holds (session_id, client_addr, tickets) "+src+
		" ON CONFLICT (session_id, client_addr) DO UPDATE SET tickets = address_holds.tickets"+
		" RETURNING session_id, client_addr, tickets", args...)
	if err != nil {
		return err
	}
	defer got.Close()
	for got.Next() {
		var k addressKey
		var n int
		if err := got.Scan(&k.session, &k.addr, &n); err != nil {
			return err
		}
		held[k] = n
	}
	return got.Err()
}

// addAddressHolds adds the tickets of orders held to their addresses' counts (nil holds
// count nothing), in key order, in one statement.
func addAddressHolds(ctx context.Context, tx *db.Tx, holds []*addressHold) error {
	adds := map[addressKey]int{}
	for _, h := range holds {
		if h != nil {
			adds[h.key()] += h.tickets
		}
	}
	if len(adds) == 0 {
		return nil
	}
	rows := tx.NewRows("bigint", "text", "integer")
	for _, k := range slices.SortedFunc(maps.Keys(adds), compareAddressKeys) {
		rows.Add(k.session, k.addr, adds[k])
	}
	src, args := rows.Source()
	_, err := tx.ExecBuilt(ctx, "INSERT INTO address_holds (session_id, client_addr, tickets) "+src+
		" ON CONFLICT (session_id, client_addr) DO UPDATE SET tickets = address_holds.tickets + excluded.tickets", args...)
	return err
}

func compareAddressKeys(a, b addressKey) int {
	return cmp.Or(cmp.Compare(a.session, b.session), strings.Compare(a.addr, b.addr))
}

// releaseAddressHold subtracts an order's tickets from its address's count when the order
// stops holding them, and forgets an address that holds none.
func releaseAddressHold(ctx context.Context, tx *db.Tx, k addressKey, tickets int) error {
	if _, err := tx.Exec(ctx, "UPDATE address_holds SET tickets = tickets - ? WHERE session_id = ? AND client_addr = ?",
		tickets, k.session, k.addr); err != nil {
		return err
	}
	_, err := tx.Exec(ctx, "DELETE FROM address_holds WHERE session_id = ? AND client_addr = ? AND tickets = 0",
		k.session, k.addr)
	return err
}
