package orgauth

import (
	"context"
	"errors"
	"strings"
	"unicode/utf8"

	"github.com/catraca/catraca/internal/account"
	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/mail"
)

// InvitePath is where an invitation's link opens the console, before its token.
const InvitePath = "/organizador/convite/"

// Organizer finds an organizer by its import id (what `catraca organizer-invite` is given).
func (s *Service) Organizer(ctx context.Context, ref string) (int64, error) {
	var id int64
	err := s.db.QueryRow(ctx, "SELECT id FROM organizers WHERE external_id = ?", ref).Scan(&id)
	if errors.Is(err, db.ErrNotFound) {
		return 0, apperr.New(apperr.NotFound, MsgUnknownOrganizer)
	}
	return id, err
}

// Invite e-mails email an invitation to the organizer's back office with role, and returns its
// link (origin + InvitePath + token). by is the owner who invites from the console, nil for the
// operator's command; the invitation is audited then. The link works once, for InvitationTTL.
func (s *Service) Invite(ctx context.Context, organizerID int64, email string, role Role, by *Session, origin string, b Brand) (string, error) {
	email = account.NormalizeEmail(email)
	if !account.ValidEmail(email) {
		return "", apperr.Field("email", account.MsgInvalidEmail)
	}
	if !role.Valid() {
		return "", apperr.Field("role", MsgBadRole)
	}
	if taken, err := s.emailTaken(ctx, email); err != nil || taken {
		if err == nil {
			err = emailTakenError()
		}
		return "", err
	}
	token, err := randomToken()
	if err != nil {
		return "", err
	}
	link := strings.TrimRight(origin, "/") + InvitePath + token
	now := s.utcNow()
	var inviter *int64
	if by != nil {
		inviter = &by.UserID
	}
	msg, err := mail.Render(mail.OrganizerInvite, b.Locale, email, mail.Data{StoreName: b.Name, StoreLogo: b.Logo,
		Color: b.Color, SiteURL: b.SiteURL, Link: link})
	if err != nil {
		return "", err
	}
	err = s.db.InTx(ctx, func(tx *db.Tx) error {
		if _, err := tx.Exec(ctx, `INSERT INTO organizer_invitations (token_hash, organizer_id, email, role, invited_by,
			created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)`, digest(token), organizerID, email, string(role), inviter,
			now, now.Add(InvitationTTL)); err != nil {
			return err
		}
		if by != nil {
			if err := audit(ctx, tx, *by, now, "user.invite", email, nil, map[string]string{"email": email, "role": string(role)}); err != nil {
				return err
			}
		}
		return s.mail.Enqueue(ctx, tx, msg)
	})
	return link, err
}

func (s *Service) emailTaken(ctx context.Context, email string) (bool, error) {
	var n int
	err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM organizer_users WHERE email = ? AND removed_at IS NULL", email).Scan(&n)
	return n > 0, err
}

// Acceptance is the body of POST /api/organizer/invitations/{token}/accept.
type Acceptance struct {
	Name     string `json:"name" required:"true" maxLength:"120"`
	Password string `json:"password" required:"true" maxLength:"200"`
}

// Accept turns a live invitation into a user with the name and password given. A used, expired
// or unknown token is not found, as if it never existed.
func (s *Service) Accept(ctx context.Context, token string, a Acceptance) error {
	name := strings.TrimSpace(a.Name)
	fields := map[string]string{}
	if name == "" || utf8.RuneCountInString(name) > 120 {
		fields["name"] = MsgNameRequired
	}
	if p := passwordProblem(a.Password); p != "" {
		fields["password"] = p
	}
	gone := apperr.New(apperr.NotFound, MsgInvitationGone)
	if len(token) != 64 {
		return gone
	}
	now := s.utcNow()
	var organizerID int64
	var email, role string
	err := s.db.QueryRow(ctx, `SELECT organizer_id, email, role FROM organizer_invitations WHERE token_hash = ?
		AND used_at IS NULL AND expires_at > ?`, digest(token), now).Scan(&organizerID, &email, &role)
	if errors.Is(err, db.ErrNotFound) {
		return gone
	}
	if err != nil {
		return err
	}
	if len(fields) > 0 {
		return fieldErrors(fields)
	}
	hash, err := s.hasher.HashPasswordInSlot(ctx, a.Password)
	if err != nil {
		return err
	}
	return s.db.InTx(ctx, func(tx *db.Tx) error {
		// The condition spends the invitation once, however many acceptances race.
		res, err := tx.Exec(ctx, "UPDATE organizer_invitations SET used_at = ? WHERE token_hash = ? AND used_at IS NULL",
			now, digest(token))
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n != 1 {
			if err == nil {
				err = gone
			}
			return err
		}
		var id int64
		err = tx.QueryRow(ctx, `INSERT INTO organizer_users (organizer_id, email, name, role, password_hash, created_at)
			VALUES (?, ?, ?, ?, ?, ?) RETURNING id`, organizerID, email, name, role, hash, now).Scan(&id)
		if errors.Is(err, db.ErrConflict) {
			return emailTakenError()
		}
		if err != nil {
			return err
		}
		who := Session{UserID: id, OrganizerID: organizerID, Role: Role(role), Name: name, Email: email}
		return audit(ctx, tx, who, now, "user.join", email, nil, map[string]string{"name": name, "role": role})
	})
}

// emailTakenError refuses a second user with an e-mail: a login names one user.
func emailTakenError() error {
	return &apperr.Error{Code: apperr.Conflict, Message: MsgEmailTaken, Fields: map[string]string{"email": MsgEmailTaken}}
}

// fieldErrors is one validation error for several fields; its message is the name's, then the
// password's.
func fieldErrors(fields map[string]string) error {
	msg := fields["name"]
	if msg == "" {
		msg = fields["password"]
	}
	return &apperr.Error{Code: apperr.Invalid, Message: msg, Fields: fields}
}
