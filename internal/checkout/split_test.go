package checkout

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/db/dbtest"
	"github.com/catraca/catraca/internal/payment"
)

// recordingGateway approves every card, issues every PIX and refunds everything, recording the
// charges and refunds it was asked for.
type recordingGateway struct {
	charges []payment.Charge
	refunds []payment.RefundSplit
}

func (g *recordingGateway) Name() string { return "recording" }
func (g *recordingGateway) Charge(_ context.Context, c payment.Charge) (payment.Result, error) {
	g.charges = append(g.charges, c)
	if c.Method != payment.Card {
		return payment.Result{Status: payment.AwaitingPayment, ProviderID: "pi_pix"}, nil
	}
	plan, err := payment.PlanFor(c.Amount, c.Installments)
	return payment.Result{Status: payment.Paid, ProviderID: "pi_card", Charged: plan.Total}, err
}
func (g *recordingGateway) Refund(_ context.Context, _ string, _ int64, split payment.RefundSplit) error {
	g.refunds = append(g.refunds, split)
	return nil
}
func (g *recordingGateway) VerifyWebhook(http.Header, []byte, time.Time) (payment.Event, error) {
	return payment.Event{}, payment.ErrBadSignature
}

const organizerAccount = "acct_1Nv0FGQ9RKHgCVdK"

// splitFixture is a service on the recording gateway and a maker of payable orders of one
// ticket (R$ 50,00) with a service fee of R$ 5,00.
func splitFixture(t *testing.T, d *db.DB) (*Service, *recordingGateway, func() (int64, string)) {
	s, sector := transitionFixture(t, d)
	g := &recordingGateway{}
	s.provider = g
	return s, g, func() (int64, string) {
		id, hash := payableOrder(t, d, s, sector)
		exec(t, d, "UPDATE orders SET subtotal = 5000, discount = 0, fee = 500, total = 5500 WHERE id = ?", id)
		return id, hash
	}
}

func exec(t *testing.T, d *db.DB, query string, args ...any) {
	t.Helper()
	if _, err := d.Exec(context.Background(), query, args...); err != nil {
		t.Fatal(err)
	}
}

// recordedSplit is the split an order records of its charge.
func recordedSplit(t *testing.T, d *db.DB, id int64) (account *string, fee *int64) {
	t.Helper()
	if err := d.QueryRow(context.Background(), "SELECT transfer_account, application_fee FROM orders WHERE id = ?", id).
		Scan(&account, &fee); err != nil {
		t.Fatal(err)
	}
	return account, fee
}

// An organizer with a connected account gets its orders charged to it, the store keeping the
// service fee (card interest aside); the order records the split with the charge. Without an
// account the store keeps everything, as before.
func TestPaySplitsToTheOrganizersAccount(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s, g, newOrder := splitFixture(t, d)
		plain, plainHash := newOrder()
		if _, err := s.Pay(ctx, plainHash, Caller{}, PayRequest{Method: "pix"}); err != nil {
			t.Fatal(err)
		}
		if c := g.charges[0]; c.Destination != "" || c.ApplicationFee != 0 {
			t.Errorf("no account: charge split %q %d", c.Destination, c.ApplicationFee)
		}
		if account, fee := recordedSplit(t, d, plain); account != nil || fee != nil {
			t.Errorf("no account: recorded %v %v", account, fee)
		}

		exec(t, d, "UPDATE organizers SET stripe_account = ?", organizerAccount)
		six := 6
		for i, req := range []PayRequest{{Method: "pix"}, {Method: "card", Installments: &six, CardToken: "tok"}} {
			id, hash := newOrder()
			if _, err := s.Pay(ctx, hash, Caller{}, req); err != nil {
				t.Fatal(err)
			}
			c := g.charges[len(g.charges)-1]
			if c.Destination != organizerAccount || c.ApplicationFee != 500 {
				t.Errorf("%s: charge split %q %d, want %s 500", req.Method, c.Destination, c.ApplicationFee, organizerAccount)
			}
			account, fee := recordedSplit(t, d, id)
			if account == nil || *account != organizerAccount || fee == nil || *fee != 500 {
				t.Errorf("%d %s: recorded %v %v", i, req.Method, account, fee)
			}
		}
	})
}

// A refund of a split order reverses the transfer; the store's fee goes back only with a refund
// of everything paid (consumer code, cancelled event), not with the store policy's.
func TestRefundSplitFollowsThePolicy(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s, g, newOrder := splitFixture(t, d)
		refund := func(id int64, hash, basis string, amount int64) {
			t.Helper()
			exec(t, d, `INSERT INTO refunds (order_id, reason, basis, amount, method, status, created_at)
				VALUES (?, 1, ?, ?, 'gateway', 'requested', ?)`, id, basis, amount, ts(time.Now()))
			o, err := loadHeader(ctx, d, hash)
			if err != nil {
				t.Fatal(err)
			}
			s.settleRefund(ctx, o, true)
		}
		plain, plainHash := newOrder()
		if _, err := s.Pay(ctx, plainHash, Caller{}, PayRequest{Method: "card", CardToken: "tok"}); err != nil {
			t.Fatal(err)
		}
		refund(plain, plainHash, BasisCDC, 5500)
		exec(t, d, "UPDATE organizers SET stripe_account = ?", organizerAccount)
		for _, c := range []struct {
			basis  string
			amount int64
			want   payment.RefundSplit
		}{
			{BasisCDC, 5500, payment.RefundSplit{ReverseTransfer: true, RefundApplicationFee: true}},
			{BasisStorePolicy, 5000, payment.RefundSplit{ReverseTransfer: true}},
		} {
			id, hash := newOrder()
			if _, err := s.Pay(ctx, hash, Caller{}, PayRequest{Method: "card", CardToken: "tok"}); err != nil {
				t.Fatal(err)
			}
			refund(id, hash, c.basis, c.amount)
			if got := g.refunds[len(g.refunds)-1]; got != c.want {
				t.Errorf("%s: split %+v, want %+v", c.basis, got, c.want)
			}
		}
		if g.refunds[0] != (payment.RefundSplit{}) {
			t.Errorf("an order the store kept whole: split %+v", g.refunds[0])
		}
		if n := len(g.refunds); n != 3 {
			t.Errorf("%d refunds reached the gateway, want 3", n)
		}
	})
}

func TestFeeReturned(t *testing.T) {
	for _, c := range []struct {
		amount, paid int64
		want         bool
	}{{5500, 5500, true}, {5000, 5500, false}, {0, 0, true}} {
		if got := FeeReturned(c.amount, c.paid); got != c.want {
			t.Errorf("FeeReturned(%d, %d) = %v", c.amount, c.paid, got)
		}
	}
}
