package payment

import (
	"errors"
	"math/big"
	"testing"
)

func TestPlansInterestFree(t *testing.T) {
	tests := []struct {
		amount    int64
		n         int
		per, last int64
	}{
		{10000, 1, 10000, 10000},
		{10000, 2, 5000, 5000},
		{10000, 3, 3333, 3334}, // the last absorbs the centavo
		{10001, 3, 3333, 3335},
		{3, 3, 1, 1},
		{5, 3, 1, 3},
	}
	for _, tc := range tests {
		p, err := PlanFor(tc.amount, tc.n)
		if err != nil {
			t.Fatal(err)
		}
		if p.Total != tc.amount || p.PerInstallment != tc.per || p.Last() != tc.last || p.MonthlyInterestBP != 0 {
			t.Errorf("PlanFor(%d, %d) = %+v last %d; want per %d last %d", tc.amount, tc.n, p, p.Last(), tc.per, tc.last)
		}
	}
}

// Price-table installments worked out independently (exact fractions in Python):
// PMT = A·i·(1+i)^n / ((1+i)^n - 1), i = 1.99%, rounded up to the centavo.
// R$ 100,00 in 12x: 945.0153... centavos → 946 (R$ 113,52 in all).
// R$ 100,00 in 4x: 2625.6002... → 2626 (R$ 105,04).
// R$ 1,00 in 12x: 9.4501... → 10.
func TestPlansWithInterest(t *testing.T) {
	tests := []struct {
		amount int64
		n      int
		per    int64
	}{
		{10000, 12, 946},
		{10000, 4, 2626},
		{100, 12, 10},
	}
	for _, tc := range tests {
		p, err := PlanFor(tc.amount, tc.n)
		if err != nil {
			t.Fatal(err)
		}
		if p.PerInstallment != tc.per || p.Total != tc.per*int64(tc.n) || p.Last() != tc.per || p.MonthlyInterestBP != MonthlyInterestBP {
			t.Errorf("PlanFor(%d, %d) = %+v, want %d each", tc.amount, tc.n, p, tc.per)
		}
	}
}

// For many amounts: the installments add up to Total exactly; interest-free plans charge the
// amount; with interest, each installment is the exact Price value rounded up (checked with
// rationals, not the code's integer formula), no plan totals less than the amount, and from R$ 8,05
// up a longer plan never costs less (below that, rounding up a few centavos can outweigh interest).
func TestPlansExact(t *testing.T) {
	amounts := []int64{99, 101, 999, 1234, 4990, 10000, 12345, 99999, 150000, 1_000_000, 987_654_321, maxPlanAmount}
	for a := int64(1); a <= 1000; a++ {
		amounts = append(amounts, a)
	}
	for _, a := range amounts {
		plans := Plans(a)
		if want := min(int(a), MaxInstallments); len(plans) != want {
			t.Fatalf("Plans(%d): %d plans, want %d", a, len(plans), want)
		}
		var prev int64
		for i, p := range plans {
			n := i + 1
			if p.Installments != n {
				t.Fatalf("plan %d has %d installments", i, p.Installments)
			}
			var sum int64
			for k := 1; k <= n; k++ {
				if p.Installment(k) < 1 {
					t.Fatalf("Plans(%d)[%d]: installment %d is %d", a, n, k, p.Installment(k))
				}
				sum += p.Installment(k)
			}
			if sum != p.Total {
				t.Fatalf("Plans(%d)[%d]: installments sum %d, total %d", a, n, sum, p.Total)
			}
			if n <= InterestFreeInstallments {
				if p.Total != a || p.Interest(a) != 0 {
					t.Fatalf("Plans(%d)[%d] interest-free total %d", a, n, p.Total)
				}
			} else if a > 1000 || a%37 == 0 {
				checkPrice(t, a, p) // rationals are slow under -race: a sample of the small amounts
			}
			if p.Total < a {
				t.Fatalf("Plans(%d)[%d] totals %d, less than the amount", a, n, p.Total)
			}
			if p.Total < prev && a >= 805 {
				t.Fatalf("Plans(%d): %d installments cost %d, less than %d", a, n, p.Total, prev)
			}
			prev = p.Total
		}
	}
}

// checkPrice verifies 0 ≤ PerInstallment - exact < 1 centavo with big.Rat.
func checkPrice(t *testing.T, amount int64, p Plan) {
	t.Helper()
	i := big.NewRat(int64(p.MonthlyInterestBP), 10000)
	g := new(big.Rat).SetInt64(1)
	onePlusI := new(big.Rat).Add(big.NewRat(1, 1), i)
	for range p.Installments {
		g.Mul(g, onePlusI)
	}
	exact := new(big.Rat).Mul(new(big.Rat).SetInt64(amount), i)
	exact.Mul(exact, g)
	exact.Quo(exact, new(big.Rat).Sub(g, big.NewRat(1, 1)))
	diff := new(big.Rat).Sub(new(big.Rat).SetInt64(p.PerInstallment), exact)
	if diff.Sign() < 0 || diff.Cmp(big.NewRat(1, 1)) >= 0 {
		t.Fatalf("PlanFor(%d, %d): %d per installment, exact %s", amount, p.Installments, p.PerInstallment, exact.FloatString(4))
	}
}

func TestPlanForRejects(t *testing.T) {
	for _, tc := range []struct {
		amount int64
		n      int
	}{{100, 0}, {100, 13}, {0, 1}, {-5, 1}, {5, 6}, {maxPlanAmount + 1, 1}} {
		if _, err := PlanFor(tc.amount, tc.n); !errors.Is(err, ErrInvalidPlan) {
			t.Errorf("PlanFor(%d, %d): err %v", tc.amount, tc.n, err)
		}
	}
	if len(Plans(0)) != 0 || len(Plans(-1)) != 0 {
		t.Error("plans for no amount")
	}
	if p := (Plan{Installments: 3, PerInstallment: 1, Total: 3}); p.Installment(0) != 0 || p.Installment(4) != 0 {
		t.Error("installment out of range is not 0")
	}
}
