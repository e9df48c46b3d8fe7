package rush

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

// AddressHold is what an order adds to the unpaid tickets its client address holds in its
// session (the address_holds counter), and the session's cap on them (0: none).
type AddressHold struct {
	Addr    string
	Session int64
	Tickets int
	Cap     int
}

func (h *AddressHold) capped() bool { return h != nil && h.Cap > 0 }

func msgAddressCap(n int) string {
	return fmt.Sprintf("Limite de %d ingressos reservados e não pagos por conexão nesta sessão. "+
		"Pague ou cancele uma reserva para reservar mais.", n)
}

// AddressKey is one address's count row: the address and the session.
type AddressKey struct {
	Addr    string
	Session int64
}

// screenAddresses sets aside (see runLater) each order of the group that would take its
// address past its session's cap, counting the address's unpaid tickets and, in the order
// they came, the group's orders before it; it keeps the count read in sc.held. The counts'
// rows stay locked to the end of the transaction, so that groups committing side by side
// (or other processes) count one after another on PostgreSQL; SQLite's one writer already
// runs them so. They are locked first, before any other counter of the orders, as apply
// takes them when a hold ends: the rows of orders under no cap too, for that order.
func screenAddresses(ctx context.Context, tx *db.Tx, group []*Job, sc *screening) error {
	sc.held = map[AddressKey]int{}
	for i, j := range group {
		if !sc.done[i] && j.Addr != nil {
			sc.held[j.Addr.Key()] = 0
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
		if sc.done[i] || !j.Addr.capped() {
			continue
		}
		if j.Addr.Over(held) != nil {
			sc.done[i], sc.later[i] = true, true
			continue
		}
		held[j.Addr.Key()] += j.Addr.Tickets
	}
	return nil
}

// Key is the count row h adds to.
func (h *AddressHold) Key() AddressKey { return AddressKey{h.Addr, h.Session} }

// Over refuses (429) the order when its tickets would take its address past the cap, given
// the unpaid tickets held.
func (h *AddressHold) Over(held map[AddressKey]int) error {
	if h.capped() && held[h.Key()]+h.Tickets > h.Cap {
		return apperr.New(apperr.TooMany, msgAddressCap(h.Cap)).Because(apperr.AddressLimit)
	}
	return nil
}

// lockAddresses locks the count row of each pair, in key order so that two groups never
// wait for each other's rows crosswise, and reads its count into held. An upsert that
// changes nothing: it creates the rows of addresses new to the session, so that they are
// locked too, and reads the latest count of the others (a plain SELECT ... FOR UPDATE
// would leave the new ones unlocked).
func lockAddresses(ctx context.Context, tx *db.Tx, held map[AddressKey]int) error {
	rows := tx.NewRows("bigint", "text", "integer")
	for _, k := range slices.SortedFunc(maps.Keys(held), compareAddressKeys) {
		rows.Add(k.Session, k.Addr, 0)
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
		var k AddressKey
		var n int
		if err := got.Scan(&k.Session, &k.Addr, &n); err != nil {
			return err
		}
		held[k] = n
	}
	return got.Err()
}

// AddAddressHolds adds the tickets of orders held to their addresses' counts (nil holds
// count nothing), in key order, in one statement.
func AddAddressHolds(ctx context.Context, tx *db.Tx, holds []*AddressHold) error {
	adds := map[AddressKey]int{}
	for _, h := range holds {
		if h != nil {
			adds[h.Key()] += h.Tickets
		}
	}
	if len(adds) == 0 {
		return nil
	}
	rows := tx.NewRows("bigint", "text", "integer")
	for _, k := range slices.SortedFunc(maps.Keys(adds), compareAddressKeys) {
		rows.Add(k.Session, k.Addr, adds[k])
	}
	src, args := rows.Source()
	_, err := tx.ExecBuilt(ctx, "INSERT INTO address_holds (session_id, client_addr, tickets) "+src+
		" ON CONFLICT (session_id, client_addr) DO UPDATE SET tickets = address_holds.tickets + excluded.tickets", args...)
	return err
}

func compareAddressKeys(a, b AddressKey) int {
	return cmp.Or(cmp.Compare(a.Session, b.Session), strings.Compare(a.Addr, b.Addr))
}

// ReleaseAddressHold subtracts an order's tickets from its address's count when the order
// stops holding them, and forgets an address that holds none.
func ReleaseAddressHold(ctx context.Context, tx *db.Tx, k AddressKey, tickets int) error {
	if _, err := tx.Exec(ctx, "UPDATE address_holds SET tickets = tickets - ? WHERE session_id = ? AND client_addr = ?",
		tickets, k.Session, k.Addr); err != nil {
		return err
	}
	_, err := tx.Exec(ctx, "DELETE FROM address_holds WHERE session_id = ? AND client_addr = ? AND tickets = 0",
		k.Session, k.Addr)
	return err
}
