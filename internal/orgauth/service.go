// Package orgauth is who may enter the back office: an organizer's users (never customers: their
// own table, sessions and codes), the invitations that create them, their login (a password and
// then, every time, a code e-mailed to them, since the back office moves money), their sessions
// (12 hours idle), their roles, and the audit log of every write they make.
package orgauth

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/big"
	"time"

	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/mail"
	"github.com/catraca/catraca/internal/ratelimit"
)

// Role is what a user may do in their organizer's back office.
type Role string

const (
	Owner   Role = "owner"   // everything, users and the audit log included
	Manager Role = "manager" // events, orders, coupons, messages
	Finance Role = "finance" // sales, orders read-only, refunds, payouts
	Door    Role = "door"    // check-in only
)

// Roles lists every role, in the order the console offers them.
var Roles = []Role{Owner, Manager, Finance, Door}

// Valid reports whether r is a role.
func (r Role) Valid() bool {
	for _, x := range Roles {
		if r == x {
			return true
		}
	}
	return false
}

// Lifetimes.
const (
	InvitationTTL = 7 * 24 * time.Hour
	ChallengeTTL  = 10 * time.Minute
	SessionIdle   = 12 * time.Hour
	MaxCodeTries  = 5
	// touchEvery spaces the writes that slide a session's idle deadline: one per request
	// would write on every read the console makes.
	touchEvery = time.Minute
)

// Hasher hashes and checks passwords within the process's bounded hashing slots (argon2id takes
// 19 MiB a hash): the customers' account service.
type Hasher interface {
	HashPasswordInSlot(ctx context.Context, password string) (string, error)
	CheckPasswordInSlot(ctx context.Context, hash, password string) (bool, error)
}

// Brand is how the store signs the e-mails it sends to organizer users.
type Brand struct {
	Name, Logo, Color, SiteURL, Locale string
}

// Service is the back office's door.
type Service struct {
	db      *db.DB
	mail    *mail.Queue
	limiter ratelimit.Limiter
	hasher  Hasher
	now     func() time.Time
	secret  []byte // keys the e-mailed codes' digests
}

// New returns the service.
func New(d *db.DB, q *mail.Queue, l ratelimit.Limiter, h Hasher, now func() time.Time, secret []byte) *Service {
	return &Service{db: d, mail: q, limiter: l, hasher: h, now: now, secret: secret}
}

func (s *Service) utcNow() time.Time { return s.now().UTC().Truncate(time.Microsecond) }

// randomToken is 256 random bits in hex: invitation links and session tokens.
func randomToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return hex.EncodeToString(b), nil
}

// randomCode is six random digits.
func randomCode() (string, error) {
	n, err := rand.Int(rand.Reader, big.NewInt(1_000_000))
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%06d", n.Int64()), nil
}

// digest is how tokens are stored: a stolen table opens no session and accepts no invitation.
func digest(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// codeDigest keys a challenge's code with the server secret: six digits are guessed offline in
// no time from a plain hash.
func (s *Service) codeDigest(challenge, code string) string {
	mac := hmac.New(sha256.New, s.secret)
	mac.Write([]byte("organizer:" + challenge + ":" + code))
	return hex.EncodeToString(mac.Sum(nil))
}
