package httpapi

import (
	"net/http"
	"strconv"

	"github.com/catraca/catraca/internal/apperr"
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
	q := r.URL.Query()
	var nums [2]int64
	for i, name := range []string{"event", "before"} {
		if v := q.Get(name); v != "" {
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil || n < 0 {
				return apperr.Field(name, MsgBadNumber)
			}
			nums[i] = n
		}
	}
	limit := 50
	if v := q.Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 200 {
			return apperr.Field("limit", MsgBadNumber)
		}
		limit = n
	}
	list, err := a.Contact.Inbox(r.Context(), s.OrganizerID, nums[0], nums[1], limit)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, messagesPage{Messages: list})
	return nil
}
