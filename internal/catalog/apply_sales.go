package catalog

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/catraca/catraca/internal/db"
)

func orDefault(limit int) int {
	if limit <= 0 {
		return DefaultLimit
	}
	return limit
}

// syncBatches writes a sector's lotes by position. A batch with tickets sold or held keeps
// its row: its quantity may not drop below them and it may not be removed.
func syncBatches(ctx context.Context, tx *db.Tx, sectorID int64, lotes []BatchInput) error {
	for i, b := range lotes {
		var committed int
		err := tx.QueryRow(ctx, "SELECT vendidos + reservados FROM sector_batches WHERE sector_id = ? AND ordem = ?",
			sectorID, i).Scan(&committed)
		if err != nil && !errors.Is(err, db.ErrNotFound) {
			return err
		}
		if b.Quantidade != nil && *b.Quantidade < committed {
			return refuse(fmt.Sprintf("lotes.%d.quantidade", i), "lote %s: quantidade %d menor que os %d ingressos já vendidos ou reservados",
				b.Nome, *b.Quantidade, committed)
		}
		if _, err := tx.Exec(ctx, `INSERT INTO sector_batches (sector_id, ordem, nome, preco, quantidade, ate)
			VALUES (?, ?, ?, ?, ?, ?)
			ON CONFLICT (sector_id, ordem) DO UPDATE SET nome = excluded.nome, preco = excluded.preco,
				quantidade = excluded.quantidade, ate = excluded.ate`,
			sectorID, i, b.Nome, b.PrecoCentavos, b.Quantidade, utc(b.Ate)); err != nil {
			return fmt.Errorf("lote %s: %w", b.Nome, err)
		}
	}
	var withSales int
	if err := tx.QueryRow(ctx, `SELECT COUNT(*) FROM sector_batches WHERE sector_id = ? AND ordem >= ?
		AND vendidos + reservados > 0`, sectorID, len(lotes)).Scan(&withSales); err != nil {
		return err
	}
	if withSales > 0 {
		return refuse("lotes", "não é possível remover lotes com ingressos vendidos ou reservados")
	}
	_, err := tx.Exec(ctx, "DELETE FROM sector_batches WHERE sector_id = ? AND ordem >= ?", sectorID, len(lotes))
	return err
}

// syncCoupons writes an event's cupons by code. Removing a coupon from the file deletes it
// unless an order used it; then it stays, closed (fim = now is left to the operator).
func syncCoupons(ctx context.Context, tx *db.Tx, eventID int64, cupons []CouponInput) error {
	keep := make([]string, 0, len(cupons))
	for i, c := range cupons {
		if err := upsertCoupon(ctx, tx, eventID, c); err != nil {
			return within(fmt.Sprintf("cupons.%d", i), err)
		}
		keep = append(keep, NormalizeCoupon(c.Codigo))
	}
	args := []any{eventID}
	cond := ""
	for i, k := range keep {
		if i == 0 {
			cond = " AND codigo NOT IN (?"
		} else {
			cond += ", ?"
		}
		args = append(args, k)
	}
	if cond != "" {
		cond += ")"
	}
	_, err := tx.Exec(ctx, `DELETE FROM coupons WHERE event_id = ?`+cond+
		` AND usados = 0 AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.coupon_id = coupons.id)`, args...)
	return err
}

// upsertCoupon writes coupon c of event by its code; usos under the uses already made is
// refused, beside the field usos.
func upsertCoupon(ctx context.Context, tx *db.Tx, eventID int64, c CouponInput) error {
	if _, err := tx.Exec(ctx, `INSERT INTO coupons (event_id, codigo, tipo, valor, setor, inicio, fim, usos)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (event_id, codigo) DO UPDATE SET tipo = excluded.tipo, valor = excluded.valor,
			setor = excluded.setor, inicio = excluded.inicio, fim = excluded.fim, usos = excluded.usos`,
		eventID, NormalizeCoupon(c.Codigo), c.Tipo, c.Valor, c.Setor, utc(c.Inicio), utc(c.Fim), c.Usos); err != nil {
		if errors.Is(err, db.ErrConflict) || isCheck(err) {
			return refuse("usos", "cupom %s: usos menor que os já usados", c.Codigo)
		}
		return fmt.Errorf("cupom %s: %w", c.Codigo, err)
	}
	return nil
}

// isCheck reports a CHECK constraint failure, whose text both engines put in the message.
func isCheck(err error) bool {
	return err != nil && strings.Contains(strings.ToLower(err.Error()), "check")
}

// NormalizeCoupon is a coupon code as stored and compared: trimmed, upper case.
func NormalizeCoupon(code string) string { return strings.ToUpper(strings.TrimSpace(code)) }
