// Package account owns customers: registration, login with e-mail tokens, password recovery,
// profile, two-factor and account removal (LGPD).
package account

import (
	"net/mail"
	"regexp"
	"strings"
	"unicode/utf8"
)

// Messages of spec sections 4, 5 and 8, and of the server's own checks.
const (
	MsgRequired        = "Campo obrigatório."
	MsgInvalidEmail    = "E-mail inválido."
	MsgInvalidCPF      = "CPF inválido."
	MsgCPFTaken        = "CPF já cadastrado."
	MsgEmailTaken      = "Email já cadastrado."
	MsgMinPassword     = "Mínimo de 6 caracteres."
	MsgPasswordsDiffer = "Senhas não conferem."
	MsgInvalidPhone    = "Celular inválido."
	MsgTooLong         = "Texto muito longo."
	MsgTermsRequired   = "Aceite os termos de uso e a política de privacidade."
	MsgBadCredentials  = "E-mail ou senha incorretos."
	MsgInvalidToken    = "Token inválido"
	MsgUnexpected      = "Erro Inesperado"
	MsgTooMany         = "Muitas tentativas. Aguarde alguns minutos e tente novamente."
	MsgRemovalFailed   = "Não foi possível confirmar a operação. Entre em contato com nosso atendimento"
	MsgSessionExpired  = "Sua sessão expirou, faça login novamente."
)

// MinPassword is the password minimum (spec section 9).
const MinPassword = 6

// ValidCPF applies spec section 5: 11 digits, not all equal, both mod-11 check digits right.
func ValidCPF(cpf string) bool {
	if len(cpf) != 11 {
		return false
	}
	same := true
	for i := 0; i < 11; i++ {
		if cpf[i] < '0' || cpf[i] > '9' {
			return false
		}
		same = same && cpf[i] == cpf[0]
	}
	if same {
		return false
	}
	for _, n := range []int{9, 10} {
		sum := 0
		for i := 0; i < n; i++ {
			sum += int(cpf[i]-'0') * (n + 1 - i)
		}
		check := sum * 10 % 11 % 10
		if check != int(cpf[n]-'0') {
			return false
		}
	}
	return true
}

var (
	// brazilCell is a cellphone in the registration mask (##) # ####-#### or the profile mask
	// (##) ##### ####: a valid area code and the mobile 9.
	brazilCell = regexp.MustCompile(`^\(([1-9][1-9])\) 9 ?(\d{4})[- ](\d{4})$`)
	// international is +## then up to 24 digits, more than 10 characters in all.
	international = regexp.MustCompile(`^\+\d{2}\d{8,24}$`)
)

// NormalizePhone applies the Brazilian cellphone rule for Brasil and the international rule
// otherwise (spec section 5); Brazilian numbers come back in the registration mask.
func NormalizePhone(phone string, brazil bool) (string, bool) {
	if !brazil {
		return phone, international.MatchString(phone)
	}
	m := brazilCell.FindStringSubmatch(phone)
	if m == nil {
		return "", false
	}
	return "(" + m[1] + ") 9 " + m[2] + "-" + m[3], true
}

// cellDigits is a Brazilian cellphone as bare digits: an area code, the mobile 9, 8 digits.
var cellDigits = regexp.MustCompile(`^([1-9][1-9])9(\d{4})(\d{4})$`)

// ParseCellphone reads a Brazilian cellphone the way a point-of-sale or app client may send
// it to the purchase API: its digits, whatever spaces, dashes and brackets surround them
// (either form mask among them), with an optional +55 ("48999990000", "+55 48 99999-0000"). It comes back in the
// registration mask. The forms keep NormalizePhone's masks (spec section 5).
func ParseCellphone(phone string) (string, bool) {
	var digits strings.Builder
	for _, r := range phone {
		switch {
		case r >= '0' && r <= '9':
			digits.WriteRune(r)
		case !strings.ContainsRune(" -()+.", r):
			return "", false
		}
	}
	d := digits.String()
	if len(d) == 13 && strings.HasPrefix(d, "55") {
		d = d[2:]
	}
	m := cellDigits.FindStringSubmatch(d)
	if m == nil {
		return "", false
	}
	return "(" + m[1] + ") 9 " + m[2] + "-" + m[3], true
}

// NormalizeEmail lower-cases and trims an address; e-mails are unique case-insensitively.
func NormalizeEmail(email string) string { return strings.ToLower(strings.TrimSpace(email)) }

// ValidEmail accepts a bare address with a dotted domain, up to 254 characters.
func ValidEmail(email string) bool {
	if len(email) > 254 || strings.ContainsAny(email, " <>\r\n") {
		return false
	}
	a, err := mail.ParseAddress(email)
	if err != nil || a.Address != email {
		return false
	}
	at := strings.LastIndex(email, "@")
	return at > 0 && strings.Contains(email[at+1:], ".") && !strings.HasSuffix(email, ".")
}

// checkText reports a required or too long field.
func checkText(fields map[string]string, name, v string, max int) {
	switch {
	case strings.TrimSpace(v) == "":
		fields[name] = MsgRequired
	case !utf8.ValidString(v) || utf8.RuneCountInString(v) > max:
		fields[name] = MsgTooLong
	}
}
