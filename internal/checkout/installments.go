package checkout

import (
	"context"

	"github.com/catraca/catraca/internal/payment"
)

// Installment is one way to split a card payment of the order.
type Installment struct {
	Installments      int   `json:"installments"`
	PerInstallment    int64 `json:"per_installment" description:"Centavos of each installment (the last may differ by rounding in interest-free plans)."`
	Total             int64 `json:"total" description:"Centavos charged in all, interest included."`
	MonthlyInterestBP int   `json:"monthly_interest_bp" description:"0 for interest-free plans."`
}

// Installments lists the card plans for an open order's total.
func (s *Service) Installments(ctx context.Context, hash string, c Caller) ([]Installment, error) {
	o, err := s.Get(ctx, hash, c)
	if err != nil {
		return nil, err
	}
	if err := payable(o, s.now()); err != nil {
		return nil, err
	}
	out := []Installment{}
	for _, p := range payment.Plans(o.Total) {
		out = append(out, Installment{p.Installments, p.PerInstallment, p.Total, p.MonthlyInterestBP})
	}
	return out, nil
}
