package checkout

import (
	"context"
	"errors"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/db"
)

// Catalogue is the answer of GET /api/pdv/v3/products/sectors/{event}: what can be bought
// now, with live availability.
type Catalogue struct {
	Event       int64         `json:"event"`
	Sessions    []SaleSession `json:"sessions"`
	FeeBP       int           `json:"fee_bp" description:"The store's service fee in basis points (1000 = 10%)."`
	MaxPerOrder int           `json:"max_per_order"`
	MaxPerCPF   int           `json:"max_per_cpf"`
	HoldMinutes int           `json:"hold_minutes"`
	// Sandbox is set by the API when payments run on the sandbox gateway, so the checkout
	// offers its clearly labelled "simulate payment" button.
	Sandbox bool `json:"sandbox" description:"Payments run on the sandbox gateway (test cards): no payment is charged."`
	// SandboxPay is set when the sandbox's "pay this order" route exists (dev mode on a
	// loopback listener), so the checkout offers its "simulate payment" button only then.
	SandboxPay bool `json:"sandbox_pay" description:"The sandbox's pay-by-hand route exists (dev mode on a loopback listener): the checkout may offer a simulated payment."`
}

// SaleSession is a session still on sale.
type SaleSession struct {
	ID      int64        `json:"id"`
	Inicio  string       `json:"inicio" description:"RFC 3339 in the event's time zone."`
	Sectors []SaleSector `json:"sectors"`
}

// SaleSector is a sector with its current price.
type SaleSector struct {
	ID          int64      `json:"id"`
	Nome        string     `json:"nome"`
	Price       int64      `json:"price" description:"Centavos: the current batch's price."`
	HalfPrice   *int64     `json:"half_price" description:"Centavos; null when the sector has no meia-entrada."`
	Batch       *SaleBatch `json:"batch"`
	Available   int        `json:"available" description:"Units neither sold nor held right now."`
	MaxPerOrder int        `json:"max_per_order"`
	OnSale      bool       `json:"on_sale" description:"False outside the sector's own sales window."`
}

// SaleBatch is the lote whose price applies now.
type SaleBatch struct {
	Nome   string     `json:"nome"`
	EndsAt *time.Time `json:"ends_at,omitempty"`
	Left   *int       `json:"left,omitempty" description:"Units left in this batch, when it has a quantity."`
}

// Sectors lists the event's sessions on sale and their sectors for the channel. An event
// that is not selling answers 412 with the reason (spec section 8 lets the client show it); a
// draft 404, as an unknown event.
func (s *Service) Sectors(ctx context.Context, eventID int64, channel, senha string, shop Shop) (Catalogue, error) {
	now := s.now()
	var sl sale
	var zone string
	err := s.db.QueryRow(ctx, `SELECT id, data_cancelamento, data_min_venda, data_max_venda, one_checkout,
		site_senha, limite_por_pedido, limite_por_cpf, timezone FROM events WHERE id = ? AND published_at IS NOT NULL`, eventID).Scan(&sl.eventID,
		&sl.cancelled, &sl.min, &sl.max, &sl.mode, &sl.senha, &sl.perOrder, &sl.perCPF, &zone)
	if errors.Is(err, db.ErrNotFound) {
		return Catalogue{}, apperr.New(apperr.NotFound, catalog.MsgEventNotFound)
	}
	if err != nil {
		return Catalogue{}, err
	}
	loc := catalog.ZoneOrUTC(zone)
	out := Catalogue{Event: eventID, Sessions: []SaleSession{}, FeeBP: max(shop.FeeBP, 0), MaxPerOrder: sl.perOrder,
		MaxPerCPF: sl.perCPF, HoldMinutes: shop.HoldMinutes}
	batches, err := currentBatches(ctx, s.db, eventID, now)
	if err != nil {
		return Catalogue{}, err
	}
	rows, err := s.db.Query(ctx, `SELECT se.id, se.data, se.data_encerramento, s.id, s.nome, s.preco, s.preco_meia,
		s.capacidade - s.vendidos - s.reservados, s.inicio_venda, s.fim_venda, s.canal
		FROM sessions se JOIN sectors s ON s.session_id = se.id WHERE se.event_id = ? ORDER BY se.data, se.id, s.ordem`, eventID)
	if err != nil {
		return Catalogue{}, err
	}
	defer rows.Close()
	var firstErr error
	for rows.Next() {
		var sessionID int64
		var start, closes, from, to db.Time
		var sec SaleSector
		var canal string
		if err := rows.Scan(&sessionID, &start, &closes, &sec.ID, &sec.Nome, &sec.Price, &sec.HalfPrice, &sec.Available,
			&from, &to, &canal); err != nil {
			return Catalogue{}, err
		}
		if canal != "" && canal != channel {
			continue
		}
		sl.start, sl.closes = start, closes
		if err := sl.check(now, senha); err != nil {
			if firstErr == nil {
				firstErr = err
			}
			continue
		}
		if b, ok := batches[sec.ID]; ok {
			sec.Price = b.price
			sec.Batch = &b.SaleBatch
		}
		if sec.HalfPrice != nil {
			h := catalog.HalfPrice(sec.Price)
			sec.HalfPrice = &h
		}
		sec.MaxPerOrder = sl.perOrder
		sec.OnSale = !(from.Valid && now.Before(from.Time)) && !(to.Valid && now.After(to.Time))
		n := len(out.Sessions)
		if n == 0 || out.Sessions[n-1].ID != sessionID {
			out.Sessions = append(out.Sessions, SaleSession{ID: sessionID, Inicio: start.Time.In(loc).Format(time.RFC3339),
				Sectors: []SaleSector{}})
			n++
		}
		out.Sessions[n-1].Sectors = append(out.Sessions[n-1].Sectors, sec)
	}
	if err := rows.Err(); err != nil {
		return Catalogue{}, err
	}
	if len(out.Sessions) == 0 && firstErr != nil {
		return Catalogue{}, firstErr
	}
	return out, nil
}

type currentBatch struct {
	SaleBatch
	price int64
}

// currentBatches is, per sector of the event, the first lote still on: date not passed and
// units left.
func currentBatches(ctx context.Context, d *db.DB, eventID int64, now time.Time) (map[int64]currentBatch, error) {
	rows, err := d.Query(ctx, `SELECT b.sector_id, b.nome, b.preco, b.ate, b.quantidade - b.vendidos - b.reservados
		FROM sector_batches b JOIN sectors s ON s.id = b.sector_id JOIN sessions se ON se.id = s.session_id
		WHERE se.event_id = ? AND (b.ate IS NULL OR b.ate > ?)
			AND (b.quantidade IS NULL OR b.vendidos + b.reservados < b.quantidade)
		ORDER BY b.sector_id, b.ordem`, eventID, ts(now))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int64]currentBatch{}
	for rows.Next() {
		var sector int64
		var b currentBatch
		var ends db.Time
		if err := rows.Scan(&sector, &b.Nome, &b.price, &ends, &b.Left); err != nil {
			return nil, err
		}
		if _, seen := out[sector]; seen {
			continue
		}
		b.EndsAt = utcPtr(ends)
		out[sector] = b
	}
	return out, rows.Err()
}
