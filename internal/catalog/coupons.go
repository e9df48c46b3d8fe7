package catalog

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
)

// Messages of the console's coupons (docs/back-office.md).
const (
	MsgCouponNotFound = "Cupom não encontrado."
	MsgCouponCode     = "O código de um cupom não muda: crie outro cupom."
	MsgCouponDeleted  = "Cupom excluído."
	MsgCouponEnded    = "Cupom encerrado: nos eventos em que já foi usado ele fica vencido, pois pedidos o citam; nos demais foi excluído."
	// couponTaken refuses a new coupon whose code the organizer already has (code, event).
	couponTaken = "O cupom %s já existe no evento %s."
)

// OrganizerCoupon is one code of an organizer's coupons with its row in each event. Each event
// counts its own uses (the checkout takes a use from the event's row under the order's hold),
// so usos is a maximum per event; usados adds them up.
type OrganizerCoupon struct {
	Codigo  string        `json:"codigo"`
	Tipo    string        `json:"tipo" enum:"percentual,fixo"`
	Valor   int64         `json:"valor" description:"percentual: a whole percent (1-100); fixo: centavos off."`
	Setor   string        `json:"setor" description:"The id of the sector it is limited to; empty: every sector."`
	Inicio  *time.Time    `json:"inicio"`
	Fim     *time.Time    `json:"fim"`
	Usos    *int          `json:"usos" description:"The most uses in each event; null: unlimited."`
	Usados  int           `json:"usados" description:"Uses in every event together (held and paid orders)."`
	Eventos []CouponEvent `json:"eventos"`
}

// CouponEvent is a coupon's row in one event. Its fim is earlier than the coupon's when the
// event was taken off a coupon it had already been used on: the row is ended, not deleted.
type CouponEvent struct {
	ID     int64      `json:"id"`
	Nome   string     `json:"nome"`
	Usados int        `json:"usados"`
	Usos   *int       `json:"usos"`
	Fim    *time.Time `json:"fim"`
}

// SavedCoupon answers a coupon written from the console.
type SavedCoupon struct {
	OrganizerCoupon
	Encerrados []int64 `json:"encerrados" description:"Events taken off the coupon where it had been used: orders refer to their row, so it was ended (fim = now) instead of deleted."`
}

// CouponWrite runs inside the transaction of a coupon's write from the console, with the
// coupon before and after it (nil: none), so the console's audit entry commits with it.
type CouponWrite func(tx *db.Tx, before, after *OrganizerCoupon) error

type couponRow struct {
	id, eventID int64
	nome        string
	c           CouponInput
	usados      int
}

// OrganizerCoupons is organizer's coupons by code.
func (s *Service) OrganizerCoupons(ctx context.Context, organizer int64) ([]OrganizerCoupon, error) {
	rows, err := s.db.Query(ctx, couponRowsQuery+" ORDER BY c.codigo, c.id", organizer)
	if err != nil {
		return nil, fmt.Errorf("organizer coupons: %w", err)
	}
	list, err := scanCouponRows(rows)
	if err != nil {
		return nil, err
	}
	return groupCoupons(list), nil
}

const couponRowsQuery = `SELECT c.id, c.event_id, e.nome, c.codigo, c.tipo, c.valor, c.setor, c.inicio, c.fim, c.usos, c.usados
	FROM coupons c JOIN events e ON e.id = c.event_id WHERE e.organizer_id = ?`

func scanCouponRows(rows *sql.Rows) ([]couponRow, error) {
	defer rows.Close()
	var out []couponRow
	for rows.Next() {
		var r couponRow
		var from, to db.Time
		if err := rows.Scan(&r.id, &r.eventID, &r.nome, &r.c.Codigo, &r.c.Tipo, &r.c.Valor, &r.c.Setor, &from, &to, &r.c.Usos, &r.usados); err != nil {
			return nil, fmt.Errorf("scan coupon: %w", err)
		}
		r.c.Inicio, r.c.Fim = local(from, time.UTC), local(to, time.UTC)
		out = append(out, r)
	}
	return out, rows.Err()
}

// codeRows is organizer's rows of one coupon code, read in tx.
func codeRows(ctx context.Context, tx *db.Tx, organizer int64, code string) ([]couponRow, error) {
	rows, err := tx.Query(ctx, couponRowsQuery+" AND c.codigo = ? ORDER BY c.id", organizer, code)
	if err != nil {
		return nil, fmt.Errorf("coupon rows: %w", err)
	}
	return scanCouponRows(rows)
}

