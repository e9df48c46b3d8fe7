package catalog

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
)

// MsgSlugNotFound answers a slug no event uses.
const MsgSlugNotFound = "Página não encontrada."

// ReservedPaths are the first path segments the storefront itself uses: its own routes
// (web/src/app/routes.tsx) and the server's. No event slug may take one, and the server
// never looks one up as a slug.
var ReservedPaths = map[string]bool{"api": true, "assets": true, "media": true, "buscar": true, "search": true,
	"evento": true, "ingressos": true, "ticket": true, "pedido": true, "portaria": true, "conta": true,
	"sobre": true, "checkout": true, "organizador": true, "pt": true, "en": true, "_dev": true, "healthz": true, "readyz": true,
	"metrics": true, "sitemap.xml": true, "robots.txt": true, "produto": true}

// Slug is what a top-level path resolves to.
type Slug struct {
	Slug   string `json:"slug"`
	Evento int64  `json:"evento"`
	URL    string `json:"url"`
}

// ResolveSlug finds the published event behind a slug; a draft's slug is not found (it stays
// the draft's: no other event may take it).
func (s *Service) ResolveSlug(ctx context.Context, slug string) (Slug, error) {
	var id int64
	err := s.db.QueryRow(ctx, "SELECT id FROM events WHERE slug = ? AND published_at IS NOT NULL", slug).Scan(&id)
	if errors.Is(err, db.ErrNotFound) {
		return Slug{}, apperr.New(apperr.NotFound, MsgSlugNotFound)
	}
	if err != nil {
		return Slug{}, fmt.Errorf("slug: %w", err)
	}
	return Slug{Slug: slug, Evento: id, URL: "/" + slug}, nil
}

// PublicURLs lists the storefront paths of published public events with a session still to come, for
// the sitemap; organizer limits them to one organizer's store.
func (s *Service) PublicURLs(ctx context.Context, organizer *int64, now time.Time) ([]string, error) {
	q := `SELECT e.id, e.slug FROM events e WHERE e.site_visibilidade = 'N' AND e.published_at IS NOT NULL
		AND EXISTS (SELECT 1 FROM sessions s WHERE s.event_id = e.id AND COALESCE(s.data_fim, s.data) >= ?)`
	args := []any{now.UTC().Truncate(time.Second)}
	if organizer != nil {
		q += " AND e.organizer_id = ?"
		args = append(args, *organizer)
	}
	rows, err := s.db.Query(ctx, q+" ORDER BY e.id LIMIT 50000", args...)
	if err != nil {
		return nil, fmt.Errorf("public event urls: %w", err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var id int64
		var slug *string
		if err := rows.Scan(&id, &slug); err != nil {
			return nil, fmt.Errorf("scan event url: %w", err)
		}
		out = append(out, EventURL(id, slug))
	}
	return out, rows.Err()
}
