package account

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/ratelimit"
	"github.com/catraca/catraca/internal/refdata"
)

// Registration is the payload of POST /clients/register (spec section 3). Sex and Birthday
// are sent fixed ('O', empty) by the storefront and not kept.
type Registration struct {
	Email           string `json:"email" required:"true" format:"email" minLength:"1" maxLength:"254"`
	Name            string `json:"name" required:"true" minLength:"1" maxLength:"100"`
	Lastname        string `json:"lastname" required:"true" minLength:"1" maxLength:"100"`
	Country         string `json:"country" required:"true" minLength:"2" maxLength:"2" description:"ISO 3166-1 alpha-2 code, BR for Brasil."`
	Document        string `json:"document" pattern:"^([0-9]{11})?$" description:"CPF, 11 digits only: required for BR (Brasil), ignored for other countries."`
	ForeignDocument string `json:"foreignDocument" maxLength:"40" description:"Passport or national id (other countries)."`
	Phone           string `json:"phone" required:"true" minLength:"1" pattern:"^([(][1-9]{2}[)] 9 ?[0-9]{4}[- ][0-9]{4}|[+][0-9]{10,26})$" description:"(##) # ####-#### or (##) ##### #### in Brasil, + and 10 to 26 digits elsewhere."`
	Password        string `json:"password" required:"true" minLength:"6" maxLength:"200"`
	ConfirmPassword string `json:"confirmPassword" required:"true" minLength:"1"`
	Sex             string `json:"sex"`
	Birthday        string `json:"birthday"`
	// TermsAccepted is the store's terms and privacy policy checkbox; required (LGPD consent).
	TermsAccepted bool `json:"terms_accepted" required:"true" const:"true" description:"Must be true: the customer accepts the store's terms and privacy policy. Missing or false: 400 on terms_accepted, 'Aceite os termos de uso e a política de privacidade.'"`
}

var countries = func() map[string]bool {
	list, err := refdata.Countries()
	if err != nil {
		panic(err) // embedded data, checked by refdata's tests
	}
	m := map[string]bool{}
	for _, c := range list {
		m[c.ISO] = true
	}
	return m
}()

// validate checks every field as spec section 5 says, all at once.
func (r *Registration) validate() error {
	fields := map[string]string{}
	r.Email = NormalizeEmail(r.Email)
	if r.Email == "" {
		fields["email"] = MsgRequired
	} else if !ValidEmail(r.Email) {
		fields["email"] = MsgInvalidEmail
	}
	checkText(fields, "name", r.Name, 100)
	checkText(fields, "lastname", r.Lastname, 100)
	r.Country = strings.ToUpper(strings.TrimSpace(r.Country))
	brazil := r.Country == "BR"
	switch {
	case r.Country == "":
		fields["country"] = MsgRequired
	case !countries[r.Country]:
		fields["country"] = "País inválido."
	case brazil:
		r.ForeignDocument = ""
		if r.Document == "" {
			fields["document"] = MsgRequired
		} else if !ValidCPF(r.Document) {
			fields["document"] = MsgInvalidCPF
		}
	default:
		r.Document = ""
		checkText(fields, "foreignDocument", r.ForeignDocument, 40)
	}
	if r.Phone == "" {
		fields["phone"] = MsgRequired
	} else if phone, ok := NormalizePhone(r.Phone, brazil); ok {
		r.Phone = phone
	} else {
		fields["phone"] = MsgInvalidPhone
	}
	checkPasswords(fields, "password", r.Password, "confirmPassword", r.ConfirmPassword)
	if !r.TermsAccepted {
		fields["terms_accepted"] = MsgTermsRequired
	}
	return fieldErrors(fields)
}

// checkPasswords applies the password rules: required, at least 6, and the same twice.
func checkPasswords(fields map[string]string, name, password, confirmName, confirm string) {
	checkPasswordField(fields, name, password, MsgRequired)
	switch {
	case confirm == "":
		fields[confirmName] = MsgRequired
	case confirm != password:
		fields[confirmName] = MsgPasswordsDiffer
	}
}

// checkPasswordField applies the rules of one password field: required (with the form's own
// required text), at least MinPassword characters, and at most 200 bytes.
func checkPasswordField(fields map[string]string, name, password, required string) {
	switch {
	case password == "":
		fields[name] = required
	case len([]rune(password)) < MinPassword:
		fields[name] = MsgMinPassword
	case len(password) > 200:
		fields[name] = MsgTooLong
	}
}