// groupCoupons gathers rows sorted by code into coupons. A coupon's settings are those of its
// row valid the longest (its ended rows aside), the newest on a tie: rows of one code written
// by events' documents may differ, and the console's next save makes them agree.
func groupCoupons(rows []couponRow) []OrganizerCoupon {
	out := []OrganizerCoupon{}
	var lead couponRow
	for i, r := range rows {
		if i == 0 || r.c.Codigo != rows[i-1].c.Codigo {
			out = append(out, OrganizerCoupon{Eventos: []CouponEvent{}})
			lead = r
		}
		if validLonger(r.c.Fim, lead.c.Fim) || timesEqual(r.c.Fim, lead.c.Fim) {
			lead = r
		}
		c := &out[len(out)-1]
		usados := c.Usados + r.usados
		*c = OrganizerCoupon{Codigo: lead.c.Codigo, Tipo: lead.c.Tipo, Valor: lead.c.Valor, Setor: lead.c.Setor,
			Inicio: lead.c.Inicio, Fim: lead.c.Fim, Usos: lead.c.Usos, Usados: usados,
			Eventos: append(c.Eventos, CouponEvent{ID: r.eventID, Nome: r.nome, Usados: r.usados, Usos: r.c.Usos, Fim: r.c.Fim})}
	}
	return out
}

// validLonger says whether a validity ending at a lasts longer than one ending at b (nil: no end).
func validLonger(a, b *time.Time) bool {
	return b != nil && (a == nil || a.After(*b))
}

func timesEqual(a, b *time.Time) bool {
	return (a == nil && b == nil) || (a != nil && b != nil && a.Equal(*b))
}

// CreateCoupon makes coupon c (checked by imports.ParseCoupon) in each of organizer's events,
// in one transaction. A code the organizer already has is refused (409): its events change
// with UpdateCoupon.
func (s *Service) CreateCoupon(ctx context.Context, organizer int64, c CouponInput, events []int64, within CouponWrite) (SavedCoupon, error) {
	var out SavedCoupon
	err := s.db.InTx(ctx, func(tx *db.Tx) error {
		if err := s.couponEvents(ctx, tx, organizer, c, events); err != nil {
			return err
		}
		had, err := codeRows(ctx, tx, organizer, c.Codigo)
		if err != nil {
			return err
		}
		if len(had) > 0 {
			taken := had[0].nome
			for _, r := range had {
				if slices.Contains(events, r.eventID) {
					taken = r.nome
					break
				}
			}
			return fieldError(apperr.Conflict, "codigo", fmt.Sprintf(couponTaken, c.Codigo, taken))
		}
		for _, id := range events {
			if err := upsertCoupon(ctx, tx, id, c); err != nil {
				return err
			}
		}
		out, err = couponAfter(ctx, tx, organizer, c.Codigo, nil, within)
		return err
	})
	return out, asFieldError(err)
}

// UpdateCoupon sets organizer's coupon code to c in each of events, adding the events it was
// not in; from the events no longer listed its rows are deleted, or ended (fim = now) where
// orders used them. Lowering usos under an event's uses is refused (422).
func (s *Service) UpdateCoupon(ctx context.Context, organizer int64, code string, c CouponInput, events []int64, now time.Time, within CouponWrite) (SavedCoupon, error) {
	code = NormalizeCoupon(code)
	if c.Codigo != code {
		return SavedCoupon{}, fieldError(apperr.Unprocessable, "codigo", MsgCouponCode)
	}
	var out SavedCoupon
	err := s.db.InTx(ctx, func(tx *db.Tx) error {
		before, err := existingRows(ctx, tx, organizer, code)
		if err != nil {
			return err
		}
		if err := s.couponEvents(ctx, tx, organizer, c, events); err != nil {
			return err
		}
		for _, id := range events {
			if err := upsertCoupon(ctx, tx, id, c); err != nil {
				return err
			}
		}
		ended, err := dropRows(ctx, tx, before, events, now)
		if err != nil {
			return err
		}
		was := groupCoupons(before)[0]
		out, err = couponAfter(ctx, tx, organizer, code, &was, within)
		out.Encerrados = append(out.Encerrados, ended...)
		return err
	})
	return out, asFieldError(err)
}

