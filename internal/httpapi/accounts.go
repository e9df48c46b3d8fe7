package httpapi

import (
	"net/http"

	"github.com/catraca/catraca/internal/account"
	"github.com/catraca/catraca/internal/apperr"
)

// Message is a success answer that carries only a text.
type Message struct {
	Success bool   `json:"success"`
	Message string `json:"message"`
}

// ok answers msg, in the client's language.
func ok(w http.ResponseWriter, r *http.Request, msg string) {
	writeJSON(w, http.StatusOK, Message{true, say(r, msg)})
}

// handle decodes a JSON body into a fresh T and calls fn, answering its error.
func handle[T any](fn func(w http.ResponseWriter, r *http.Request, body T) error) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var body T
		if err := decodeJSON(r, &body); err != nil {
			writeError(w, r, err)
			return
		}
		if err := fn(w, r, body); err != nil {
			writeError(w, r, err)
		}
	}
}

type loginRequest struct {
	Username string `json:"username" required:"true" description:"The account's e-mail."`
	Password string `json:"password" required:"true"`
	Token    string `json:"token,omitempty" description:"The e-mailed two-factor code, on the second step."`
}

func (a *API) login(w http.ResponseWriter, r *http.Request, body loginRequest) error {
	b, err := a.brand(r)
	if err != nil {
		return err
	}
	res, err := a.Accounts.Login(r.Context(), body.Username, body.Password, body.Token, a.clientIP(r), b)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, res)
	return nil
}

func (a *API) logout(w http.ResponseWriter, r *http.Request, _ struct{}) error {
	if err := a.Accounts.Logout(r.Context(), sessionOf(r).token); err != nil {
		return err
	}
	ok(w, r, "Sessão encerrada.")
	return nil
}

func (a *API) register(w http.ResponseWriter, r *http.Request, body account.Registration) error {
	st, err := a.storeOf(r)
	if err != nil {
		return err
	}
	c, err := a.Accounts.Register(r.Context(), body, mailLocale(r, st), a.clientIP(r))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, c)
	return nil
}

func (a *API) details(w http.ResponseWriter, r *http.Request) {
	c, err := a.Accounts.ByID(r.Context(), sessionOf(r).customerID)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, c)
}

// Available answers the availability checks.
type Available struct {
	Available bool `json:"available"`
}

type emailPath struct {
	Email string `path:"email"`
}

type cpfPath struct {
	CPF string `path:"cpf"`
}

func (a *API) available(check func(*http.Request) (bool, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if !a.Limiter.Allow("available:"+a.clientIP(r), availableRule) {
			writeError(w, r, apperr.New(apperr.TooMany, account.MsgTooMany))
			return
		}
		free, err := check(r)
		if err != nil {
			writeError(w, r, err)
			return
		}
		writeJSON(w, http.StatusOK, Available{free})
	}
}

func (a *API) emailAvailable(r *http.Request) (bool, error) {
	return a.Accounts.EmailAvailable(r.Context(), r.PathValue("email"))
}

func (a *API) cpfAvailable(r *http.Request) (bool, error) {
	return a.Accounts.CPFAvailable(r.Context(), r.PathValue("cpf"))
}

// emailRequest names the account of a pending login; an unknown or missing e-mail answers
// alike, so that the answer does not tell who has an account.
type emailRequest struct {
	Email string `json:"email" format:"email"`
}

// recoverRequest is the e-mail that password recovery mails a code to: refused unless valid.
type recoverRequest struct {
	Email string `json:"email" required:"true" format:"email" maxLength:"254"`
}

func (a *API) resendLoginToken(w http.ResponseWriter, r *http.Request, body emailRequest) error {
	b, err := a.brand(r)
	if err != nil {
		return err
	}
	if err := a.Accounts.ResendLoginToken(r.Context(), body.Email, b); err != nil {
		return err
	}
	ok(w, r, "Token reenviado para o email")
	return nil
}

type validateTokenRequest struct {
	Token    string `json:"token" required:"true" pattern:"^[0-9]{6}$" description:"The six digits e-mailed."`
	Customer int64  `json:"customer" required:"true" minimum:"1"`
}

func (a *API) validateToken(w http.ResponseWriter, r *http.Request, body validateTokenRequest) error {
	if err := a.Accounts.ConfirmRegistration(r.Context(), body.Customer, body.Token, a.clientIP(r)); err != nil {
		return err
	}
	ok(w, r, "Token validado com sucesso")
	return nil
}

type customerRequest struct {
	Customer int64 `json:"customer"`
}

func (a *API) resendValidation(w http.ResponseWriter, r *http.Request, body customerRequest) error {
	b, err := a.brand(r)
	if err != nil {
		return err
	}
	if err := a.Accounts.ResendConfirmation(r.Context(), body.Customer, b); err != nil {
		return err
	}
	ok(w, r, "Token renviado com sucesso")
	return nil
}