// fieldOrder is the order forms show fields in, so the first error is the first field's.
var fieldOrder = []string{"email", "name", "lastname", "country", "document", "foreignDocument", "phone",
	"username", "token", "old_password", "password", "new_password", "confirmPassword", "terms_accepted"}

// fieldErrors is nil for no problems, or a 400 whose errors list follows the form's order.
func fieldErrors(fields map[string]string) error {
	if len(fields) == 0 {
		return nil
	}
	e := &apperr.Error{Code: apperr.Invalid, Fields: fields}
	for _, f := range fieldOrder {
		if msg, ok := fields[f]; ok && e.Message == "" {
			e.Message = msg
		}
	}
	return e
}

// registerRule bounds registrations per client address like the availability checks: the
// answer tells whether an e-mail or CPF is taken. Generous, because mobile carriers put
// thousands of phones behind one address.
var registerRule = ratelimit.Rule{Limit: 50, Window: 10 * time.Minute}

// Register creates an unconfirmed account; the first login e-mails the confirmation code.
// ip keys the rate limit. A taken e-mail or CPF is found before the (expensive) password
// hash, which then runs in a bounded hashing slot.
func (s *Service) Register(ctx context.Context, r Registration, locale, ip string) (Customer, error) {
	if err := s.allow("register:"+ip, s.RegisterRule); err != nil {
		return Customer{}, err
	}
	if err := r.validate(); err != nil {
		return Customer{}, err
	}
	if err := s.conflict(ctx, r); !errors.Is(err, errNoConflict) {
		return Customer{}, err
	}
	hash, err := s.HashPasswordInSlot(ctx, r.Password)
	if err != nil {
		return Customer{}, wrap("hash", err)
	}
	var document *string
	if r.Document != "" {
		document = &r.Document
	}
	if locale != "en" {
		locale = "pt"
	}
	var id int64
	// terms_accepted_at: validate refused the registration unless the terms were accepted now.
	err = s.db.QueryRow(ctx, `INSERT INTO customers (terms_accepted_at, email, name, lastname, country, document,
			foreign_document, phone, password_hash, locale, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, s.utcNow(), r.Email, strings.TrimSpace(r.Name),
		strings.TrimSpace(r.Lastname), r.Country, document, r.ForeignDocument, r.Phone, hash, locale,
		s.utcNow()).Scan(&id)
	if errors.Is(err, db.ErrConflict) { // registered meanwhile
		if err := s.conflict(ctx, r); !errors.Is(err, errNoConflict) {
			return Customer{}, err
		}
		return Customer{}, apperr.New(apperr.Conflict, MsgUnexpected)
	}
	if err != nil {
		return Customer{}, wrap("register", err)
	}
	return s.ByID(ctx, id)
}

// errNoConflict says neither the e-mail nor the CPF of a registration is taken.
var errNoConflict = errors.New("no conflict")

// conflict names which unique field a registration collides on; errNoConflict when none.
func (s *Service) conflict(ctx context.Context, r Registration) error {
	fields := map[string]string{}
	taken, err := s.taken(ctx, "email", r.Email)
	if err != nil {
		return wrap("register", err)
	}
	if taken {
		fields["email"] = MsgEmailTaken
	}
	if r.Document != "" {
		taken, err := s.taken(ctx, "document", r.Document)
		if err != nil {
			return wrap("register", err)
		}
		if taken {
			fields["document"] = MsgCPFTaken
		}
	}
	err = fieldErrors(fields)
	if err == nil {
		return errNoConflict
	}
	err.(*apperr.Error).Code = apperr.Conflict
	return err
}

func (s *Service) taken(ctx context.Context, column, value string) (bool, error) {
	var n int
	err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM customers WHERE "+column+" = ?", value).Scan(&n)
	return n > 0, err
}

// EmailAvailable reports whether no live account uses email.
func (s *Service) EmailAvailable(ctx context.Context, email string) (bool, error) {
	email = NormalizeEmail(email)
	if !ValidEmail(email) {
		return false, apperr.Field("email", MsgInvalidEmail)
	}
	taken, err := s.taken(ctx, "email", email)
	return !taken, wrap("email available", err)
}

// CPFAvailable reports whether no live account uses cpf.
func (s *Service) CPFAvailable(ctx context.Context, cpf string) (bool, error) {
	if !ValidCPF(cpf) {
		return false, apperr.Field("document", MsgInvalidCPF)
	}
	taken, err := s.taken(ctx, "document", cpf)
	return !taken, wrap("cpf available", err)
}
