package catalog

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
)

// MsgOrganizerNotFound answers an unknown organizer id.
const MsgOrganizerNotFound = "Organizador não encontrado."

// Organizer is an organizer's page with its upcoming public events.
type Organizer struct {
	ID        int64       `json:"id"`
	Nome      string      `json:"nome"`
	Descricao string      `json:"descricao"`
	Logo      string      `json:"logo"`
	Site      string      `json:"site"`
	Instagram string      `json:"instagram"`
	Eventos   []EventCard `json:"eventos"`
}

// OrganizerPage loads an organizer and up to 48 of its upcoming events.
func (s *Service) OrganizerPage(ctx context.Context, id int64, channel string, now time.Time) (Organizer, error) {
	var o Organizer
	err := s.db.QueryRow(ctx, "SELECT id, nome, descricao, logo, site, instagram FROM organizers WHERE id = ?", id).
		Scan(&o.ID, &o.Nome, &o.Descricao, &o.Logo, &o.Site, &o.Instagram)
	if errors.Is(err, db.ErrNotFound) {
		return Organizer{}, apperr.New(apperr.NotFound, MsgOrganizerNotFound)
	}
	if err != nil {
		return Organizer{}, fmt.Errorf("organizer %d: %w", id, err)
	}
	q := newCardQuery(now, channel)
	q.add("e.organizer_id = ?", id)
	if o.Eventos, err = q.list(ctx, s.db, 48, 0); err != nil {
		return Organizer{}, err
	}
	return o, nil
}
