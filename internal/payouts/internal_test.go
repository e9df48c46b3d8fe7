package payouts

import (
	"encoding/csv"
	"strings"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/checkout"
	"github.com/catraca/catraca/internal/payment"
)

func TestPeriod(t *testing.T) {
	start, end, err := period("2026-11-01", "2026-11-30")
	if err != nil || !start.Equal(time.Date(2026, 11, 1, 3, 0, 0, 0, time.UTC)) || !end.Equal(time.Date(2026, 12, 1, 3, 0, 0, 0, time.UTC)) {
		t.Errorf("November: %v to %v, %v", start, end, err)
	}
	for _, p := range [][2]string{{"2024-01-01", "2024-12-31"}, {"2025-01-01", "2026-01-01"}, {"2026-11-18", "2026-11-18"}} {
		if _, _, err := period(p[0], p[1]); err != nil {
			t.Errorf("%s to %s, at most 366 days counting both: %v", p[0], p[1], err)
		}
	}
	for _, c := range []struct{ from, to, field, msg string }{
		{"", "2026-11-30", "from", MsgBadFrom},
		{"2026-11-31", "2026-12-01", "from", MsgBadFrom},
		{"01/11/2026", "2026-11-30", "from", MsgBadFrom},
		{"2026-11-01", "2026-11-1", "to", MsgBadTo},
		{"2026-11-01", "amanhã", "to", MsgBadTo},
		{"2026-11-01", strings.Repeat("9", 5000), "to", MsgBadTo},
		{"2026-11-02", "2026-11-01", "to", MsgToBefore},
		{"2025-01-01", "2026-01-02", "to", MsgTooLong},
		{"0001-01-01", "9999-12-31", "to", MsgTooLong},
	} {
		_, _, err := period(c.from, c.to)
		e := apperr.From(err)
		if e.Code != apperr.Unprocessable || e.Why() != apperr.BadPeriod || e.Fields[c.field] != c.msg {
			t.Errorf("%q to %q: %v %v, want %s: %q", c.from, c.to, err, e.Fields, c.field, c.msg)
		}
	}
}

// connected is what a destination charge of amount with an application fee of fee leaves on
// the connected account after a refund of refund under split, as Stripe moves the money: the
// whole amount transferred, the fee taken back, the transfer reversed in proportion to the
// refund (the transfer is the whole amount, so by the refund itself), and the fee given back
// in proportion when asked (whole, as the checkout asks only on a full refund).
func connected(amount, fee, refund int64, split payment.RefundSplit) (net, feeKept int64) {
	net, feeKept = amount-fee, fee
	if split.ReverseTransfer {
		net -= refund
	}
	if split.RefundApplicationFee {
		back := fee * refund / amount
		net, feeKept = net+back, feeKept-back
	}
	return net, feeKept
}

// The report's figures are what Stripe leaves each side with, for the refunds the checkout
// makes: nothing refunded, the consumer code's (everything, the fee given back) and the store
// policy's (the tickets and the card interest, the fee kept), card interest included.
func TestFiguresMatchStripesFlowOfFunds(t *testing.T) {
	plan, _ := payment.PlanFor(5500, 6)
	for _, c := range []struct {
		name          string
		gross, refund int64
		refunded      bool
	}{
		{"paid", 5500, 0, false},
		{"consumer code", 5500, 5500, true},
		{"store policy", 5500, 5000, true},
		{"card in 6, paid", plan.Total, 0, false},
		{"card in 6, consumer code", plan.Total, plan.Total, true},
		{"card in 6, store policy", plan.Total, plan.Total - 500, true},
	} {
		const fee = 500
		var split payment.RefundSplit
		var refund *int64
		if c.refunded {
			split = payment.RefundSplit{ReverseTransfer: true, RefundApplicationFee: checkout.FeeReturned(c.refund, c.gross)}
			refund = &c.refund
		}
		r := Row{Gross: c.gross}
		r.settle(fee, refund, false)
		net, feeKept := connected(c.gross, fee, c.refund, split)
		if r.Net != net || r.Fee != feeKept || r.Refunded != c.refund {
			t.Errorf("%s: report net %d fee %d refunded %d; Stripe leaves net %d fee %d refunded %d",
				c.name, r.Net, r.Fee, r.Refunded, net, feeKept, c.refund)
		}
		if r.Net < 0 || r.Net > c.gross-fee {
			t.Errorf("%s: the organizer nets %d of a sale of %d", c.name, r.Net, c.gross)
		}
	}
}

// A disputed order nets nothing: the dispute takes what was not refunded, and the store gives
// its fee up.
func TestDisputedOrderNetsNothing(t *testing.T) {
	for _, refund := range []*int64{nil, ptr(int64(5000))} {
		r := Row{Gross: 5500}
		r.settle(500, refund, true)
		want := int64(5500)
		if refund != nil {
			want -= *refund
		}
		if r.Disputed != want || r.Fee != 0 || r.Net != 0 {
			t.Errorf("refund %v: %+v", refund, r)
		}
	}
}

func ptr[T any](v T) *T { return &v }

// The CSV has the header, a line per order and the totals, and a name never reaches a
// spreadsheet as a formula.
func TestCSV(t *testing.T) {
	paid := time.Date(2026, 11, 18, 12, 0, 0, 0, saoPaulo)
	rep := Report{Orders: []Row{
		{Hash: "abc", Event: Event{ID: 7, Nome: "=HYPERLINK(\"http://x\")"}, PaidAt: paid, Method: "card", Gross: 5500, Fee: 500,
			Net: 5000, ProviderID: ptr("pi_1"), TransferAccount: ptr("acct_1"), ApplicationFee: ptr(int64(500))},
		{Hash: "def", Event: Event{ID: 7, Nome: "Rock, na Ilha"}, PaidAt: paid, Method: "pix", Gross: 5500, Refunded: 5500,
			RefundStatus: ptr("done")},
	}, Totals: Figures{Orders: 2, Gross: 11000, Fees: 500, Refunds: 5500, Net: 5000}}
	raw, err := rep.CSV()
	if err != nil {
		t.Fatal(err)
	}
	lines, err := csv.NewReader(strings.NewReader(string(raw))).ReadAll()
	if err != nil || len(lines) != 4 {
		t.Fatalf("%d lines, %v:\n%s", len(lines), err, raw)
	}
	want := [][]string{csvHeader,
		{"abc", "7", "'=HYPERLINK(\"http://x\")", "2026-11-18T12:00:00-03:00", "card", "5500", "500", "0", "0", "5000", "pi_1", "acct_1", "500", ""},
		{"def", "7", "Rock, na Ilha", "2026-11-18T12:00:00-03:00", "pix", "5500", "0", "5500", "0", "0", "", "", "", "done"},
		{"total", "", "", "", "", "11000", "500", "5500", "0", "5000", "", "", "", ""},
	}
	for i := range want {
		if strings.Join(lines[i], "|") != strings.Join(want[i], "|") {
			t.Errorf("line %d: %q, want %q", i+1, lines[i], want[i])
		}
	}
}
