package httpapi

import (
	"net/http"
	"time"

	"github.com/catraca/catraca/internal/account"
	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/checkout"
	"github.com/catraca/catraca/internal/ratelimit"
)

// Wrong documents tried on an order: the order's hash with a wrong ?cpf_cnpj= is
// counted per address, like order details, and per order, so that guessers spread over many
// addresses still get at most documentsPerOrder wrong documents for one order an hour. Right
// documents and requests without one (a checkout polling its PIX) do not count. Once an
// order's wrong documents reach the limit, its lookups by document answer 429 until the hour
// is over, the right document too (else the 429s and the 200 would keep telling wrong from
// right); its owner can still read it logged in (Bearer) and from the e-mailed ticket links.
// The counts are the limiter's: this process's, or every instance's through Redis.
var (
	documentsPerAddress = ratelimit.Rule{Limit: 60, Window: 10 * time.Minute}
	documentsPerOrder   = ratelimit.Rule{Limit: 10, Window: time.Hour}
)

// documentTry counts a request's ?cpf_cnpj= as a wrong document of its order, before the
// order is read: attempts sent at once cannot all pass. It answers a 429 past either limit;
// otherwise settle, given the request's outcome, gives the attempt back unless the document
// was wrong.
func (a *API) documentTry(r *http.Request) (settle func(error), err error) {
	if r.URL.Query().Get("cpf_cnpj") == "" {
		return func(error) {}, nil
	}
	hash := r.PathValue("hash")
	keys := []string{"documents:" + a.clientIP(r), "documents-of:" + hash[:min(len(hash), 64)]}
	rules := []ratelimit.Rule{documentsPerAddress, documentsPerOrder}
	giveBack := func() {
		for _, k := range keys {
			a.Limiter.Undo(k)
		}
	}
	for i, k := range keys {
		if !a.Limiter.Allow(k, rules[i]) {
			for _, k := range keys[:i+1] {
				a.Limiter.Undo(k)
			}
			return nil, apperr.New(apperr.TooMany, account.MsgTooMany)
		}
	}
	return func(err error) {
		if e := apperr.From(err); err == nil || e.Code != apperr.Unauthorized || e.Message != checkout.MsgDocument {
			giveBack()
		}
	}, nil
}
