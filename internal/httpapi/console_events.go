package httpapi

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"strconv"
	"time"

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

// documentBody is a console's document in the import's form, as sent, for the import's checker
// to read (an empty body is refused).
func documentBody(r *http.Request) (json.RawMessage, error) {
	var raw json.RawMessage
	if err := decodeJSON(r, &raw); err != nil {
		return nil, err
	}
	if len(raw) == 0 {
		return nil, apperr.New(apperr.Invalid, MsgBadRequest)
	}
	return raw, nil
}

// saveEvent creates (id 0) or replaces an event from the body, fetches its poster as the import
// does, audits it, and answers the document as stored.
func (a *API) saveEvent(w http.ResponseWriter, r *http.Request, s orgauth.Session, id int64) error {
	raw, err := documentBody(r)
	if err != nil {
		return err
	}
	var before any
	action, status := "event.create", http.StatusCreated
	if id != 0 {
		doc, err := a.Catalog.EventDocument(r.Context(), s.OrganizerID, id)
		if err != nil {
			return err
		}
		before, action, status = doc, "event.update", http.StatusOK
	}
	// The entry commits with the event: after is the document as the write stored it.
	audited := a.auditEvent(r.Context(), s, action, before)
	if before != nil {
		if err := a.Catalog.ReplaceEvent(r.Context(), s.OrganizerID, id, raw, audited); err != nil {
			return err
		}
	} else {
		if id, err = a.Catalog.CreateEvent(r.Context(), s.OrganizerID, raw, audited); err != nil {
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
	// The document names the event by its file id: the console's pages go by this number.
	w.Header().Set("Location", "/api/organizer/events/"+strconv.FormatInt(id, 10))
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

// auditEvent records a console write on an event inside the catalog's own transaction of it,
// with the record before and the event as written (for a publish, before and after are given).
func (a *API) auditEvent(ctx context.Context, s orgauth.Session, action string, before any, after ...any) catalog.EventWrite {
	return func(tx *db.Tx, id int64, saved *catalog.EventInput) error {
		var now any = saved
		if saved == nil && len(after) > 0 {
			now = after[0]
		}
		return a.OrgAuth.Record(ctx, tx, s, action, strconv.FormatInt(id, 10), before, now)
	}
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
	was, is := map[string]bool{"publicado": !publish}, map[string]bool{"publicado": publish}
	changed, err := change(r.Context(), s.OrganizerID, id, a.auditEvent(r.Context(), s, action, was, is))
	if err != nil {
		return err
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

// PreviewLink opens an event's storefront page, draft or published, until it expires.
type PreviewLink struct {
	URL       string    `json:"url" description:"The event's page (by id, as a draft has no public slug) with ?previa=."`
	ExpiresAt time.Time `json:"expires_at"`
}

func (a *API) previewLink(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	id, err := eventID(r)
	if err != nil {
		return err
	}
	if _, err := a.Catalog.Preview(r.Context(), s.OrganizerID, id, a.Now()); err != nil {
		return err // another organizer's event is not found, as an unknown one
	}
	_, origin, err := a.orgBrand(r)
	if err != nil {
		return err
	}
	expires := a.Now().Add(orgauth.PreviewLife).Truncate(time.Second)
	token := a.OrgAuth.PreviewToken(id, s.OrganizerID, expires)
	writeJSON(w, http.StatusOK, PreviewLink{URL: origin + catalog.EventURL(id, nil) + "?previa=" + token, ExpiresAt: expires})
	return nil
}
