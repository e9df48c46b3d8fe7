package catalog

import (
	"context"
	"errors"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
)

// Poster is the imagem of organizer's event id; another organizer's event is not found.
func (s *Service) Poster(ctx context.Context, organizer, id int64) (string, error) {
	var imagem string
	err := s.db.QueryRow(ctx, "SELECT imagem FROM events WHERE id = ? AND organizer_id = ?", id, organizer).Scan(&imagem)
	if errors.Is(err, db.ErrNotFound) {
		return "", apperr.New(apperr.NotFound, MsgEventNotFound)
	}
	return imagem, err
}

// SetPoster sets the imagem of organizer's event id inside tx, the transaction that stored the
// poster; the pages show it once the caller reports the change (Freshness().Changed).
func (s *Service) SetPoster(ctx context.Context, tx *db.Tx, organizer, id int64, imagem string) error {
	res, err := tx.Exec(ctx, "UPDATE events SET imagem = ? WHERE id = ? AND organizer_id = ?", imagem, id, organizer)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 0 { // an import gave the event to another organizer since Poster
		return apperr.New(apperr.NotFound, MsgEventNotFound)
	}
	return BumpGeneration(ctx, tx)
}
