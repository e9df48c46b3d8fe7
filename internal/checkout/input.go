package checkout

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/catraca/catraca/internal/account"
	"github.com/catraca/catraca/internal/apperr"
)

// CreateRequest is the body of POST /api/checkout/orders.
type CreateRequest struct {
	SessionID int64       `json:"session_id" required:"true" minimum:"1"`
	Items     []ItemInput `json:"items" required:"true" nullable:"false" minItems:"1" maxItems:"20"`
	Coupon    string      `json:"coupon,omitempty" maxLength:"40" description:"A coupon code (from ?c= or typed); at most 40 bytes."`
	Referral  string      `json:"referral,omitempty" maxLength:"100" description:"The gamification id of /evento/{id}/c/{gamificationId}; at most 100 bytes."`
	Buyer     *BuyerInput `json:"buyer,omitempty" description:"Required without a Bearer token (guest purchase)."`
	Senha     string      `json:"senha,omitempty" maxLength:"100" description:"The event password, for password-protected events; at most 100 bytes."`
}

// ItemInput asks for tickets of one sector and type, one attendee per ticket.
type ItemInput struct {
	SectorID  int64           `json:"sector_id" required:"true" minimum:"1"`
	Type      string          `json:"type" enum:"full,half" required:"true"`
	Quantity  int             `json:"quantity" minimum:"1" maximum:"100" required:"true"`
	Attendees []AttendeeInput `json:"attendees" required:"true" nullable:"false" minItems:"1" maxItems:"100" description:"One per ticket: as many as quantity."`
}

// AttendeeInput names who a ticket is for.
type AttendeeInput struct {
	Name      string `json:"name" required:"true" minLength:"1" maxLength:"200" description:"Something visible, no control or formatting characters."`
	CPF       string `json:"cpf" required:"true" pattern:"^[-. ]*([0-9][-. ]*){11}$" description:"11 digits with valid check digits; dots, dashes and spaces allowed (123.456.789-09)."`
	HalfProof string `json:"half_proof,omitempty" enum:"estudante,professor,pcd,id_jovem,idoso" description:"Required for half."`
}

// BuyerInput is a guest buyer.
type BuyerInput struct {
	Name  string `json:"name" required:"true" minLength:"1" maxLength:"200"`
	Email string `json:"email" required:"true" format:"email" maxLength:"254"`
	CPF   string `json:"cpf" required:"true" pattern:"^[-. ]*([0-9][-. ]*){11}$" description:"11 digits with valid check digits; dots, dashes and spaces allowed."`
	Phone string `json:"phone" required:"true" pattern:"^[-() +.]*(5[-() +.]*5[-() +.]*)?[1-9][-() +.]*[1-9][-() +.]*9[-() +.]*([0-9][-() +.]*){8}$" description:"A Brazilian cellphone: area code, 9 and 8 digits, in either mask or bare, +55 allowed; kept as (##) # ####-####."`
}

// HalfProofs are the kinds of proof the half-price law accepts (Lei 12.933/2013,
// Decreto 8.537/2015, Estatuto do Idoso).
var HalfProofs = map[string]bool{"estudante": true, "professor": true, "pcd": true, "id_jovem": true, "idoso": true}

// Types of ticket.
const (
	TypeFull = "full"
	TypeHalf = "half"
)

// Validation messages.
const (
	MsgInvalidProof = "Informe o documento da meia-entrada: estudante, professor, pcd, id_jovem ou idoso."
	MsgAttendees    = "Informe nome e CPF de cada ingresso."
	MsgNoItems      = "Escolha ao menos um ingresso."
	MsgBadType      = "Tipo de ingresso inválido."
	MsgNeedBuyer    = "Informe os dados do comprador ou entre na sua conta."
	MsgManyItems    = "Um pedido pode ter no máximo 20 itens."
	MsgBadName      = "Nome com caracteres inválidos."
	MsgBadReferral  = "Código de indicação inválido."
)

// maxItems bounds an order's items (lines of a sector and type); maxName a person's name.
const (
	maxItems = 20
	maxName  = 200
)

// digits keeps the digits of a CPF typed with or without its mask.
func digits(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= '0' && r <= '9' {
			b.WriteRune(r)
		} else if r != '.' && r != '-' && r != ' ' {
			return "x"
		}
	}
	return b.String()
}

