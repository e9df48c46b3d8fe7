package httpapi

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/catraca/catraca/internal/account"
	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/orgauth"
	"github.com/catraca/catraca/internal/ratelimit"
)

type consoleKey struct{}

// Per-address bounds on the console's unauthenticated steps, beside orgauth's own per-account
// limits: an invitation token or a challenge is 256 random bits, but guessing costs us hashing.
var (
	acceptRule = ratelimit.Rule{Limit: 20, Window: 10 * time.Minute}
	verifyRule = ratelimit.Rule{Limit: 60, Window: 10 * time.Minute}
)

// console admits a request with a live console token whose user has one of roles (any role when
// roles is nil), and hands its session to next. Another token, a customer's included, is 401; a
// role not allowed is 403.
func (a *API) console(roles []orgauth.Role, next func(w http.ResponseWriter, r *http.Request, s orgauth.Session) error) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		token, _ := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		sess, err := a.OrgAuth.Authenticate(r.Context(), token)
		if err != nil {
			writeError(w, r, err)
			return
		}
		if roles != nil && !allowed(sess.Role, roles) {
			writeError(w, r, apperr.New(apperr.Forbidden, orgauth.MsgForbidden))
			return
		}
		if err := next(w, r.WithContext(context.WithValue(r.Context(), consoleKey{}, sess)), sess); err != nil {
			writeError(w, r, err)
		}
	}
}

func allowed(role orgauth.Role, roles []orgauth.Role) bool {
	for _, x := range roles {
		if role == x {
			return true
		}
	}
	return false
}

// orgBrand signs the back office's e-mails with the store the request came through.
func (a *API) orgBrand(r *http.Request) (orgauth.Brand, string, error) {
	st, err := a.storeOf(r)
	if err != nil {
		return orgauth.Brand{}, "", err
	}
	origin := a.Stores.Origin(st)
	return orgauth.Brand{Name: st.Name, Logo: st.Configs.Template.Logo, Color: st.Configs.Template.Colors.Primary,
		SiteURL: origin, Locale: mailLocale(r, st)}, origin, nil
}

type acceptInvitationRequest struct {
	Token string `path:"token" description:"From the invitation's link: 64 hex characters."`
	orgauth.Acceptance
}

func (a *API) acceptInvitation(w http.ResponseWriter, r *http.Request, body acceptInvitationRequest) error {
	if !a.Limiter.Allow("org-accept:"+a.clientIP(r), acceptRule) {
		return apperr.New(apperr.TooMany, account.MsgTooMany)
	}
	if err := a.OrgAuth.Accept(r.Context(), r.PathValue("token"), body.Acceptance); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, Message{Success: true, Message: MsgInvitationAccepted})
	return nil
}

// MsgInvitationAccepted answers an accepted invitation.
const MsgInvitationAccepted = "Convite aceito. Entre no painel com seu e-mail e a senha que você criou."

type organizerLoginRequest struct {
	Email    string `json:"email" required:"true" maxLength:"254"`
	Password string `json:"password" required:"true" maxLength:"200"`
}

type organizerChallenge struct {
	Challenge string `json:"challenge" description:"Send it back with the e-mailed code to /api/organizer/login/verify; it lasts 10 minutes."`
}

func (a *API) organizerLogin(w http.ResponseWriter, r *http.Request, body organizerLoginRequest) error {
	b, _, err := a.orgBrand(r)
	if err != nil {
		return err
	}
	challenge, err := a.OrgAuth.Start(r.Context(), body.Email, body.Password, a.clientIP(r), b)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, organizerChallenge{Challenge: challenge})
	return nil
}

type organizerVerifyRequest struct {
	Challenge string `json:"challenge" required:"true" maxLength:"64"`
	Code      string `json:"code" required:"true" maxLength:"6" description:"The 6 digits e-mailed."`
}

func (a *API) organizerVerify(w http.ResponseWriter, r *http.Request, body organizerVerifyRequest) error {
	if !a.Limiter.Allow("org-verify:"+a.clientIP(r), verifyRule) {
		return apperr.New(apperr.TooMany, account.MsgTooMany)
	}
	login, err := a.OrgAuth.Verify(r.Context(), body.Challenge, body.Code)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, login)
	return nil
}

