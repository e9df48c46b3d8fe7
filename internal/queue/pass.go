package queue

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"strconv"
	"strings"
	"time"
)

// PassLife is how long a visitor whose turn came has to make their order.
const PassLife = 15 * time.Minute

// Cookie names: the visitor (every line) and a line's pass.
const (
	VisitorCookie = "catraca_visitante"
	passCookie    = "catraca_passe_"
)

// PassCookie names the cookie holding line's pass.
func PassCookie(line string) string { return passCookie + line }

// NewVisitor makes a visitor id: 128 random bits, 22 characters.
func NewVisitor() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b) // crypto/rand never fails on supported platforms
	return base64.RawURLEncoding.EncodeToString(b)
}

// ValidVisitor reports whether v has the form of a visitor id, so a forged cookie cannot put
// arbitrary text in keys and rows.
func ValidVisitor(v string) bool {
	if len(v) != 22 {
		return false
	}
	_, err := base64.RawURLEncoding.DecodeString(v)
	return err == nil
}

// signer makes and checks passes with a key derived from the store's secret.
type signer struct{ key []byte }

func newSigner(secret []byte) signer {
	m := hmac.New(sha256.New, secret)
	m.Write([]byte("catraca queue pass"))
	return signer{key: m.Sum(nil)}
}

func (s signer) mac(line, visitor, issued string) string {
	m := hmac.New(sha256.New, s.key)
	m.Write([]byte(line + "\x00" + visitor + "\x00" + issued))
	return hex.EncodeToString(m.Sum(nil)[:16])
}

// pass is the cookie value of the pass issued (Unix ms) to visitor in line.
func (s signer) pass(line, visitor, issued string) string {
	return issued + "." + s.mac(line, visitor, issued)
}

// check answers the issued time of value when it is a pass of this line for this visitor and
// has not expired; "" otherwise. A pass copied to another browser meets another visitor id.
func (s signer) check(value, line, visitor string, now time.Time) string {
	issued, sum, ok := strings.Cut(value, ".")
	if !ok || !hmac.Equal([]byte(sum), []byte(s.mac(line, visitor, issued))) {
		return ""
	}
	ms, err := strconv.ParseInt(issued, 10, 64)
	if err != nil || !now.Before(time.UnixMilli(ms).Add(PassLife)) {
		return ""
	}
	return issued
}
