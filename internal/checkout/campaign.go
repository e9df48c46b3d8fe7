package checkout

import (
	"context"
	"errors"
	"strings"

	"github.com/catraca/catraca/internal/account"
	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/db"
)

// CampaignEntry is the body of POST /api/event/campaign/{event}.
type CampaignEntry struct {
	Name  string `json:"name" required:"true" minLength:"1" maxLength:"200"`
	Email string `json:"email" required:"true" format:"email" maxLength:"254"`
	CPF   string `json:"cpf" required:"true" pattern:"^[-. ]*([0-9][-. ]*){11}$"`
	Phone string `json:"phone" required:"true" pattern:"^[-() +.]*(5[-() +.]*5[-() +.]*)?[1-9][-() +.]*[1-9][-() +.]*9[-() +.]*([0-9][-() +.]*){8}$" description:"A Brazilian cellphone, read as the order's buyer phone is."`
}

// MsgCampaignTaken answers a second entry with the same e-mail or CPF.
const MsgCampaignTaken = "Você já está inscrito nesta lista."

// JoinCampaign records a pre-sale registration / name on the list: one entry per e-mail
// and per CPF per event, kept by unique constraints. A draft has no list yet: 404.
func (s *Service) JoinCampaign(ctx context.Context, eventID int64, e CampaignEntry) error {
	fields := map[string]string{}
	if msg := nameError(e.Name); msg != "" {
		fields["name"] = msg
	}
	email := account.NormalizeEmail(e.Email)
	if !account.ValidEmail(email) {
		fields["email"] = account.MsgInvalidEmail
	}
	cpf := digits(e.CPF)
	if !account.ValidCPF(cpf) {
		fields["cpf"] = account.MsgInvalidCPF
	}
	phone, ok := account.ParseCellphone(strings.TrimSpace(e.Phone))
	if !ok {
		fields["phone"] = account.MsgInvalidPhone
	}
	if len(fields) > 0 {
		return &apperr.Error{Code: apperr.Invalid, Message: "Confira os dados informados.", Fields: fields}
	}
	var cancelled db.Time
	var ahead bool
	now := ts(s.now())
	err := s.db.QueryRow(ctx, `SELECT data_cancelamento, EXISTS (SELECT 1 FROM sessions s
		WHERE s.event_id = e.id AND COALESCE(s.data_fim, s.data) >= ?) FROM events e WHERE e.id = ? AND e.published_at IS NOT NULL`, now, eventID).
		Scan(&cancelled, &ahead)
	if errors.Is(err, db.ErrNotFound) {
		return apperr.New(apperr.NotFound, catalog.MsgEventNotFound)
	}
	if err != nil {
		return err
	}
	if cancelled.Valid && !now.Before(cancelled.Time) {
		return apperr.New(apperr.Precondition, MsgCancelled).Because(apperr.EventCancelled)
	}
	if !ahead {
		// a list for an event that has already happened would collect data for nothing
		return apperr.New(apperr.Precondition, MsgEventOver).Because(apperr.EventOver)
	}
	_, err = s.db.Exec(ctx, `INSERT INTO campaign_entries (event_id, name, email, cpf, phone, created_at)
		VALUES (?, ?, ?, ?, ?, ?)`, eventID, strings.TrimSpace(e.Name), email, cpf, phone, now)
	if errors.Is(err, db.ErrConflict) {
		return apperr.New(apperr.Conflict, MsgCampaignTaken).Because(apperr.CampaignTaken)
	}
	return err
}
