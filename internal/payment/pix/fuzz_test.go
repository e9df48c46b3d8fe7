package pix

import (
	"fmt"
	"strings"
	"testing"
)

// FuzzParse: Parse never panics, and whatever it accepts is well-formed: the CRC is right and the
// top-level fields it reports, written back in order, give the code again.
func FuzzParse(f *testing.F) {
	f.Add(manualExample)
	f.Add("00020126330014br.gov.bcb.pix0111123456789015204000053039865405100.005802BR5901X6001Y62050501T63040000")
	f.Add("6304FFFF")
	f.Add("")
	f.Fuzz(func(t *testing.T, code string) {
		m, err := Parse(code)
		if err != nil {
			return
		}
		if want := fmt.Sprintf("%04X", CRC16(code[:len(code)-4])); m["63"] != want {
			t.Fatalf("accepted CRC %q, want %s", m["63"], want)
		}
		fields, err := splitTLV(code)
		if err != nil {
			t.Fatalf("accepted a code splitTLV refuses: %v", err)
		}
		var b strings.Builder
		for _, fl := range fields {
			b.WriteString(tlv(fl.id, fl.value))
			if m[fl.id] != fl.value {
				t.Fatalf("field %s = %q, map has %q", fl.id, fl.value, m[fl.id])
			}
		}
		if b.String() != code {
			t.Fatalf("fields do not rebuild the code")
		}
	})
}

// FuzzBRCode: whatever BRCode builds, Parse reads back with the limits of the manual.
func FuzzBRCode(f *testing.F) {
	f.Add("chave@example.com", "", "Loja São João", "Niterói", int64(1050), "TX1")
	f.Add("", "pix.example.com/v2/abc", "X", "Y", int64(1), "")
	f.Fuzz(func(t *testing.T, key, url, name, city string, amount int64, txid string) {
		code, err := BRCode(Payload{Key: key, URL: url, MerchantName: name, City: city, Amount: amount, TxID: txid})
		if err != nil {
			return
		}
		m, err := Parse(code)
		if err != nil {
			t.Fatalf("BRCode built %q, Parse: %v", code, err)
		}
		if len(m["59"]) > 25 || len(m["60"]) > 15 || len(m["62.05"]) > 25 || len(m["26"]) > 99 {
			t.Fatalf("field over its limit in %q", code)
		}
		if m["26.01"] != key && m["26.25"] != strings.TrimPrefix(url, "https://") {
			t.Fatalf("key/URL lost in %q", code)
		}
	})
}
