package httpapi

import (
	"errors"
	"net/http"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/payment/sandbox"
)

// CardTokenRequest is test card data for the sandbox; it is never stored or logged (which is
// also why this route keeps no Idempotency-Key answers: tokenising changes nothing).
type CardTokenRequest struct {
	Number   string `json:"number" required:"true" pattern:"^[-. ]*([0-9][-. ]*){12,19}$" description:"12 to 19 digits passing the Luhn check; spaces, dashes and dots allowed. Test numbers: docs/payment-sandbox.md."`
	Holder   string `json:"holder" required:"true" minLength:"1"`
	ExpMonth int    `json:"exp_month" required:"true" minimum:"1" maximum:"12"`
	ExpYear  int    `json:"exp_year" required:"true" minimum:"0" description:"Four digits, or two (26 = 2026); not past, at most some years ahead."`
	CVV      string `json:"cvv" required:"true" pattern:"^[0-9]{3,4}$"`
}

// CardToken is the answer of the sandbox tokenisation.
type CardToken struct {
	CardToken string `json:"card_token"`
	Brand     string `json:"brand"`
	Last4     string `json:"last4"`
}

func (a *API) cardToken(w http.ResponseWriter, r *http.Request, body CardTokenRequest) error {
	token, err := a.Sandbox.TokenizeCard(sandbox.CardInput{Number: body.Number, Holder: body.Holder,
		ExpMonth: body.ExpMonth, ExpYear: body.ExpYear, CVV: body.CVV})
	var fe *sandbox.FieldError
	if errors.As(err, &fe) {
		return apperr.Field(fe.Field, fe.Message)
	}
	if err != nil {
		return err
	}
	brand, last4, err := a.Sandbox.CardOf(token)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, CardToken{CardToken: token, Brand: brand, Last4: last4})
	return nil
}
