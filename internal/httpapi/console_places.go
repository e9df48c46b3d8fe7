package httpapi

import (
	"errors"
	"io"
	"mime"
	"net/http"
	"strconv"
	"strings"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/media"
	"github.com/catraca/catraca/internal/orgauth"
)

func (a *API) organizerPlaces(w http.ResponseWriter, r *http.Request, _ orgauth.Session) error {
	list, err := a.Catalog.Places(r.Context(), r.URL.Query().Get("q"))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, list)
	return nil
}

// createPlace makes a place from the body, in the import's form, and audits it.
func (a *API) createPlace(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	raw, err := documentBody(r)
	if err != nil {
		return err
	}
	place, err := a.Catalog.CreatePlace(r.Context(), s.OrganizerID, raw, func(tx *db.Tx, saved catalog.PlaceEntry) error {
		return a.OrgAuth.Record(r.Context(), tx, s, "place.create", saved.ID, nil, saved)
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, place)
	return nil
}

// posterTypes are the Content-Types a poster may be sent as; its bytes decide what it is.
var posterTypes = map[string]bool{"image/jpeg": true, "image/png": true, "image/webp": true}

// isPosterUpload tells Observe which requests may carry a poster's body rather than a form's.
func isPosterUpload(r *http.Request) bool {
	return r.Method == http.MethodPost && strings.HasPrefix(r.URL.Path, "/api/organizer/events/") &&
		strings.HasSuffix(r.URL.Path, "/poster")
}

// uploadPoster stores the body as the event's poster, sets the event's imagem to it and audits
// the change, all in one transaction.
func (a *API) uploadPoster(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	id, err := eventID(r)
	if err != nil {
		return err
	}
	before, err := a.Catalog.Poster(r.Context(), s.OrganizerID, id)
	if err != nil {
		return err
	}
	if t, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || !posterTypes[t] {
		return apperr.New(apperr.UnsupportedMedia, media.MsgPosterType)
	}
	if r.ContentLength > media.MaxBytes { // refused before reading a byte of it
		return apperr.New(apperr.TooLarge, media.MsgPosterTooLarge)
	}
	data, err := io.ReadAll(r.Body)
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		return apperr.New(apperr.TooLarge, media.MsgPosterTooLarge)
	}
	if err != nil {
		return err // the client went away mid-body
	}
	st, err := a.storeOf(r)
	if err != nil {
		return err
	}
	subject := strconv.FormatInt(id, 10)
	out, err := a.Media.Upload(r.Context(), data, a.Stores.Origin(st), func(tx *db.Tx, imagem string) error {
		if err := a.Catalog.SetPoster(r.Context(), tx, s.OrganizerID, id, imagem); err != nil {
			return err
		}
		return a.OrgAuth.Record(r.Context(), tx, s, "event.poster", subject,
			map[string]string{"imagem": before}, map[string]string{"imagem": imagem})
	})
	if err != nil {
		return err
	}
	a.Catalog.Freshness().Changed() // this process's pages show the poster at once
	writeJSON(w, http.StatusCreated, out)
	return nil
}
