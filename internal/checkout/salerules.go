package checkout

import (
	"context"
	"crypto/subtle"
	"errors"
	"fmt"
	"maps"
	"slices"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/checkout/rush"
	"github.com/catraca/catraca/internal/db"
)

// rules are what an order is checked against before its hold: the session's sale rules and
// the requested sectors, as of the sale rules' generation gen (catalog.RulesGenerationQuery:
// moved by every catalog write, not by stock).
type rules struct {
	sale    sale
	sectors map[int64]*sectorRow
	gen     int64
}

// orderRules returns the rules req is checked against, having checked it: from the cache or
// a read shared with buyers arriving at the same time when they admit it (cached reports so:
// the hold's transaction checks their generation), else read live, which also decides a
// refusal.
func (s *Service) orderRules(ctx context.Context, req CreateRequest, channel string, now time.Time, live bool) (r rules, cached bool, err error) {
	key := rulesKey(req)
	if !live {
		r, ok := s.rules.get(key)
		if !ok {
			// Buyers arriving together (the first second of an on-sale) share one read; what
			// it admits is checked in the hold's transaction like cached rules.
			v, err, _ := s.loads.Do(key, func() (any, error) {
				r, err := loadRules(ctx, s.db, req)
				if err == nil {
					s.rules.put(key, r)
				}
				return r, err
			})
			if r, ok = v.(rules); ok && err == nil {
				r = r.clone()
			}
		}
		if ok {
			err := r.admit(req, channel, now)
			if err == nil {
				return r, true, nil
			}
			// Refused for its stock alone: that is all that moves without a new generation,
			// so only the stock is read again, by id, rather than every rule. After a sell-out
			// every late buyer comes here.
			if errors.As(err, new(*soldOut)) {
				if err := s.stockStillShort(ctx, r, req, channel, now); err != nil {
					return rules{}, false, err
				}
			}
		}
	}
	r, err = loadRules(ctx, s.db, req)
	if err != nil {
		return rules{}, false, err
	}
	s.rules.put(key, r)
	return r, false, r.admit(req, channel, now)
}

// stockStillShort checks req again against r with its sectors' live free units, and returns
// the refusal when they still do not suffice; nil means the stock is back.
func (s *Service) stockStillShort(ctx context.Context, r rules, req CreateRequest, channel string, now time.Time) error {
	left, err := sectorsLeft(ctx, s.db, slices.Collect(maps.Keys(r.sectors)))
	if err != nil {
		return err
	}
	for id, sec := range r.sectors {
		sec.left, sec.qty = left[id], 0
	}
	if err := r.admit(req, channel, now); errors.As(err, new(*soldOut)) {
		return err
	}
	return nil
}

// admit applies the session's and the sectors' rules to req.
func (r rules) admit(req CreateRequest, channel string, now time.Time) error {
	if err := r.sale.check(now, req.Senha); err != nil {
		return err
	}
	return checkSectors(r.sectors, req, channel, now)
}

// loadRules reads the session's sale rules and the requested sectors of that session in one
// query: in a rush, every round trip before the hold is one more for each buyer. A draft's
// session is not found, as an unknown one.
func loadRules(ctx context.Context, d *db.DB, req CreateRequest) (rules, error) {
	var ids []any
	sectors := map[int64]*sectorRow{}
	for _, it := range req.Items {
		if sectors[it.SectorID] == nil {
			sectors[it.SectorID] = &sectorRow{id: it.SectorID}
			ids = append(ids, it.SectorID)
		}
	}
	rows, err := d.Query(ctx, `SELECT e.id, e.data_cancelamento, e.data_min_venda, e.data_max_venda, e.one_checkout,
		e.site_senha, e.limite_por_pedido, e.limite_por_cpf, se.data, se.data_encerramento, e.nome, e.timezone,
		e.limite_por_endereco, (SELECT COALESCE(SUM(a.capacidade), 0) FROM sectors a WHERE a.session_id = se.id),
		s.id, COALESCE(s.nome, ''), COALESCE(s.external_id, ''), COALESCE(s.preco, 0), s.preco_meia, s.inicio_venda,
		s.fim_venda, COALESCE(s.canal, ''), COALESCE(s.capacidade - s.vendidos - s.reservados, 0),
		EXISTS (SELECT 1 FROM sector_batches b WHERE b.sector_id = s.id), (`+catalog.RulesGenerationQuery+`)
		FROM sessions se JOIN events e ON e.id = se.event_id
		LEFT JOIN sectors s ON s.session_id = se.id AND s.id IN `+placeholders(len(ids))+`
		WHERE se.id = ? AND e.published_at IS NOT NULL`, append(ids, req.SessionID)...)
	if err != nil {
		return rules{}, err
	}
	defer rows.Close()
	r := rules{sectors: sectors}
	found := false
	for rows.Next() {
		var id *int64
		var sec sectorRow
		sl := &r.sale
		if err := rows.Scan(&sl.eventID, &sl.cancelled, &sl.min, &sl.max, &sl.mode, &sl.senha, &sl.perOrder,
			&sl.perCPF, &sl.start, &sl.closes, &sl.name, &sl.zone, &sl.perAddress, &sl.capacity, &id, &sec.nome, &sec.extID, &sec.preco, &sec.meia,
			&sec.from, &sec.to, &sec.canal, &sec.left, &sec.batches, &r.gen); err != nil {
			return rules{}, err
		}
		found = true
		if id != nil {
			sec.id, sec.found = *id, true
			*sectors[*id] = sec
		}
	}
	if err := rows.Err(); err != nil {
		return rules{}, err
	}
	if !found {
		return rules{}, apperr.Field("session_id", MsgSessionNotFound)
	}
	return r, nil
}

