package pix

import (
	"bytes"
	"errors"
	"fmt"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// manualExample is the static BR Code printed in the Central Bank's "Manual de Padrões para
// Iniciação do Pix" (key 123e4567-e12b-12d1-a456-426655440000, "Fulano de Tal", BRASILIA), whose
// CRC the manual gives as 1D3D.
const manualExample = "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000" +
	"5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D"

// manualDynamic is the manual's dynamic example (section 6.2): a location instead of a key, no
// amount, txid "***", CRC EEAB. BRCode must build exactly this text.
const manualDynamic = "00020101021226770014BR.GOV.BCB.PIX2555pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a99" +
	"5204000053039865802BR5907EMPRESA6009SAO PAULO62070503***6304EEAB"

func TestBRCodeManualDynamic(t *testing.T) {
	if _, err := Parse(manualDynamic); err != nil {
		t.Fatal(err)
	}
	// The manual spells the GUI in capitals here and in lower case elsewhere; apps accept both.
	got, err := BRCode(Payload{URL: "https://pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a99", MerchantName: "EMPRESA", City: "SAO PAULO", Amount: 100})
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Replace(manualDynamic[:len(manualDynamic)-4], "BR.GOV.BCB.PIX", "br.gov.bcb.pix", 1)
	want += fmt.Sprintf("%04X", CRC16(want))
	if got != want {
		t.Fatalf("BRCode\n%s, want\n%s", got, want)
	}
}

func TestCRC16CheckValue(t *testing.T) {
	// The catalogued check value of CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) for "123456789".
	if got := CRC16("123456789"); got != 0x29B1 {
		t.Fatalf("CRC16 = %04X, want 29B1", got)
	}
}

func TestParseManualExample(t *testing.T) {
	f, err := Parse(manualExample)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"00": "01", "26.00": "br.gov.bcb.pix", "26.01": "123e4567-e12b-12d1-a456-426655440000",
		"52": "0000", "53": "986", "58": "BR", "59": "Fulano de Tal", "60": "BRASILIA", "62.05": "***", "63": "1D3D",
	}
	for k, v := range want {
		if f[k] != v {
			t.Errorf("field %s = %q, want %q", k, f[k], v)
		}
	}
}

func TestBRCode(t *testing.T) {
	tests := []struct {
		name   string
		p      Payload
		fields map[string]string
	}{
		{"key", Payload{Key: "7d9f0c1e-4b2a-4e8f-9c3d-5a6b7e8f9012", MerchantName: "Catraca", City: "São Paulo", Amount: 12345, TxID: "ABC123"},
			map[string]string{"01": "12", "26.00": "br.gov.bcb.pix", "26.01": "7d9f0c1e-4b2a-4e8f-9c3d-5a6b7e8f9012",
				"54": "123.45", "59": "Catraca", "60": "Sao Paulo", "62.05": "ABC123"}},
		{"one centavo", Payload{Key: "a@b.co", MerchantName: "X", City: "Y", Amount: 1, TxID: "T"},
			map[string]string{"54": "0.01"}},
		{"location", Payload{URL: "https://pix.example.com/qr/v2/9d36b84f", MerchantName: "X", City: "Y", Amount: 100000, TxID: "ignored"},
			map[string]string{"26.25": "pix.example.com/qr/v2/9d36b84f", "54": "", "62.05": "***"}},
		{"cut and folded", Payload{Key: "k", MerchantName: "  Associação Cultural do Maracanã  ", City: "São José dos Campos", Amount: 5, TxID: strings.Repeat("Z", 25)},
			map[string]string{"59": "Associacao Cultural do Ma", "60": "Sao Jose dos Ca", "62.05": strings.Repeat("Z", 25)}},
		{"largest amount", Payload{Key: "k", MerchantName: "X", City: "Y", Amount: 9_999_999_999_99, TxID: "T"},
			map[string]string{"54": "9999999999.99"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, err := BRCode(tc.p)
			if err != nil {
				t.Fatal(err)
			}
			f, err := Parse(code)
			if err != nil {
				t.Fatalf("%s: %v", code, err)
			}
			base := map[string]string{"00": "01", "52": "0000", "53": "986", "58": "BR"}
			for k, v := range base {
				if f[k] != v {
					t.Errorf("field %s = %q, want %q", k, f[k], v)
				}
			}
			for k, v := range tc.fields {
				if f[k] != v {
					t.Errorf("field %s = %q, want %q", k, f[k], v)
				}
			}
			if len(f["59"]) > 25 || len(f["60"]) > 15 || len(f["62.05"]) > 25 {
				t.Errorf("field too long: %q %q %q", f["59"], f["60"], f["62.05"])
			}
			if want := fmt.Sprintf("%04X", CRC16(code[:len(code)-4])); f["63"] != want {
				t.Errorf("CRC %s, want %s", f["63"], want)
			}
		})
	}
}

