// Package httpapi is the JSON API of spec section 7 under /api: one list of routes, thin
// handlers that decode, validate, call the domain and respond.
package httpapi

import (
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/catraca/catraca/internal/account"
	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/backoffice"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/checkout"
	"github.com/catraca/catraca/internal/clientaddr"
	"github.com/catraca/catraca/internal/contact"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/idempotency"
	"github.com/catraca/catraca/internal/media"
	"github.com/catraca/catraca/internal/orgauth"
	"github.com/catraca/catraca/internal/payment/sandbox"
	"github.com/catraca/catraca/internal/payouts"
	"github.com/catraca/catraca/internal/queue"
	"github.com/catraca/catraca/internal/ratelimit"
	"github.com/catraca/catraca/internal/refdata"
	"github.com/catraca/catraca/internal/respcache"
	"github.com/catraca/catraca/internal/store"
	"github.com/catraca/catraca/internal/ticket"
)

// API holds the services the handlers call.
type API struct {
	Stores   *store.Service
	Catalog  *catalog.Service
	Accounts *account.Service
	Limiter  ratelimit.Limiter
	DB       *db.DB
	Now      func() time.Time
	Checkout *checkout.Service
	Idem     *idempotency.Store
	// Sandbox is the sandbox gateway when it is the provider; its test-only routes exist
	// only then.
	Sandbox *sandbox.Provider
	// Dev tells whether a request may use the development conveniences (CATRACA_DEV=1 on a
	// loopback listener, from a loopback client); nil means never. The sandbox's "pay this
	// order" route exists only then: anywhere else it would let anyone issue tickets unpaid.
	Dev func(r *http.Request) bool
	// Cache keeps public catalog answers until the catalog changes; nil builds each one.
	Cache *respcache.Cache
	// Tickets and Contact serve what a buyer does after the purchase.
	Tickets *ticket.Service
	Contact *contact.Service
	// Clients decides a request's client address for every per-address rule.
	Clients clientaddr.Resolver
	// Payouts reports to organizers what they are owed.
	Payouts *payouts.Service
	// OrgAuth admits the back office's users.
	OrgAuth *orgauth.Service
	// Media fetches the posters of events saved in the console; nil fetches none.
	Media *media.Service
	// Backoffice reads the console's sales and orders.
	Backoffice *backoffice.Service
	// Queue is the waiting room of queued sales; nil queues none.
	Queue *queue.Service
}

// route is one endpoint with what the OpenAPI document says about it. Literals list every
// field, so a new route has to say who may call it and which errors it answers.
type route struct {
	// id is the operationId: stable and camelCase, what generated clients name the call
	// (createOrder, not PostApiCheckoutOrders); a test refuses a route without one.
	id           string
	method, path string
	summary, tag string
	request      any // struct with path/query/json tags, or nil
	response     any
	handler      http.HandlerFunc
	auth         authMode
	// statuses are the answers beyond the success and those every route may give
	// (commonStatuses, 401 from auth); 201 first makes it the success status.
	statuses []int
}

// authMode is how a route reads the Authorization: Bearer header.
type authMode int

const (
	public   authMode = iota // ignores it
	optional                 // a buyer may send it; a token that does not authenticate answers 401
	required                 // answers 401 without a valid token
	console                  // the back office's own token (organizer users), never a customer's
)

// codes keeps route literals short.
func codes(s ...int) []int { return s }

func (a *API) routes() []route {
	return slices.Concat(a.baseRoutes(), a.checkoutRoutes(), a.queueRoutes(), a.afterRoutes(), a.organizerRoutes(),
		a.consoleReadRoutes(), a.moneyRoutes(), a.placeRoutes(), a.couponRoutes())
}

