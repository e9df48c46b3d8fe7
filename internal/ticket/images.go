package ticket

import (
	"bytes"
	"context"
	"image"
	"image/draw"
	"image/jpeg"
	"image/png"
	"net/http"
	"strings"

	"github.com/gen2brain/webp"
)

// RasterFunc finds a stored raster rendition (JPEG, PNG or WebP) of an image the catalog
// names by ref (an event's imagem, a store's logo) at about width pixels. It reads only what
// this server keeps (the media table, the demo's files): a ticket is never held up by, nor
// leaks its holder to, another host.
type RasterFunc func(ctx context.Context, ref string, width int) ([]byte, bool)

// pdfImage is an image fpdf can embed as it is: JPEG or PNG.
type pdfImage struct {
	kind string // "JPG" or "PNG"
	data []byte
}

// Widths asked of RasterFunc: the poster fills 17 cm, the logo is 1 cm high; at print
// resolution neither needs more, and the e-mail carrying the PDF stays small.
const (
	posterWidth = 960
	logoWidth   = 480
)

// findImage looks up the first of refs with a raster rendition, as fpdf can embed it.
func (s *Service) findImage(ctx context.Context, width int, refs ...string) *pdfImage {
	if s.Raster == nil {
		return nil
	}
	for _, ref := range refs {
		if ref == "" {
			continue
		}
		if data, ok := s.Raster(ctx, ref, width); ok {
			if img := embeddable(data); img != nil {
				return img
			}
		}
	}
	return nil
}

// logoRefs are where a store's logo may have a raster rendition: itself unless it is SVG,
// else the PNG rendered beside it, the one the e-mails show (scripts/mail-logos).
func logoRefs(logo string) []string {
	if base, ok := strings.CutSuffix(logo, ".svg"); ok {
		return []string{base + ".png"}
	}
	return []string{logo}
}

// embeddable keeps JPEG and PNG as they are and turns WebP into JPEG; anything else is
// not drawn.
func embeddable(data []byte) *pdfImage {
	switch http.DetectContentType(data) {
	case "image/jpeg":
		return &pdfImage{"JPG", data}
	case "image/png":
		// fpdf reads 8-bit, non-interlaced PNG: anything else is drawn again as such
		if len(data) > 28 && data[24] <= 8 && data[28] == 0 {
			return &pdfImage{"PNG", data}
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			return nil
		}
		rgba := image.NewNRGBA(img.Bounds())
		draw.Draw(rgba, rgba.Bounds(), img, img.Bounds().Min, draw.Src)
		var b bytes.Buffer
		if err := png.Encode(&b, rgba); err != nil {
			return nil
		}
		return &pdfImage{"PNG", b.Bytes()}
	case "image/webp":
		img, err := webp.Decode(bytes.NewReader(data))
		if err != nil {
			return nil
		}
		return jpegOf(img)
	}
	return nil
}

func jpegOf(img image.Image) *pdfImage {
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, &jpeg.Options{Quality: 85}); err != nil {
		return nil
	}
	return &pdfImage{"JPG", b.Bytes()}
}
