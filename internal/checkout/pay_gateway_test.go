package checkout

import (
	"context"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/db/dbtest"
	"github.com/catraca/catraca/internal/payment"
	"github.com/catraca/catraca/internal/store"
)

// scriptedGateway answers charges in turn: declined when declines says so, else as a gateway
// that cannot be reached. It records each charge's attempt.
type scriptedGateway struct {
	declines []bool
	attempts []int
}

func (g *scriptedGateway) Name() string { return "scripted" }
func (g *scriptedGateway) Charge(_ context.Context, c payment.Charge) (payment.Result, error) {
	g.attempts = append(g.attempts, c.Attempt)
	if n := len(g.attempts); n <= len(g.declines) && g.declines[n-1] {
		return payment.Result{Status: payment.Declined, DeclineReason: "Cartão recusado pelo emissor."}, nil
	}
	return payment.Result{}, fmt.Errorf("gateway: %w", payment.ErrUnavailable)
}
func (g *scriptedGateway) Refund(context.Context, string, int64, payment.RefundSplit) error {
	return payment.ErrUnavailable
}
func (g *scriptedGateway) VerifyWebhook(http.Header, []byte, time.Time) (payment.Event, error) {
	return payment.Event{}, payment.ErrBadSignature
}

// A gateway that does not answer: the buyer is told to try again or choose another method
// (503, gateway_unavailable), the order keeps its hold, and trying again reaches the gateway
// again rather than being refused as a payment in progress.
func TestPayWhileTheGatewayIsDown(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s, sector := transitionFixture(t, d)
		down := &scriptedGateway{}
		s.provider = down
		ctx := context.Background()
		id, hash := payableOrder(t, d, s, sector)
		for try := 1; try <= 2; try++ {
			_, err := s.Pay(ctx, hash, Caller{}, PayRequest{Method: "pix"})
			e := apperr.From(err)
			if e.Code != apperr.Unavailable || e.Why() != apperr.GatewayUnavailable || e.Message != MsgGatewayDown {
				t.Fatalf("try %d: %v, want 503 gateway_unavailable", try, err)
			}
		}
		var status string
		if err := d.QueryRow(ctx, "SELECT status FROM orders WHERE id = ?", id).Scan(&status); err != nil {
			t.Fatal(err)
		}
		if held, _ := counters(t, d, sector); status != StatusReserved || held != 1 || len(down.attempts) != 2 {
			t.Errorf("status %s, %d held, %d charges: want reserved, 1 and 2", status, held, len(down.attempts))
		}
		if down.attempts[0] != down.attempts[1] {
			t.Errorf("attempts %v: a charge sent again after no answer must keep its attempt (its key)", down.attempts)
		}
	})
}

// A charge the gateway declined makes the next one a new attempt (a new idempotency key); one
// that got no answer does not, so sending it again replays it at the gateway.
func TestPayAttemptsMoveOnlyAfterADecline(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s, sector := transitionFixture(t, d)
		g := &scriptedGateway{declines: []bool{true, false, true, false}}
		s.provider = g
		ctx := context.Background()
		_, hash := payableOrder(t, d, s, sector)
		for range 4 {
			_, _ = s.Pay(ctx, hash, Caller{}, PayRequest{Method: "pix"})
		}
		if want := []int{0, 1, 1, 2}; fmt.Sprint(g.attempts) != fmt.Sprint(want) {
			t.Errorf("attempts %v, want %v", g.attempts, want)
		}
	})
}

// payableOrder is an order holding one ticket of sector in the default store, which receives
// the money (a charge names it).
func payableOrder(t *testing.T, d *db.DB, s *Service, sector int64) (id int64, hash string) {
	t.Helper()
	ctx := context.Background()
	id = holdOne(t, s, sector)
	if err := store.NewService(d).EnsureDefault(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Exec(ctx, "UPDATE orders SET store_id = (SELECT id FROM stores WHERE is_default = 1) WHERE id = ?", id); err != nil {
		t.Fatal(err)
	}
	if err := d.QueryRow(ctx, "SELECT hash FROM orders WHERE id = ?", id).Scan(&hash); err != nil {
		t.Fatal(err)
	}
	return id, hash
}
