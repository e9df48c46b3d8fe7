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

// downGateway answers every charge as a gateway that cannot be reached.
type downGateway struct{ charges int }

func (g *downGateway) Name() string { return "down" }
func (g *downGateway) Charge(context.Context, payment.Charge) (payment.Result, error) {
	g.charges++
	return payment.Result{}, fmt.Errorf("gateway: %w", payment.ErrUnavailable)
}
func (g *downGateway) Refund(context.Context, string, int64) error { return payment.ErrUnavailable }
func (g *downGateway) VerifyWebhook(http.Header, []byte, time.Time) (payment.Event, error) {
	return payment.Event{}, payment.ErrBadSignature
}

// A gateway that does not answer: the buyer is told to try again or choose another method
// (503, gateway_unavailable), the order keeps its hold, and trying again reaches the gateway
// again rather than being refused as a payment in progress.
func TestPayWhileTheGatewayIsDown(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		s, sector := transitionFixture(t, d)
		down := &downGateway{}
		s.provider = down
		id := holdOne(t, s, sector)
		ctx := context.Background()
		// the store receives the money: the charge names it
		if err := store.NewService(d).EnsureDefault(ctx); err != nil {
			t.Fatal(err)
		}
		var hash string
		if _, err := d.Exec(ctx, "UPDATE orders SET store_id = (SELECT id FROM stores WHERE is_default = 1) WHERE id = ?", id); err != nil {
			t.Fatal(err)
		}
		if err := d.QueryRow(ctx, "SELECT hash FROM orders WHERE id = ?", id).Scan(&hash); err != nil {
			t.Fatal(err)
		}
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
		if held, _ := counters(t, d, sector); status != StatusReserved || held != 1 || down.charges != 2 {
			t.Errorf("status %s, %d held, %d charges: want reserved, 1 and 2", status, held, down.charges)
		}
	})
}
