package inventory

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/catraca/catraca/internal/db"
)

// HalfQuotaPercent is the share of an event's capacity that may be sold as meia-entrada
// (Decreto 8.537/2015, art. 12: 40%).
const HalfQuotaPercent = 40

// HoldHalf reserves qty half-price tickets of the event's quota: held plus sold half-price
// tickets stay within 40% of the capacity of all the event's sectors.
func HoldHalf(ctx context.Context, tx *db.Tx, eventID int64, qty int) error {
	if err := positive(qty); err != nil {
		return err
	}
	return change(ctx, tx, ErrHalfQuota, `UPDATE events SET meia_reservados = meia_reservados + ?
		WHERE id = ? AND (meia_vendidos + meia_reservados + ?) * 100 <= ? * (SELECT COALESCE(SUM(s.capacidade), 0)
			FROM sectors s JOIN sessions se ON se.id = s.session_id WHERE se.event_id = ?)`,
		qty, eventID, qty, HalfQuotaPercent, eventID)
}

// ReleaseHalf, SellHalf and ReturnHalfSold move the event's half-price counters like stock.
func ReleaseHalf(ctx context.Context, tx *db.Tx, eventID int64, qty int) error {
	return change(ctx, tx, ErrNotHeld, `UPDATE events SET meia_reservados = meia_reservados - ?
		WHERE id = ? AND meia_reservados >= ?`, qty, eventID, qty)
}

func SellHalf(ctx context.Context, tx *db.Tx, eventID int64, qty int) error {
	return change(ctx, tx, ErrNotHeld, `UPDATE events SET meia_reservados = meia_reservados - ?,
		meia_vendidos = meia_vendidos + ? WHERE id = ? AND meia_reservados >= ?`, qty, qty, eventID, qty)
}

func ReturnHalfSold(ctx context.Context, tx *db.Tx, eventID int64, qty int) error {
	return change(ctx, tx, ErrNotHeld, `UPDATE events SET meia_vendidos = meia_vendidos - ?
		WHERE id = ? AND meia_vendidos >= ?`, qty, eventID, qty)
}

// couponUsesLeft is the condition of a coupon with a use left (usos NULL = unlimited).
const couponUsesLeft = "(usos IS NULL OR usados < usos)"

// UseCoupon takes one use of a coupon for a held order; its uses never exceed usos.
func UseCoupon(ctx context.Context, tx *db.Tx, couponID int64) error {
	return change(ctx, tx, ErrCouponUsedUp, `UPDATE coupons SET usados = usados + 1
		WHERE id = ? AND `+couponUsesLeft, couponID)
}

// ReturnCoupon gives a use back when its order expires, is given up or refunded.
func ReturnCoupon(ctx context.Context, tx *db.Tx, couponID int64) error {
	return change(ctx, tx, ErrNotHeld, `UPDATE coupons SET usados = usados - 1 WHERE id = ? AND usados > 0`, couponID)
}

// CountCPF adds an attendee CPF's tickets (qty, of which half are half-price) to the event's
// count: at most limit tickets and one half-price ticket per CPF per event, over held and
// paid orders. The upsert checks and adds in one statement, so two orders racing for the
// same CPF cannot both pass.
func CountCPF(ctx context.Context, tx *db.Tx, eventID int64, cpf string, qty, half, limit int) error {
	if err := positive(qty); err != nil {
		return err
	}
	if half > 1 {
		return ErrHalfPerCPF
	}
	if qty > limit {
		return ErrCPFLimit
	}
	res, err := tx.Exec(ctx, `INSERT INTO cpf_event_counts (event_id, cpf, quantity, half) VALUES (?, ?, ?, ?)`+
		cpfCountUpsert, eventID, cpf, qty, half, limit)
	if err != nil {
		return fmt.Errorf("inventory: count cpf: %w", err)
	}
	if n, err := res.RowsAffected(); err == nil && n == 1 {
		return nil
	}
	var have int
	if err := tx.QueryRow(ctx, "SELECT quantity FROM cpf_event_counts WHERE event_id = ? AND cpf = ?", eventID, cpf).Scan(&have); err != nil && !errors.Is(err, db.ErrNotFound) {
		return err
	}
	if have+qty > limit {
		return ErrCPFLimit
	}
	return ErrHalfPerCPF
}

// cpfCountUpsert adds a CPF's row to its count, unless that passes the limit (the one
// argument it takes) or one half-price ticket.
const cpfCountUpsert = `
	ON CONFLICT (event_id, cpf) DO UPDATE SET quantity = cpf_event_counts.quantity + excluded.quantity,
		half = cpf_event_counts.half + excluded.half
	WHERE cpf_event_counts.quantity + excluded.quantity <= ? AND cpf_event_counts.half + excluded.half <= 1`

// CPFTickets is what an order adds to one CPF's count.
type CPFTickets struct {
	CPF       string
	Qty, Half int
}

// CountCPFs is CountCPF for many CPFs of one event in one statement (a checkout group's
// orders), taken in CPF order like every hold. Each CPF may appear once; it reports those
// counted, the others being at their limit and left unchanged.
func CountCPFs(ctx context.Context, tx *db.Tx, eventID int64, limit int, counts []CPFTickets) (map[string]bool, error) {
	slices.SortFunc(counts, func(a, b CPFTickets) int { return strings.Compare(a.CPF, b.CPF) })
	values := tx.NewRows("bigint", "text", "integer", "integer")
	for _, c := range counts {
		values.Add(eventID, c.CPF, c.Qty, c.Half)
	}
	src, args := values.Source()
	rows, err := tx.QueryBuilt(ctx, `INSERT INTO cpf_event_counts (event_id, cpf, quantity, half) `+src+cpfCountUpsert+` RETURNING cpf`,
		append(args, limit)...)
	if err != nil {
		return nil, fmt.Errorf("inventory: count cpfs: %w", err)
	}
	defer rows.Close()
	counted := map[string]bool{}
	for rows.Next() {
		var cpf string
		if err := rows.Scan(&cpf); err != nil {
			return nil, err
		}
		counted[cpf] = true
	}
	return counted, rows.Err()
}

// UncountCPF takes an order's tickets off a CPF's count (order expired, given up, refunded).
func UncountCPF(ctx context.Context, tx *db.Tx, eventID int64, cpf string, qty, half int) error {
	return change(ctx, tx, ErrNotHeld, `UPDATE cpf_event_counts SET quantity = quantity - ?, half = half - ?
		WHERE event_id = ? AND cpf = ? AND quantity >= ? AND half >= ?`, qty, half, eventID, cpf, qty, half)
}
