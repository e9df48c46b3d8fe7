package account

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"math/big"
	"strings"

	"golang.org/x/crypto/argon2"
)

// argon2id parameters (RFC 9106's second recommended option, with 19 MiB as OWASP advises
// for a server that must stay responsive during a rush of logins).
const (
	argonTime    = 2
	argonMemory  = 19 * 1024
	argonThreads = 1
	argonKeyLen  = 32
)

// HashPassword returns an argon2id hash in the PHC string format.
func HashPassword(password string) (string, error) {
	salt := make([]byte, 16)
	if _, err := rand.Read(salt); err != nil {
		return "", err
	}
	key := argon2.IDKey([]byte(password), salt, argonTime, argonMemory, argonThreads, argonKeyLen)
	b64 := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, argonMemory, argonTime,
		argonThreads, b64.EncodeToString(salt), b64.EncodeToString(key)), nil
}

// CheckPassword compares password with a hash from HashPassword, in constant time.
func CheckPassword(hash, password string) bool {
	parts := strings.Split(hash, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return false
	}
	var m uint32
	var t uint32
	var p uint8
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &m, &t, &p); err != nil {
		return false
	}
	salt, err1 := base64.RawStdEncoding.DecodeString(parts[4])
	want, err2 := base64.RawStdEncoding.DecodeString(parts[5])
	if err1 != nil || err2 != nil {
		return false
	}
	got := argon2.IDKey([]byte(password), salt, t, m, p, uint32(len(want)))
	return subtle.ConstantTimeCompare(got, want) == 1
}

// dummyHash is checked against when the e-mail is unknown, so a login takes as long whether
// or not the account exists.
var dummyHash = func() string {
	h, err := HashPassword("not a real password")
	if err != nil {
		panic(err)
	}
	return h
}()

// newAccessToken is 256 random bits, URL-safe.
func newAccessToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// newCode is a uniformly random six-digit code.
func newCode() (string, error) {
	n, err := rand.Int(rand.Reader, big.NewInt(1_000_000))
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%06d", n.Int64()), nil
}

// digest is how access tokens are stored: SHA-256, hex. A token is 256 random bits, so its
// digest cannot be reversed by guessing.
func digest(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])
}

// codeDigest is how six-digit codes are stored: HMAC-SHA256 keyed with the server secret over
// the customer, the purpose and the code. A million codes are guessed offline in no time from
// a plain hash; without the secret a stolen table gives nothing.
func (s *Service) codeDigest(customerID int64, purpose, code string) string {
	mac := hmac.New(sha256.New, s.secret)
	mac.Write([]byte(itoa(customerID) + ":" + purpose + ":" + code))
	return hex.EncodeToString(mac.Sum(nil))
}

// HashPasswordInSlot is HashPassword within a hashing slot (a bounded number run at once, as
// each takes 19 MiB); the back office hashes its users' passwords through it too.
func (s *Service) HashPasswordInSlot(ctx context.Context, password string) (string, error) {
	var hash string
	var err error
	if slotErr := s.withHashSlot(ctx, func() { hash, err = HashPassword(password) }); slotErr != nil {
		return "", slotErr
	}
	return hash, err
}

// CheckPasswordInSlot is CheckPassword within a hashing slot.
func (s *Service) CheckPasswordInSlot(ctx context.Context, hash, password string) (bool, error) {
	var ok bool
	err := s.withHashSlot(ctx, func() { ok = CheckPassword(hash, password) })
	return ok, err
}