// nameError says what is wrong with a person's name, or "": nothing visible in it, too long,
// or control and formatting characters (zero-width, right-to-left overrides), which would
// reach tickets, PDFs and e-mails.
func nameError(v string) string {
	v = strings.TrimSpace(v)
	hidden := func(r rune) bool { return unicode.IsControl(r) || unicode.Is(unicode.Cf, r) }
	switch {
	case !utf8.ValidString(v):
		return MsgBadName
	case !strings.ContainsFunc(v, func(r rune) bool { return !unicode.IsSpace(r) && !hidden(r) }):
		return account.MsgRequired
	case utf8.RuneCountInString(v) > maxName:
		return account.MsgTooLong
	case strings.ContainsFunc(v, hidden):
		return MsgBadName
	}
	return ""
}

// itemsError says what is wrong with an order's number of items, or "".
func itemsError(n int) string {
	switch {
	case n == 0:
		return MsgNoItems
	case n > maxItems:
		return MsgManyItems
	}
	return ""
}

// validate checks the request's shape and normalises CPFs and e-mail; per-field messages
// are keyed like items.0.attendees.1.cpf so a form can show them in place.
func (r *CreateRequest) validate(guest bool) error {
	fields := map[string]string{}
	if r.SessionID <= 0 {
		fields["session_id"] = account.MsgRequired
	}
	if msg := itemsError(len(r.Items)); msg != "" {
		fields["items"] = msg
	}
	for i := range r.Items {
		it := &r.Items[i]
		key := fmt.Sprintf("items.%d.", i)
		if !checkItem(fields, key, it.SectorID, it.Type, it.Quantity) {
			continue
		}
		if len(it.Attendees) != it.Quantity {
			fields[key+"attendees"] = MsgAttendees
			continue
		}
		for j := range it.Attendees {
			at := &it.Attendees[j]
			akey := fmt.Sprintf("%sattendees.%d.", key, j)
			if msg := nameError(at.Name); msg != "" {
				fields[akey+"name"] = msg
			}
			at.Name = strings.TrimSpace(at.Name)
			at.CPF = digits(at.CPF)
			if !account.ValidCPF(at.CPF) {
				fields[akey+"cpf"] = account.MsgInvalidCPF
			}
			if it.Type == TypeHalf && !HalfProofs[at.HalfProof] {
				fields[akey+"half_proof"] = MsgInvalidProof
			}
			if it.Type == TypeFull {
				at.HalfProof = ""
			}
		}
	}
	if len(r.Coupon) > 40 {
		fields["coupon"] = MsgCouponInvalid
	}
	if len(r.Referral) > 100 || !utf8.ValidString(r.Referral) {
		fields["referral"] = MsgBadReferral
	}
	if len(r.Senha) > 100 {
		fields["senha"] = account.MsgTooLong
	}
	if guest {
		if r.Buyer == nil {
			return apperr.Field("buyer", MsgNeedBuyer)
		}
		b := r.Buyer
		if msg := nameError(b.Name); msg != "" {
			fields["buyer.name"] = msg
		}
		b.Name = strings.TrimSpace(b.Name)
		b.Email = account.NormalizeEmail(b.Email)
		if !account.ValidEmail(b.Email) {
			fields["buyer.email"] = account.MsgInvalidEmail
		}
		b.CPF = digits(b.CPF)
		if !account.ValidCPF(b.CPF) {
			fields["buyer.cpf"] = account.MsgInvalidCPF
		}
		phone, ok := account.ParseCellphone(strings.TrimSpace(b.Phone))
		if !ok {
			fields["buyer.phone"] = account.MsgInvalidPhone
		}
		b.Phone = phone
	}
	if len(fields) > 0 {
		return invalid(fields)
	}
	return nil
}

// invalid refuses a request naming each field at fault; a single one gives the message.
func invalid(fields map[string]string) error {
	msg := "Confira os dados informados."
	if len(fields) == 1 {
		for _, m := range fields {
			msg = m
		}
	}
	return &apperr.Error{Code: apperr.Invalid, Message: msg, Fields: fields}
}

// checkItem puts in fields what is wrong with an item's sector, type and quantity, under key
// (items.N.); it reports whether the quantity is one to count attendees by.
func checkItem(fields map[string]string, key string, sector int64, typ string, qty int) bool {
	if sector <= 0 {
		fields[key+"sector_id"] = account.MsgRequired
	}
	if typ != TypeFull && typ != TypeHalf {
		fields[key+"type"] = MsgBadType
	}
	if qty < 1 || qty > 100 {
		fields[key+"quantity"] = MsgBadQuantity
		return false
	}
	return true
}
