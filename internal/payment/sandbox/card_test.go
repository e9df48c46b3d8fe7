package sandbox

import (
	"context"
	"encoding/base64"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/payment"
)

// The documented test cards (docs/payment-sandbox.md) and what a charge of R$ 100,00 in 12x does.
func TestCardOutcomes(t *testing.T) {
	tests := []struct {
		number, brand, last4 string
		status               payment.Status
		reason               string
	}{
		{"4111 1111 1111 1111", "visa", "1111", payment.Paid, ""},
		{"5555 5555 5555 4444", "mastercard", "4444", payment.Paid, ""},
		{"4000 0000 0000 0002", "visa", "0002", payment.Declined, "Cartão recusado pelo emissor."},
		{"4000-0000-0000-9995", "visa", "9995", payment.Declined, "Saldo insuficiente."},
		{"378282246310005", "amex", "0005", payment.Paid, ""},       // any other Luhn-valid number approves
		{"6362970000457013", "elo", "7013", payment.Paid, ""},       // an Elo range
		{"6062825624254001", "hipercard", "4001", payment.Paid, ""}, // a Hipercard range
	}
	for _, tc := range tests {
		t.Run(tc.number, func(t *testing.T) {
			p, _ := newTest(t)
			tok, err := p.TokenizeCard(card(tc.number))
			if err != nil {
				t.Fatal(err)
			}
			if b, l4, err := p.CardOf(tok); err != nil || b != tc.brand || l4 != tc.last4 {
				t.Errorf("CardOf = %q %q %v, want %q %q", b, l4, err, tc.brand, tc.last4)
			}
			r, err := p.Charge(context.Background(), payment.Charge{
				OrderHash: "h", Amount: 10000, Method: payment.Card, Installments: 12, CardToken: tok,
			})
			if err != nil {
				t.Fatal(err)
			}
			if r.Status != tc.status || r.DeclineReason != tc.reason || !validID(r.ProviderID) {
				t.Fatalf("result %+v", r)
			}
			plan, _ := payment.PlanFor(10000, 12)
			if tc.status == payment.Paid && r.Charged != plan.Total {
				t.Errorf("charged %d, want the plan's total %d", r.Charged, plan.Total)
			}
			if tc.status == payment.Declined && r.Charged != 0 {
				t.Errorf("declined but charged %d", r.Charged)
			}
		})
	}
}

func TestCardDefaultsToOneInstallment(t *testing.T) {
	p, _ := newTest(t)
	tok, _ := p.TokenizeCard(card("4111111111111111"))
	r, err := p.Charge(context.Background(), payment.Charge{Amount: 4990, Method: payment.Card, CardToken: tok})
	if err != nil || r.Status != payment.Paid || r.Charged != 4990 {
		t.Fatalf("%+v %v", r, err)
	}
}

func TestTokenizeRejects(t *testing.T) {
	p, c := newTest(t) // 2026-11-23
	tests := []struct {
		name  string
		edit  func(*CardInput)
		field string
		msg   string
	}{
		{"Luhn", func(ci *CardInput) { ci.Number = "4111111111111112" }, "number", "Número do cartão inválido."},
		{"short", func(ci *CardInput) { ci.Number = "41111111111" }, "number", "Número do cartão inválido."},
		{"letters", func(ci *CardInput) { ci.Number = "4111 1111 1111 111a" }, "number", "Número do cartão inválido."},
		{"empty number", func(ci *CardInput) { ci.Number = "" }, "number", "Número do cartão inválido."},
		{"holder", func(ci *CardInput) { ci.Holder = "   " }, "holder", "Informe o nome impresso no cartão."},
		{"month 13", func(ci *CardInput) { ci.ExpMonth = 13 }, "expiry", "Data de validade inválida."},
		{"month 0", func(ci *CardInput) { ci.ExpMonth = 0 }, "expiry", "Data de validade inválida."},
		{"last month", func(ci *CardInput) { ci.ExpMonth, ci.ExpYear = 10, 2026 }, "expiry", "Cartão vencido."},
		{"last year", func(ci *CardInput) { ci.ExpMonth, ci.ExpYear = 12, 25 }, "expiry", "Cartão vencido."},
		{"far future", func(ci *CardInput) { ci.ExpYear = 2099 }, "expiry", "Data de validade inválida."},
		{"cvv 2", func(ci *CardInput) { ci.CVV = "12" }, "cvv", "Código de segurança (CVV) inválido."},
		{"cvv 5", func(ci *CardInput) { ci.CVV = "12345" }, "cvv", "Código de segurança (CVV) inválido."},
		{"cvv letters", func(ci *CardInput) { ci.CVV = "12a" }, "cvv", "Código de segurança (CVV) inválido."},
	}
	for _, tc := range tests {
		ci := card("4111111111111111")
		tc.edit(&ci)
		tok, err := p.TokenizeCard(ci)
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != tc.field || fe.Message != tc.msg || tok != "" {
			t.Errorf("%s: token %q err %v, want %s: %s", tc.name, tok, err, tc.field, tc.msg)
		}
		if strings.Contains(err.Error(), "4111") {
			t.Errorf("%s: error quotes the card number", tc.name)
		}
	}
	// The current month is still good, in 2- or 4-digit years; a card valid through November 2026
	// is good on its last day.
	for _, ci := range []CardInput{
		{Number: "4111111111111111", Holder: "A", ExpMonth: 11, ExpYear: 2026, CVV: "123"},
		{Number: "4111111111111111", Holder: "A", ExpMonth: 11, ExpYear: 26, CVV: "1234"},
	} {
		c.t = time.Date(2026, 11, 30, 23, 0, 0, 0, time.UTC)
		if _, err := p.TokenizeCard(ci); err != nil {
			t.Errorf("%+v: %v", ci, err)
		}
	}
	// Problems lists every field at once, in form order.
	probs := CardInput{Number: "1", ExpMonth: 1, ExpYear: 2020, CVV: ""}.Problems(c.t)
	var fields []string
	for _, p := range probs {
		fields = append(fields, p.Field)
	}
	if got := strings.Join(fields, ","); got != "number,holder,expiry,cvv" {
		t.Errorf("Problems fields %s", got)
	}
}

