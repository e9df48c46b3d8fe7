package store

import (
	"context"
	"fmt"
)

// EnsureDefault creates a plain default store when the database has none, so a fresh
// installation answers /api/config before the operator configures anything.
func (s *Service) EnsureDefault(ctx context.Context) error {
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM stores WHERE is_default = 1").Scan(&n); err != nil {
		return fmt.Errorf("count default stores: %w", err)
	}
	if n > 0 {
		return nil
	}
	_, err := s.Save(ctx, Store{Name: "Catraca", Default: true, Configs: Configs{
		Template: Template{
			Colors: Colors{
				Primary: "#5b21b6", Secondary: "#f59e0b", Background: "#ffffff", Text: "#1f2937",
				Header: "#ffffff", HeaderText: "#1f2937", Footer: "#1f2937", FooterText: "#f9fafb",
			},
			Banner: true, Categories: true, Locale: "pt", EventsPerLine: 4,
		},
	}.withDefaults()})
	return err
}
