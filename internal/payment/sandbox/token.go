package sandbox

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"strings"
	"time"
)

// Card tokens are self-contained so that any `catraca serve` process sharing the database can
// charge a token another process issued, with no shared memory: the token is
//
//	"tok_" + base64url( nonce(12) ‖ AES-256-GCM(key, nonce, payload, "catraca-sandbox-card-token-v1") )
//
// GCM both encrypts (the last 4 digits and the outcome are not readable) and authenticates
// (a changed byte fails to open). The key is derived from the provider's secret, so rotating the
// secret voids outstanding tokens, which live 15 minutes anyway. The payload is
//
//	version(1) ‖ random(16) ‖ expiry unix seconds(8) ‖ outcome(1) ‖ last4(4) ‖ brand(rest)
//
// The 16 random bytes (and the random nonce) make every token unique and unguessable even for the
// same card; they are also its id, which a charge spends (spent.go): a token pays once.

// TokenTTL is how long a card token can be charged.
const TokenTTL = 15 * time.Minute

const (
	tokenPrefix  = "tok_"
	tokenVersion = 1
	tokenAD      = "catraca-sandbox-card-token-v1"
)

var errBadToken = errors.New("sandbox: invalid or expired card token")

// cardClaims is what a token carries: never the number, the holder or the CVV.
type cardClaims struct {
	id      string // the random bytes, in hex
	Last4   string
	Brand   string
	outcome outcome
	Expires time.Time
}

// deriveKey makes an independent key for each use of the one secret.
func deriveKey(secret []byte, purpose string) []byte {
	m := hmac.New(sha256.New, secret)
	m.Write([]byte(purpose))
	return m.Sum(nil)
}

func newAEAD(secret []byte) cipher.AEAD {
	block, err := aes.NewCipher(deriveKey(secret, "catraca sandbox card token key"))
	if err != nil {
		panic(err) // a 32-byte key never fails
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		panic(err)
	}
	return aead
}

func (p *Provider) sealToken(c cardClaims) string {
	payload := make([]byte, 0, 1+16+8+1+4+len(c.Brand))
	payload = append(payload, tokenVersion)
	payload = append(payload, randomBytes(16)...)
	payload = binary.BigEndian.AppendUint64(payload, uint64(c.Expires.Unix()))
	payload = append(payload, byte(c.outcome))
	payload = append(payload, c.Last4...)
	payload = append(payload, c.Brand...)

	nonce := randomBytes(p.aead.NonceSize())
	sealed := p.aead.Seal(nonce, nonce, payload, []byte(tokenAD))
	return tokenPrefix + base64.RawURLEncoding.EncodeToString(sealed)
}

// openToken returns the token's claims if it is authentic and has not expired at now.
func (p *Provider) openToken(token string, now time.Time) (cardClaims, error) {
	raw, ok := strings.CutPrefix(token, tokenPrefix)
	if !ok || len(raw) > 512 {
		return cardClaims{}, errBadToken
	}
	sealed, err := base64.RawURLEncoding.DecodeString(raw)
	ns := p.aead.NonceSize()
	if err != nil || len(sealed) < ns+p.aead.Overhead() {
		return cardClaims{}, errBadToken
	}
	payload, err := p.aead.Open(nil, sealed[:ns], sealed[ns:], []byte(tokenAD))
	if err != nil || len(payload) < 1+16+8+1+4 || payload[0] != tokenVersion {
		return cardClaims{}, errBadToken
	}
	rest := payload[1+16:]
	c := cardClaims{
		id:      hex.EncodeToString(payload[1 : 1+16]),
		Expires: time.Unix(int64(binary.BigEndian.Uint64(rest[:8])), 0),
		outcome: outcome(rest[8]),
		Last4:   string(rest[9:13]),
		Brand:   string(rest[13:]),
	}
	if !now.Before(c.Expires) {
		return cardClaims{}, errBadToken
	}
	return c, nil
}

func randomBytes(n int) []byte {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand never fails on supported systems (Go ≥ 1.24 crashes instead)
	}
	return b
}
