package account

import (
	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/ratelimit"
)

// Guess is one password attempt under the guessing limits (LoginFailsPerSource,
// LoginFailsAccount), shared by the customers' and the console's logins under their own key
// prefixes. The attempt is counted against its source before the password is checked, so
// guesses sent at once (to one instance or to several sharing Redis) cannot all pass a check
// made before any of them failed; a right password gives the count back.
type Guess struct {
	limiter         ratelimit.Limiter
	source, account string
	wrong           bool
}

// StartGuess counts an attempt of email from ip, or answers 429 when the source is past its
// limit, or has failed before and the account is past its own. Close must follow.
func StartGuess(l ratelimit.Limiter, prefix, email, ip string) (*Guess, error) {
	g := &Guess{limiter: l, source: prefix + email + "|" + ip, account: prefix + email}
	tooMany := apperr.New(apperr.TooMany, MsgTooMany)
	if !l.Allow(g.source, LoginFailsPerSource) {
		return nil, tooMany
	}
	// More than this attempt on the source: it has failed (or is failing) before, and the
	// account's own limit applies to it. A source that never failed is never locked out by
	// others' failures on the account.
	if l.Count(g.source) > 1 && l.Count(g.account) >= LoginFailsAccount.Limit {
		l.Undo(g.source)
		return nil, tooMany
	}
	return g, nil
}

// Wrong records that the password was wrong: the source's attempt stays counted and the
// account's is added.
func (g *Guess) Wrong() {
	g.wrong = true
	g.limiter.Allow(g.account, LoginFailsAccount)
}

// Close gives the attempt back unless it was wrong (a right password, or a failure of ours).
func (g *Guess) Close() {
	if !g.wrong {
		g.limiter.Undo(g.source)
	}
}
