package catalog

import (
	"context"
	"fmt"
	"strings"

	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/refdata"
)

// City is a Brazilian municipality as the city selector shows it.
type City struct {
	ID    int    `json:"id"`
	Name  string `json:"name"`
	State string `json:"state"`
	Order int    `json:"order"`
}

// MaxCityResults caps one city search.
const MaxCityResults = 20

// SearchCities finds municipalities whose folded name contains the folded query, names that
// start with it first. A trailing state, as in "Florianópolis SC" or "Vitória - ES", narrows
// the search to that state.
func (s *Service) SearchCities(ctx context.Context, query string) ([]City, error) {
	key := SearchKey(query)
	state := ""
	if f := strings.Fields(strings.ReplaceAll(key, "-", " ")); len(f) > 1 && len(f[len(f)-1]) == 2 {
		if isState(f[len(f)-1]) {
			state = strings.ToUpper(f[len(f)-1])
			key = strings.Join(f[:len(f)-1], " ")
		}
	}
	if key == "" {
		return []City{}, nil
	}
	prefix := likeEscape(key) + "%"
	contains := "%" + likeEscape(key) + "%"
	rows, err := s.db.Query(ctx, `SELECT id, name, state FROM cities
		WHERE search_key LIKE ? ESCAPE '\' AND (? = '' OR state = ?)
		ORDER BY CASE WHEN search_key = ? THEN 0 WHEN search_key LIKE ? ESCAPE '\' THEN 1 ELSE 2 END, name, state
		LIMIT ?`, contains, state, state, key, prefix, MaxCityResults)
	if err != nil {
		return nil, fmt.Errorf("search cities: %w", err)
	}
	defer rows.Close()
	out := []City{}
	for rows.Next() {
		c := City{Order: len(out)}
		if err := rows.Scan(&c.ID, &c.Name, &c.State); err != nil {
			return nil, fmt.Errorf("scan city: %w", err)
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

var states = func() map[string]bool {
	m := map[string]bool{}
	list, err := refdata.States()
	if err != nil {
		panic(err) // embedded data, checked by refdata's tests
	}
	for _, st := range list {
		m[strings.ToLower(st.UF)] = true
	}
	return m
}()

func isState(s string) bool { return states[s] }

// SeedCities loads the IBGE municipality list when the table is empty.
func (s *Service) SeedCities(ctx context.Context) error {
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM cities").Scan(&n); err != nil {
		return fmt.Errorf("count cities: %w", err)
	}
	if n > 0 {
		return nil
	}
	cities, err := refdata.Cities()
	if err != nil {
		return err
	}
	const batch = 500 // keeps each statement well under both engines' parameter limits
	return s.db.InTx(ctx, func(tx *db.Tx) error {
		for start := 0; start < len(cities); start += batch {
			part := cities[start:min(start+batch, len(cities))]
			var q strings.Builder
			q.WriteString("INSERT INTO cities (id, name, state, search_key) VALUES ")
			args := make([]any, 0, len(part)*4)
			for i, c := range part {
				if i > 0 {
					q.WriteString(", ")
				}
				q.WriteString("(?, ?, ?, ?)")
				args = append(args, c.ID, c.Name, c.State, SearchKey(c.Name))
			}
			if _, err := tx.Exec(ctx, q.String(), args...); err != nil {
				return fmt.Errorf("seed cities: %w", err)
			}
		}
		return nil
	})
}
