package checkout

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/catalog/catalogtest"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/db/dbtest"
	"github.com/catraca/catraca/internal/inventory"
)

// state is where an order may stand: its status, and for needs_refund whether it was sold
// (a sale owing money back) or not (money that arrived for nothing).
type state struct {
	status string
	sold   bool
}

// reach lists, for each state, the transitions that lead a new order there.
var reach = map[state][]Transition{
	{StatusReserved, false}:        nil,
	{StatusAwaitingPayment, false}: {IssueCharge},
	{StatusPaid, true}:             {Pay},
	{StatusExpired, false}:         {Expire},
	{StatusCancelled, false}:       {GiveUp},
	{StatusNeedsRefund, false}:     {Expire, PaidLate},
	{StatusNeedsRefund, true}:      {Pay, OweBack},
	{StatusRefunded, true}:         {Pay, RefundSale},
}

// allowed is what the table says of t from st.
func allowed(st state, t Transition) bool {
	r := transitions[t]
	return slices.Contains(r.from, st.status) &&
		(r.paid == anyPaid || (r.paid == wasPaid) == st.sold)
}

// Every transition is tried from every state an order can be in: only the table's succeed,
// each ends in its status, and the sector's counters move as its stock column says.
func TestTransitionTable(t *testing.T) {
	if holding != sqlList(holdingStatuses) {
		t.Fatalf("holding %s differs from holdingStatuses", holding)
	}
	for _, st := range Statuses {
		if _, ok := reach[state{st, st == StatusPaid || st == StatusRefunded}]; !ok {
			t.Errorf("status %s has no state in the test", st)
		}
	}
	// The order's life as the product promises it, written out apart from the table.
	want := map[[2]string]bool{}
	for _, p := range [][2]string{
		{StatusReserved, StatusCancelled}, {StatusReserved, StatusExpired}, {StatusAwaitingPayment, StatusExpired},
		{StatusReserved, StatusAwaitingPayment}, {StatusAwaitingPayment, StatusAwaitingPayment},
		{StatusAwaitingPayment, StatusReserved}, {StatusReserved, StatusPaid}, {StatusAwaitingPayment, StatusPaid},
		{StatusPaid, StatusNeedsRefund}, {StatusExpired, StatusNeedsRefund}, {StatusCancelled, StatusNeedsRefund},
		{StatusNeedsRefund, StatusNeedsRefund}, {StatusReserved, StatusNeedsRefund}, {StatusAwaitingPayment, StatusNeedsRefund},
		{StatusPaid, StatusRefunded}, {StatusNeedsRefund, StatusPaid}, {StatusReserved, StatusRefunded},
		{StatusAwaitingPayment, StatusRefunded}, {StatusNeedsRefund, StatusRefunded}, {StatusExpired, StatusRefunded},
		{StatusCancelled, StatusRefunded},
	} {
		want[p] = true
	}
	for _, from := range Statuses {
		for _, to := range Statuses {
			table := false
			for _, r := range transitions {
				table = table || (slices.Contains(r.from, from) && r.to == to)
			}
			if table != want[[2]string{from, to}] {
				t.Errorf("%s → %s: the table says %v, the promise %v", from, to, table, want[[2]string{from, to}])
			}
		}
	}
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s, sector := transitionFixture(t, d)
		for st, path := range reach {
			for _, tr := range sortedTransitions() {
				t.Run(fmt.Sprintf("%s,sold=%v/%s", st.status, st.sold, tr), func(t *testing.T) {
					id := holdOne(t, s, sector)
					for _, step := range path {
						if ok := apply(t, d, id, step); !ok {
							t.Fatalf("cannot reach %v by %s", st, step)
						}
					}
					held, sold := counters(t, d, sector)
					ok := apply(t, d, id, tr)
					if ok != allowed(st, tr) {
						t.Fatalf("%s from %v: ok %v, table says %v", tr, st, ok, allowed(st, tr))
					}
					heldNow, soldNow := counters(t, d, sector)
					wantHeld, wantSold := held, sold
					var status string
					if err := d.QueryRow(ctx, "SELECT status FROM orders WHERE id = ?", id).Scan(&status); err != nil {
						t.Fatal(err)
					}
					if ok {
						if status != transitions[tr].to {
							t.Errorf("%s ended in %s, want %s", tr, status, transitions[tr].to)
						}
						switch transitions[tr].stock {
						case release:
							wantHeld--
						case sell:
							wantHeld, wantSold = wantHeld-1, wantSold+1
						case returnSold:
							wantSold--
						case releaseHeld:
							if slices.Contains(holdingStatuses, st.status) {
								wantHeld--
							}
						}
					} else if status != st.status {
						t.Errorf("a refused %s moved the order from %s to %s", tr, st.status, status)
					}
					if heldNow != wantHeld || soldNow != wantSold {
						t.Errorf("%s from %v: held %d→%d sold %d→%d, want held %d sold %d", tr, st, held, heldNow,
							sold, soldNow, wantHeld, wantSold)
					}
				})
			}
		}
	})
}

func sortedTransitions() []Transition {
	out := make([]Transition, 0, len(transitions))
	for tr := range transitions {
		out = append(out, tr)
	}
	slices.Sort(out)
	return out
}

// transitionFixture is a service over a catalog of one event with one sector.
func transitionFixture(t *testing.T, d *db.DB) (*Service, int64) {
	t.Helper()
	sector := catalogtest.OneSector(t, d, 1000, 1000)
	return NewService(d, nil, nil, nil, time.Now, inventory.Hold), sector
}

// holdOne holds one ticket of sector for a new guest.
func holdOne(t *testing.T, s *Service, sector int64) int64 {
	t.Helper()
	var session int64
	if err := s.db.QueryRow(context.Background(), "SELECT session_id FROM sectors WHERE id = ?", sector).Scan(&session); err != nil {
		t.Fatal(err)
	}
	cpf, roomy := "52998224725", 1000 // one buyer, under limits as roomy as the test's orders
	o, err := s.Create(context.Background(), Shop{HoldMinutes: 15, ClientAddr: "10.0.0.1", AddressCap: &roomy},
		CreateRequest{SessionID: session, Items: []ItemInput{{SectorID: sector, Type: TypeFull, Quantity: 1,
			Attendees: []AttendeeInput{{Name: "Ana Souza", CPF: cpf}}}},
			Buyer: &BuyerInput{Name: "Ana Souza", Email: "ana@example.com", CPF: cpf, Phone: "48999990000"}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return o.id
}

// apply runs tr on the order under its lock, as the product does, with the hold's end already
// passed so that Expire may apply.
func apply(t *testing.T, d *db.DB, id int64, tr Transition) bool {
	t.Helper()
	var ok bool
	err := d.InTx(context.Background(), func(tx *db.Tx) error {
		var err error
		ok, err = transit(context.Background(), tx, id, tr, time.Now(), change{})
		return err
	})
	if err != nil {
		t.Fatalf("%s: %v", tr, err)
	}
	return ok
}

func counters(t *testing.T, d *db.DB, sector int64) (held, sold int) {
	t.Helper()
	if err := d.QueryRow(context.Background(), "SELECT reservados, vendidos FROM sectors WHERE id = ?", sector).Scan(&held, &sold); err != nil {
		t.Fatal(err)
	}
	return held, sold
}