func TestBRCodeRejects(t *testing.T) {
	ok := Payload{Key: "k", MerchantName: "X", City: "Y", Amount: 100, TxID: "T1"}
	tests := map[string]func(p *Payload){
		"no key or URL":   func(p *Payload) { p.Key = "" },
		"key and URL":     func(p *Payload) { p.URL = "x.example/1" },
		"zero amount":     func(p *Payload) { p.Amount = 0 },
		"negative amount": func(p *Payload) { p.Amount = -1 },
		"amount too big":  func(p *Payload) { p.Amount = 1_000_000_000_000 },
		"no txid":         func(p *Payload) { p.TxID = "" },
		"txid too long":   func(p *Payload) { p.TxID = strings.Repeat("a", 26) },
		"txid dash":       func(p *Payload) { p.TxID = "abc-123" },
		"no name":         func(p *Payload) { p.MerchantName = "  " },
		"name not ASCII":  func(p *Payload) { p.MerchantName = "東京" },
		"no city":         func(p *Payload) { p.City = "" },
		"key too long":    func(p *Payload) { p.Key = strings.Repeat("k", 78) },
		"key control":     func(p *Payload) { p.Key = "a\nb" },
	}
	for name, mutate := range tests {
		p := ok
		mutate(&p)
		if _, err := BRCode(p); !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: err %v, want ErrInvalid", name, err)
		}
	}
	if _, err := BRCode(ok); err != nil {
		t.Fatalf("control: %v", err)
	}
}

func TestParseRejects(t *testing.T) {
	good, err := BRCode(Payload{Key: "k", MerchantName: "Loja", City: "Recife", Amount: 990, TxID: "T1"})
	if err != nil {
		t.Fatal(err)
	}
	// withCRC re-signs a changed body, so that the structure, not the CRC, is what fails.
	withCRC := func(body string) string { body += "6304"; return body + fmt.Sprintf("%04X", CRC16(body)) }
	body := good[:len(good)-8]
	tests := map[string]string{
		"empty":              "",
		"altered amount":     strings.Replace(good, "9.90", "1.90", 1),
		"lower-case CRC":     body + "6304" + strings.ToLower(fmt.Sprintf("%04X", CRC16(body+"6304"))),
		"CRC not hex":        body + "6304ZZZZ",
		"truncated":          good[:len(good)-1],
		"no CRC field":       body,
		"length overruns":    withCRC("000201" + "5999abc"),
		"letters in length":  withCRC("000201" + "59x1a"),
		"wrong format":       withCRC("000202" + body[6:]),
		"format not first":   withCRC("5802BR" + body),
		"duplicate field":    withCRC(body + "5802BR"),
		"duplicate subfield": withCRC("000201" + "26080001a0001b"),
	}
	for name, code := range tests {
		if _, err := Parse(code); !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: err %v, want ErrInvalid", name, err)
		}
	}
}

func TestFold(t *testing.T) {
	for in, want := range map[string]string{
		"São Paulo":             "Sao Paulo",
		"CONCEIÇÃO DO ARAGUAIA": "CONCEICAO DO ARAGUAIA",
		"a\tb\n c":              "a b c",
		"Café № 1":              "Cafe 1",
		"":                      "",
	} {
		if got := Fold(in); got != want {
			t.Errorf("Fold(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestQRPNG(t *testing.T) {
	code, err := BRCode(Payload{Key: "7d9f0c1e-4b2a-4e8f-9c3d-5a6b7e8f9012", MerchantName: "Catraca", City: "Sao Paulo", Amount: 12345, TxID: strings.Repeat("A", 25)})
	if err != nil {
		t.Fatal(err)
	}
	b, err := QRPNG(code)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	if w, h := img.Bounds().Dx(), img.Bounds().Dy(); w != h || w < 200 || w > 800 {
		t.Errorf("QR image %dx%d", w, h)
	}
	if _, err := QRPNG(""); err == nil {
		t.Error("empty code drew a QR")
	}
}

// TestQRDecodes reads the QR image back with zbarimg (Debian's zbar-tools) when it is installed:
// the picture must hold exactly the BR Code.
func TestQRDecodes(t *testing.T) {
	zbar, err := exec.LookPath("zbarimg")
	if err != nil {
		t.Skip("zbarimg not installed (apt-get install zbar-tools)")
	}
	code, err := BRCode(Payload{Key: "7d9f0c1e-4b2a-4e8f-9c3d-5a6b7e8f9012", MerchantName: "Show de Forró", City: "Caruaru", Amount: 4990, TxID: "ABC123DEF456"})
	if err != nil {
		t.Fatal(err)
	}
	b, err := QRPNG(code)
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "qr.png")
	if err := os.WriteFile(file, b, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(zbar, "-q", "--raw", file).Output()
	if err != nil {
		t.Fatalf("zbarimg: %v", err)
	}
	if got := strings.TrimRight(string(out), "\n"); got != code {
		t.Fatalf("QR holds\n%s, want\n%s", got, code)
	}
}
