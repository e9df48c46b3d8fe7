package checkout

import (
	"context"
	"time"

	"github.com/catraca/catraca/internal/apperr"
)

// admitted is an order the sale's rules let through: the rules, whether they came from the
// cache, and how many tickets it takes, meia-entrada among them.
type admitted struct {
	rules
	cached      bool
	total, half int
}

// admit applies the sale's rules to req (orderRules, then the limit per order), read live or
// cached unless live.
func (s *Service) admit(ctx context.Context, req CreateRequest, channel string, now time.Time, live bool) (admitted, error) {
	r, cached, err := s.orderRules(ctx, req, channel, now, live)
	if err != nil {
		return admitted{}, err
	}
	a := admitted{rules: r, cached: cached}
	for _, it := range req.Items {
		a.total += it.Quantity
		if it.Type == TypeHalf {
			a.half += it.Quantity
		}
	}
	if a.total > r.sale.perOrder {
		return admitted{}, apperr.New(apperr.Conflict, msgOrderLimit(r.sale.perOrder)).Because(apperr.OrderLimit)
	}
	return a, nil
}
