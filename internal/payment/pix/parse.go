package pix

import (
	"fmt"
	"strconv"
	"strings"
)

// Parse reads a BR Code, checking its TLV structure and its CRC. The map holds each top-level
// field by ID ("00", "26", "54", ...) and, for the templates 26 (merchant account) and 62
// (additional data), each sub-field as "26.01", "62.05", ... Lengths count bytes: a code with
// non-ASCII text is read byte by byte, as the CRC is.
func Parse(code string) (map[string]string, error) {
	// Field 63 must be the last: "6304" + 4 hex digits.
	if len(code) < 8 || code[len(code)-8:len(code)-4] != idCRC+"04" {
		return nil, fmt.Errorf("%w: no CRC field at the end", ErrInvalid)
	}
	want, err := strconv.ParseUint(code[len(code)-4:], 16, 16)
	if err != nil || strings.ToUpper(code[len(code)-4:]) != code[len(code)-4:] {
		return nil, fmt.Errorf("%w: CRC is not 4 upper-case hex digits", ErrInvalid)
	}
	if got := CRC16(code[:len(code)-4]); uint16(want) != got {
		return nil, fmt.Errorf("%w: CRC %04X, computed %04X", ErrInvalid, want, got)
	}

	fields, err := splitTLV(code)
	if err != nil {
		return nil, err
	}
	out := make(map[string]string, len(fields)+4)
	for i, f := range fields {
		if _, dup := out[f.id]; dup {
			return nil, fmt.Errorf("%w: field %s twice", ErrInvalid, f.id)
		}
		if i == 0 && (f.id != idPayloadFormat || f.value != "01") {
			return nil, fmt.Errorf("%w: must start with payload format 01", ErrInvalid)
		}
		out[f.id] = f.value
		if f.id == idMerchantAccount || f.id == idAdditionalData {
			subs, err := splitTLV(f.value)
			if err != nil {
				return nil, fmt.Errorf("field %s: %w", f.id, err)
			}
			for _, s := range subs {
				key := f.id + "." + s.id
				if _, dup := out[key]; dup {
					return nil, fmt.Errorf("%w: field %s twice", ErrInvalid, key)
				}
				out[key] = s.value
			}
		}
	}
	if len(fields) == 0 || fields[len(fields)-1].id != idCRC {
		return nil, fmt.Errorf("%w: CRC field is not last", ErrInvalid)
	}
	return out, nil
}

type field struct{ id, value string }

// splitTLV cuts s into ID(2 digits) + length(2 digits) + value fields, all of s.
func splitTLV(s string) ([]field, error) {
	var out []field
	for len(s) > 0 {
		if len(s) < 4 || !digits(s[:4]) {
			return nil, fmt.Errorf("%w: malformed field header %q", ErrInvalid, s[:min(len(s), 4)])
		}
		n := int(s[2]-'0')*10 + int(s[3]-'0')
		if len(s) < 4+n {
			return nil, fmt.Errorf("%w: field %s is %d bytes, only %d left", ErrInvalid, s[:2], n, len(s)-4)
		}
		out = append(out, field{s[:2], s[4 : 4+n]})
		s = s[4+n:]
	}
	return out, nil
}

func digits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
