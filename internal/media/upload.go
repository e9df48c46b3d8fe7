package media

import (
	"context"
	"crypto/rand"
	"errors"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
)

// Why an uploaded poster is refused.
const (
	MsgPosterType     = "O cartaz deve ser uma imagem JPEG, PNG ou WebP."
	MsgPosterBroken   = "Não foi possível ler o cartaz: a imagem está corrompida ou incompleta."
	MsgPosterTooLarge = "O cartaz deve ter no máximo 15 MB."
	MsgPosterPixels   = "O cartaz deve ter no máximo 40 megapixels."
)

// Uploaded is a poster stored from an upload.
type Uploaded struct {
	Imagem string `json:"imagem" description:"The poster's reference: the value of the event document's imagem (the URL of its largest rendition on the store), which the storefront and the import resolve as an imported poster."`
	URL    string `json:"url" description:"Where to show the poster now: its 640 px WebP rendition (or its widest, when narrower), on the store."`
}

// previewWidth is the rendition the console shows right after an upload.
const previewWidth = 640

// Upload stores data, an image an organizer sent, with the very renditions of a fetched
// poster. Its reference is the URL of its largest rendition on origin: the storefront finds it
// by that reference as it finds a fetched poster by its address, and an import naming it finds
// it already stored. within runs in the same transaction with the reference (the event's
// update and its audit), so a failed update leaves no poster behind.
func (s *Service) Upload(ctx context.Context, data []byte, origin string, within func(tx *db.Tx, imagem string) error) (Uploaded, error) {
	p, err := prepare(data)
	switch {
	case errors.Is(err, errNotImage):
		return Uploaded{}, apperr.New(apperr.Unprocessable, MsgPosterType)
	case errors.Is(err, errUnread):
		return Uploaded{}, apperr.New(apperr.Unprocessable, MsgPosterBroken)
	case errors.Is(err, errTooPixels):
		return Uploaded{}, apperr.New(apperr.Unprocessable, MsgPosterPixels)
	case err != nil:
		return Uploaded{}, err
	}
	var out Uploaded
	err = s.db.InTx(ctx, func(tx *db.Tx) error {
		// The reference holds the id, known only once inserted: a unique stand-in comes first.
		id, err := s.insert(ctx, tx, "upload:"+rand.Text(), p)
		if err != nil {
			return err
		}
		largest := p.widths[len(p.widths)-1]
		out.Imagem = origin + URL(id, largest, p.format)
		out.URL = URL(id, largest, "webp")
		for _, w := range p.widths {
			if w >= previewWidth {
				out.URL = URL(id, w, "webp")
				break
			}
		}
		if _, err := tx.Exec(ctx, "UPDATE media SET source_url = ? WHERE id = ?", out.Imagem, id); err != nil {
			return err
		}
		return within(tx, out.Imagem)
	})
	if err != nil {
		return Uploaded{}, err
	}
	return out, nil
}
