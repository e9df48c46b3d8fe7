package httpapi

import (
	"net/http"

	"github.com/catraca/catraca/internal/contact"
	"github.com/catraca/catraca/internal/orgauth"
)

// messageRoles read customers' messages: the people who answer the public.
var messageRoles = []orgauth.Role{orgauth.Owner, orgauth.Manager}

type messagesRequest struct {
	Event  int64 `query:"event" minimum:"0" description:"Only this event's messages."`
	Before int64 `query:"before" minimum:"0" description:"Messages older than this id (the last one of the previous page)."`
	Limit  int   `query:"limit" minimum:"1" maximum:"200" description:"Default 50."`
}

type messagesPage struct {
	Messages []contact.Received `json:"messages"`
}

func (a *API) organizerMessages(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	p, err := pageOf(r)
	if err != nil {
		return err
	}
	event, err := queryNumber(r, "event", 1<<62)
	if err != nil {
		return err
	}
	list, err := a.Contact.Inbox(r.Context(), s.OrganizerID, event, p.before, p.limit)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, messagesPage{Messages: list})
	return nil
}
