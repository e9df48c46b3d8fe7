package httpapi

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"strconv"

	"github.com/swaggest/jsonschema-go"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/orgauth"
)

// Who may do what with events: everyone of the console sees the list; owners and managers read
// and write the documents and publish.
var (
	eventReaders = []orgauth.Role{orgauth.Owner, orgauth.Manager, orgauth.Finance, orgauth.Door}
	eventEditors = []orgauth.Role{orgauth.Owner, orgauth.Manager}
)

type eventPath struct {
	ID int64 `path:"id"`
}

type eventDocRequest struct {
	ID int64 `path:"id"`
	catalog.EventInput
}

// EventDocument answers an event in the import document's form. It is the object
// createOrganizerEvent takes, documented once there, on the request's side: one schema cannot be
// both a request's (what the import's checker refuses) and an answer's (every field present).
type EventDocument struct {
	catalog.EventInput
}

// JSONSchema points the reader to the request's schema.
func (EventDocument) JSONSchema() (jsonschema.Schema, error) {
	var s, text jsonschema.Schema
	text.AddType(jsonschema.String)
	s.AddType(jsonschema.Object)
	s.WithRequired("id", "nome")
	s.WithProperties(map[string]jsonschema.SchemaOrBool{"id": text.ToSchemaOrBool(), "nome": text.ToSchemaOrBool()})
	s.WithAdditionalProperties(jsonschema.SchemaOrBool{TypeBoolean: ptrTrue()})
	s.WithDescription("The event in the import document's form (docs/catalog-import.md): the CatalogEventInput that createOrganizerEvent and replaceOrganizerEvent take, as stored.")
	return s, nil
}

func ptrTrue() *bool { t := true; return &t }

// Published answers a publish or an unpublish.
type Published struct {
	Publicado bool `json:"publicado"`
	Changed   bool `json:"changed" description:"false when the event already was so."`
}

// eventID reads the {id} of an event's path; anything else is an event no organizer has.
func eventID(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		return 0, apperr.New(apperr.NotFound, catalog.MsgEventNotFound)
	}
	return id, nil
}

func (a *API) listOrganizerEvents(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	list, err := a.Catalog.OrganizerEvents(r.Context(), s.OrganizerID, a.Now())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, list)
	return nil
}

func (a *API) getEventDocument(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	id, err := eventID(r)
	if err != nil {
		return err
	}
	doc, err := a.Catalog.EventDocument(r.Context(), s.OrganizerID, id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, EventDocument{doc})
	return nil
}

// saveEvent creates (id 0) or replaces an event from the body, fetches its poster as the import
// does, audits it, and answers the document as stored.
func (a *API) saveEvent(w http.ResponseWriter, r *http.Request, s orgauth.Session, id int64) error {
	var raw json.RawMessage
	if err := decodeJSON(r, &raw); err != nil {
		return err
	}
	if len(raw) == 0 {
		return apperr.New(apperr.Invalid, MsgBadRequest)
	}
	var before any
	if id != 0 {
		doc, err := a.Catalog.EventDocument(r.Context(), s.OrganizerID, id)
		if err != nil {
			return err
		}
		before = doc
		if err := a.Catalog.ReplaceEvent(r.Context(), s.OrganizerID, id, raw); err != nil {
			return err
		}
	} else {
		var err error
		if id, err = a.Catalog.CreateEvent(r.Context(), s.OrganizerID, raw); err != nil {
			return err
		}
	}
	if a.Media != nil {
		// A poster that cannot be fetched now stays linked as given; the next save tries again.
		if _, err := a.Media.Sync(r.Context()); err != nil {
			slog.ErrorContext(r.Context(), "console: event poster", "event", id, "err", err)
		}
	}
	after, err := a.Catalog.EventDocument(r.Context(), s.OrganizerID, id)
	if err != nil {
		return err
	}
	action, status := "event.update", http.StatusOK
	if before == nil {
		action, status = "event.create", http.StatusCreated
	}
	if err := a.audit(r.Context(), s, action, id, before, after); err != nil {
		return err
	}
	writeJSON(w, status, EventDocument{after})
	return nil
}

func (a *API) createEvent(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	return a.saveEvent(w, r, s, 0)
}

func (a *API) replaceEvent(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	id, err := eventID(r)
	if err != nil {
		return err
	}
	return a.saveEvent(w, r, s, id)
}

// audit records a console write on an event. The catalog commits the write in its own
// transaction, so the entry follows it in one of its own.
func (a *API) audit(ctx context.Context, s orgauth.Session, action string, event int64, before, after any) error {
	return a.DB.InTx(context.WithoutCancel(ctx), func(tx *db.Tx) error {
		return a.OrgAuth.Record(ctx, tx, s, action, strconv.FormatInt(event, 10), before, after)
	})
}

func (a *API) publishEvent(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	return a.setPublished(w, r, s, true)
}

func (a *API) unpublishEvent(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	return a.setPublished(w, r, s, false)
}

func (a *API) setPublished(w http.ResponseWriter, r *http.Request, s orgauth.Session, publish bool) error {
	id, err := eventID(r)
	if err != nil {
		return err
	}
	change, action := a.Catalog.UnpublishEvent, "event.unpublish"
	if publish {
		change, action = a.Catalog.PublishEvent, "event.publish"
	}
	changed, err := change(r.Context(), s.OrganizerID, id)
	if err != nil {
		return err
	}
	if changed {
		was, is := map[string]bool{"publicado": !publish}, map[string]bool{"publicado": publish}
		if err := a.audit(r.Context(), s, action, id, was, is); err != nil {
			return err
		}
	}
	writeJSON(w, http.StatusOK, Published{Publicado: publish, Changed: changed})
	return nil
}

func (a *API) previewEvent(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	id, err := eventID(r)
	if err != nil {
		return err
	}
	e, err := a.Catalog.Preview(r.Context(), s.OrganizerID, id, a.Now())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, e)
	return nil
}
