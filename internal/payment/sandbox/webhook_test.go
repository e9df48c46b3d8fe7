package sandbox

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/payment"
)

// sign is the contract written out by hand, independent of the provider's code: hex HMAC-SHA256 of
// "<t>.<body>" keyed with the secret.
func sign(secret string, t int64, body string) string {
	m := hmac.New(sha256.New, []byte(secret))
	fmt.Fprintf(m, "%d.%s", t, body)
	return hex.EncodeToString(m.Sum(nil))
}

func header(v ...string) http.Header {
	h := http.Header{}
	for _, s := range v {
		h.Add("Catraca-Signature", s)
	}
	return h
}

func TestSignedEventRoundTrip(t *testing.T) {
	p, c := newTest(t)
	h, body := p.SignedEvent(payment.Event{Type: payment.EventPaid, OrderHash: "ord_abc", Amount: 12345})
	if !strings.HasPrefix(h.Get("Content-Type"), "application/json") {
		t.Errorf("content type %q", h.Get("Content-Type"))
	}
	ev, err := p.VerifyWebhook(h, body, c.t.Add(time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(ev.ID, "evt_") || len(ev.ID) != 36 || ev.Type != payment.EventPaid ||
		ev.OrderHash != "ord_abc" || ev.Amount != 12345 || !ev.Created.Equal(c.t) {
		t.Fatalf("event %+v", ev)
	}
	var wire map[string]any
	if err := json.Unmarshal(body, &wire); err != nil {
		t.Fatal(err)
	}
	if wire["type"] != "payment.paid" || wire["order"] != "ord_abc" || wire["amount"] != 12345.0 || wire["id"] != ev.ID {
		t.Errorf("body %s", body)
	}
	_, body2 := p.SignedEvent(payment.Event{Type: payment.EventPaid, OrderHash: "ord_abc", Amount: 12345})
	if string(body) == string(body2) {
		t.Error("two events got the same id")
	}
	// A caller-chosen id is kept (the handler can resend one event to test idempotency).
	h, body = p.SignedEvent(payment.Event{ID: "evt_fixed", Type: payment.EventRefunded, OrderHash: "o", Amount: 1})
	if ev, err := p.VerifyWebhook(h, body, c.t); err != nil || ev.ID != "evt_fixed" || ev.Type != payment.EventRefunded {
		t.Errorf("%+v %v", ev, err)
	}
}

func TestVerifyWebhook(t *testing.T) {
	const secret = "test-secret-0123456789"
	p, c := newTest(t)
	now := c.t
	ts := now.Unix()
	body := `{"id":"evt_1","type":"payment.paid","order":"ord_abc","amount":5000}`
	good := fmt.Sprintf("t=%d,v1=%s", ts, sign(secret, ts, body))
	old := ts - 301
	fut := ts + 301

	tests := []struct {
		name string
		h    http.Header
		body string
		ok   bool
	}{
		{"signed", header(good), body, true},
		{"signed by Sign", header(p.Sign([]byte(body), now)), body, true},
		{"spaces after commas", header(fmt.Sprintf("t=%d, v1=%s", ts, sign(secret, ts, body))), body, true},
		{"rotation: second v1 matches", header(fmt.Sprintf("t=%d,v1=%s,v1=%s", ts, sign("old-secret", ts, body), sign(secret, ts, body))), body, true},
		{"rotation: first v1 matches", header(fmt.Sprintf("t=%d,v1=%s,v1=%s", ts, sign(secret, ts, body), sign("new-secret", ts, body))), body, true},
		{"unknown scheme ignored", header(fmt.Sprintf("t=%d,v0=abc,v1=%s", ts, sign(secret, ts, body))), body, true},
		{"a malformed v1 beside one that matches", header(fmt.Sprintf("t=%d,v1=deadbeef,v1=%s", ts, sign(secret, ts, body))), body, true},
		{"exactly 5 min old", header(fmt.Sprintf("t=%d,v1=%s", ts-300, sign(secret, ts-300, body))), body, true},
		{"exactly 5 min ahead", header(fmt.Sprintf("t=%d,v1=%s", ts+300, sign(secret, ts+300, body))), body, true},

		{"no header", http.Header{}, body, false},
		{"empty header", header(""), body, false},
		{"duplicated header", header(good, good), body, false},
		{"forged with another secret", header(fmt.Sprintf("t=%d,v1=%s", ts, sign("guess", ts, body))), body, false},
		{"altered amount", header(good), strings.Replace(body, "5000", "50000", 1), false},
		{"altered order", header(good), strings.Replace(body, "ord_abc", "ord_xyz", 1), false},
		{"extra whitespace in body", header(good), body + " ", false},
		{"stale", header(fmt.Sprintf("t=%d,v1=%s", old, sign(secret, old, body))), body, false},
		{"future", header(fmt.Sprintf("t=%d,v1=%s", fut, sign(secret, fut, body))), body, false},
		{"timestamp swapped", header(fmt.Sprintf("t=%d,v1=%s", ts+1, sign(secret, ts, body))), body, false},
		{"two timestamps", header(fmt.Sprintf("t=%d,t=%d,v1=%s", old, ts, sign(secret, ts, body))), body, false},
		{"no timestamp", header("v1=" + sign(secret, ts, body)), body, false},
		{"no v1", header(fmt.Sprintf("t=%d", ts)), body, false},
		{"v1 not hex", header(fmt.Sprintf("t=%d,v1=%s", ts, strings.Repeat("z", 64))), body, false},
		{"v1 truncated", header(fmt.Sprintf("t=%d,v1=%s", ts, sign(secret, ts, body)[:62])), body, false},
		{"v1 empty", header(fmt.Sprintf("t=%d,v1=", ts)), body, false},
		{"timestamp not a number", header(fmt.Sprintf("t=now,v1=%s", sign(secret, ts, body))), body, false},
		{"item without =", header(fmt.Sprintf("t=%d,v1=%s,junk", ts, sign(secret, ts, body))), body, false},
		{"negative timestamp", header(fmt.Sprintf("t=-1,v1=%s", sign(secret, -1, body))), body, false},
	}
	// Well-signed bodies that are not events are refused too (400, no change).
	for name, b := range map[string]string{
		"unknown type":   `{"id":"evt_1","type":"payment.stolen","order":"o","amount":1}`,
		"no id":          `{"type":"payment.paid","order":"o","amount":1}`,
		"no order":       `{"id":"e","type":"payment.paid","amount":1}`,
		"float amount":   `{"id":"e","type":"payment.paid","order":"o","amount":10.5}`,
		"negative":       `{"id":"e","type":"payment.paid","order":"o","amount":-1}`,
		"unknown field":  `{"id":"e","type":"payment.paid","order":"o","amount":1,"x":1}`,
		"not JSON":       `payment.paid`,
		"string amount":  `{"id":"e","type":"payment.paid","order":"o","amount":"1"}`,
		"empty body":     ``,
		"trailing JSON?": `{"id":"e","type":"payment.paid","order":"o","amount":1}{"id":"f"}`,
	} {
		h := header(fmt.Sprintf("t=%d,v1=%s", ts, sign(secret, ts, b)))
		tests = append(tests, struct {
			name string
			h    http.Header
			body string
			ok   bool
		}{"signed but " + name, h, b, false})
	}

	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ev, err := p.VerifyWebhook(tc.h, []byte(tc.body), now)
			if tc.ok {
				if err != nil || ev.ID != "evt_1" || ev.Amount != 5000 || ev.OrderHash != "ord_abc" {
					t.Fatalf("%+v %v", ev, err)
				}
				return
			}
			if !errors.Is(err, payment.ErrBadSignature) {
				t.Fatalf("err %v, want ErrBadSignature", err)
			}
			if ev != (payment.Event{}) {
				t.Fatalf("refused but returned %+v", ev)
			}
		})
	}
}

