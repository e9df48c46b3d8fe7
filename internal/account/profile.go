package account

import (
	"context"
	"strings"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
)

// Messages of the profile and password forms.
const (
	MsgProfileSaved    = "Dados editados com sucesso."
	MsgPasswordChanged = "Senha editada com sucesso."
	MsgWrongPassword   = "Senha atual incorreta."
	MsgRecoverSent     = "Se o e-mail estiver cadastrado, enviamos um código para ele."
	MsgTokenValid      = "Token válido"
	MsgPasswordReset   = "Senha alterada com sucesso."
	// MsgRequiredField is the change-password form's required text (spec section 5, Change
	// password), where the other forms say MsgRequired.
	MsgRequiredField = "Este campo é obrigatório."
)

// ProfileUpdate is the payload of PUT /clients/update (spec section 3).
type ProfileUpdate struct {
	Name     string `json:"name" required:"true" minLength:"1" maxLength:"100"`
	Lastname string `json:"lastname" required:"true" minLength:"1" maxLength:"100"`
	Phone    string `json:"phone" required:"true" minLength:"1" pattern:"^([(][1-9]{2}[)] 9 ?[0-9]{4}[- ][0-9]{4}|[+][0-9]{10,26})$" description:"As at registration, by the account's country."`
}

// UpdateProfile saves name, last name and phone; country and CPF never change here.
func (s *Service) UpdateProfile(ctx context.Context, customerID int64, u ProfileUpdate) (Customer, error) {
	c, err := s.ByID(ctx, customerID)
	if err != nil {
		return Customer{}, err
	}
	fields := map[string]string{}
	checkText(fields, "name", u.Name, 100)
	checkText(fields, "lastname", u.Lastname, 100)
	phone, ok := NormalizePhone(u.Phone, c.Country == "BR")
	if !ok {
		fields["phone"] = MsgInvalidPhone
	}
	if err := fieldErrors(fields); err != nil {
		return Customer{}, err
	}
	if _, err := s.db.Exec(ctx, "UPDATE customers SET name = ?, lastname = ?, phone = ? WHERE id = ?",
		strings.TrimSpace(u.Name), strings.TrimSpace(u.Lastname), phone, customerID); err != nil {
		return Customer{}, wrap("update profile", err)
	}
	return s.ByID(ctx, customerID)
}

// SetTwoFactor turns e-mail two-factor login on or off.
func (s *Service) SetTwoFactor(ctx context.Context, customerID int64, on bool) (Customer, error) {
	v := 0
	if on {
		v = 1
	}
	if _, err := s.db.Exec(ctx, "UPDATE customers SET two_factor = ? WHERE id = ? AND removed_at IS NULL", v, customerID); err != nil {
		return Customer{}, wrap("two factor", err)
	}
	return s.ByID(ctx, customerID)
}

// PasswordChange is the payload of POST /auth/resetpassword (spec section 3).
type PasswordChange struct {
	Username    string `json:"username" required:"true" format:"email" description:"The account's e-mail."`
	NewPassword string `json:"new_password" required:"true" minLength:"6" maxLength:"200"`
	OldPassword string `json:"old_password" required:"true" minLength:"1"`
}

// ChangePassword replaces the password after checking the old one, and ends the customer's
// other sessions; currentToken stays valid.
func (s *Service) ChangePassword(ctx context.Context, customerID int64, currentToken string, p PasswordChange) error {
	c, err := s.ByID(ctx, customerID)
	if err != nil {
		return err
	}
	// Spec section 5, Change password: both required ('Este campo é obrigatório.') and at least
	// 6 characters. The payload has no confirmation: the form checks it.
	fields := map[string]string{}
	checkPasswordField(fields, "old_password", p.OldPassword, MsgRequiredField)
	checkPasswordField(fields, "new_password", p.NewPassword, MsgRequiredField)
	if NormalizeEmail(p.Username) != c.Email {
		fields["username"] = MsgUnexpected
	}
	if err := fieldErrors(fields); err != nil {
		return err
	}
	if err := s.allow("password-change:"+itoa(customerID), passwordChangeRule); err != nil {
		return err
	}
	if ok, err := s.CheckPasswordInSlot(ctx, c.passwordHash, p.OldPassword); err != nil || !ok {
		if err != nil {
			return err
		}
		return apperr.Field("old_password", MsgWrongPassword)
	}
	return s.setPassword(ctx, customerID, p.NewPassword, digest(currentToken))
}

func (s *Service) setPassword(ctx context.Context, customerID int64, password, keepToken string) error {
	hash, err := s.HashPasswordInSlot(ctx, password)
	if err != nil {
		return wrap("hash", err)
	}
	now := s.utcNow()
	return wrap("set password", s.db.InTx(ctx, func(tx *db.Tx) error {
		if _, err := tx.Exec(ctx, "UPDATE customers SET password_hash = ? WHERE id = ?", hash, customerID); err != nil {
			return err
		}
		return revokeAll(ctx, tx, customerID, keepToken, now)
	}))
}

// CheckResetCode tells whether a reset code is right, without using it up (it spends a try).
// ip keys a per-address limit on top of the code's own tries.
func (s *Service) CheckResetCode(ctx context.Context, email, code, ip string) error {
	if err := s.allow("code-check:"+ip, CodeCheckRule); err != nil {
		return err
	}
	c, err := s.byEmail(ctx, email)
	if err != nil {
		return apperr.Field("token", MsgInvalidToken)
	}
	return s.checkCode(ctx, c.ID, purposeReset, code, false)
}

// PasswordReset is the payload of POST /clients/password/reset/token.
type PasswordReset struct {
	Email           string `json:"email" required:"true" format:"email"`
	Token           string `json:"token" required:"true" pattern:"^[0-9]{6}$" description:"The six digits e-mailed."`
	Password        string `json:"password" required:"true" minLength:"6" maxLength:"200"`
	ConfirmPassword string `json:"confirmPassword" required:"true" minLength:"1" description:"The same as password."`
}

// ResetPassword sets a new password with a reset code and ends every session.
func (s *Service) ResetPassword(ctx context.Context, r PasswordReset) error {
	fields := map[string]string{}
	checkPasswords(fields, "password", r.Password, "confirmPassword", r.ConfirmPassword)
	if err := fieldErrors(fields); err != nil {
		return err
	}
	c, err := s.byEmail(ctx, r.Email)
	if err != nil {
		return apperr.Field("token", MsgInvalidToken)
	}
	if err := s.checkCode(ctx, c.ID, purposeReset, r.Token, true); err != nil {
		return err
	}
	return s.setPassword(ctx, c.ID, r.Password, "")
}
