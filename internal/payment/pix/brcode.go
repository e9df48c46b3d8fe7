// Package pix builds and reads PIX BR Codes: the EMV "copia e cola" text behind a PIX QR code.
//
// The layout follows the Central Bank's "Manual de Padrões para Iniciação do Pix" (BR Code
// section), itself a profile of EMVCo's "QR Code Specification for Payment Systems: Merchant-
// Presented Mode" (EMV QRCPS-MPM). Every field is ID (2 digits) + length (2 digits) + value; field 63
// closes the payload with a CRC16-CCITT (polynomial 0x1021, initial value 0xFFFF) of everything
// before it, including the "6304" of field 63 itself, in 4 upper-case hex digits.
package pix

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Field IDs from the BR Code manual.
const (
	idPayloadFormat   = "00" // "01"
	idPointOfInit     = "01" // "12": dynamic, the code is for one payment only
	idMerchantAccount = "26" // PIX: 00 GUI, 01 key or 25 location URL
	idMCC             = "52" // "0000" when not informed
	idCurrency        = "53" // "986" (ISO 4217: BRL)
	idAmount          = "54" // "10.50": up to 13 characters, dot as decimal separator
	idCountry         = "58" // "BR"
	idMerchantName    = "59" // up to 25 characters
	idMerchantCity    = "60" // up to 15 characters
	idAdditionalData  = "62" // 05 txid
	idCRC             = "63" // CRC16, 4 hex digits

	subGUI      = "00"
	subKey      = "01"
	subURL      = "25"
	subTxID     = "05"
	pixGUI      = "br.gov.bcb.pix"
	maxName     = 25
	maxCity     = 15
	maxTxID     = 25
	maxKey      = 77 // the longest key (an e-mail) the manual allows
	maxURL      = 77
	maxAmount   = 9_999_999_999_99 // "9999999999.99": 13 characters
	maxFieldLen = 99
)

// Payload is what a dynamic PIX charge carries.
type Payload struct {
	Key          string // the receiver's PIX key (e-mail, phone, CPF/CNPJ or random EVP); or
	URL          string // the location URL of a charge on the receiver's PSP, without "https://"
	MerchantName string // receiver's name, ASCII-folded and cut to 25 characters
	City         string // receiver's city, ASCII-folded and cut to 15 characters
	Amount       int64  // centavos, > 0; with a URL the amount lives at the location and is not written
	TxID         string // 1..25 letters and digits; with a URL the txid lives at the location, "***" is sent
}

// ErrInvalid means a payload could not be built or a code could not be read.
var ErrInvalid = errors.New("pix: invalid BR Code")

// BRCode builds the "copia e cola" text of a dynamic PIX charge.
func BRCode(p Payload) (string, error) {
	if (p.Key == "") == (p.URL == "") {
		return "", fmt.Errorf("%w: exactly one of key and location URL", ErrInvalid)
	}
	if len(p.Key) > maxKey || !printableASCII(p.Key) {
		return "", fmt.Errorf("%w: PIX key", ErrInvalid)
	}
	url := strings.TrimPrefix(p.URL, "https://")
	if len(url) > maxURL || !printableASCII(url) {
		return "", fmt.Errorf("%w: location URL", ErrInvalid)
	}
	if p.Key != "" && (p.Amount <= 0 || p.Amount > maxAmount) {
		return "", fmt.Errorf("%w: amount %d centavos", ErrInvalid, p.Amount)
	}
	name := cut(Fold(p.MerchantName), maxName)
	city := cut(Fold(p.City), maxCity)
	if name == "" || city == "" {
		return "", fmt.Errorf("%w: merchant name and city are required", ErrInvalid)
	}
	txid := p.TxID
	if url != "" {
		txid = "***" // a dynamic code by location carries its txid at the location
	} else if !validTxID(txid) {
		return "", fmt.Errorf("%w: txid must be 1..25 letters and digits", ErrInvalid)
	}

	account := tlv(subGUI, pixGUI)
	if url != "" {
		account += tlv(subURL, url)
	} else {
		account += tlv(subKey, p.Key)
	}

	var b strings.Builder
	b.WriteString(tlv(idPayloadFormat, "01"))
	b.WriteString(tlv(idPointOfInit, "12"))
	b.WriteString(tlv(idMerchantAccount, account))
	b.WriteString(tlv(idMCC, "0000"))
	b.WriteString(tlv(idCurrency, "986"))
	if url == "" {
		// The manual's dynamic example (section 6.2) carries no amount: the payer's bank reads it,
		// with the txid, from the charge at the location.
		b.WriteString(tlv(idAmount, formatAmount(p.Amount)))
	}
	b.WriteString(tlv(idCountry, "BR"))
	b.WriteString(tlv(idMerchantName, name))
	b.WriteString(tlv(idMerchantCity, city))
	b.WriteString(tlv(idAdditionalData, tlv(subTxID, txid)))
	b.WriteString(idCRC + "04")
	s := b.String()
	return s + fmt.Sprintf("%04X", CRC16(s)), nil
}

// tlv is one EMV field. Callers keep values ≤ 99 bytes: the limits above make field 26 at most
// 4+14+4+77 = 99.
func tlv(id, value string) string {
	return id + fmt.Sprintf("%02d", len(value)) + value
}

// formatAmount writes centavos as the manual asks: "1050" → "10.50", no thousands separator.
func formatAmount(c int64) string {
	return strconv.FormatInt(c/100, 10) + "." + fmt.Sprintf("%02d", c%100)
}

// CRC16 is CRC16-CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR), the
// checksum the BR Code manual prescribes for field 63.
func CRC16(s string) uint16 {
	crc := uint16(0xFFFF)
	for i := 0; i < len(s); i++ {
		crc ^= uint16(s[i]) << 8
		for range 8 {
			if crc&0x8000 != 0 {
				crc = crc<<1 ^ 0x1021
			} else {
				crc <<= 1
			}
		}
	}
	return crc
}

func validTxID(s string) bool {
	if len(s) == 0 || len(s) > maxTxID {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}

func printableASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] > 0x7e {
			return false
		}
	}
	return true
}

// cut trims s to at most n bytes (s is ASCII after Fold) and drops trailing spaces.
func cut(s string, n int) string {
	if len(s) > n {
		s = s[:n]
	}
	return strings.TrimSpace(s)
}
