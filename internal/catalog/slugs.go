package catalog

import (
	"context"
	"errors"
	"fmt"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
)

// MsgSlugNotFound answers a slug no event uses.
const MsgSlugNotFound = "Página não encontrada."

// Slug is what a top-level path resolves to.
type Slug struct {
	Slug   string `json:"slug"`
	Evento int64  `json:"evento"`
	URL    string `json:"url"`
}

// ResolveSlug finds the event behind a slug.
func (s *Service) ResolveSlug(ctx context.Context, slug string) (Slug, error) {
	var id int64
	err := s.db.QueryRow(ctx, "SELECT id FROM events WHERE slug = ?", slug).Scan(&id)
	if errors.Is(err, db.ErrNotFound) {
		return Slug{}, apperr.New(apperr.NotFound, MsgSlugNotFound)
	}
	if err != nil {
		return Slug{}, fmt.Errorf("slug: %w", err)
	}
	return Slug{Slug: slug, Evento: id, URL: "/" + slug}, nil
}
