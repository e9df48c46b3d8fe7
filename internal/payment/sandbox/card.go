package sandbox

import (
	"strings"
	"time"
)

// CardInput is card data as typed in the checkout. It only ever passes through TokenizeCard: the
// number and the CVV are never stored or logged (CardInput has no String method on purpose, and
// FieldError never quotes a value).
type CardInput struct {
	Number   string // digits; spaces, dots and dashes as typed are ignored
	Holder   string // name as printed
	ExpMonth int    // 1..12
	ExpYear  int    // 2031 or 31
	CVV      string // 3 or 4 digits
}

// FieldError is a card field the buyer must correct; Message is shown to them as is.
type FieldError struct {
	Field   string // "number", "holder", "expiry" or "cvv"
	Message string // Portuguese
}

func (e *FieldError) Error() string { return e.Field + ": " + e.Message }

// Messages shown to the buyer.
const (
	msgNumber     = "Número do cartão inválido."
	msgHolder     = "Informe o nome impresso no cartão."
	msgExpiry     = "Data de validade inválida."
	msgExpired    = "Cartão vencido."
	msgCVV        = "Código de segurança (CVV) inválido."
	msgDeclined   = "Cartão recusado pelo emissor."
	msgNoFunds    = "Saldo insuficiente."
	msgBadToken   = "Cartão inválido ou expirado, digite os dados novamente."
	msgTokenUsed  = "Estes dados de cartão já foram usados em um pagamento, digite os dados novamente."
	maxYearsAhead = 20 // cards are issued for at most a few years; more is a typo
)

// outcome is what the sandbox "issuer" will answer for a card.
type outcome byte

const (
	approve outcome = iota + 1
	declineIssuer
	declineFunds
)

// declines lists the documented test numbers that are refused (docs/payment-sandbox.md). Every
// other number that passes Luhn is approved, as 4111 1111 1111 1111 and 5555 5555 5555 4444 are.
var declines = map[string]outcome{
	"4000000000000002": declineIssuer,
	"4000000000009995": declineFunds,
}

func (o outcome) reason() string {
	switch o {
	case declineIssuer:
		return msgDeclined
	case declineFunds:
		return msgNoFunds
	}
	return ""
}

// Problems lists every field the buyer must correct, in form order; empty when the card is fine.
// now decides whether the card has expired.
func (c CardInput) Problems(now time.Time) []*FieldError {
	var out []*FieldError
	if !luhn(cleanNumber(c.Number)) {
		out = append(out, &FieldError{"number", msgNumber})
	}
	if strings.TrimSpace(c.Holder) == "" {
		out = append(out, &FieldError{"holder", msgHolder})
	}
	if msg := expiryProblem(c.ExpMonth, c.ExpYear, now); msg != "" {
		out = append(out, &FieldError{"expiry", msg})
	}
	if n := len(c.CVV); n < 3 || n > 4 || !allDigits(c.CVV) {
		out = append(out, &FieldError{"cvv", msgCVV})
	}
	return out
}

// expiryProblem: a card is good through the last day of its expiry month.
func expiryProblem(month, year int, now time.Time) string {
	if year >= 0 && year < 100 {
		year += 2000
	}
	if month < 1 || month > 12 || year < 2000 {
		return msgExpiry
	}
	if year > now.Year()+maxYearsAhead {
		return msgExpiry
	}
	if year < now.Year() || year == now.Year() && time.Month(month) < now.Month() {
		return msgExpired
	}
	return ""
}

// cleanNumber drops what people type between digit groups; anything else stays, and fails Luhn.
func cleanNumber(s string) string {
	return strings.NewReplacer(" ", "", "-", "", ".", "").Replace(s)
}

// luhn checks the card number's check digit (ISO/IEC 7812); card numbers have 12 to 19 digits.
func luhn(s string) bool {
	if len(s) < 12 || len(s) > 19 || !allDigits(s) {
		return false
	}
	sum, double := 0, false
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
		if double {
			if d *= 2; d > 9 {
				d -= 9
			}
		}
		sum += d
		double = !double
	}
	return sum%10 == 0
}

// brand guesses the card scheme from the number's prefix (IIN ranges published by the schemes).
// Elo and Hipercard, Brazilian schemes, are checked first because some of their ranges sit inside
// Visa's and Mastercard's.
func brand(n string) string {
	has := func(prefixes ...string) bool {
		for _, p := range prefixes {
			if strings.HasPrefix(n, p) {
				return true
			}
		}
		return false
	}
	switch {
	case has("401178", "401179", "431274", "438935", "451416", "457393", "457631", "457632",
		"504175", "506699", "5067", "509", "627780", "636297", "636368", "650", "6516", "6550"):
		return "elo"
	case has("606282", "3841"):
		return "hipercard"
	case has("34", "37"):
		return "amex"
	case has("36", "38", "300", "301", "302", "303", "304", "305"):
		return "diners"
	case has("4"):
		return "visa"
	case has("51", "52", "53", "54", "55", "22", "23", "24", "25", "26", "27"):
		return "mastercard"
	}
	return "unknown"
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
