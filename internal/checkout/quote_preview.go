package checkout

import (
	"context"
	"errors"
	"fmt"

	"github.com/catraca/catraca/internal/account"
	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/inventory"
)

// CouponRequest is the body of POST /api/checkout/coupon: the tickets an order would ask
// for and a code to price on them. Attendees are not needed (an order's items may be sent
// as they are: their attendees are ignored).
type CouponRequest struct {
	SessionID int64       `json:"session_id" required:"true" minimum:"1"`
	Coupon    string      `json:"coupon" required:"true" maxLength:"40"`
	Items     []QuoteItem `json:"items" required:"true" nullable:"false" minItems:"1" maxItems:"20"`
	Senha     string      `json:"senha,omitempty" maxLength:"100" description:"The event password, for password-protected events."`
}

// QuoteItem is an order's item without its attendees.
type QuoteItem struct {
	SectorID int64  `json:"sector_id" required:"true" minimum:"1"`
	Type     string `json:"type" enum:"full,half" required:"true"`
	Quantity int    `json:"quantity" minimum:"1" maximum:"100" required:"true"`
}

// CouponQuote is what the coupon takes off those tickets now, priced as an order would be.
type CouponQuote struct {
	Coupon   string `json:"coupon" description:"The code as the server reads it (trimmed, upper case)."`
	Subtotal int64  `json:"subtotal" description:"Centavos: tickets before discount."`
	Discount int64  `json:"discount" description:"Centavos taken off by the coupon."`
	Fee      int64  `json:"fee" description:"Centavos: service fee on (subtotal - discount)."`
	Total    int64  `json:"total" description:"Centavos: subtotal - discount + fee."`
}

// MsgBadQuantity refuses an item's quantity.
const MsgBadQuantity = "Quantidade inválida."

// PreviewCoupon prices req's tickets with its coupon as an order made now would be (the
// same rules, batch prices and coupon checks, the same refusals) while holding and writing
// nothing: the order's own answer stays the word that counts.
func (s *Service) PreviewCoupon(ctx context.Context, shop Shop, req CouponRequest) (CouponQuote, error) {
	order, err := req.order()
	if err != nil {
		return CouponQuote{}, err
	}
	now := s.now()
	r, _, err := s.orderRules(ctx, order, shop.Channel, now, true)
	if err != nil {
		return CouponQuote{}, err
	}
	total := 0
	for _, it := range order.Items {
		total += it.Quantity
	}
	if total > r.sale.perOrder {
		return CouponQuote{}, apperr.New(apperr.Conflict, msgOrderLimit(r.sale.perOrder)).Because(apperr.OrderLimit)
	}
	cp, err := loadCoupon(ctx, s.db, r.sale.eventID, order.Coupon, order.Items, r.sectors, now)
	if err != nil {
		return CouponQuote{}, err
	}
	if err := inventory.CouponHasUses(ctx, s.db, cp.id); errors.Is(err, inventory.ErrCouponUsedUp) {
		return CouponQuote{}, apperr.New(apperr.Conflict, MsgCouponUsedUp).Because(apperr.CouponUsedUp)
	} else if err != nil {
		return CouponQuote{}, err
	}
	taken := map[int64]int{}
	prices, err := priceItems(order.Items, r.sectors, func(sectorID int64, qty int) (inventory.Batch, bool, error) {
		return inventory.PeekBatch(ctx, s.db, sectorID, qty, now, taken)
	})
	if err != nil {
		return CouponQuote{}, err
	}
	subtotal, discount, fee := totals(order.Items, prices, cp, r.sectors, shop.FeeBP)
	return CouponQuote{Coupon: cp.code, Subtotal: subtotal, Discount: discount, Fee: fee,
		Total: subtotal - discount + fee}, nil
}

// order checks the request's shape, keyed like an order's fields, and returns it as the
// order it would be, so the order's own rules apply to it.
func (r CouponRequest) order() (CreateRequest, error) {
	fields := map[string]string{}
	if r.SessionID <= 0 {
		fields["session_id"] = account.MsgRequired
	}
	code := catalog.NormalizeCoupon(r.Coupon)
	switch {
	case code == "":
		fields["coupon"] = account.MsgRequired
	case len(r.Coupon) > 40:
		fields["coupon"] = MsgCouponInvalid
	}
	if msg := itemsError(len(r.Items)); msg != "" {
		fields["items"] = msg
	}
	out := CreateRequest{SessionID: r.SessionID, Coupon: code, Senha: r.Senha}
	for i, it := range r.Items {
		checkItem(fields, fmt.Sprintf("items.%d.", i), it.SectorID, it.Type, it.Quantity)
		out.Items = append(out.Items, ItemInput{SectorID: it.SectorID, Type: it.Type, Quantity: it.Quantity})
	}
	if len(r.Senha) > 100 {
		fields["senha"] = account.MsgTooLong
	}
	if len(fields) > 0 {
		return CreateRequest{}, invalid(fields)
	}
	return out, nil
}
