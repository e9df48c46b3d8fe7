package sandbox

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/payment"
	"github.com/catraca/catraca/internal/payment/boleto"
	"github.com/catraca/catraca/internal/payment/pix"
)

var _ payment.Provider = (*Provider)(nil)

// clock is a settable now for the provider.
type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

func newTest(t *testing.T) (*Provider, *clock) {
	t.Helper()
	c := &clock{t: time.Date(2026, 11, 23, 15, 0, 0, 0, time.UTC)}
	return New([]byte("test-secret-0123456789"), c.now), c
}

func card(number string) CardInput {
	return CardInput{Number: number, Holder: "MARIA DA SILVA", ExpMonth: 12, ExpYear: 2030, CVV: "123"}
}

func TestChargePIX(t *testing.T) {
	p, c := newTest(t)
	exp := c.t.Add(10 * time.Minute)
	r, err := p.Charge(context.Background(), payment.Charge{
		OrderHash: "h1", Amount: 12345, Method: payment.PIX, ExpiresAt: exp, Description: "Festa Junina São João",
	})
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != payment.AwaitingPayment || r.PIX == nil || !r.PIX.ExpiresAt.Equal(exp) || !validID(r.ProviderID) {
		t.Fatalf("result %+v", r)
	}
	f, err := pix.Parse(r.PIX.BRCode)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"26.01": PIXKey, "54": "123.45", "59": "Festa Junina Sao Joao", "60": "SAO PAULO", "62.05": txid(r.ProviderID)}
	for k, v := range want {
		if f[k] != v {
			t.Errorf("field %s = %q, want %q", k, f[k], v)
		}
	}
	if !strings.HasPrefix(string(r.PIX.QRPNG), "\x89PNG") {
		t.Error("QR is not a PNG")
	}
}

func TestChargePIXMerchant(t *testing.T) {
	p, _ := newTest(t)
	for _, tc := range []struct{ name, desc, city, wantName, wantCity string }{
		{"", "", "", "CATRACA", "SAO PAULO"},
		{"Casa de Shows Maracanãzinho Ltda", "x", "Florianópolis - SC", "Casa de Shows Maracanazin", "Florianopolis -"},
	} {
		r, err := p.Charge(context.Background(), payment.Charge{
			OrderHash: "h", Amount: 100, Method: payment.PIX, MerchantName: tc.name, MerchantCity: tc.city, Description: tc.desc,
		})
		if err != nil {
			t.Fatal(err)
		}
		f, _ := pix.Parse(r.PIX.BRCode)
		if f["59"] != tc.wantName || f["60"] != tc.wantCity {
			t.Errorf("name %q city %q, want %q %q", f["59"], f["60"], tc.wantName, tc.wantCity)
		}
	}
}

func TestChargeBoleto(t *testing.T) {
	p, c := newTest(t)
	c.t = time.Date(2026, 11, 24, 2, 30, 0, 0, time.UTC) // still the 23rd in Brasília
	r, err := p.Charge(context.Background(), payment.Charge{OrderHash: "h", Amount: 25000, Method: payment.Boleto})
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != payment.AwaitingPayment || r.Boleto == nil {
		t.Fatalf("result %+v", r)
	}
	if err := boleto.Validate(r.Boleto.DigitableLine); err != nil {
		t.Fatal(err)
	}
	wantDue := time.Date(2026, 11, 26, 23, 59, 59, 0, brt)
	if !r.Boleto.DueDate.Equal(wantDue) {
		t.Errorf("due %v, want %v", r.Boleto.DueDate, wantDue)
	}
	if got := r.Boleto.Barcode[:3] + r.Boleto.Barcode[9:19]; got != "001"+"0000025000" {
		t.Errorf("barcode %s", r.Boleto.Barcode)
	}
}

func TestChargeInvalid(t *testing.T) {
	p, clk := newTest(t)
	for _, c := range []payment.Charge{
		{Amount: 100, Method: payment.PIX, ExpiresAt: clk.t},
		{Amount: 0, Method: payment.PIX},
		{Amount: 100, Method: "cash"},
		{Amount: 100, Method: payment.Card, Installments: 13},
		{Amount: 5, Method: payment.Card, Installments: 6},
		{Amount: 10_000_000_000, Method: payment.Boleto}, // over the boleto's 10 digits
	} {
		if _, err := p.Charge(context.Background(), c); !errors.Is(err, payment.ErrInvalidCharge) {
			t.Errorf("%+v: err %v, want ErrInvalidCharge", c, err)
		}
	}
}

func TestRefund(t *testing.T) {
	p, _ := newTest(t)
	r, err := p.Charge(context.Background(), payment.Charge{OrderHash: "h", Amount: 100, Method: payment.PIX})
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Refund(context.Background(), r.ProviderID, 100, payment.RefundSplit{ReverseTransfer: true}); err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"", "ch_123", "sbx_" + strings.Repeat("g", 32), "sbx_" + strings.Repeat("A", 32), r.ProviderID + "0"} {
		if err := p.Refund(context.Background(), id, 100, payment.RefundSplit{}); err == nil {
			t.Errorf("refund of %q succeeded", id)
		}
	}
	if err := p.Refund(context.Background(), r.ProviderID, 0, payment.RefundSplit{}); err == nil {
		t.Error("refund of 0 succeeded")
	}
}

// One provider serves every request of a process at once.
func TestConcurrentUse(t *testing.T) {
	p, c := newTest(t)
	done := make(chan error, 8)
	for range 8 {
		go func() {
			for range 50 {
				tok, err := p.TokenizeCard(card("5555555555554444"))
				if err != nil {
					done <- err
					return
				}
				r, err := p.Charge(context.Background(), payment.Charge{Amount: 1000, Method: payment.Card, Installments: 3, CardToken: tok})
				if err != nil || r.Status != payment.Paid {
					done <- fmt.Errorf("%+v %v", r, err)
					return
				}
				h, b := p.SignedEvent(payment.Event{Type: payment.EventPaid, OrderHash: "o", Amount: 1000})
				if _, err := p.VerifyWebhook(h, b, c.t); err != nil {
					done <- err
					return
				}
			}
			done <- nil
		}()
	}
	for range 8 {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
}
