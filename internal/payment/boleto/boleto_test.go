package boleto

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

// Published boletos, from the test suite of a widely used open-source boleto validator: a Caixa
// (104) boleto of R$ 214,03 due 2022-05-10 (factor 8981), and a Bradesco (237) card bill with
// factor and amount 0000.
var published = []struct{ barcode, line string }{
	{"10499898100000214032006561000100040099726390", "10492006506100010004200997263900989810000021403"},
	{"23797000000000000004150090019801673500021140", "23794150099001980167035000211405700000000000000"},
}

func TestPublished(t *testing.T) {
	for _, p := range published {
		if err := Validate(p.line); err != nil {
			t.Errorf("%s: %v", p.line, err)
		}
		if got := LineFromBarcode(p.barcode); got != p.line {
			t.Errorf("LineFromBarcode(%s) = %s, want %s", p.barcode, got, p.line)
		}
		if got := BarcodeFromLine(p.line); got != p.barcode {
			t.Errorf("BarcodeFromLine(%s) = %s, want %s", p.line, got, p.barcode)
		}
	}
	f, err := DueFactor(time.Date(2022, 5, 10, 0, 0, 0, 0, time.UTC))
	if err != nil || f != 8981 {
		t.Errorf("factor of 2022-05-10 = %d, %v; want 8981", f, err)
	}
}

func TestDueFactor(t *testing.T) {
	brt := time.FixedZone("BRT", -3*3600)
	tests := []struct {
		due  time.Time
		want int
	}{
		{time.Date(2000, 7, 3, 0, 0, 0, 0, time.UTC), 1000},  // FEBRABAN's table: 03/07/2000 = 1000
		{time.Date(2025, 2, 21, 0, 0, 0, 0, time.UTC), 9999}, // last day of the first cycle
		{time.Date(2025, 2, 22, 0, 0, 0, 0, time.UTC), 1000}, // the rollover restarts at 1000
		{time.Date(2025, 2, 23, 0, 0, 0, 0, time.UTC), 1001},
		{time.Date(2026, 11, 26, 23, 59, 59, 0, brt), 1642},   // 2025-02-22 + 642 days; the day in BRT counts
		{time.Date(2049, 10, 13, 0, 0, 0, 0, time.UTC), 9999}, // second cycle's end, 8999 days after
		{time.Date(2049, 10, 14, 0, 0, 0, 0, time.UTC), 1000},
	}
	for _, tc := range tests {
		got, err := DueFactor(tc.due)
		if err != nil || got != tc.want {
			t.Errorf("DueFactor(%s) = %d, %v; want %d", tc.due.Format(time.DateOnly), got, err, tc.want)
		}
	}
	if _, err := DueFactor(time.Date(2000, 7, 2, 0, 0, 0, 0, time.UTC)); !errors.Is(err, ErrInvalid) {
		t.Errorf("2000-07-02: err %v", err)
	}
}

// TestNewByHand checks a boleto worked out on paper:
// bank 001, R$ 100,00, due 2025-02-22 (factor 1000), our number 1.
//
// Barcode without its DV: 001 9 1000 0000010000 0000000000000000000000001.
// Mod 11, weights 2..9 from the right: the final 1 ×2 = 2; the amount's 1 (30th from the right)
// ×7 = 7; the factor's 1 (39th) ×8 = 8; the currency 9 (40th) ×9 = 81; the bank's 1 (41st) ×2 = 2.
// Sum 100; 100 mod 11 = 1; 11 - 1 = 10, which becomes 1. Barcode:
// 0019 1 1000 0000010000 0000000000000000000000001.
//
// Line, mod 10 with weights 2,1,... from the right:
// field 1 "001900000": 9×1 + 1×2 = 11 → DV 9; field 2 "0000000000" → DV 0;
// field 3 "0000000001": 1×2 = 2 → DV 8.
func TestNewByHand(t *testing.T) {
	b, err := New("001", 10000, time.Date(2025, 2, 22, 12, 0, 0, 0, time.UTC), "1")
	if err != nil {
		t.Fatal(err)
	}
	if want := "00191100000000100000000000000000000000000001"; b.Barcode != want {
		t.Errorf("barcode\n%s, want\n%s", b.Barcode, want)
	}
	if want := "00190.00009 00000.000000 00000.000018 1 10000000010000"; Format(b.DigitableLine) != want {
		t.Errorf("line %s, want %s", Format(b.DigitableLine), want)
	}
	if err := Validate(Format(b.DigitableLine)); err != nil {
		t.Error(err)
	}
}

func TestNewRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	due := time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC)
	for range 2000 {
		amount := 1 + r.Int64N(maxAmount)
		our := ""
		for range 1 + r.IntN(25) {
			our += string(rune('0' + r.IntN(10)))
		}
		b, err := New("001", amount, due.AddDate(0, 0, r.IntN(3000)), our)
		if err != nil {
			t.Fatal(err)
		}
		if len(b.Barcode) != 44 || len(b.DigitableLine) != 47 {
			t.Fatalf("lengths %d %d", len(b.Barcode), len(b.DigitableLine))
		}
		if err := Validate(b.DigitableLine); err != nil {
			t.Fatalf("%s: %v", b.DigitableLine, err)
		}
		if BarcodeFromLine(b.DigitableLine) != b.Barcode {
			t.Fatalf("line %s does not give back barcode %s", b.DigitableLine, b.Barcode)
		}
		if b.Barcode[4] == '0' {
			t.Fatalf("general DV 0 in %s", b.Barcode)
		}
	}
}

// Every single-digit change in fields 1 to 4 must be caught: mod 10 catches any one wrong digit
// in a field, and the general DV is recomputed from the rest.
func TestValidateCatchesTypos(t *testing.T) {
	b, err := New("237", 4990, time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC), "123456789")
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 33; i++ {
		for d := byte('0'); d <= '9'; d++ {
			if b.DigitableLine[i] == d {
				continue
			}
			typo := b.DigitableLine[:i] + string(d) + b.DigitableLine[i+1:]
			if Validate(typo) == nil {
				t.Errorf("typo at %d accepted: %s", i, typo)
			}
		}
	}
	// In field 5 a changed amount must fail the general DV (not every change can: mod 11 folds
	// 0, 10 and 11 into 1).
	typo := b.DigitableLine[:46] + "1"
	if Validate(typo) == nil {
		t.Errorf("changed amount accepted: %s", typo)
	}
}

func TestValidateRejects(t *testing.T) {
	good := published[0].line
	for name, line := range map[string]string{
		"empty":   "",
		"short":   good[:46],
		"long":    good + "0",
		"letters": strings.Replace(good, "0", "O", 1),
		"dash":    good[:5] + "-" + good[6:],
	} {
		if err := Validate(line); !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: err %v", name, err)
		}
	}
	if err := Validate(Format(good)); err != nil {
		t.Errorf("formatted line: %v", err)
	}
}

func TestNewRejects(t *testing.T) {
	due := time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
	for name, f := range map[string]func() (Boleto, error){
		"bank 2 digits":  func() (Boleto, error) { return New("01", 100, due, "1") },
		"bank letters":   func() (Boleto, error) { return New("0a1", 100, due, "1") },
		"zero amount":    func() (Boleto, error) { return New("001", 0, due, "1") },
		"amount too big": func() (Boleto, error) { return New("001", maxAmount+1, due, "1") },
		"no our number":  func() (Boleto, error) { return New("001", 100, due, "") },
		"our number 26":  func() (Boleto, error) { return New("001", 100, due, strings.Repeat("1", 26)) },
		"our number abc": func() (Boleto, error) { return New("001", 100, due, "12a") },
		"due 1999":       func() (Boleto, error) { return New("001", 100, due.AddDate(-27, 0, 0), "1") },
	} {
		if _, err := f(); !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: err %v", name, err)
		}
	}
}
