package stripe_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"testing"
	"time"

	sdk "github.com/stripe/stripe-go/v83"

	"github.com/catraca/catraca/internal/payment"
	"github.com/catraca/catraca/internal/payment/boleto"
	"github.com/catraca/catraca/internal/payment/pix"
	"github.com/catraca/catraca/internal/payment/stripe/stripetest"
)

const orderHash = "A1B2C3D4E5"

// intent is a PaymentIntent as Stripe answers it, for the request's amount and metadata.
func intent(form url.Values, status string, fields map[string]any) string {
	amount, _ := strconv.ParseInt(form.Get("amount"), 10, 64)
	pi := map[string]any{"id": "pi_test123", "object": "payment_intent", "amount": amount, "currency": "brl",
		"status": status, "client_secret": "pi_test123_secret_abc", "metadata": map[string]string{"order": form.Get("metadata[order]")}}
	for k, v := range fields {
		pi[k] = v
	}
	b, _ := json.Marshal(pi)
	return string(b)
}

// accepted checks stripe-mock took the request, with our idempotency key and order hash.
func accepted(t *testing.T, r recorded, path, key string) {
	t.Helper()
	if r.MockStatus != http.StatusOK {
		t.Fatalf("stripe-mock refused %s: %d %s", r.Path, r.MockStatus, r.MockBody)
	}
	if r.Path != path {
		t.Errorf("path %s, want %s", r.Path, path)
	}
	if got := r.Header.Get("Idempotency-Key"); got != key {
		t.Errorf("Idempotency-Key %q, want %q", got, key)
	}
}

func wantForm(t *testing.T, form url.Values, want map[string]string) {
	t.Helper()
	for k, v := range want {
		if got := form.Get(k); got != v {
			t.Errorf("%s = %q, want %q", k, got, v)
		}
	}
}