func (a *API) organizerLogout(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	if err := a.OrgAuth.Logout(r.Context(), s); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, Message{Success: true, Message: MsgLoggedOut})
	return nil
}

// MsgLoggedOut answers a console logout.
const MsgLoggedOut = "Você saiu do painel."

func (a *API) organizerMe(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	me, err := a.OrgAuth.Me(r.Context(), s)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, me)
	return nil
}

type inviteRequest struct {
	Email string       `json:"email" required:"true" maxLength:"254"`
	Role  orgauth.Role `json:"role" required:"true" enum:"owner,manager,finance,door"`
}

func (a *API) inviteUser(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	var body inviteRequest
	if err := decodeJSON(r, &body); err != nil {
		return err
	}
	b, origin, err := a.orgBrand(r)
	if err != nil {
		return err
	}
	if _, err := a.OrgAuth.Invite(r.Context(), s.OrganizerID, body.Email, body.Role, &s, origin, b); err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, Message{Success: true, Message: MsgInvited})
	return nil
}

// MsgInvited answers an invitation sent from the console.
const MsgInvited = "Convite enviado por e-mail. Ele vale por 7 dias."

func (a *API) listUsers(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	users, err := a.OrgAuth.Users(r.Context(), s.OrganizerID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, users)
	return nil
}

type userPath struct {
	ID int64 `path:"id"`
}

type userRoleRequest struct {
	ID   int64        `path:"id"`
	Role orgauth.Role `json:"role" required:"true" enum:"owner,manager,finance,door"`
}

// userID reads the {id} of a user's path; anything else is a user no organizer has.
func userID(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		return 0, apperr.New(apperr.NotFound, orgauth.MsgUserNotFound)
	}
	return id, nil
}

func (a *API) setUserRole(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	id, err := userID(r)
	if err != nil {
		return err
	}
	var body userRoleRequest
	if err := decodeJSON(r, &body); err != nil {
		return err
	}
	u, err := a.OrgAuth.SetRole(r.Context(), s, id, body.Role)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, u)
	return nil
}

func (a *API) removeUser(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	id, err := userID(r)
	if err != nil {
		return err
	}
	if err := a.OrgAuth.Remove(r.Context(), s, id); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, Message{Success: true, Message: MsgUserRemoved})
	return nil
}

// MsgUserRemoved answers a user's removal.
const MsgUserRemoved = "Acesso removido."

type auditRequest struct {
	Before int64 `query:"before" minimum:"0" description:"Entries older than this id (the last one of the previous page)."`
	Limit  int   `query:"limit" minimum:"1" maximum:"200" description:"Default 50."`
}

type auditPage struct {
	Entries []orgauth.Entry `json:"entries"`
}

func (a *API) organizerAudit(w http.ResponseWriter, r *http.Request, s orgauth.Session) error {
	p, err := pageOf(r)
	if err != nil {
		return err
	}
	entries, err := a.OrgAuth.AuditPage(r.Context(), s.OrganizerID, p.before, p.limit)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, auditPage{Entries: entries})
	return nil
}

// MsgBadNumber refuses a query number out of its range.
const MsgBadNumber = "Número inválido."

// page is where a console list starts (entries older than before, an id; 0 for the newest) and
// how long it is (1-200, default 50).
type page struct {
	before int64
	limit  int
}

func pageOf(r *http.Request) (page, error) {
	p := page{limit: 50}
	var err error
	if p.before, err = queryNumber(r, "before", 1<<62); err != nil {
		return p, err
	}
	if v := r.URL.Query().Get("limit"); v != "" {
		n, err := queryNumber(r, "limit", 200)
		if err != nil || n < 1 {
			return p, apperr.Field("limit", MsgBadNumber)
		}
		p.limit = int(n)
	}
	return p, nil
}

// queryNumber is the query parameter name as a whole number from 0 to max, 0 when absent.
func queryNumber(r *http.Request, name string, max int64) (int64, error) {
	v := r.URL.Query().Get(name)
	if v == "" {
		return 0, nil
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil || n < 0 || n > max {
		return 0, apperr.Field(name, MsgBadNumber)
	}
	return n, nil
}