func (a *API) baseRoutes() []route {
	return []route{
		{"getStoreConfig", "GET", "/api/config", "Store configuration for a host", "store",
			new(configRequest), new(store.Config), a.config, public, nil},
		{"listCategories", "GET", "/api/v2/events/categories/list", "Visible event categories", "catalog",
			nil, new([]catalog.Category), a.categories, public, nil},
		{"searchCities", "GET", "/api/v2/city/search", "Brazilian municipalities matching a text", "catalog",
			new(citySearchRequest), new([]catalog.City), a.citySearch, public, nil},
		{"listCovers", "GET", "/api/store/covers", "Banner events of a city, or of all regions with pais=Brasil", "catalog",
			new(coversRequest), new([]catalog.EventCard), a.covers, public, nil},
		{"listEvents", "POST", "/api/v2/events/list", "Upcoming events: home (origem=capa) and search", "catalog",
			new(eventsListRequest), new(catalog.EventPage), a.eventsList, public, nil},
		{"getEvent", "POST", "/api/v2/event/detail/{event}", "Event page; 403 'Senha Inválida' on a wrong password", "catalog",
			new(eventDetailRequest), new(catalog.Event), a.eventDetail, public, codes(403, 404)},
		{"resolveSlug", "GET", "/api/slugs", "Resolve a top-level slug to its event", "catalog",
			new(slugRequest), new(catalog.Slug), a.slug, public, codes(404)},
		{"getOrganizer", "GET", "/api/v2/organizers/page/details/{id}", "Organizer page with upcoming events", "catalog",
			new(organizerRequest), new(catalog.Organizer), a.organizer, public, codes(404)},
		{"listFaq", "GET", "/api/event/faq/{event}", "Questions and answers of an event", "catalog",
			new(faqRequest), new([]catalog.Question), a.faq, public, codes(403, 404)},
		{"countFaqView", "PUT", "/api/events/faq/log/{event}/{question}", "Count one view of a question", "catalog",
			new(faqLogRequest), new(faqLogResponse), a.faqLog, public, codes(404)},
		{"login", "POST", "/api/auth/loginsite", "Log in; 2fa flag or only id when a code was e-mailed", "accounts",
			new(loginRequest), new(account.LoginResult), handle(a.login), public, codes(401, 429)},
		{"logout", "POST", "/api/auth/logout", "End the session of the Bearer token", "accounts",
			nil, new(Message), a.bearer(handle(a.logout)), required, nil},
		{"register", "POST", "/api/clients/register", "Create an account (confirmed by an e-mailed code)", "accounts",
			new(account.Registration), new(account.Customer), handle(a.register), public, codes(409, 429)},
		{"getCustomer", "GET", "/api/clients/details", "The logged-in customer", "accounts",
			nil, new(account.Customer), a.bearer(a.details), required, nil},
		{"checkEmailAvailable", "GET", "/api/clients/email/available/{email}", "Whether an e-mail is free to register", "accounts",
			new(emailPath), new(Available), a.available(a.emailAvailable), public, codes(429)},
		{"checkCpfAvailable", "GET", "/api/clients/cpf/available/{cpf}", "Whether a CPF is free to register", "accounts",
			new(cpfPath), new(Available), a.available(a.cpfAvailable), public, codes(429)},
		{"resendLoginToken", "POST", "/api/auth/resend-login-token", "Mail a new two-factor code to a pending login", "accounts",
			new(emailRequest), new(Message), handle(a.resendLoginToken), public, codes(404, 429)},
		{"confirmRegistration", "POST", "/api/clients/validate/token", "Confirm a registration with its code", "accounts",
			new(validateTokenRequest), new(Message), handle(a.validateToken), public, codes(404, 409, 429)},
		{"resendRegistrationToken", "POST", "/api/clients/validate/token/resend", "Mail a new registration code", "accounts",
			new(customerRequest), new(Message), handle(a.resendValidation), public, codes(404, 409, 429)},
		{"recoverPassword", "POST", "/api/clients/password/recover", "Mail a password reset code (same answer for unknown e-mails)", "accounts",
			new(recoverRequest), new(Message), handle(a.recoverPassword), public, codes(429)},
		{"checkResetToken", "GET", "/api/clients/password/reset/token/{email}/{token}", "Check a reset code without using it", "accounts",
			new(resetCheckPath), new(Message), a.checkResetToken, public, codes(404, 429)},
		{"resetPassword", "POST", "/api/clients/password/reset/token", "Set a new password with a reset code", "accounts",
			new(account.PasswordReset), new(Message), handle(a.resetPassword), public, codes(404, 429)},
		{"updateProfile", "PUT", "/api/clients/update", "Save name, last name and phone", "accounts",
			new(account.ProfileUpdate), new(ProfileAnswer), a.bearer(handle(a.updateProfile)), required, codes(429)},
		{"setTwoFactor", "PUT", "/api/clients/two-factor", "Turn e-mail two-factor login on or off", "accounts",
			new(twoFactorRequest), new(ProfileAnswer), a.bearer(handle(a.setTwoFactor)), required, nil},
		{"changePassword", "POST", "/api/auth/resetpassword", "Change the password (old one required)", "accounts",
			new(account.PasswordChange), new(Message), a.bearer(handle(a.changePassword)), required, codes(429)},
		{"requestRemoval", "GET", "/api/clients/data/removal", "Ask to remove the account: e-mails a confirmation link", "accounts",
			nil, new(Message), a.bearer(a.requestRemoval), required, codes(429)},
		{"confirmRemoval", "GET", "/api/clients/data/removal/confirm/{token}", "Confirm the removal: anonymises the account", "accounts",
			new(removalPath), new(Message), a.confirmRemoval, public, codes(404)},
		{"listCountries", "GET", "/api/v2/countries/list", "All countries, Portuguese names", "reference",
			nil, new([]refdata.Country), a.countries, public, nil},
		{"listBanks", "GET", "/api/v2/banks/list", "Brazilian banks by COMPE code", "reference",
			nil, new([]refdata.Bank), a.banks, public, nil},
	}
}

// Register adds every API route, the OpenAPI document and a JSON 404 for unknown API paths.
func (a *API) Register(mux *http.ServeMux) error {
	routes := a.routes()
	for _, rt := range routes {
		mux.HandleFunc(rt.method+" "+rt.path, checkQuery(rt.request, rt.handler))
	}
	doc, err := openAPIDocument(routes)
	if err != nil {
		return err
	}
	mux.HandleFunc("GET /api/openapi.json", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write(doc)
	})
	mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		if allowed := allowedMethods(mux, r); len(allowed) > 0 {
			w.Header().Set("Allow", strings.Join(allowed, ", "))
			writeJSON(w, http.StatusMethodNotAllowed, errorBody(r, apperr.New(apperr.Invalid, msgMethod)))
			return
		}
		writeJSON(w, http.StatusNotFound, errorBody(r, apperr.New(apperr.NotFound, msgNotFound)))
	})
	return nil
}

const (
	msgNotFound = "Não encontrado."
	msgMethod   = "Método não permitido."
)

// allowedMethods lists the methods some other route accepts for r's path, so a wrong method
// answers 405 rather than the catch-all's 404.
func allowedMethods(mux *http.ServeMux, r *http.Request) []string {
	var allowed []string
	for _, m := range []string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodDelete} {
		probe := r.Clone(r.Context())
		probe.Method = m
		if _, pattern := mux.Handler(probe); pattern != "" && pattern != "/api/" {
			allowed = append(allowed, m)
		}
	}
	return allowed
}
