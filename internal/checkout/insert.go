package checkout

import (
	"context"
	"strings"
	"time"

	"github.com/catraca/catraca/internal/db"
)

type newOrder struct {
	shop    Shop
	req     CreateRequest
	sale    sale
	buyer   buyerRow
	prices  []itemPrice
	coupon  *coupon
	sectors map[int64]*sectorRow
	half    int
	now     time.Time
}

// insertOrder writes the order, its items and attendees with totals exact in centavos:
// total = subtotal - discount + fee.
func insertOrder(ctx context.Context, tx *db.Tx, n newOrder) (Order, error) {
	var subtotal, eligible int64
	for i, it := range n.req.Items {
		line := n.prices[i].unit * int64(it.Quantity)
		subtotal += line
		if n.coupon != nil && (n.coupon.sector == "" || n.sectors[it.SectorID].extID == n.coupon.sector) {
			eligible += line
		}
	}
	discount := n.coupon.discount(eligible)
	fee := Fee(subtotal-discount, n.shop.FeeBP)
	o := Order{Hash: newToken(), Subtotal: subtotal, Discount: discount, Fee: fee, Total: subtotal - discount + fee}
	var couponID *int64
	var code, referral *string
	if n.coupon != nil {
		couponID, code = &n.coupon.id, &n.coupon.code
	}
	if r := strings.TrimSpace(n.req.Referral); r != "" {
		referral = &r
	}
	created := ts(n.now)
	expires := created.Add(time.Duration(n.shop.HoldMinutes) * time.Minute)
	remind := created.Add(time.Duration(n.shop.RemindMinutes) * time.Minute)
	err := tx.QueryRow(ctx, `INSERT INTO orders (hash, store_id, event_id, session_id, customer_id, buyer_name,
			buyer_email, buyer_cpf, buyer_phone, status, subtotal, fee, fee_bp, discount, total, coupon_id, coupon_code,
			referral, half_count, locale, origin, created_at, expires_at, remind_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		o.Hash, n.shop.StoreID, n.sale.eventID, n.req.SessionID, n.shop.CustomerID, n.buyer.name, n.buyer.email,
		n.buyer.cpf, n.buyer.phone, StatusReserved, subtotal, fee, max(n.shop.FeeBP, 0), discount, o.Total, couponID,
		code, referral, n.half, n.shop.Locale, n.shop.Origin, created, expires, remind).Scan(&o.id)
	if err != nil {
		return Order{}, err
	}
	for i, it := range n.req.Items {
		var itemID int64
		if err := tx.QueryRow(ctx, `INSERT INTO order_items (order_id, sector_id, batch_id, kind, quantity, unit_price)
			VALUES (?, ?, ?, ?, ?, ?) RETURNING id`, o.id, it.SectorID, n.prices[i].batchID, it.Type, it.Quantity,
			n.prices[i].unit).Scan(&itemID); err != nil {
			return Order{}, err
		}
		for _, at := range it.Attendees {
			var proof *string
			if at.HalfProof != "" {
				p := at.HalfProof
				proof = &p
			}
			if _, err := tx.Exec(ctx, `INSERT INTO order_attendees (order_id, item_id, name, cpf, half_proof)
				VALUES (?, ?, ?, ?, ?)`, o.id, itemID, at.Name, at.CPF, proof); err != nil {
				return Order{}, err
			}
		}
	}
	return o, nil
}
