package account

import (
	"context"
	"strconv"
	"strings"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/mail"
)

// MsgRemovalRequested is the dialog's success text (spec section 4, Account removal).
const MsgRemovalRequested = "Uma confirmação da sua solicitação de exclusão de conta foi enviada para o seu email"

// MsgRemoved answers a confirmed removal.
const MsgRemoved = "Sua conta foi excluída."

// RemovalPath is the storefront page the e-mailed link opens; it confirms with the API.
const RemovalPath = "/conta/exclusao/"

// RequestRemoval e-mails a link with a removal code. The link's token is "<id>-<code>":
// the confirm call carries nothing else, and the code alone would not name the account.
func (s *Service) RequestRemoval(ctx context.Context, customerID int64, b Brand) error {
	c, err := s.ByID(ctx, customerID)
	if err != nil {
		return err
	}
	code, err := s.issueCode(ctx, c.ID, purposeRemoval)
	if err != nil {
		return err
	}
	link := b.SiteURL + RemovalPath + itoa(c.ID) + "-" + code
	return s.send(ctx, s.db, mail.RemovalLink, c, b, "", link)
}

// ConfirmRemoval anonymises the account (LGPD): personal data is erased, the row and its
// orders stay for fiscal records, every session ends, and the e-mail and CPF are free again.
func (s *Service) ConfirmRemoval(ctx context.Context, token string, b Brand) error {
	failed := apperr.New(apperr.Invalid, MsgRemovalFailed)
	idPart, code, ok := strings.Cut(token, "-")
	id, err := strconv.ParseInt(idPart, 10, 64)
	if !ok || err != nil || id <= 0 {
		return failed
	}
	c, err := s.ByID(ctx, id)
	if err != nil {
		return failed
	}
	if err := s.checkCode(ctx, id, purposeRemoval, code, true); err != nil {
		return failed
	}
	now := s.utcNow()
	err = s.db.InTx(ctx, func(tx *db.Tx) error {
		if _, err := tx.Exec(ctx, `UPDATE customers SET email = ?, name = '', lastname = '', phone = '',
			document = NULL, foreign_document = '', password_hash = '', two_factor = 0, removed_at = ?
			WHERE id = ?`, "removido-"+itoa(id)+"@removido.invalid", now, id); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, "DELETE FROM one_time_tokens WHERE customer_id = ?", id); err != nil {
			return err
		}
		// Messages to organizers quote the customer by name and e-mail: they go too.
		if _, err := tx.Exec(ctx, "DELETE FROM organizer_messages WHERE customer_id = ?", id); err != nil {
			return err
		}
		if err := revokeAll(ctx, tx, id, "", now); err != nil {
			return err
		}
		// The goodbye goes to the address the customer had (the row no longer has it); queued
		// in the same transaction, it leaves only if the removal commits.
		return s.send(ctx, tx, mail.Removed, c, b, "", "")
	})
	return wrap("remove account", err)
}
