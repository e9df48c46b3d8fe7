package checkout

import (
	"strings"

	"github.com/catraca/catraca/internal/account"
	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/refdata"
)

// BankAccount receives the refund of a boleto, which has no way back to the payer.
type BankAccount struct {
	Bank      string `json:"bank" required:"true" pattern:"^\\s*[0-9]{3}\\s*$" description:"COMPE code from GET /api/v2/banks/list, e.g. 001."`
	Agency    string `json:"agency" required:"true" pattern:"^\\s*[0-9]{1,6}(-[0-9Xx])?\\s*$" description:"Branch digits, check digit after a dash allowed."`
	Account   string `json:"account" required:"true" pattern:"^\\s*[0-9]{2,20}(-[0-9Xx])?\\s*$" description:"Account digits with its check digit."`
	HolderCPF string `json:"holder_cpf" required:"true" pattern:"^[-. ]*([0-9][-. ]*){11}$"`
}

func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// validBank checks the account a boleto refund goes to.
func validBank(b *BankAccount) (BankAccount, error) {
	if b == nil {
		return BankAccount{}, cancelErr(apperr.Invalid, apperr.Validation, "bank_account", MsgNeedsBank)
	}
	fields := map[string]string{}
	out := BankAccount{Bank: strings.TrimSpace(b.Bank), Agency: strings.TrimSpace(b.Agency),
		Account: strings.TrimSpace(b.Account), HolderCPF: digits(b.HolderCPF)}
	if !knownBank(out.Bank) {
		fields["bank_account.bank"] = MsgBadBank
	}
	if !bankDigits(out.Agency, 1, 6) {
		fields["bank_account.agency"] = MsgBadAgency
	}
	if !bankDigits(out.Account, 2, 20) {
		fields["bank_account.account"] = MsgBadAccount
	}
	if !account.ValidCPF(out.HolderCPF) {
		fields["bank_account.holder_cpf"] = MsgBadHolderCPF
	}
	if len(fields) > 0 {
		fields["bank_account"] = MsgNeedsBank
		return BankAccount{}, &apperr.Error{Code: apperr.Invalid, Message: MsgCancelFailed, Fields: fields}
	}
	return out, nil
}

func knownBank(code string) bool {
	banks, err := refdata.Banks()
	if err != nil || len(code) != 3 {
		return false
	}
	for _, b := range banks {
		if b.Codigo == code {
			return true
		}
	}
	return false
}

// bankDigits accepts digits with at most one dash before a last check character (0-9 or X).
func bankDigits(s string, minDigits, maxDigits int) bool {
	main, check, dashed := strings.Cut(s, "-")
	if dashed && (len(check) != 1 || !(check[0] >= '0' && check[0] <= '9' || check == "x" || check == "X")) {
		return false
	}
	if len(main) < minDigits || len(main) > maxDigits {
		return false
	}
	for _, r := range main {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
