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
	Username string `json:"username"`
	Password string `json:"password"`
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

type emailRequest struct {
	Email string `json:"email"`
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
	Token    string `json:"token"`
	Customer int64  `json:"customer"`
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
