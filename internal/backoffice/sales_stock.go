package backoffice

import (
	"cmp"
	"context"
	"slices"
	"time"

	"github.com/catraca/catraca/internal/checkout"
	"github.com/catraca/catraca/internal/db"
)

// lineKey is a sector and a lote (0: the sector's tickets sold without one).
type lineKey struct{ sector, batch int64 }

// stock reads the event's sessions, sectors and lotes as the checkout holds them, with each
// one's share of the sold money and each session's door count.
func (s *Service) stock(ctx context.Context, e event, out *Sales) error {
	money, err := s.lineMoney(ctx, e.id)
	if err != nil {
		return err
	}
	lotes, err := s.lotes(ctx, e.id, money)
	if err != nil {
		return err
	}
	doors, err := s.doorCounts(ctx, e.id)
	if err != nil {
		return err
	}
	rows, err := s.db.Query(ctx, `SELECT se.id, se.data, se.data_fim, s.id, s.nome, s.capacidade, s.vendidos, s.reservados
		FROM sessions se JOIN sectors s ON s.session_id = se.id WHERE se.event_id = ? ORDER BY se.data, se.id, s.ordem, s.id`, e.id)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var session int64
		var start, end db.Time
		var sec SectorSales
		var capacity int
		if err := rows.Scan(&session, &start, &end, &sec.ID, &sec.Nome, &capacity, &sec.Sold, &sec.Held); err != nil {
			return err
		}
		if n := len(out.Sessions); n == 0 || out.Sessions[n-1].ID != session {
			d := doors[session]
			ss := SalesSession{ID: session, Inicio: start.Time.In(e.loc).Format(time.RFC3339), Sold: d[0], CheckedIn: d[1],
				Sectors: []SectorSales{}}
			if end.Valid {
				ss.Fim = ptr(end.Time.In(e.loc).Format(time.RFC3339))
			}
			out.Sessions = append(out.Sessions, ss)
		}
		sec.Capacity = &capacity
		sec.Available = ptr(capacity - sec.Sold - sec.Held)
		for k, m := range money {
			if k.sector == sec.ID {
				sec.add(m)
			}
		}
		sec.Lotes = lotes[sec.ID]
		if sec.Lotes == nil {
			sec.Lotes = []LoteSales{}
		}
		ss := &out.Sessions[len(out.Sessions)-1]
		ss.Sectors = append(ss.Sectors, sec)
	}
	return rows.Err()
}

// lineMoney shares each sold order's discount and fee among its items by their price.
func (s *Service) lineMoney(ctx context.Context, eventID int64) (map[lineKey]Money, error) {
	rows, err := s.db.Query(ctx, `SELECT i.sector_id, COALESCE(i.batch_id, 0),
		CAST(SUM(CAST(i.unit_price AS BIGINT) * i.quantity) AS BIGINT),
		CAST(SUM(CASE WHEN o.subtotal > 0 THEN CAST(o.discount AS BIGINT) * i.unit_price * i.quantity / o.subtotal ELSE 0 END) AS BIGINT),
		CAST(SUM(CASE WHEN o.subtotal > 0 THEN CAST(o.fee AS BIGINT) * i.unit_price * i.quantity / o.subtotal ELSE 0 END) AS BIGINT)
		FROM order_items i JOIN orders o ON o.id = i.order_id
		WHERE o.event_id = ? AND `+checkout.SoldSQL("o")+` GROUP BY i.sector_id, COALESCE(i.batch_id, 0)`, eventID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[lineKey]Money{}
	for rows.Next() {
		var k lineKey
		var value, discount, fee int64
		if err := rows.Scan(&k.sector, &k.batch, &value, &discount, &fee); err != nil {
			return nil, err
		}
		out[k] = Money{Gross: value - discount + fee, Fees: fee, Net: value - discount}
	}
	return out, rows.Err()
}

// lotes reads the event's lotes by sector, in their order.
func (s *Service) lotes(ctx context.Context, eventID int64, money map[lineKey]Money) (map[int64][]LoteSales, error) {
	rows, err := s.db.Query(ctx, `SELECT b.id, b.sector_id, b.nome, b.ordem, b.quantidade, b.vendidos, b.reservados
		FROM sector_batches b JOIN sectors s ON s.id = b.sector_id JOIN sessions se ON se.id = s.session_id
		WHERE se.event_id = ? ORDER BY b.sector_id, b.ordem`, eventID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int64][]LoteSales{}
	for rows.Next() {
		var id, sector int64
		var l LoteSales
		if err := rows.Scan(&id, &sector, &l.Nome, &l.Ordem, &l.Capacity, &l.Sold, &l.Held); err != nil {
			return nil, err
		}
		if l.Capacity != nil {
			l.Available = ptr(*l.Capacity - l.Sold - l.Held)
		}
		l.Money = money[lineKey{sector, id}]
		out[sector] = append(out[sector], l)
	}
	return out, rows.Err()
}

// doorCounts is, per session, the tickets of sold orders still good or used, and those used:
// the door's own count (ticket.Service.Stats).
func (s *Service) doorCounts(ctx context.Context, eventID int64) (map[int64][2]int, error) {
	rows, err := s.db.Query(ctx, `SELECT o.session_id,
		COALESCE(SUM(CASE WHEN t.checked_in_at IS NOT NULL OR t.voided_at IS NULL THEN 1 ELSE 0 END), 0),
		COALESCE(SUM(CASE WHEN t.checked_in_at IS NOT NULL THEN 1 ELSE 0 END), 0)
		FROM orders o JOIN tickets t ON t.order_id = o.id
		WHERE o.event_id = ? AND `+checkout.SoldSQL("o")+` GROUP BY o.session_id`, eventID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int64][2]int{}
	for rows.Next() {
		var session int64
		var c [2]int
		if err := rows.Scan(&session, &c[0], &c[1]); err != nil {
			return nil, err
		}
		out[session] = c
	}
	return out, rows.Err()
}

// sortMethods puts the most gross first, then by name, so the answer is stable.
func sortMethods(m []MethodSales) {
	slices.SortFunc(m, func(a, b MethodSales) int {
		if c := cmp.Compare(b.Gross, a.Gross); c != 0 {
			return c
		}
		return cmp.Compare(a.Method, b.Method)
	})
}

func ptr[T any](v T) *T { return &v }
