package catalog

import (
	"context"
	"fmt"
	"strconv"

	"github.com/catraca/catraca/internal/db"
)

// Known is a snapshot of what the database holds that an import file may refer to.
type Known struct {
	cities     map[int]bool
	categories map[int]bool
	organizers map[string]bool
	places     map[string]bool
	slugs      map[string]string
}

func (k *Known) CityExists(id int) bool                 { return k.cities[id] }
func (k *Known) CategoryExists(codigo int) bool         { return k.categories[codigo] }
func (k *Known) OrganizerExists(externalID string) bool { return k.organizers[externalID] }
func (k *Known) PlaceExists(externalID string) bool     { return k.places[externalID] }
func (k *Known) SlugOwner(slug string) string           { return k.slugs[slug] }

// LoadKnown reads the ids an import may refer to.
func (s *Service) LoadKnown(ctx context.Context) (*Known, error) {
	k := &Known{cities: map[int]bool{}, categories: map[int]bool{}, organizers: map[string]bool{},
		places: map[string]bool{}, slugs: map[string]string{}}
	sets := []struct {
		query string
		add   func(a, b string)
	}{
		{"SELECT CAST(id AS TEXT), '' FROM cities", func(a, _ string) { k.cities[atoi(a)] = true }},
		{"SELECT CAST(codigo AS TEXT), '' FROM categories", func(a, _ string) { k.categories[atoi(a)] = true }},
		{"SELECT external_id, '' FROM organizers", func(a, _ string) { k.organizers[a] = true }},
		{"SELECT external_id, '' FROM places", func(a, _ string) { k.places[a] = true }},
		{"SELECT slug, external_id FROM events WHERE slug IS NOT NULL", func(a, b string) { k.slugs[a] = b }},
	}
	for _, set := range sets {
		rows, err := s.db.Query(ctx, set.query)
		if err != nil {
			return nil, fmt.Errorf("load known ids: %w", err)
		}
		for rows.Next() {
			var a, b string
			if err := rows.Scan(&a, &b); err != nil {
				rows.Close()
				return nil, fmt.Errorf("load known ids: %w", err)
			}
			set.add(a, b)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
	}
	return k, nil
}

// atoi reads an integer column cast to text by the query.
func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// SectorID finds a sector by the external ids of its event, session and itself.
func (s *Service) SectorID(ctx context.Context, tx *db.Tx, event, session, sector string) (int64, error) {
	var id int64
	err := tx.QueryRow(ctx, `SELECT sec.id FROM sectors sec JOIN sessions s ON s.id = sec.session_id
		JOIN events e ON e.id = s.event_id
		WHERE e.external_id = ? AND s.external_id = ? AND sec.external_id = ?`, event, session, sector).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("sector %s/%s/%s: %w", event, session, sector, err)
	}
	return id, nil
}
