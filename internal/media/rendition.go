package media

import (
	"context"
	"errors"

	"github.com/catraca/catraca/internal/db"
)

// Rendition is the stored JPEG or PNG rendition of the poster published at source nearest
// to width: the narrowest at least that wide, else the widest. ok is false when the poster
// is not stored. Documents built without a browser (the ticket PDF) draw it.
func (s *Service) Rendition(ctx context.Context, source string, width int) (data []byte, ok bool, err error) {
	err = s.db.QueryRow(ctx, `SELECT f.data FROM media_files f JOIN media m ON m.id = f.media_id
		WHERE m.source_url = ? AND f.format <> 'webp'
		ORDER BY CASE WHEN f.width >= ? THEN f.width ELSE 1000000 - f.width END LIMIT 1`, source, width).Scan(&data)
	if errors.Is(err, db.ErrNotFound) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	return data, true, nil
}
