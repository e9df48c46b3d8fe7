package catalog

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
)

// EventOwner is whose an event document is: the event's external id and its organizer's. A
// document may leave out id and organizador; naming others is refused. New marks an event
// being made: any id the document carries gives way to ID, so a copied event's document makes
// a new event.
type EventOwner struct {
	ID          string
	Organizador string
	New         bool
}

// References is what a document may name beyond itself, as the database holds it
// (imports.Known; *Known is one).
type References interface {
	CityExists(ibge int) bool
	CategoryExists(codigo int) bool
	OrganizerExists(externalID string) bool
	PlaceExists(externalID string) bool
	// SlugOwner names the event using slug, or is "".
	SlugOwner(slug string) string
}

// EventChecker reads one event document and checks it as the import checks each event of a
// file: imports.ParseEvent, whose errors are an *apperr.Error with a message per field.
type EventChecker func(src []byte, refs References, owner EventOwner) (EventInput, error)

// EventWrite runs inside the transaction of an event's write from the console, after it: the
// console's audit entry commits with the change or not at all. saved is the event as written
// (nil for a publish or an unpublish).
type EventWrite func(tx *db.Tx, id int64, saved *EventInput) error

// SetEventChecker sets the check CreateEvent and ReplaceEvent run. The app sets
// imports.ParseEvent, which this package cannot call: imports is built on it.
func (s *Service) SetEventChecker(c EventChecker) { s.checkEvent = c }

// CreateEvent makes an event of organizer from src, one event in the import's format (YAML or
// JSON, docs/catalog-import.md) checked by the import's own code. The event is a draft with
// an id of its own; the answer is its id.
func (s *Service) CreateEvent(ctx context.Context, organizer int64, src []byte, within ...EventWrite) (int64, error) {
	return s.saveEvent(ctx, organizer, 0, src, within)
}

// ReplaceEvent replaces organizer's event id with src, read as CreateEvent reads it. What the
// document no longer lists is removed, with the import's refusals (a session or sector an
// order refers to, a lote with tickets sold). The event keeps its published state. Another
// organizer's event is not found.
func (s *Service) ReplaceEvent(ctx context.Context, organizer, id int64, src []byte, within ...EventWrite) error {
	_, err := s.saveEvent(ctx, organizer, id, src, within)
	return err
}

// saveEvent writes src as organizer's event id, or as a new one when id is 0.
func (s *Service) saveEvent(ctx context.Context, organizer, id int64, src []byte, within []EventWrite) (int64, error) {
	if s.checkEvent == nil {
		return 0, errors.New("catalog: no event checker set (SetEventChecker)")
	}
	owner, err := s.eventOwner(ctx, organizer, id)
	if err != nil {
		return 0, err
	}
	refs, err := s.organizerRefs(ctx, organizer)
	if err != nil {
		return 0, err
	}
	e, err := s.checkEvent(src, refs, owner)
	if err != nil {
		return 0, err
	}
	err = s.db.InTx(ctx, func(tx *db.Tx) error {
		if err := BumpGeneration(ctx, tx); err != nil {
			return err
		}
		if !owner.New { // an import may have given the event to another organizer since
			var now int64
			err := tx.QueryRow(ctx, "SELECT organizer_id FROM events WHERE id = ?", id).Scan(&now)
			if errors.Is(err, db.ErrNotFound) || (err == nil && now != organizer) {
				return apperr.New(apperr.NotFound, MsgEventNotFound)
			}
			if err != nil {
				return err
			}
		}
		saved, err := upsertEvent(ctx, tx, e, nil, &ApplyResult{})
		id = saved
		if err != nil {
			return asFieldError(err)
		}
		for _, w := range within {
			if err := w(tx, id, &e); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	s.fresh.Changed()
	return id, nil
}

// eventOwner is who the document of organizer's event id (0: a new one) belongs to.
func (s *Service) eventOwner(ctx context.Context, organizer, id int64) (EventOwner, error) {
	var o EventOwner
	if id == 0 {
		err := s.db.QueryRow(ctx, "SELECT external_id FROM organizers WHERE id = ?", organizer).Scan(&o.Organizador)
		if errors.Is(err, db.ErrNotFound) {
			return o, apperr.New(apperr.NotFound, MsgOrganizerNotFound)
		}
		o.ID, o.New = newEventID(), true
		return o, err
	}
	err := s.db.QueryRow(ctx, `SELECT e.external_id, o.external_id FROM events e JOIN organizers o ON o.id = e.organizer_id
		WHERE e.id = ? AND e.organizer_id = ?`, id, organizer).Scan(&o.ID, &o.Organizador)
	if errors.Is(err, db.ErrNotFound) {
		return o, apperr.New(apperr.NotFound, MsgEventNotFound)
	}
	return o, err
}

// newEventID is the external id of an event made in the console: random, so it never meets a
// file's ids nor says how many events there are.
func newEventID() string {
	b := make([]byte, 8)
	_, _ = rand.Read(b) // crypto/rand.Read never fails
	return "ev-" + hex.EncodeToString(b)
}

// organizerRefs is what organizer's documents may name: the import's references, except that
// the slug of another organizer's event is taken without saying by which event.
func (s *Service) organizerRefs(ctx context.Context, organizer int64) (References, error) {
	known, err := s.LoadKnown(ctx)
	if err != nil {
		return nil, err
	}
	rows, err := s.db.Query(ctx, "SELECT slug FROM events WHERE slug IS NOT NULL AND organizer_id <> ?", organizer)
	if err != nil {
		return nil, fmt.Errorf("other organizers' slugs: %w", err)
	}
	defer rows.Close()
	refs := organizerKnown{Known: known, foreign: map[string]bool{}}
	for rows.Next() {
		var slug string
		if err := rows.Scan(&slug); err != nil {
			return nil, fmt.Errorf("scan slug: %w", err)
		}
		refs.foreign[slug] = true
	}
	return refs, rows.Err()
}

type organizerKnown struct {
	*Known
	foreign map[string]bool
}

// SlugOwner completes the import's "o slug X já é do evento ..." for another organizer's event.
func (k organizerKnown) SlugOwner(slug string) string {
	if k.foreign[slug] {
		return "de outro organizador"
	}
	return k.Known.SlugOwner(slug)
}
