package store

import (
	"context"
	"fmt"
)

// ByID loads a store by id, for work done outside a request (order e-mails).
func (s *Service) ByID(ctx context.Context, id int64) (Store, error) {
	st, err := scanStore(s.db.QueryRow(ctx, "SELECT s.id, s.name, s.is_default, s.pdv, s.pos, s.configs FROM stores s WHERE s.id = ?", id))
	if err != nil {
		return Store{}, fmt.Errorf("store %d: %w", id, err)
	}
	return st, nil
}
