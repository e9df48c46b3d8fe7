// Package boleto builds and checks the barcode and digitable line ("linha digitável") of a bank
// boleto ("boleto de cobrança").
//
// Layout from FEBRABAN's "Especificações Técnicas do Bloqueto de Cobrança" (the same one every
// bank's CNAB manual repeats). The 44-digit barcode is:
//
//	1-3   bank (COMPE code)          4  currency (9 = real)       5  general check digit (mod 11)
//	6-9   due-date factor            10-19  amount in centavos    20-44  free field (bank's own layout)
//
// The 47-digit digitable line rearranges it into five fields so a person can type it:
//
//	1: bank, currency, free field 1-5, check digit (mod 10)     AAABC.CCCCX
//	2: free field 6-15, check digit (mod 10)                    DDDDD.DDDDDY
//	3: free field 16-25, check digit (mod 10)                   EEEEE.EEEEEZ
//	4: the barcode's general check digit                        K
//	5: due-date factor and amount                               UUUUVVVVVVVVVV
package boleto

import (
	"errors"
	"fmt"
	"strings"
	"time"
)

// Boleto is one boleto's codes.
type Boleto struct {
	Bank          string // 3-digit COMPE code
	Amount        int64  // centavos
	DueDate       time.Time
	OurNumber     string // "nosso número", zero-padded into the free field
	Barcode       string // 44 digits
	DigitableLine string // 47 digits, unformatted (see Format)
}

// ErrInvalid means a boleto could not be built or a line does not check.
var ErrInvalid = errors.New("boleto: invalid")

// maxAmount is what the 10-digit amount field holds: R$ 99.999.999,99.
const maxAmount = 9_999_999_999

// New builds a boleto. The free field is each bank's own layout (agency, account, wallet, our
// number...); this package, used by the sandbox, fills it with ourNumber (1-25 digits) zero-padded
// on the left. The due date counts by its calendar day in its own location.
func New(bank string, amount int64, due time.Time, ourNumber string) (Boleto, error) {
	if len(bank) != 3 || !allDigits(bank) {
		return Boleto{}, fmt.Errorf("%w: bank must be a 3-digit COMPE code", ErrInvalid)
	}
	if amount <= 0 || amount > maxAmount {
		return Boleto{}, fmt.Errorf("%w: amount %d centavos", ErrInvalid, amount)
	}
	if ourNumber == "" || len(ourNumber) > 25 || !allDigits(ourNumber) {
		return Boleto{}, fmt.Errorf("%w: our number must be 1-25 digits", ErrInvalid)
	}
	factor, err := DueFactor(due)
	if err != nil {
		return Boleto{}, err
	}
	free := strings.Repeat("0", 25-len(ourNumber)) + ourNumber
	body := bank + "9" + fmt.Sprintf("%04d%010d", factor, amount) + free // 43 digits, without the DV
	dv := mod11(body)
	barcode := body[:4] + string(rune('0'+dv)) + body[4:]
	return Boleto{
		Bank: bank, Amount: amount, DueDate: due, OurNumber: ourNumber,
		Barcode: barcode, DigitableLine: LineFromBarcode(barcode),
	}, nil
}

// The due-date factor counts days from 1997-10-07 (factor 0; FEBRABAN's base date). It reached
// 9999 on 2025-02-21 and, by FEBRABAN's rule for the rollover, restarts at 1000 on 2025-02-22, every
// 9000 days thereafter. Dates before 2000-07-03 (factor 1000) are not representable.
var factorBase = time.Date(1997, 10, 7, 0, 0, 0, 0, time.UTC)

// DueFactor is the 4-digit factor of a due date (its calendar day in its own location).
func DueFactor(due time.Time) (int, error) {
	y, m, d := due.Date()
	days := int(time.Date(y, m, d, 0, 0, 0, 0, time.UTC).Sub(factorBase).Hours() / 24)
	if days < 1000 {
		return 0, fmt.Errorf("%w: due date %s before 2000-07-03", ErrInvalid, due.Format(time.DateOnly))
	}
	return (days-1000)%9000 + 1000, nil
}

// LineFromBarcode builds the 47-digit digitable line of a 44-digit barcode.
func LineFromBarcode(barcode string) string {
	f1 := barcode[0:4] + barcode[19:24]
	f2 := barcode[24:34]
	f3 := barcode[34:44]
	return f1 + digit(mod10(f1)) + f2 + digit(mod10(f2)) + f3 + digit(mod10(f3)) + barcode[4:5] + barcode[5:19]
}

// BarcodeFromLine rebuilds the 44-digit barcode of a 47-digit digitable line (without checking it).
func BarcodeFromLine(line string) string {
	return line[0:4] + line[32:33] + line[33:47] + line[4:9] + line[10:20] + line[21:31]
}

// Validate checks a digitable line: 47 digits (dots and spaces, as printed, are allowed) with
// the three field check digits (mod 10) and the general check digit (mod 11) right.
func Validate(line string) error {
	line = Normalize(line)
	if len(line) != 47 || !allDigits(line) {
		return fmt.Errorf("%w: a digitable line has 47 digits", ErrInvalid)
	}
	fields := []struct{ data, dv string }{
		{line[0:9], line[9:10]}, {line[10:20], line[20:21]}, {line[21:31], line[31:32]},
	}
	for i, f := range fields {
		if digit(mod10(f.data)) != f.dv {
			return fmt.Errorf("%w: check digit of field %d", ErrInvalid, i+1)
		}
	}
	barcode := BarcodeFromLine(line)
	if dv := mod11(barcode[:4] + barcode[5:]); digit(dv) != barcode[4:5] {
		return fmt.Errorf("%w: general check digit", ErrInvalid)
	}
	return nil
}

// Normalize drops the dots and spaces of a printed line.
func Normalize(line string) string {
	return strings.NewReplacer(".", "", " ", "").Replace(line)
}

// Format prints a 47-digit line the way boletos show it:
// "00190.00009 01234.567894 00000.000000 1 98770000010000".
func Format(line string) string {
	if len(line) != 47 {
		return line
	}
	return line[0:5] + "." + line[5:10] + " " + line[10:15] + "." + line[15:21] + " " +
		line[21:26] + "." + line[26:32] + " " + line[32:33] + " " + line[33:47]
}

// mod10 is FEBRABAN's field check digit: weights 2,1,2,1... from the right, the digits of each
// product summed (16 → 1+6), and DV = (10 - sum mod 10) mod 10.
func mod10(s string) int {
	sum, w := 0, 2
	for i := len(s) - 1; i >= 0; i-- {
		p := int(s[i]-'0') * w
		sum += p/10 + p%10
		w = 3 - w
	}
	return (10 - sum%10) % 10
}

// mod11 is FEBRABAN's general check digit of the barcode: weights 2..9 from the right, repeating;
// DV = 11 - (sum mod 11), and 0, 10 or 11 become 1 (the barcode's DV is never 0).
func mod11(s string) int {
	sum, w := 0, 2
	for i := len(s) - 1; i >= 0; i-- {
		sum += int(s[i]-'0') * w
		if w++; w > 9 {
			w = 2
		}
	}
	dv := 11 - sum%11
	if dv == 0 || dv == 10 || dv == 11 {
		return 1
	}
	return dv
}

func digit(d int) string { return string(rune('0' + d)) }

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
