package sandbox

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/catraca/catraca/internal/payment"
)

// Webhooks are signed the way Stripe signs its own (its "Checking webhook signatures" guide):
//
//	Catraca-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">
//
// Signing the timestamp with the body stops an old, genuine webhook from being replayed later:
// VerifyWebhook refuses one more than WebhookTolerance away from its clock, either way. While a
// secret is being rotated the sender may put several v1 entries in one header (one per secret); a
// match on any of them is enough.

// SignatureHeader is the header that carries a webhook's signature.
const SignatureHeader = "Catraca-Signature"

// WebhookTolerance is how far a webhook's timestamp may be from the receiver's clock.
const WebhookTolerance = 5 * time.Minute

// maxWebhookBody bounds what VerifyWebhook will decode; sandbox events are under 200 bytes.
const maxWebhookBody = 64 << 10

// wireEvent is the webhook body.
type wireEvent struct {
	ID     string            `json:"id"`
	Type   payment.EventType `json:"type"`
	Order  string            `json:"order"`
	Amount int64             `json:"amount"`
}

// Sign is the signature header value for body sent at t, as the sandbox gateway would send it.
func (p *Provider) Sign(body []byte, t time.Time) string {
	ts := strconv.FormatInt(t.Unix(), 10)
	return "t=" + ts + ",v1=" + hex.EncodeToString(mac(p.secret, ts, body))
}

// SignedEvent builds a webhook for ev, signed now: what the sandbox gateway would POST to
// /api/payments/webhooks/sandbox. An empty ev.ID gets a random "evt_..." id; ev.Created is not
// sent (the signature's timestamp stands for it).
func (p *Provider) SignedEvent(ev payment.Event) (http.Header, []byte) {
	if ev.ID == "" {
		ev.ID = "evt_" + hex.EncodeToString(randomBytes(16))
	}
	body, err := json.Marshal(wireEvent{ID: ev.ID, Type: ev.Type, Order: ev.OrderHash, Amount: ev.Amount})
	if err != nil {
		panic(err) // strings and an int64 always marshal
	}
	h := http.Header{}
	h.Set("Content-Type", "application/json")
	h.Set(SignatureHeader, p.Sign(body, p.now()))
	return h, body
}

// VerifyWebhook checks a webhook's signature and age and decodes it. Every error wraps
// payment.ErrBadSignature, including a well-signed body that is not a valid event: the handler
// answers 400 and changes nothing.
func (p *Provider) VerifyWebhook(h http.Header, body []byte, now time.Time) (payment.Event, error) {
	bad := func(why string) (payment.Event, error) {
		return payment.Event{}, fmt.Errorf("%w: %s", payment.ErrBadSignature, why)
	}
	values := h.Values(SignatureHeader)
	if len(values) != 1 {
		// Two headers could come from a proxy or an attacker appending its own: refuse to guess.
		return bad(fmt.Sprintf("want one %s header, got %d", SignatureHeader, len(values)))
	}
	ts, sigs, err := parseSignature(values[0])
	if err != nil {
		return bad(err.Error())
	}
	t, err := strconv.ParseInt(ts, 10, 64)
	if err != nil || t <= 0 {
		return bad("timestamp is not unix seconds")
	}
	sent := time.Unix(t, 0)
	if age := now.Sub(sent); age > WebhookTolerance || age < -WebhookTolerance {
		return bad(fmt.Sprintf("timestamp %s is more than %s from now", sent.UTC().Format(time.RFC3339), WebhookTolerance))
	}
	want := mac(p.secret, ts, body)
	ok := false
	for _, s := range sigs {
		// hmac.Equal compares in constant time; every entry is compared, match or not.
		ok = hmac.Equal(s, want) || ok
	}
	if !ok {
		return bad("no v1 signature matches")
	}

	if len(body) > maxWebhookBody {
		return bad("body too large")
	}
	var w wireEvent
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&w); err != nil {
		return bad("body is not an event: " + err.Error())
	}
	if dec.More() || dec.InputOffset() != int64(len(bytes.TrimRight(body, " \t\r\n"))) {
		return bad("data after the event")
	}
	switch {
	case w.ID == "" || w.Order == "":
		return bad("event without id or order")
	case w.Type != payment.EventPaid && w.Type != payment.EventFailed && w.Type != payment.EventRefunded:
		return bad(fmt.Sprintf("unknown event type %q", w.Type))
	case w.Amount < 0:
		return bad("negative amount")
	}
	return payment.Event{ID: w.ID, Type: w.Type, OrderHash: w.Order, Amount: w.Amount, Created: sent}, nil
}

// parseSignature reads "t=...,v1=...,v1=...": exactly one t, at least one v1 of 64 hex digits.
// Other schemes ("v0=...") and v1 entries that are no signature at all are ignored, as Stripe
// does, so a sender can add one later and one well-formed match is enough.
func parseSignature(v string) (ts string, sigs [][]byte, err error) {
	seenT := false
	for _, item := range strings.Split(v, ",") {
		k, val, found := strings.Cut(strings.TrimSpace(item), "=")
		if !found {
			return "", nil, fmt.Errorf("malformed item %q", item)
		}
		switch k {
		case "t":
			if seenT {
				return "", nil, fmt.Errorf("two timestamps")
			}
			ts, seenT = val, true
		case "v1":
			if s, err := hex.DecodeString(val); err == nil && len(s) == sha256.Size {
				sigs = append(sigs, s)
			}
		}
	}
	if !seenT || len(sigs) == 0 {
		return "", nil, fmt.Errorf("want t= and v1=")
	}
	return ts, sigs, nil
}

// mac is HMAC-SHA256 of "<t>.<body>" keyed with the secret itself, as docs/payment-sandbox.md says, so
// any tool holding CATRACA_SANDBOX_WEBHOOK_SECRET can sign. The card-token key is derived from the
// secret through HMAC with a label (token.go), so the two uses never share a key.
func mac(secret []byte, ts string, body []byte) []byte {
	m := hmac.New(sha256.New, secret)
	m.Write([]byte(ts))
	m.Write([]byte{'.'})
	m.Write(body)
	return m.Sum(nil)
}
