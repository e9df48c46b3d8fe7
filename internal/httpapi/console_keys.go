package httpapi

import (
	"context"
	"net/http"
	"strconv"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/orgauth"
	"github.com/catraca/catraca/internal/ticket"
)

// keyRoles may make and revoke door keys: the people who run events.
var keyRoles = []orgauth.Role{orgauth.Owner, orgauth.Manager}

type doorKeyRequest struct {
	Label string `json:"label" required:"true" maxLength:"60" description:"Which gate or team uses it."`
}

// NewDoorKey answers a key's creation: the key, shown this once.
type NewDoorKey struct {
	ticket.DoorKey
	Key string `json:"key" description:"Bearer key for POST /api/checkin; shown only now, stored hashed."`
}

type doorKeyPath struct {
	ID int64 `path:"id"`
}

func (a *API) createDoorKey(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	var body doorKeyRequest
	if err := decodeJSON(r, &body); err != nil {
		return err
	}
	var out NewDoorKey
	err := a.DB.InTx(r.Context(), func(tx *db.Tx) error {
		var err error
		if out.DoorKey, out.Key, err = ticket.CreateKey(r.Context(), tx, s.OrganizerID, body.Label, a.Now()); err != nil {
			return err
		}
		return a.OrgAuth.Record(r.Context(), tx, s, "door_key.create", strconv.FormatInt(out.ID, 10), nil, out.DoorKey)
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, out)
	return nil
}

func (a *API) listDoorKeys(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	keys, err := ticket.Keys(r.Context(), a.DB, s.OrganizerID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, keys)
	return nil
}

func (a *API) revokeDoorKey(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		return apperr.New(apperr.NotFound, ticket.MsgKeyNotFound)
	}
	var k ticket.DoorKey
	err = a.DB.InTx(r.Context(), func(tx *db.Tx) error {
		var err error
		if k, err = ticket.RevokeKey(r.Context(), tx, s.OrganizerID, id, a.Now()); err != nil {
			return err
		}
		now := a.Now().UTC()
		after := k
		after.RevokedAt = &now
		return a.OrgAuth.Record(context.WithoutCancel(r.Context()), tx, s, "door_key.revoke", strconv.FormatInt(id, 10), k, after)
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, Message{Success: true, Message: MsgKeyRevoked})
	return nil
}

// MsgKeyRevoked answers a revoked door key.
const MsgKeyRevoked = "Chave revogada: ela não abre mais a portaria."
