package httpapi

import (
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/media"
)

// placeRoutes are what an event's form needs beyond its document (docs/back-office.md): the
// places to choose from, a new place, and the poster sent from the organizer's computer.
func (a *API) placeRoutes() []route {
	return []route{
		{"listOrganizerPlaces", "GET", "/api/organizer/places", "Owner, manager: the store's places, shared by its organizers, whose name or city contains q, by name, at most 50", "organizer",
			new(placesRequest), new([]catalog.PlaceEntry), a.console(eventEditors, a.organizerPlaces), console, codes(403)},
		{"createOrganizerPlace", "POST", "/api/organizer/places", "Owner, manager: create a place, checked as the import checks its places; without an id one is made from the name", "organizer",
			new(catalog.PlaceInput), new(catalog.PlaceEntry), a.console(eventEditors, a.createPlace), console, codes(201, 403, 409, 422)},
		{"uploadOrganizerEventPoster", "POST", "/api/organizer/events/{id}/poster", "Owner, manager: the body is the event's poster (JPEG, PNG or WebP, at most 15 MB and 40 megapixels), stored in the widths of an imported poster; the event's imagem becomes its reference", "organizer",
			new(posterRequest), new(media.Uploaded), a.console(eventEditors, a.uploadPoster), console, codes(201, 403, 404, 422)},
	}
}

type placesRequest struct {
	Q string `query:"q" description:"Text in the place's name or its city's; empty: every place (up to 50)."`
}

// posterRequest documents the poster's body: the image itself, in one of these types.
type posterRequest struct {
	eventPath
	JPEG []byte `json:"-" contentType:"image/jpeg"`
	PNG  []byte `json:"-" contentType:"image/png"`
	WebP []byte `json:"-" contentType:"image/webp"`
}
