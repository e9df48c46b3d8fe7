package httpapi

import (
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/orgauth"
	"github.com/catraca/catraca/internal/ticket"
)

// organizerRoutes are the back office's door and its people (docs/back-office.md): invitations,
// the login in two steps, the session, the users of an organizer and the audit log. Every call
// but the first three takes the console's own Bearer token (never a customer's) and checks the
// caller's role on the server.
func (a *API) organizerRoutes() []route {
	return []route{
		{"acceptOrganizerInvitation", "POST", "/api/organizer/invitations/{token}/accept", "Accept an invitation to an organizer's console: set your name and password (at least 10 characters, not a common one)", "organizer",
			new(acceptInvitationRequest), new(Message), handle(a.acceptInvitation), public, codes(404, 409, 429)},
		{"organizerLogin", "POST", "/api/organizer/login", "First step of the console's login: e-mail and password; a 6-digit code is e-mailed every time", "organizer",
			new(organizerLoginRequest), new(organizerChallenge), handle(a.organizerLogin), public, codes(401, 429)},
		{"organizerLoginVerify", "POST", "/api/organizer/login/verify", "Second step: the challenge and the e-mailed code open a session (12 hours idle)", "organizer",
			new(organizerVerifyRequest), new(orgauth.Login), handle(a.organizerVerify), public, codes(429)},
		{"organizerLogout", "POST", "/api/organizer/logout", "End the console session", "organizer",
			nil, new(Message), a.console(nil, a.organizerLogout), console, nil},
		{"getOrganizerMe", "GET", "/api/organizer/me", "The console session's user and organizer", "organizer",
			nil, new(orgauth.Identity), a.console(nil, a.organizerMe), console, nil},
		{"inviteOrganizerUser", "POST", "/api/organizer/invitations", "Owner: invite someone to the console with a role; the link goes by e-mail", "organizer",
			new(inviteRequest), new(Message), a.console(owners, a.inviteUser), console, codes(201, 403, 409)},
		{"listOrganizerUsers", "GET", "/api/organizer/users", "Owner: the organizer's console users", "organizer",
			nil, new([]orgauth.User), a.console(owners, a.listUsers), console, codes(403)},
		{"updateOrganizerUser", "PUT", "/api/organizer/users/{id}", "Owner: change a user's role (the organizer keeps at least one owner)", "organizer",
			new(userRoleRequest), new(orgauth.User), a.console(owners, a.setUserRole), console, codes(403, 404, 409)},
		{"removeOrganizerUser", "DELETE", "/api/organizer/users/{id}", "Owner: end a user's access and sessions (the organizer keeps at least one owner)", "organizer",
			new(userPath), new(Message), a.console(owners, a.removeUser), console, codes(403, 404, 409)},
		{"createDoorKey", "POST", "/api/organizer/door-keys", "Owner, manager: a door key for check-in, with a label; the key is shown once", "organizer",
			new(doorKeyRequest), new(NewDoorKey), a.console(keyRoles, a.createDoorKey), console, codes(201, 403)},
		{"listDoorKeys", "GET", "/api/organizer/door-keys", "Owner, manager: the organizer's door keys (never the keys themselves)", "organizer",
			nil, new([]ticket.DoorKey), a.console(keyRoles, a.listDoorKeys), console, codes(403)},
		{"revokeDoorKey", "DELETE", "/api/organizer/door-keys/{id}", "Owner, manager: revoke a door key at once", "organizer",
			new(doorKeyPath), new(Message), a.console(keyRoles, a.revokeDoorKey), console, codes(403, 404)},
		{"listOrganizerMessages", "GET", "/api/organizer/messages", "Owner, manager: customers' messages to the organizer, newest first, per event if asked (each was also e-mailed with Reply-To)", "organizer",
			new(messagesRequest), new(messagesPage), a.console(messageRoles, a.organizerMessages), console, codes(403)},
		{"getOrganizerSettings", "GET", "/api/organizer/settings", "The organizer's settings: its Stripe connected account", "organizer",
			nil, new(OrganizerSettings), a.console(owners, a.organizerSettings), console, codes(403)},
		{"updateOrganizerSettings", "PUT", "/api/organizer/settings", "Owner: set or clear the organizer's Stripe connected account (its orders then pay it; docs/payments.md)", "organizer",
			new(settingsRequest), new(OrganizerSettings), a.console(owners, a.updateOrganizerSettings), console, codes(403)},
		{"listOrganizerEvents", "GET", "/api/organizer/events", "The organizer's events, drafts too, with their status and sales so far", "organizer",
			nil, new([]catalog.OrganizerEvent), a.console(eventReaders, a.listOrganizerEvents), console, nil},
		{"createOrganizerEvent", "POST", "/api/organizer/events", "Owner, manager: create an event from the import document's form (docs/catalog-import.md); it is a draft until published", "organizer",
			new(catalog.EventInput), new(EventDocument), a.console(eventEditors, a.createEvent), console, codes(201, 403, 422)},
		{"getOrganizerEvent", "GET", "/api/organizer/events/{id}", "Owner, manager: one event in the import document's form", "organizer",
			new(eventPath), new(EventDocument), a.console(eventEditors, a.getEventDocument), console, codes(403, 404)},
		{"replaceOrganizerEvent", "PUT", "/api/organizer/events/{id}", "Owner, manager: replace an event from the import document's form, checked as the import checks it", "organizer",
			new(eventDocRequest), new(EventDocument), a.console(eventEditors, a.replaceEvent), console, codes(403, 404, 422)},
		{"publishOrganizerEvent", "POST", "/api/organizer/events/{id}/publish", "Owner, manager: show the event on the storefront", "organizer",
			new(eventPath), new(Published), a.console(eventEditors, a.publishEvent), console, codes(403, 404)},
		{"unpublishOrganizerEvent", "POST", "/api/organizer/events/{id}/unpublish", "Owner, manager: take the event off the storefront (a draft again)", "organizer",
			new(eventPath), new(Published), a.console(eventEditors, a.unpublishEvent), console, codes(403, 404)},
		{"previewOrganizerEvent", "GET", "/api/organizer/events/{id}/preview", "Owner, manager: the event page's data as the storefront would show it, drafts too", "organizer",
			new(eventPath), new(catalog.Event), a.console(eventEditors, a.previewEvent), console, codes(403, 404)},
		{"createEventPreviewLink", "POST", "/api/organizer/events/{id}/preview-link", "Owner, manager: a link to the event's own storefront page, drafts too, for anyone who has it during an hour; not on sale there", "organizer",
			new(eventPath), new(PreviewLink), a.console(eventEditors, a.previewLink), console, codes(403, 404)},
		{"getOrganizerAudit", "GET", "/api/organizer/audit", "Owner: the audit log, newest first (who, when, what, before and after)", "organizer",
			new(auditRequest), new(auditPage), a.console(owners, a.organizerAudit), console, codes(403)},
	}
}

// owners may manage users and read the audit log.
var owners = []orgauth.Role{orgauth.Owner}
