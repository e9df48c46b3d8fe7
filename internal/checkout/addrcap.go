package checkout

import "github.com/catraca/catraca/internal/checkout/rush"

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

// newAddressHold is what an order adds to its address's count, or nil when the request had
// no address. An order under no cap still counts: the cap may be set later, and the
// transitions that end a hold subtract every order's tickets.
func newAddressHold(shop Shop, sl sale, session int64, tickets int) *rush.AddressHold {
	if shop.ClientAddr == "" {
		return nil
	}
	limit := addressCap(sl.perAddress, shop.AddressCap, sl.capacity)
	return &rush.AddressHold{Addr: shop.ClientAddr, Session: session, Tickets: tickets, Cap: limit}
}
