package httpapi

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/catalog/imports"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/orgauth"
)

// OrganizerSettings are the organizer's own settings in the console.
type OrganizerSettings struct {
	Nome          string `json:"nome"`
	StripeAccount string `json:"stripe_account" description:"The Stripe connected account its orders pay (acct_...); empty: the store receives everything and pays the organizer out by other means."`
}

type settingsRequest struct {
	StripeAccount string `json:"stripe_account" maxLength:"260" description:"acct_... or empty to stop paying an account."`
}

// MsgStripeAccount refuses an account id that is not one.
const MsgStripeAccount = "Informe o id da conta conectada do Stripe (acct_ seguido de letras e números), ou deixe em branco."

func (a *API) organizerSettings(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	set, err := a.readSettings(r, a.DB, s.OrganizerID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, set)
	return nil
}

// readSettings reads the organizer's settings through q (the database, or a transaction).
func (a *API) readSettings(r *http.Request, q interface {
	QueryRow(ctx context.Context, query string, args ...any) *db.Row
}, organizerID int64) (OrganizerSettings, error) {
	var set OrganizerSettings
	var account *string
	err := q.QueryRow(r.Context(), "SELECT nome, stripe_account FROM organizers WHERE id = ?", organizerID).Scan(&set.Nome, &account)
	if account != nil {
		set.StripeAccount = *account
	}
	return set, err
}

func (a *API) updateOrganizerSettings(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	var body settingsRequest
	if err := decodeJSON(r, &body); err != nil {
		return err
	}
	account := strings.TrimSpace(body.StripeAccount)
	if account != "" && !imports.StripeAccount.MatchString(account) {
		return apperr.Field("stripe_account", MsgStripeAccount)
	}
	var after OrganizerSettings
	err := a.DB.InTx(r.Context(), func(tx *db.Tx) error {
		before, err := a.readSettings(r, tx, s.OrganizerID)
		if err != nil {
			return err
		}
		var value *string
		if account != "" {
			value = &account
		}
		if _, err := tx.Exec(r.Context(), "UPDATE organizers SET stripe_account = ? WHERE id = ?", value, s.OrganizerID); err != nil {
			return err
		}
		after = before
		after.StripeAccount = account
		return a.OrgAuth.Record(r.Context(), tx, s, "organizer.settings", before.Nome, before, after)
	})
	if errors.Is(err, db.ErrNotFound) {
		return apperr.New(apperr.NotFound, orgauth.MsgUnknownOrganizer)
	}
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, after)
	return nil
}
