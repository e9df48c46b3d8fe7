package pix

import (
	"fmt"

	"rsc.io/qr"
)

// QRPNG draws a BR Code as a PNG QR code. Level M (15% redundancy) is what PSPs commonly print
// for PIX: it survives a cracked phone screen and keeps a ~200-character code at a modest size.
func QRPNG(code string) ([]byte, error) {
	if code == "" {
		return nil, fmt.Errorf("%w: empty code", ErrInvalid)
	}
	c, err := qr.Encode(code, qr.M)
	if err != nil {
		return nil, fmt.Errorf("pix: QR code: %w", err)
	}
	c.Scale = 6 // a version-10 code (57 modules) plus its quiet zone comes to about 400 px
	return c.PNG(), nil
}
