package payment

import (
	"errors"
	"fmt"
	"math/big"
)

// Card installments ("parcelamento"), the way Brazilian stores sell: the first few installments
// carry no interest ("sem juros"), the rest are priced with the Price table (French amortisation:
// equal installments at compound interest), which is what card issuers and gateways quote.
//
// The rule, in centavos and without floats:
//   - Interest-free plans (n ≤ InterestFreeInstallments): Total = amount exactly.
//     PerInstallment = floor(amount / n); the first n-1 installments are PerInstallment and the last
//     one absorbs the remainder: Last() = Total - PerInstallment*(n-1), which is at most n-1
//     centavos more than PerInstallment.
//   - Plans with interest (n > InterestFreeInstallments): every installment is equal.
//     PerInstallment = amount · i / (1 - (1+i)^-n) with i = MonthlyInterestBP/10000, computed as an
//     exact fraction and rounded UP to the next centavo (never below the Price value, so no plan
//     totals less than the amount, even for a few centavos); Total = PerInstallment*n, so Last() ==
//     PerInstallment and what the buyer sees ("12x de R$ 9,46 = R$ 113,52") is what is charged.
// Each installment is at least one centavo, so a plan of n installments needs amount ≥ n.

// InterestFreeInstallments is how many installments carry no interest.
const InterestFreeInstallments = 3

// MonthlyInterestBP is the monthly interest of longer plans in basis points (199 = 1.99% a month),
// a usual rate for Brazilian card installments charged to the buyer.
const MonthlyInterestBP = 199

// Plan is one way of splitting a card payment.
type Plan struct {
	Installments      int   // n, 1..MaxInstallments
	PerInstallment    int64 // centavos of each installment (the last one may differ: see Last)
	Total             int64 // centavos charged in all: amount plus interest
	MonthlyInterestBP int   // 0 for interest-free plans
}

// Last is the amount of the last installment: the one that absorbs rounding in interest-free plans.
func (p Plan) Last() int64 {
	return p.Total - p.PerInstallment*int64(p.Installments-1)
}

// Installment returns the amount of installment i (1-based).
func (p Plan) Installment(i int) int64 {
	if i < 1 || i > p.Installments {
		return 0
	}
	if i == p.Installments {
		return p.Last()
	}
	return p.PerInstallment
}

// Interest is what the plan costs the buyer beyond the amount.
func (p Plan) Interest(amount int64) int64 { return p.Total - amount }

// ErrInvalidPlan means the amount or the number of installments is out of range.
var ErrInvalidPlan = errors.New("payment: invalid installment plan")

// Plans lists every plan the amount allows, 1..MaxInstallments, fewest installments first.
// It is empty for an amount ≤ 0.
func Plans(amount int64) []Plan {
	var out []Plan
	for n := 1; n <= MaxInstallments; n++ {
		p, err := PlanFor(amount, n)
		if err != nil {
			break // amount < n: no longer plan fits either
		}
		out = append(out, p)
	}
	return out
}

// maxPlanAmount keeps Total well inside int64 even with a year of interest (R$ 10 billion).
const maxPlanAmount = 1_000_000_000_000

// PlanFor is the plan of n installments for amount centavos.
func PlanFor(amount int64, n int) (Plan, error) {
	switch {
	case n < 1 || n > MaxInstallments:
		return Plan{}, fmt.Errorf("%w: %d installments (1..%d)", ErrInvalidPlan, n, MaxInstallments)
	case amount <= 0 || amount > maxPlanAmount:
		return Plan{}, fmt.Errorf("%w: amount %d centavos", ErrInvalidPlan, amount)
	case amount < int64(n):
		return Plan{}, fmt.Errorf("%w: %d centavos cannot be split into %d installments", ErrInvalidPlan, amount, n)
	}
	if n <= InterestFreeInstallments {
		return Plan{Installments: n, PerInstallment: amount / int64(n), Total: amount}, nil
	}
	per := priceInstallment(amount, n, MonthlyInterestBP)
	return Plan{Installments: n, PerInstallment: per, Total: per * int64(n), MonthlyInterestBP: MonthlyInterestBP}, nil
}

// priceInstallment is the Price-table installment rounded up to the centavo. With
// i = bp/10000, PMT = A·i·(1+i)^n / ((1+i)^n - 1); multiplying through by 10000^n gives
// PMT = A·bp·(10000+bp)^n / (10000·((10000+bp)^n - 10000^n)), all integers.
func priceInstallment(amount int64, n, bp int) int64 {
	base := big.NewInt(10000)
	grown := new(big.Int).Exp(big.NewInt(int64(10000+bp)), big.NewInt(int64(n)), nil)
	plain := new(big.Int).Exp(base, big.NewInt(int64(n)), nil)

	num := new(big.Int).Mul(big.NewInt(amount), big.NewInt(int64(bp)))
	num.Mul(num, grown)
	den := new(big.Int).Sub(grown, plain)
	den.Mul(den, base)

	// Up: floor((num + den - 1) / den), all positive.
	num.Add(num, den).Sub(num, big.NewInt(1))
	return num.Quo(num, den).Int64()
}