// DeleteCoupon deletes organizer's coupon code from each event, or ends it (fim = now) where
// orders used it; the answer is the message saying which happened.
func (s *Service) DeleteCoupon(ctx context.Context, organizer int64, code string, now time.Time, within CouponWrite) (string, error) {
	code = NormalizeCoupon(code)
	msg := MsgCouponDeleted
	err := s.db.InTx(ctx, func(tx *db.Tx) error {
		before, err := existingRows(ctx, tx, organizer, code)
		if err != nil {
			return err
		}
		ended, err := dropRows(ctx, tx, before, nil, now)
		if err != nil {
			return err
		}
		if len(ended) > 0 {
			msg = MsgCouponEnded
		}
		was := groupCoupons(before)[0]
		after, err := codeRows(ctx, tx, organizer, code)
		if err != nil {
			return err
		}
		if len(after) == 0 {
			return within(tx, &was, nil)
		}
		return within(tx, &was, &groupCoupons(after)[0])
	})
	return msg, err
}

// couponAfter reads the coupon as written and runs within with it.
func couponAfter(ctx context.Context, tx *db.Tx, organizer int64, code string, before *OrganizerCoupon, within CouponWrite) (SavedCoupon, error) {
	rows, err := codeRows(ctx, tx, organizer, code)
	if err != nil {
		return SavedCoupon{}, err
	}
	after := groupCoupons(rows)[0]
	return SavedCoupon{OrganizerCoupon: after, Encerrados: []int64{}}, within(tx, before, &after)
}

// couponEvents checks that events are organizer's (another's is not found) and each has the
// coupon's sector.
func (s *Service) couponEvents(ctx context.Context, tx *db.Tx, organizer int64, c CouponInput, events []int64) error {
	for _, id := range events {
		var nome string
		err := tx.QueryRow(ctx, "SELECT nome FROM events WHERE id = ? AND organizer_id = ?", id, organizer).Scan(&nome)
		if errors.Is(err, db.ErrNotFound) {
			return apperr.New(apperr.NotFound, MsgEventNotFound)
		}
		if err != nil {
			return err
		}
		if c.Setor == "" {
			continue
		}
		var n int
		if err := tx.QueryRow(ctx, `SELECT COUNT(*) FROM sectors s JOIN sessions se ON se.id = s.session_id
			WHERE se.event_id = ? AND s.external_id = ?`, id, c.Setor).Scan(&n); err != nil {
			return err
		}
		if n == 0 {
			return fieldError(apperr.Unprocessable, "setor", fmt.Sprintf(CouponSectorMissing, c.Codigo, c.Setor)+" "+nome)
		}
	}
	return nil
}

// existingRows is codeRows of a coupon the organizer has; none is not found.
func existingRows(ctx context.Context, tx *db.Tx, organizer int64, code string) ([]couponRow, error) {
	rows, err := codeRows(ctx, tx, organizer, code)
	if err == nil && len(rows) == 0 {
		err = apperr.New(apperr.NotFound, MsgCouponNotFound)
	}
	return rows, err
}

// dropRows takes the coupon off every event of rows but those kept, and answers the events
// where it was ended rather than deleted.
func dropRows(ctx context.Context, tx *db.Tx, rows []couponRow, keep []int64, now time.Time) ([]int64, error) {
	ended := []int64{}
	for _, r := range rows {
		if slices.Contains(keep, r.eventID) {
			continue
		}
		gone, err := dropCoupon(ctx, tx, r, now)
		if err != nil {
			return nil, err
		}
		if !gone {
			ended = append(ended, r.eventID)
		}
	}
	return ended, nil
}

// dropCoupon deletes row r when no order used it, or else ends it at now (an order's coupon
// stays what it refers to); gone says it was deleted.
func dropCoupon(ctx context.Context, tx *db.Tx, r couponRow, now time.Time) (bool, error) {
	res, err := tx.Exec(ctx, `DELETE FROM coupons WHERE id = ? AND usados = 0
		AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.coupon_id = coupons.id)`, r.id)
	if err != nil {
		return false, fmt.Errorf("delete coupon: %w", err)
	}
	if n, _ := res.RowsAffected(); n > 0 {
		return true, nil
	}
	_, err = tx.Exec(ctx, "UPDATE coupons SET fim = ? WHERE id = ? AND (fim IS NULL OR fim > ?)", utc(&now), r.id, utc(&now))
	return false, err
}

// fieldError is msg beside the form's field.
func fieldError(code apperr.Code, field, msg string) error {
	return &apperr.Error{Code: code, Message: msg, Fields: map[string]string{field: msg}}
}
