package httpapi

import (
	"net/http"
	"time"

	"github.com/catraca/catraca/internal/account"
	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/ratelimit"
)

// availableRule bounds the availability checks, which would otherwise list who is registered.
var availableRule = ratelimit.Rule{Limit: 30, Window: 10 * time.Minute}

func (a *API) recoverPassword(w http.ResponseWriter, r *http.Request, body recoverRequest) error {
	b, err := a.brand(r)
	if err != nil {
		return err
	}
	if err := a.Accounts.RecoverPassword(r.Context(), body.Email, a.clientIP(r), b); err != nil {
		return err
	}
	ok(w, r, account.MsgRecoverSent)
	return nil
}

type resetCheckPath struct {
	Email string `path:"email"`
	Token string `path:"token"`
}

func (a *API) checkResetToken(w http.ResponseWriter, r *http.Request) {
	if err := a.Accounts.CheckResetCode(r.Context(), r.PathValue("email"), r.PathValue("token"), a.clientIP(r)); err != nil {
		writeError(w, r, err)
		return
	}
	ok(w, r, account.MsgTokenValid)
}

func (a *API) resetPassword(w http.ResponseWriter, r *http.Request, body account.PasswordReset) error {
	if err := a.Accounts.ResetPassword(r.Context(), body); err != nil {
		return err
	}
	ok(w, r, account.MsgPasswordReset)
	return nil
}

// ProfileAnswer is the saved customer with the form's success text.
type ProfileAnswer struct {
	Message string `json:"message"`
	account.Customer
}

func (a *API) updateProfile(w http.ResponseWriter, r *http.Request, body account.ProfileUpdate) error {
	c, err := a.Accounts.UpdateProfile(r.Context(), sessionOf(r).customerID, body)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, ProfileAnswer{say(r, account.MsgProfileSaved), c})
	return nil
}

// MsgTwoFactorEnabled answers a two-factor switch without its boolean.
const MsgTwoFactorEnabled = "Informe enabled: true para ativar a verificação em duas etapas ou false para desativá-la."

// twoFactorRequest holds a pointer so that a missing or null enabled is told apart from
// false: a security setting changes only when the client says which way.
type twoFactorRequest struct {
	Enabled *bool `json:"enabled" required:"true" nullable:"false"`
}

func (a *API) setTwoFactor(w http.ResponseWriter, r *http.Request, body twoFactorRequest) error {
	if body.Enabled == nil {
		return apperr.Field("enabled", MsgTwoFactorEnabled)
	}
	c, err := a.Accounts.SetTwoFactor(r.Context(), sessionOf(r).customerID, *body.Enabled)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, ProfileAnswer{say(r, account.MsgProfileSaved), c})
	return nil
}

func (a *API) changePassword(w http.ResponseWriter, r *http.Request, body account.PasswordChange) error {
	s := sessionOf(r)
	if err := a.Accounts.ChangePassword(r.Context(), s.customerID, s.token, body); err != nil {
		return err
	}
	ok(w, r, account.MsgPasswordChanged)
	return nil
}

func (a *API) requestRemoval(w http.ResponseWriter, r *http.Request) {
	b, err := a.brand(r)
	if err == nil {
		err = a.Accounts.RequestRemoval(r.Context(), sessionOf(r).customerID, b)
	}
	if err != nil {
		writeError(w, r, err)
		return
	}
	ok(w, r, account.MsgRemovalRequested)
}

type removalPath struct {
	Token string `path:"token"`
}

func (a *API) confirmRemoval(w http.ResponseWriter, r *http.Request) {
	b, err := a.brand(r)
	if err == nil {
		err = a.Accounts.ConfirmRemoval(r.Context(), r.PathValue("token"), b)
	}
	if err != nil {
		writeError(w, r, err)
		return
	}
	ok(w, r, account.MsgRemoved)
}
