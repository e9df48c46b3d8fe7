// Package sandbox is a payment gateway that needs no network and behaves like a real one: card
// tokens, PIX codes a bank app can read, boletos whose check digits hold, refunds, and webhooks
// signed like Stripe's. Test cards and how to simulate a payment: docs/payment-sandbox.md.
//
// Everything is derived from one secret and the clock, with no state in memory, so several server
// processes sharing one database and one secret accept each other's tokens and webhooks.
package sandbox

import (
	"context"
	"crypto/cipher"
	"encoding/hex"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/catraca/catraca/internal/payment"
	"github.com/catraca/catraca/internal/payment/boleto"
	"github.com/catraca/catraca/internal/payment/pix"
)

const (
	// PIXKey is the sandbox receiver's PIX key: a random-key (EVP) in the UUID form the Central Bank
	// issues. No real account has it, so a code scanned by a real bank app pays nobody.
	PIXKey = "7d9f0c1e-4b2a-4e8f-9c3d-5a6b7e8f9012"
	// BoletoBank is the COMPE code on sandbox boletos (Banco do Brasil's, for a realistic line).
	BoletoBank = "001"
	// BoletoDays is how many days after the charge a sandbox boleto falls due.
	BoletoDays = 3

	defaultMerchant = "CATRACA"
	defaultCity     = "SAO PAULO"
	defaultPIXTTL   = 30 * time.Minute
	idPrefix        = "sbx_"
)

// brt is Brasília time. Brazil has had no daylight saving since 2019, so a fixed zone is exact and
// needs no tz database on the server.
var brt = time.FixedZone("BRT", -3*60*60)

// Provider is the sandbox gateway. It is safe for concurrent use.
type Provider struct {
	secret  []byte
	now     func() time.Time
	aead    cipher.AEAD
	spender Spender

	refundsMu sync.Mutex
	refunds   map[string]int // refunds accepted per charge id, for tests to count
}

// New returns a sandbox provider signing with secret (CATRACA_SANDBOX_WEBHOOK_SECRET). An empty
// secret gets a random one: fine for one process, but then processes will not accept each other's
// card tokens and webhooks. now defaults to time.Now.
func New(secret []byte, now func() time.Time) *Provider {
	if len(secret) == 0 {
		secret = randomBytes(32)
	}
	if now == nil {
		now = time.Now
	}
	s := append([]byte(nil), secret...)
	return &Provider{secret: s, now: now, aead: newAEAD(s), spender: &memorySpender{}}
}

// Name is "sandbox".
func (p *Provider) Name() string { return "sandbox" }

// TokenizeCard validates test card data and turns it into a card token good for TokenTTL, as a
// gateway's browser script would. The error is a *FieldError for the first field to correct (see
// CardInput.Problems for all of them). Nothing of the card is kept but its last 4 digits and brand,
// sealed in the token.
func (p *Provider) TokenizeCard(c CardInput) (string, error) {
	now := p.now()
	if probs := c.Problems(now); len(probs) > 0 {
		return "", probs[0]
	}
	number := cleanNumber(c.Number)
	o, ok := declines[number]
	if !ok {
		o = approve
	}
	return p.sealToken(cardClaims{
		Last4: number[len(number)-4:], Brand: brand(number), outcome: o, Expires: now.Add(TokenTTL),
	}), nil
}

// CardOf tells the brand ("visa", "mastercard", "elo", ...) and last 4 digits behind a valid,
// unexpired token, for showing "Visa •••• 1111" in the checkout.
func (p *Provider) CardOf(token string) (brandName, last4 string, err error) {
	c, err := p.openToken(token, p.now())
	if err != nil {
		return "", "", err
	}
	return c.Brand, c.Last4, nil
}

// Charge answers like a gateway: PIX and boleto await payment (pay them with SignedEvent, as
// POST /api/checkout/orders/{hash}/sandbox/pay does), a card is approved or declined at once.
// It ignores Destination and ApplicationFee: the sandbox moves no money to anyone.
func (p *Provider) Charge(ctx context.Context, c payment.Charge) (payment.Result, error) {
	if err := ctx.Err(); err != nil {
		return payment.Result{}, err
	}
	if c.Amount <= 0 {
		return payment.Result{}, fmt.Errorf("%w: amount %d centavos", payment.ErrInvalidCharge, c.Amount)
	}
	id := newID()
	switch c.Method {
	case payment.PIX:
		return p.chargePIX(c, id)
	case payment.Boleto:
		return p.chargeBoleto(c, id)
	case payment.Card:
		return p.chargeCard(ctx, c, id)
	}
	return payment.Result{}, fmt.Errorf("%w: method %q", payment.ErrInvalidCharge, c.Method)
}

