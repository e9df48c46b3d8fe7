// Package payouts is what each organizer is owed: per period, the money of its events' sales,
// less the store's fees, refunds and disputes, per order and per day, in the figures Stripe's
// balance transactions show for the same orders (docs/payments.md, "Payouts report").
package payouts

import (
	"context"
	"time"
	_ "time/tzdata" // São Paulo's zone on machines without a zoneinfo database

	"github.com/catraca/catraca/internal/checkout"
	"github.com/catraca/catraca/internal/db"
)

// Zone is where the report's dates are days: the store's, Brazil's official time.
const Zone = "America/Sao_Paulo"

// saoPaulo is Zone, always loadable: time/tzdata is linked in.
var saoPaulo = func() *time.Location {
	loc, err := time.LoadLocation(Zone)
	if err != nil {
		panic(err)
	}
	return loc
}()

// Service builds organizers' payouts reports.
type Service struct{ db *db.DB }

// NewService reads payouts from d.
func NewService(d *db.DB) *Service { return &Service{db: d} }

// Report is an organizer's payouts over a period: its orders sold then (paid_at within it),
// with what happened to them since (refunds, disputes). Amounts are centavos.
type Report struct {
	Organizer Organizer `json:"organizer"`
	Period    Period    `json:"period"`
	Totals    Figures   `json:"totals"`
	Days      []Day     `json:"days" description:"The days of the period with sales, in order."`
	Orders    []Row     `json:"orders" description:"The orders sold in the period, in the order they were paid."`
}

// Organizer is whose report it is.
type Organizer struct {
	ID            int64   `json:"id"`
	Nome          string  `json:"nome"`
	StripeAccount *string `json:"stripe_account" description:"The connected account its orders pay now; null: the store receives everything and pays out by other means."`
}

// Period is the report's days, both included.
type Period struct {
	From     string `json:"from" description:"AAAA-MM-DD."`
	To       string `json:"to" description:"AAAA-MM-DD."`
	Timezone string `json:"timezone" description:"Where the dates are days: America/Sao_Paulo."`
}

// Figures add up orders: net = gross - fees - refunds - disputes.
type Figures struct {
	Orders   int   `json:"orders"`
	Gross    int64 `json:"gross" description:"Centavos paid by buyers, card interest included."`
	Fees     int64 `json:"fees" description:"Centavos of service fee the store keeps."`
	Refunds  int64 `json:"refunds" description:"Centavos refunded to buyers."`
	Disputes int64 `json:"disputes" description:"Centavos taken back by disputes (chargebacks)."`
	Net      int64 `json:"net" description:"Centavos owed to the organizer."`
}

// Day is the figures of one day's sales.
type Day struct {
	Date string `json:"date" description:"AAAA-MM-DD in America/Sao_Paulo."`
	Figures
}

// Row is one order, with the ids that find it among Stripe's balance transactions.
type Row struct {
	Hash            string    `json:"hash"`
	Event           Event     `json:"event"`
	PaidAt          time.Time `json:"paid_at" description:"In America/Sao_Paulo."`
	Method          string    `json:"method" enum:"pix,boleto,card"`
	Gross           int64     `json:"gross"`
	Fee             int64     `json:"fee" description:"The service fee the store keeps: 0 once given back with a full refund or a dispute."`
	Refunded        int64     `json:"refunded"`
	Disputed        int64     `json:"disputed"`
	Net             int64     `json:"net"`
	ProviderID      *string   `json:"provider_id" description:"The gateway's charge id (Stripe: the PaymentIntent, pi_...)."`
	TransferAccount *string   `json:"transfer_account" description:"The connected account the charge paid; null: the store received it all."`
	ApplicationFee  *int64    `json:"application_fee" description:"Centavos the charge's application fee took back for the store; null without a connected account."`
	RefundStatus    *string   `json:"refund_status" enum:"requested,done,failed,pending_transfer" description:"Where the refund's money is; null without a refund."`
}

// Event names an order's event.
type Event struct {
	ID   int64  `json:"id"`
	Nome string `json:"nome"`
}

