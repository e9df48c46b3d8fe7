package ticket

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"unicode/utf8"
)

// CodeLen is the length of a ticket's code: 12 hex characters, 48 bits. An organizer with
// 100,000 tickets has two sharing a code with a chance of about 1 in 56,000; 8 characters
// (32 bits) would make a pair likely.
const CodeLen = 12

// Code is the ticket's public code: the first 12 hex characters of the SHA-256 of its token,
// in upper case. The ticket page, the PDF, the back office and its exports show it, so a ticket
// can be named out loud or in a spreadsheet without its token, which admits at the door and
// cannot be found from the code.
func Code(token string) string {
	sum := sha256.Sum256([]byte(token))
	return strings.ToUpper(hex.EncodeToString(sum[:CodeLen/2]))
}

// LooksLikeCode reports whether s has a code's shape, in either case.
func LooksLikeCode(s string) bool {
	if len(s) != CodeLen {
		return false
	}
	_, err := hex.DecodeString(s)
	return err == nil
}

// HolderName is a holder's name as typed, trimmed, and whether it may name a ticket: the rule
// of a transfer, shared by the back office's change of name.
func HolderName(s string) (string, bool) {
	name := strings.TrimSpace(s)
	return name, name != "" && utf8.ValidString(name) && utf8.RuneCountInString(name) <= 200
}