func TestTokenIsOpaqueAndRandom(t *testing.T) {
	p, _ := newTest(t)
	a, _ := p.TokenizeCard(card("4111111111111111"))
	b, _ := p.TokenizeCard(card("4111111111111111"))
	if a == b {
		t.Fatal("same card gave the same token")
	}
	raw, err := base64.RawURLEncoding.DecodeString(strings.TrimPrefix(a, "tok_"))
	if err != nil || len(raw) < 16 {
		t.Fatalf("token %q: %v", a, err)
	}
	for _, leak := range []string{"1111", "visa", "MARIA"} {
		if strings.Contains(string(raw), leak) || strings.Contains(a, leak) {
			t.Errorf("token shows %q", leak)
		}
	}
}

// A token works in any process with the same secret (no shared memory), for 15 minutes; a changed
// byte, another secret or an old token is declined with the message that asks for the card again.
func TestTokenTamperAndExpiry(t *testing.T) {
	p, c := newTest(t)
	tok, err := p.TokenizeCard(card("4111111111111111"))
	if err != nil {
		t.Fatal(err)
	}
	other := New([]byte("test-secret-0123456789"), c.now) // another process, same secret
	if r := chargeToken(t, other, tok); r.Status != payment.Paid {
		t.Fatalf("other process: %+v", r)
	}

	declined := func(name, tok string, p *Provider) {
		t.Helper()
		if r := chargeToken(t, p, tok); r.Status != payment.Declined || r.DeclineReason != msgBadToken {
			t.Errorf("%s: %+v", name, r)
		}
	}
	raw, _ := base64.RawURLEncoding.DecodeString(strings.TrimPrefix(tok, "tok_"))
	for i := range raw {
		bad := append([]byte(nil), raw...)
		bad[i] ^= 0x01
		declined("flipped byte", "tok_"+base64.RawURLEncoding.EncodeToString(bad), p)
	}
	declined("truncated", tok[:len(tok)-2], p)
	declined("no prefix", strings.TrimPrefix(tok, "tok_"), p)
	declined("empty", "", p)
	declined("not base64", "tok_!!!!", p)
	declined("huge", "tok_"+strings.Repeat("A", 10000), p)
	declined("other secret", tok, New([]byte("another-secret"), c.now))

	c.t = c.t.Add(TokenTTL - time.Second)
	if r := chargeToken(t, p, tok); r.Status != payment.Paid {
		t.Fatalf("just before expiry: %+v", r)
	}
	c.t = c.t.Add(time.Second)
	declined("expired", tok, p)
	if _, _, err := p.CardOf(tok); err == nil {
		t.Error("CardOf accepted an expired token")
	}
}

func TestLuhn(t *testing.T) {
	for n, want := range map[string]bool{
		"4111111111111111": true, "5555555555554444": true, "4000000000000002": true, "4000000000009995": true,
		"378282246310005": true, "4111111111111121": false, "0000000000000000": true, "00000000000": false,
		"12345678903555": true, "12345678903556": false,
	} {
		if luhn(n) != want {
			t.Errorf("luhn(%s) = %v", n, !want)
		}
	}
}

// A token pays once, as a gateway's browser-script token does: charged again (a double submit,
// a copied token, another process sharing the record), it is declined and the card is not
// charged twice; a declined charge spends its token too.
func TestTokenPaysOnce(t *testing.T) {
	p, c := newTest(t)
	shared := &memorySpender{}
	p.ShareSpent(shared)
	other := New([]byte("test-secret-0123456789"), c.now)
	other.ShareSpent(shared)
	tok, _ := p.TokenizeCard(card("4111111111111111"))
	var mu sync.Mutex
	paid := 0
	var wg sync.WaitGroup
	for i := range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// t.Fatal must not run off the test's goroutine: errors are reported here.
			r, err := []*Provider{p, other}[i%2].Charge(context.Background(),
				payment.Charge{Amount: 100, Method: payment.Card, Installments: 1, CardToken: tok})
			mu.Lock()
			defer mu.Unlock()
			switch {
			case err != nil:
				t.Error(err)
			case r.Status == payment.Paid:
				paid++
			case r.DeclineReason != msgTokenUsed:
				t.Errorf("charged again: %+v", r)
			}
		}()
	}
	wg.Wait()
	if paid != 1 {
		t.Errorf("one token paid %d times", paid)
	}
	declined, _ := p.TokenizeCard(card("4000000000000002"))
	if r := chargeToken(t, p, declined); r.DeclineReason != msgDeclined {
		t.Fatalf("decline number: %+v", r)
	}
	if r := chargeToken(t, p, declined); r.DeclineReason != msgTokenUsed {
		t.Errorf("a declined token charged again: %+v", r)
	}
	fresh, _ := p.TokenizeCard(card("4111111111111111"))
	if r := chargeToken(t, p, fresh); r.Status != payment.Paid {
		t.Errorf("a new token for the same card: %+v", r)
	}
}

// chargeToken charges R$ 1,00 in one installment to tok.
func chargeToken(t *testing.T, p *Provider, tok string) payment.Result {
	t.Helper()
	r, err := p.Charge(context.Background(), payment.Charge{Amount: 100, Method: payment.Card, Installments: 1, CardToken: tok})
	if err != nil {
		t.Fatal(err)
	}
	return r
}