// check applies spec section 4 "Checkout embed" to the chosen session: 412 when the event
// is not selling through the checkout now.
func (sl sale) check(now time.Time, senha string) error {
	pre := func(msg string, why apperr.Reason) error { return apperr.New(apperr.Precondition, msg).Because(why) }
	switch {
	case sl.cancelled.Valid && !now.Before(sl.cancelled.Time):
		return pre(MsgCancelled, apperr.EventCancelled)
	case sl.mode >= catalog.ModeBoxOffice && sl.mode <= catalog.ModePaused:
		return pre(MsgNotOnline, apperr.NotSoldOnline)
	case sl.min.Valid && now.Before(sl.min.Time):
		return pre(MsgNotStarted, apperr.SalesNotStarted)
	case sl.closes.Valid && !now.Before(sl.closes.Time):
		return pre(MsgSalesClosed, apperr.SalesClosed)
	case !sl.closes.Valid && !now.Before(sl.start.Time):
		return pre(MsgSalesClosed, apperr.SalesClosed)
	case sl.max.Valid && now.After(sl.max.Time) && !sl.closes.Valid:
		return pre(MsgSalesClosed, apperr.SalesClosed)
	case sl.senha != "" && subtle.ConstantTimeCompare([]byte(sl.senha), []byte(senha)) != 1:
		return apperr.New(apperr.Forbidden, catalog.MsgWrongPassword).Because(apperr.WrongPassword)
	}
	return nil
}

// checkSectors checks each requested sector is of the session, sold on this channel now and
// offers half price when asked, and sums what the order takes of each.
func checkSectors(sectors map[int64]*sectorRow, req CreateRequest, channel string, now time.Time) error {
	for i, it := range req.Items {
		sec := sectors[it.SectorID]
		if !sec.found || (sec.canal != "" && sec.canal != channel) {
			return apperr.Field(fmt.Sprintf("items.%d.sector_id", i), MsgSectorNotFound)
		}
		if (sec.from.Valid && now.Before(sec.from.Time)) || (sec.to.Valid && now.After(sec.to.Time)) {
			return apperr.New(apperr.Precondition, MsgSectorClosed).Because(apperr.SectorClosed)
		}
		if it.Type == TypeHalf && sec.meia == nil {
			return apperr.Field(fmt.Sprintf("items.%d.type", i), MsgNoHalf).Because(apperr.NoHalf)
		}
		sec.qty += it.Quantity
	}
	// Refuse at once when a sector is visibly sold out: after a rush sells out, the flood of
	// late buyers must not queue for the write lock only to be refused. The hold itself
	// decides in every other case.
	takes, left := rush.Holds{}, map[int64]int{}
	for id, sec := range sectors {
		takes[id], left[id] = sec.qty, sec.left
	}
	if id, short := rush.ShortSector(takes, left); short {
		return sectors[id].soldOut(max(left[id], 0))
	}
	return nil
}

// sectorsLeft reads the free units of the sectors ids, live.
func sectorsLeft(ctx context.Context, d *db.DB, ids []int64) (map[int64]int, error) {
	args := make([]any, len(ids))
	for i, id := range ids {
		args[i] = id
	}
	rows, err := d.Query(ctx, "SELECT id, capacidade - vendidos - reservados FROM sectors WHERE id IN "+placeholders(len(ids)), args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	left := map[int64]int{}
	for rows.Next() {
		var id int64
		var n int
		if err := rows.Scan(&id, &n); err != nil {
			return nil, err
		}
		left[id] = n
	}
	return left, rows.Err()
}

// soldOut is the refusal of an order that did not fit in a sector's free units.
type soldOut struct{ refusal *apperr.Error }

func (e *soldOut) Error() string { return e.refusal.Error() }
func (e *soldOut) Unwrap() error { return e.refusal }

// soldOut is the refusal of an order that wants more of sec than its left units.
func (sec *sectorRow) soldOut(left int) *soldOut {
	why := apperr.SoldOut
	if left > 0 {
		why = apperr.NotEnoughLeft
	}
	return &soldOut{apperr.New(apperr.Conflict, msgSoldOut(sec.nome, left)).Because(why)}
}