// Report reads organizer's payouts from from to to (AAAA-MM-DD, both included, in São Paulo);
// a bad period is an error naming the parameter at fault.
func (s *Service) Report(ctx context.Context, organizer int64, from, to string) (Report, error) {
	start, end, err := period(from, to)
	if err != nil {
		return Report{}, err
	}
	rep := Report{Period: Period{From: from, To: to, Timezone: Zone}, Days: []Day{}, Orders: []Row{}}
	err = s.db.QueryRow(ctx, "SELECT id, nome, stripe_account FROM organizers WHERE id = ?", organizer).
		Scan(&rep.Organizer.ID, &rep.Organizer.Nome, &rep.Organizer.StripeAccount)
	if err != nil {
		return Report{}, err
	}
	if rep.Orders, err = s.rows(ctx, organizer, start, end); err != nil {
		return Report{}, err
	}
	for _, r := range rep.Orders {
		date := r.PaidAt.Format(time.DateOnly)
		if n := len(rep.Days); n == 0 || rep.Days[n-1].Date != date {
			rep.Days = append(rep.Days, Day{Date: date})
		}
		rep.Days[len(rep.Days)-1].add(r)
		rep.Totals.add(r)
	}
	return rep, nil
}

// rows reads the orders of organizer's events paid in [start, end) that took money, each with
// its refund, and works out their figures.
func (s *Service) rows(ctx context.Context, organizer int64, start, end time.Time) ([]Row, error) {
	rows, err := s.db.Query(ctx, `SELECT o.hash, e.id, e.nome, o.paid_at, o.payment_method, COALESCE(o.charged, o.total),
		o.fee, o.provider_id, o.transfer_account, o.application_fee, COALESCE(o.dispute_status, '') IN ('open', 'lost'), r.amount, r.status
		FROM orders o JOIN events e ON e.id = o.event_id LEFT JOIN refunds r ON r.order_id = o.id
		WHERE e.organizer_id = ? AND o.paid_at >= ? AND o.paid_at < ? AND COALESCE(o.charged, o.total) > 0
		ORDER BY o.paid_at, o.id`, organizer, start.UTC(), end.UTC())
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Row{}
	for rows.Next() {
		var r Row
		var paid db.Time
		var method *string
		var fee int64
		var refund *int64
		var disputed bool
		if err := rows.Scan(&r.Hash, &r.Event.ID, &r.Event.Nome, &paid, &method, &r.Gross, &fee, &r.ProviderID,
			&r.TransferAccount, &r.ApplicationFee, &disputed, &refund, &r.RefundStatus); err != nil {
			return nil, err
		}
		r.PaidAt = paid.Time.In(saoPaulo)
		if method != nil {
			r.Method = *method
		}
		if r.ApplicationFee != nil {
			fee = *r.ApplicationFee // what the charge split, whatever the order's fee says
		}
		r.settle(fee, refund, disputed)
		out = append(out, r)
	}
	return out, rows.Err()
}

// settle works out an order's figures from the store's fee, its refund and whether it is
// disputed. A refund of everything paid gives the fee back (checkout.FeeReturned), one of the
// store's policy keeps it. A dispute takes back what was not refunded, and the store gives up
// its fee, as with a full refund: the disputed order nets nothing to the organizer (the
// store's own dispute fee at Stripe is not the organizer's).
func (r *Row) settle(fee int64, refund *int64, disputed bool) {
	r.Fee = fee
	if refund != nil {
		r.Refunded = *refund
		if checkout.FeeReturned(*refund, r.Gross) {
			r.Fee = 0
		}
	}
	if disputed {
		r.Disputed, r.Fee = r.Gross-r.Refunded, 0
	}
	r.Net = r.Gross - r.Fee - r.Refunded - r.Disputed
}

func (f *Figures) add(r Row) {
	f.Orders++
	f.Gross += r.Gross
	f.Fees += r.Fee
	f.Refunds += r.Refunded
	f.Disputes += r.Disputed
	f.Net += r.Net
}
