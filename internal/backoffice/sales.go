package backoffice

import (
	"context"
	"time"

	"github.com/catraca/catraca/internal/checkout"
	"github.com/catraca/catraca/internal/db"
)

// Sales is an event's dashboard. Stock figures (capacity, sold, held, available) are the
// sector and lote rows the checkout moves, so they are what the storefront sells from; money
// comes from the orders whose sale stands (checkout.Sold). Amounts are centavos.
type Sales struct {
	Event       SalesEvent     `json:"event"`
	Totals      Totals         `json:"totals"`
	Refunded    Refunded       `json:"refunded"`
	Sessions    []SalesSession `json:"sessions"`
	Methods     []MethodSales  `json:"methods" description:"Per payment method, most gross first."`
	Days        []DaySales     `json:"days" description:"Per day of sale in the event's time zone, in order: the sales chart."`
	Visits      int64          `json:"visits" description:"Event page views counted (per day, no personal data)."`
	Conversion  *float64       `json:"conversion" description:"Orders sold per page visit (0.05 = 5%); null before any visit."`
	GeneratedAt time.Time      `json:"generated_at"`
}

// SalesEvent names the event.
type SalesEvent struct {
	ID       int64  `json:"id"`
	Nome     string `json:"nome"`
	Timezone string `json:"timezone"`
}

// Money is gross = what buyers paid, fees = the store's service fee in it, net = the rest.
type Money struct {
	Gross int64 `json:"gross"`
	Fees  int64 `json:"fees"`
	Net   int64 `json:"net"`
}

// Totals are the sold orders' own amounts (card interest included in gross).
type Totals struct {
	Orders  int `json:"orders"`
	Tickets int `json:"tickets"`
	Money
}

// Refunded are the orders whose sale was undone with money back.
type Refunded struct {
	Orders int   `json:"orders"`
	Amount int64 `json:"amount" description:"Centavos returned or being returned to buyers."`
}

// SalesSession is a session's sectors and door count.
type SalesSession struct {
	ID        int64         `json:"id"`
	Inicio    string        `json:"inicio" description:"RFC 3339 in the event's time zone."`
	Fim       *string       `json:"fim" description:"RFC 3339 in the event's time zone; null when the session sets no end (the console follows the door live while a session is on)."`
	Sold      int           `json:"sold" description:"Tickets of sold orders, used ones included (the door's count)."`
	CheckedIn int           `json:"checked_in"`
	Sectors   []SectorSales `json:"sectors"`
}

// Line is the stock and money of a sector or lote. Money is the tickets' share of each sold
// order's discount and fee, in proportion to their price and rounded down, so lines may add up
// to a few centavos under the totals (and never carry card interest).
type Line struct {
	Capacity  *int `json:"capacity" description:"null: a lote without a quantity of its own (it sells from the sector's)."`
	Sold      int  `json:"sold"`
	Held      int  `json:"held" description:"In carts and unpaid PIX or boleto orders right now."`
	Available *int `json:"available" description:"capacity - sold - held: what the storefront offers; null with capacity."`
	Money
}

// SectorSales is a sector with its lotes.
type SectorSales struct {
	ID   int64  `json:"id"`
	Nome string `json:"nome"`
	Line
	Lotes []LoteSales `json:"lotes"`
}

// LoteSales is one lote of a sector.
type LoteSales struct {
	Nome  string `json:"nome"`
	Ordem int    `json:"ordem"`
	Line
}

// MethodSales is the sold orders of one payment method.
type MethodSales struct {
	Method string `json:"method" enum:"pix,boleto,card,free"`
	Orders int    `json:"orders"`
	Money
}

// DaySales is one day's sales.
type DaySales struct {
	Date    string `json:"date" description:"AAAA-MM-DD in the event's time zone."`
	Orders  int    `json:"orders"`
	Tickets int    `json:"tickets"`
	Gross   int64  `json:"gross"`
}

// Sales reads the dashboard of one of the organizer's events.
func (s *Service) Sales(ctx context.Context, organizerID, eventID int64) (Sales, error) {
	e, err := s.eventOf(ctx, organizerID, eventID)
	if err != nil {
		return Sales{}, err
	}
	out := Sales{Event: SalesEvent{ID: e.id, Nome: e.nome, Timezone: e.loc.String()}, Sessions: []SalesSession{},
		Methods: []MethodSales{}, Days: []DaySales{}, GeneratedAt: s.now().UTC()}
	if err := s.orderFigures(ctx, e, &out); err != nil {
		return Sales{}, err
	}
	if err := s.stock(ctx, e, &out); err != nil {
		return Sales{}, err
	}
	if err := s.db.QueryRow(ctx, `SELECT COUNT(*), COALESCE(CAST(SUM(COALESCE(r.amount, o.gateway_refunded)) AS BIGINT), 0)
		FROM orders o LEFT JOIN refunds r ON r.order_id = o.id WHERE o.event_id = ? AND o.status = ?`,
		e.id, checkout.StatusRefunded).Scan(&out.Refunded.Orders, &out.Refunded.Amount); err != nil {
		return Sales{}, err
	}
	if err := s.db.QueryRow(ctx, "SELECT COALESCE(CAST(SUM(count) AS BIGINT), 0) FROM event_visits WHERE event_id = ?", e.id).
		Scan(&out.Visits); err != nil {
		return Sales{}, err
	}
	if out.Visits > 0 {
		c := float64(out.Totals.Orders) / float64(out.Visits)
		out.Conversion = &c
	}
	return out, nil
}

// orderFigures walks the event's sold orders (one row each, oldest sale first) for the totals,
// the methods and the days.
func (s *Service) orderFigures(ctx context.Context, e event, out *Sales) error {
	rows, err := s.db.Query(ctx, `SELECT o.paid_at, COALESCE(o.payment_method, 'free'), COALESCE(o.charged, o.total), o.fee,
		(SELECT COALESCE(CAST(SUM(i.quantity) AS BIGINT), 0) FROM order_items i WHERE i.order_id = o.id)
		FROM orders o WHERE o.event_id = ? AND `+checkout.SoldSQL("o")+` ORDER BY o.paid_at, o.id`, e.id)
	if err != nil {
		return err
	}
	defer rows.Close()
	methods := map[string]*MethodSales{}
	for rows.Next() {
		var paid db.Time
		var method string
		var gross, fee int64
		var tickets int
		if err := rows.Scan(&paid, &method, &gross, &fee, &tickets); err != nil {
			return err
		}
		m := Money{Gross: gross, Fees: fee, Net: gross - fee}
		out.Totals.Orders++
		out.Totals.Tickets += tickets
		out.Totals.add(m)
		if methods[method] == nil {
			methods[method] = &MethodSales{Method: method}
		}
		methods[method].Orders++
		methods[method].add(m)
		date := paid.Time.In(e.loc).Format(time.DateOnly)
		if n := len(out.Days); n == 0 || out.Days[n-1].Date != date {
			out.Days = append(out.Days, DaySales{Date: date})
		}
		d := &out.Days[len(out.Days)-1]
		d.Orders++
		d.Tickets += tickets
		d.Gross += gross
	}
	if err := rows.Err(); err != nil {
		return err
	}
	for _, m := range methods {
		out.Methods = append(out.Methods, *m)
	}
	sortMethods(out.Methods)
	return nil
}

func (m *Money) add(o Money) {
	m.Gross += o.Gross
	m.Fees += o.Fees
	m.Net += o.Net
}
