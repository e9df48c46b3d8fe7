package catalog

import (
	"context"
	"fmt"
	"time"

	"github.com/catraca/catraca/internal/db"
)

// Category is an event category (spec section 3); Oculto 1 means hidden.
type Category struct {
	Codigo int    `json:"codigo"`
	Nome   string `json:"nome"`
	Oculto int    `json:"oculto"`
}

// Service is the catalog's entry point.
type Service struct {
	db         *db.DB
	fresh      *Freshness
	clock      func() time.Time // replaced by SetClock; read through now()
	visits     visits
	checkEvent EventChecker // set by SetEventChecker
	checkPlace PlaceChecker // set by SetPlaceChecker
}

// NewService returns a catalog service on d.
func NewService(d *db.DB) *Service {
	s := &Service{db: d, clock: time.Now}
	s.fresh = newFreshness(d, func() time.Time { return s.clock() })
	return s
}

// Categories lists the visible categories in their display order; hidden ones never appear.
func (s *Service) Categories(ctx context.Context) ([]Category, error) {
	rows, err := s.db.Query(ctx, "SELECT codigo, nome, oculto FROM categories WHERE oculto = 0 ORDER BY ordem, nome")
	if err != nil {
		return nil, fmt.Errorf("list categories: %w", err)
	}
	defer rows.Close()
	out := []Category{}
	for rows.Next() {
		var c Category
		if err := rows.Scan(&c.Codigo, &c.Nome, &c.Oculto); err != nil {
			return nil, fmt.Errorf("scan category: %w", err)
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// SaveCategory inserts or updates a category by its code; order sets its place in lists.
func (s *Service) SaveCategory(ctx context.Context, c Category, order int) error {
	err := s.db.InTx(ctx, func(tx *db.Tx) error {
		if err := BumpGeneration(ctx, tx); err != nil {
			return err
		}
		return saveCategory(ctx, tx, c, order)
	})
	if err == nil {
		s.fresh.Changed()
	}
	return err
}

func saveCategory(ctx context.Context, tx *db.Tx, c Category, order int) error {
	_, err := tx.Exec(ctx, `INSERT INTO categories (codigo, nome, oculto, ordem) VALUES (?, ?, ?, ?)
		ON CONFLICT (codigo) DO UPDATE SET nome = excluded.nome, oculto = excluded.oculto, ordem = excluded.ordem`,
		c.Codigo, c.Nome, c.Oculto, order)
	if err != nil {
		return fmt.Errorf("save category %d: %w", c.Codigo, err)
	}
	return nil
}
