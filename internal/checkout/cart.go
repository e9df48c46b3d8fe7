package checkout

import (
	"context"

	"github.com/catraca/catraca/internal/apperr"
)

// Cart is what the checkout needs to rebuild an abandoned cart: no personal data.
type Cart struct {
	Hash     string     `json:"hash"`
	Event    OrderEvent `json:"event"`
	Session  int64      `json:"session_id"`
	Items    []CartItem `json:"items"`
	Coupon   *string    `json:"coupon"`
	Referral *string    `json:"referral"`
}

// CartItem is a line of the cart to choose again.
type CartItem struct {
	SectorID int64  `json:"sector_id"`
	Sector   string `json:"sector"`
	Type     string `json:"type" enum:"full,half"`
	Quantity int    `json:"quantity"`
}

// Cart returns what an order asked for, to restore it from the reminder's link
// (/evento/{id}?carrinho_abandonado={hash}).
func (s *Service) Cart(ctx context.Context, hash string) (Cart, error) {
	if !validHash(hash) {
		return Cart{}, apperr.New(apperr.NotFound, MsgOrderNotFound)
	}
	o, err := loadHeader(ctx, s.db, hash)
	if err != nil {
		return Cart{}, notFound(err)
	}
	if err := loadItems(ctx, s.db, &o); err != nil {
		return Cart{}, err
	}
	cart := Cart{Hash: o.Hash, Event: o.Event, Session: o.Session.ID, Items: []CartItem{}, Coupon: o.Coupon, Referral: o.Referral}
	for _, it := range o.Items {
		cart.Items = append(cart.Items, CartItem{it.SectorID, it.Sector, it.Type, it.Quantity})
	}
	return cart, nil
}