func TestPIXCharge(t *testing.T) {
	hold := time.Now().Add(10 * time.Minute).Truncate(time.Second)
	code, err := pix.BRCode(pix.Payload{Key: "7d9f0c1e-4b2a-4e8f-9c3d-5a6b7e8f9012", MerchantName: "CATRACA",
		City: "SAO PAULO", Amount: 12345, TxID: "PI123"})
	if err != nil {
		t.Fatal(err)
	}
	rec, api := proxy(t, stripetest.Mock(t), func(form url.Values) (int, string) {
		return 200, intent(form, "requires_action", map[string]any{"next_action": map[string]any{
			"type": "pix_display_qr_code", "pix_display_qr_code": map[string]any{"data": code, "expires_at": hold.Unix()}}})
	})
	p := newProvider(t, api, 0)
	c := payment.Charge{OrderHash: orderHash, Amount: 12345, Method: payment.PIX, ExpiresAt: hold, Description: "Show"}
	res, err := p.Charge(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	r := rec.Last(t)
	accepted(t, r, "/v1/payment_intents", "catraca-charge-"+orderHash+"-pix-0")
	wantForm(t, r.Form, map[string]string{"amount": "12345", "currency": "brl", "confirm": "true",
		"payment_method_types[0]": "pix", "payment_method_data[type]": "pix", "metadata[order]": orderHash,
		"payment_method_options[pix][expires_at]": strconv.FormatInt(hold.Unix(), 10), "description": "Show"})
	if res.Status != payment.AwaitingPayment || res.ProviderID != "pi_test123" || res.PIX == nil {
		t.Fatalf("result %+v", res)
	}
	if res.PIX.BRCode != code || !bytes.HasPrefix(res.PIX.QRPNG, []byte("\x89PNG")) || !res.PIX.ExpiresAt.Equal(hold) {
		t.Errorf("PIX %q, png %d bytes, expires %s", res.PIX.BRCode, len(res.PIX.QRPNG), res.PIX.ExpiresAt)
	}

	// The same attempt sent again carries the same key (Stripe replays it); the next attempt a new one.
	c.Attempt = 1
	if _, err := p.Charge(context.Background(), c); err != nil {
		t.Fatal(err)
	}
	if got := rec.Last(t).Header.Get("Idempotency-Key"); got != "catraca-charge-"+orderHash+"-pix-1" {
		t.Errorf("second attempt's key %q", got)
	}
}

func TestPIXNeedsALiveHold(t *testing.T) {
	p := newProvider(t, "http://127.0.0.1:9", 0) // never reached
	for _, exp := range []time.Time{{}, time.Now().Add(-time.Second)} {
		_, err := p.Charge(context.Background(), payment.Charge{OrderHash: orderHash, Amount: 100, Method: payment.PIX, ExpiresAt: exp})
		if !errors.Is(err, payment.ErrInvalidCharge) {
			t.Errorf("expires %v: %v", exp, err)
		}
	}
}

func TestBoletoCharge(t *testing.T) {
	due := time.Date(2031, 3, 14, 23, 59, 59, 0, time.FixedZone("BRT", -3*3600))
	b, err := boleto.New("001", 5000, due, "12345678901234567")
	if err != nil {
		t.Fatal(err)
	}
	rec, api := proxy(t, stripetest.Mock(t), func(form url.Values) (int, string) {
		return 200, intent(form, "requires_action", map[string]any{"next_action": map[string]any{
			"type": "boleto_display_details", "boleto_display_details": map[string]any{"number": boleto.Format(b.DigitableLine),
				"expires_at": due.Unix(), "pdf": "https://payments.stripe.com/boleto/voucher/x/pdf",
				"hosted_voucher_url": "https://payments.stripe.com/boleto/voucher/x"}}})
	})
	res, err := newProvider(t, api, 0).Charge(context.Background(), payment.Charge{OrderHash: orderHash, Amount: 5000,
		Method: payment.Boleto, Payer: payment.Payer{Name: "Maria da Silva", Email: "maria@example.com", CPF: "52998224725"}})
	if err != nil {
		t.Fatal(err)
	}
	r := rec.Last(t)
	accepted(t, r, "/v1/payment_intents", "catraca-charge-"+orderHash+"-boleto-0")
	wantForm(t, r.Form, map[string]string{"amount": "5000", "currency": "brl", "confirm": "true",
		"payment_method_types[0]": "boleto", "payment_method_data[type]": "boleto", "metadata[order]": orderHash,
		"payment_method_data[boleto][tax_id]": "52998224725", "payment_method_data[billing_details][name]": "Maria da Silva",
		"payment_method_data[billing_details][email]": "maria@example.com"})
	bc := res.Boleto
	if res.Status != payment.AwaitingPayment || bc == nil {
		t.Fatalf("result %+v", res)
	}
	if bc.DigitableLine != b.DigitableLine || bc.Barcode != b.Barcode || !bc.DueDate.Equal(due) ||
		bc.PDFURL != "https://payments.stripe.com/boleto/voucher/x/pdf" {
		t.Errorf("boleto %+v, want line %s barcode %s", bc, b.DigitableLine, b.Barcode)
	}
}

func TestCardCharge(t *testing.T) {
	mock := stripetest.Mock(t)
	for _, n := range []int{1, 6} {
		plan, _ := payment.PlanFor(10000, n)
		rec, api := proxy(t, mock, func(form url.Values) (int, string) {
			return 200, intent(form, "succeeded", map[string]any{"amount_received": plan.Total})
		})
		res, err := newProvider(t, api, 0).Charge(context.Background(), payment.Charge{OrderHash: orderHash, Amount: 10000,
			Method: payment.Card, Installments: n, CardToken: "pm_card_visa", Attempt: 2})
		if err != nil {
			t.Fatal(err)
		}
		r := rec.Last(t)
		accepted(t, r, "/v1/payment_intents", cardKey(2, "pm_card_visa", n))
		want := map[string]string{"amount": strconv.FormatInt(plan.Total, 10), "currency": "brl", "confirm": "true",
			"payment_method_types[0]": "card", "payment_method": "pm_card_visa", "metadata[order]": orderHash,
			"payment_method_options[card][installments][plan][count]": "",
		}
		if n > 1 {
			want["payment_method_options[card][installments][plan][count]"] = strconv.Itoa(n)
			want["payment_method_options[card][installments][plan][interval]"] = "month"
			want["payment_method_options[card][installments][plan][type]"] = "fixed_count"
		}
		wantForm(t, r.Form, want)
		if res.Status != payment.Paid || res.Charged != plan.Total || res.ProviderID != "pi_test123" {
			t.Errorf("%d installments: result %+v, want paid %d", n, res, plan.Total)
		}
	}
}

func TestCardThreeDSecure(t *testing.T) {
	_, api := proxy(t, stripetest.Mock(t), func(form url.Values) (int, string) {
		return 200, intent(form, "requires_action", map[string]any{"next_action": map[string]any{"type": "use_stripe_sdk"}})
	})
	res, err := newProvider(t, api, 0).Charge(context.Background(), payment.Charge{OrderHash: orderHash, Amount: 10000,
		Method: payment.Card, CardToken: "pm_card_threeDSecure2Required"})
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != payment.RequiresAction || res.ClientSecret != "pi_test123_secret_abc" {
		t.Errorf("result %+v", res)
	}
}

// A decline is a result, in Portuguese by its class; Stripe's own words never reach the buyer.
func TestCardDecline(t *testing.T) {
	_, api := proxy(t, stripetest.Mock(t), func(url.Values) (int, string) {
		return 402, `{"error":{"type":"card_error","code":"card_declined","decline_code":"insufficient_funds",
			"message":"Your card has insufficient funds.","payment_intent":{"id":"pi_declined","object":"payment_intent","status":"requires_payment_method"}}}`
	})
	res, err := newProvider(t, api, 0).Charge(context.Background(), payment.Charge{OrderHash: orderHash, Amount: 10000,
		Method: payment.Card, CardToken: "pm_card_visa_chargeDeclinedInsufficientFunds"})
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != payment.Declined || res.DeclineReason != "Saldo insuficiente." || res.ProviderID != "pi_declined" {
		t.Errorf("result %+v", res)
	}
}

func TestRefund(t *testing.T) {
	rec, api := proxy(t, stripetest.Mock(t), nil) // stripe-mock's own answer: a refund
	if err := newProvider(t, api, 0).Refund(context.Background(), "pi_test123", 2500, payment.RefundSplit{}); err != nil {
		t.Fatal(err)
	}
	r := rec.Last(t)
	accepted(t, r, "/v1/refunds", "catraca-refund-pi_test123-2500")
	wantForm(t, r.Form, map[string]string{"payment_intent": "pi_test123", "amount": "2500", "reverse_transfer": "",
		"refund_application_fee": ""})
}

// The control: stripe-mock does refuse a parameter Stripe's API does not take, and the proxy
// passes its refusal on, so the tests above would see a request Stripe would refuse.
func TestStripeMockRefusesWhatStripeRefuses(t *testing.T) {
	rec, api := proxy(t, stripetest.Mock(t), nil)
	b := sdk.GetBackendWithConfig(sdk.APIBackend, &sdk.BackendConfig{URL: sdk.String(api),
		LeveledLogger: &sdk.LeveledLogger{Level: sdk.LevelNull}, MaxNetworkRetries: sdk.Int64(0)})
	client := sdk.NewClient(testKey, sdk.WithBackends(&sdk.Backends{API: b}))
	_, err := client.V1PaymentIntents.Create(context.Background(), &sdk.PaymentIntentCreateParams{
		Amount: sdk.Int64(100), Currency: sdk.String("brl"),
		PaymentMethodOptions: &sdk.PaymentIntentCreatePaymentMethodOptionsParams{Card: &sdk.PaymentIntentCreatePaymentMethodOptionsCardParams{
			Installments: &sdk.PaymentIntentCreatePaymentMethodOptionsCardInstallmentsParams{
				Plan: &sdk.PaymentIntentCreatePaymentMethodOptionsCardInstallmentsPlanParams{Type: sdk.String("monthly")}}}},
	})
	if err == nil || rec.Last(t).MockStatus != http.StatusBadRequest {
		t.Fatalf("an installment plan of type monthly was accepted: %v", err)
	}
}