func (p *Provider) chargePIX(c payment.Charge, id string) (payment.Result, error) {
	expires := c.ExpiresAt
	if expires.IsZero() {
		expires = p.now().Add(defaultPIXTTL)
	}
	if !expires.After(p.now()) {
		return payment.Result{}, fmt.Errorf("%w: PIX charge already expired at %s", payment.ErrInvalidCharge, expires.Format(time.RFC3339))
	}
	merchant := firstNonEmpty(pix.Fold(c.MerchantName), pix.Fold(c.Description), defaultMerchant)
	city := firstNonEmpty(pix.Fold(c.MerchantCity), defaultCity)
	code, err := pix.BRCode(pix.Payload{
		Key: PIXKey, MerchantName: merchant, City: city, Amount: c.Amount, TxID: txid(id),
	})
	if err != nil {
		return payment.Result{}, fmt.Errorf("%w: %v", payment.ErrInvalidCharge, err)
	}
	png, err := pix.QRPNG(code)
	if err != nil {
		return payment.Result{}, err
	}

	return payment.Result{
		Status: payment.AwaitingPayment, ProviderID: id,
		PIX: &payment.PIXCharge{BRCode: code, QRPNG: png, ExpiresAt: expires},
	}, nil
}

// chargeBoleto issues a boleto due BoletoDays calendar days from today in Brasília. DueDate is the
// last second of that day (23:59:59 BRT): a boleto can be paid all through its due date, so that
// is how long the order should stay held.
func (p *Provider) chargeBoleto(c payment.Charge, id string) (payment.Result, error) {
	y, m, d := p.now().In(brt).Date()
	due := time.Date(y, m, d+BoletoDays, 23, 59, 59, 0, brt)
	b, err := boleto.New(BoletoBank, c.Amount, due, ourNumber(id))
	if err != nil {
		return payment.Result{}, fmt.Errorf("%w: %v", payment.ErrInvalidCharge, err)
	}
	return payment.Result{
		Status: payment.AwaitingPayment, ProviderID: id,
		Boleto: &payment.BoletoCharge{DigitableLine: b.DigitableLine, Barcode: b.Barcode, DueDate: due},
	}, nil
}

func (p *Provider) chargeCard(ctx context.Context, c payment.Charge, id string) (payment.Result, error) {
	n := c.Installments
	if n == 0 {
		n = 1
	}
	plan, err := payment.PlanFor(c.Amount, n)
	if err != nil {
		return payment.Result{}, fmt.Errorf("%w: %v", payment.ErrInvalidCharge, err)
	}
	card, err := p.openToken(c.CardToken, p.now())
	if err != nil {
		return payment.Result{Status: payment.Declined, ProviderID: id, DeclineReason: msgBadToken}, nil
	}
	first, err := p.spender.Spend(ctx, card.id, card.Expires)
	if err != nil {
		return payment.Result{}, err
	}
	if !first {
		return payment.Result{Status: payment.Declined, ProviderID: id, DeclineReason: msgTokenUsed}, nil
	}
	if card.outcome != approve {
		return payment.Result{Status: payment.Declined, ProviderID: id, DeclineReason: card.outcome.reason()}, nil
	}
	return payment.Result{Status: payment.Paid, ProviderID: id, Charged: plan.Total}, nil
}

// Refund accepts any amount for a charge id this sandbox could have issued. A real gateway would
// also check the amount against what was paid; the checkout keeps that ledger itself. The
// sandbox pays no connected account (it ignores Charge.Destination), so there is nothing to
// split back.
func (p *Provider) Refund(ctx context.Context, providerID string, amount int64, _ payment.RefundSplit) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if !validID(providerID) {
		return fmt.Errorf("sandbox: refund: %q is not a sandbox charge id", providerID)
	}
	if amount <= 0 {
		return fmt.Errorf("sandbox: refund: amount %d centavos", amount)
	}
	p.refundsMu.Lock()
	defer p.refundsMu.Unlock()
	if p.refunds == nil {
		p.refunds = map[string]int{}
	}
	p.refunds[providerID]++
	return nil
}

// Refunds is how many refunds of the charge this sandbox accepted: a real gateway keeps one per
// idempotency key, so tests count here that the checkout asks once.
func (p *Provider) Refunds(providerID string) int {
	p.refundsMu.Lock()
	defer p.refundsMu.Unlock()
	return p.refunds[providerID]
}

// Charge ids are "sbx_" + 32 hex digits (128 random bits).
func newID() string { return idPrefix + hex.EncodeToString(randomBytes(16)) }

func validID(id string) bool {
	h, ok := strings.CutPrefix(id, idPrefix)
	if !ok || len(h) != 32 {
		return false
	}
	_, err := hex.DecodeString(h)
	return err == nil && strings.ToLower(h) == h
}

// txid is the PIX transaction id of a charge: its id's first 25 hex digits (letters and digits
// only, as the BR Code manual allows), so a code can be traced to its charge.
func txid(id string) string { return strings.ToUpper(strings.TrimPrefix(id, idPrefix)[:25]) }

// ourNumber is the boleto's "nosso número": 17 digits from the charge id's randomness.
func ourNumber(id string) string {
	h := strings.TrimPrefix(id, idPrefix)
	var b strings.Builder
	for i := 0; b.Len() < 17; i++ {
		b.WriteByte('0' + byte(strings.IndexByte("0123456789abcdef", h[i%len(h)])%10))
	}
	return b.String()
}

func firstNonEmpty(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}