// The same delivery twice verifies twice with the same id: deduplicating by id is the handler's
// job, and the id is what lets it.
func TestDuplicateDeliveryKeepsID(t *testing.T) {
	p, c := newTest(t)
	h, body := p.SignedEvent(payment.Event{Type: payment.EventPaid, OrderHash: "o", Amount: 1})
	a, err1 := p.VerifyWebhook(h, body, c.t)
	b, err2 := p.VerifyWebhook(h, body, c.t.Add(2*time.Minute))
	if err1 != nil || err2 != nil || a.ID != b.ID {
		t.Fatalf("%v %v %q %q", err1, err2, a.ID, b.ID)
	}
}

// A signature computed outside Go, with the openssl command in docs/payment-sandbox.md:
// printf '%s.%s' 1795000000 "$body" | openssl dgst -sha256 -hmac test-secret -hex
func TestWebhookOpenSSLVector(t *testing.T) {
	p := New([]byte("test-secret"), nil)
	body := `{"id":"evt_test1","type":"payment.paid","order":"HASH","amount":12345}`
	h := header("t=1795000000,v1=fcb8637269b51495af5f85314d0651559f8a44fcd49118d4018af89c4c4df917")
	ev, err := p.VerifyWebhook(h, []byte(body), time.Unix(1795000000+60, 0))
	if err != nil || ev.ID != "evt_test1" || ev.OrderHash != "HASH" || ev.Amount != 12345 {
		t.Fatalf("%+v %v", ev, err)
	}
	if got := p.Sign([]byte(body), time.Unix(1795000000, 0)); got != h.Get(SignatureHeader) {
		t.Errorf("Sign = %s", got)
	}
}
