// Package media keeps the event posters organizers publish elsewhere: each is fetched once
// at import, resized to the widths the storefront shows, encoded in its own format and in
// WebP, and served from the database with the storefront's own origin.
package media

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gen2brain/webp"
	"golang.org/x/image/draw"

	"github.com/catraca/catraca/internal/db"
)

// Widths are the sizes the storefront asks for: a card on a phone and a desktop, the event
// hero and the home banner, at 1x and 2x density.
var Widths = []int{320, 640, 960, 1280}

// Bounds on what a poster may be: real ones are a few MB and a few thousand pixels wide;
// more is a mistake or a decompression bomb.
const (
	MaxBytes     = 15 << 20 // a poster's file, fetched or uploaded
	maxPixels    = 40_000_000
	fetchTimeout = 30 * time.Second
)

// Service fetches, stores and serves posters.
type Service struct {
	db     *db.DB
	client *http.Client
	now    func() time.Time
}

// New returns the media service; client fetches the posters.
func New(d *db.DB, client *http.Client, now func() time.Time) *Service {
	return &Service{db: d, client: client, now: now}
}

// SyncResult counts what Sync did.
type SyncResult struct {
	Stored, Failed int
}

// Sync fetches every event poster published at an http(s) address that is not stored yet. A
// poster that cannot be fetched or read is logged and left as its address, so the
// storefront still links it; the next Sync tries again.
func (s *Service) Sync(ctx context.Context) (SyncResult, error) {
	rows, err := s.db.Query(ctx, `SELECT DISTINCT e.imagem FROM events e
		WHERE (e.imagem LIKE 'http://%' OR e.imagem LIKE 'https://%')
			AND NOT EXISTS (SELECT 1 FROM media m WHERE m.source_url = e.imagem)`)
	if err != nil {
		return SyncResult{}, fmt.Errorf("media: pending posters: %w", err)
	}
	var urls []string
	for rows.Next() {
		var u string
		if err := rows.Scan(&u); err != nil {
			rows.Close()
			return SyncResult{}, err
		}
		urls = append(urls, u)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return SyncResult{}, err
	}
	var res SyncResult
	for _, u := range urls {
		if err := s.store(ctx, u); err != nil {
			if ctx.Err() != nil {
				return res, ctx.Err()
			}
			slog.WarnContext(ctx, "event poster not stored; the storefront links it as published", "url", u, "err", err)
			res.Failed++
			continue
		}
		res.Stored++
	}
	return res, nil
}

// file is one stored rendition.
type file struct {
	width  int
	format string
	data   []byte
}

func (s *Service) store(ctx context.Context, url string) error {
	src, err := s.fetch(ctx, url)
	if err != nil {
		return err
	}
	p, err := prepare(src)
	if err != nil {
		return err
	}
	return s.db.InTx(ctx, func(tx *db.Tx) error {
		_, err := s.insert(ctx, tx, url, p)
		return err
	})
}

// prepared is a poster decoded and rendered, ready to be stored under a source.
type prepared struct {
	width, height int
	format        string
	widths        []int
	files         []file
}

// prepare is the one path every poster takes, fetched or uploaded: decode, resize, encode.
func prepare(data []byte) (prepared, error) {
	img, format, err := decode(data)
	if err != nil {
		return prepared{}, err
	}
	files, widths, err := render(img, format)
	if err != nil {
		return prepared{}, err
	}
	b := img.Bounds()
	return prepared{width: b.Dx(), height: b.Dy(), format: format, widths: widths, files: files}, nil
}

// insert stores p under source and answers its id.
func (s *Service) insert(ctx context.Context, tx *db.Tx, source string, p prepared) (int64, error) {
	var id int64
	err := tx.QueryRow(ctx, `INSERT INTO media (source_url, width, height, format, widths, created_at)
		VALUES (?, ?, ?, ?, ?, ?) RETURNING id`, source, p.width, p.height, p.format, joinInts(p.widths),
		s.now().UTC()).Scan(&id)
	if err != nil {
		return 0, err
	}
	for _, f := range p.files {
		if _, err := tx.Exec(ctx, `INSERT INTO media_files (media_id, width, format, data) VALUES (?, ?, ?, ?)`,
			id, f.width, f.format, f.data); err != nil {
			return 0, err
		}
	}
	return id, nil
}

func (s *Service) fetch(ctx context.Context, url string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, fetchTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	res, err := s.client.Do(req)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("media: %s answered %d", url, res.StatusCode)
	}
	data, err := io.ReadAll(io.LimitReader(res.Body, MaxBytes+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxBytes {
		return nil, fmt.Errorf("%w: %s is larger than %d MB", errTooLarge, url, MaxBytes>>20)
	}
	return data, nil
}

// Why a poster's bytes are refused; Upload answers them to the organizer.
var (
	errNotImage  = errors.New("media: not a JPEG, PNG or WebP image")
	errUnread    = errors.New("media: broken or truncated image")
	errTooLarge  = errors.New("media: image over the size limit")
	errTooPixels = errors.New("media: image over the pixel limit")
)

// decode reads a JPEG, PNG or WebP, judged by its bytes rather than by what the sender
// claimed, after checking its size from the header alone. A WebP poster's own format is JPEG
// (PNG when it has transparency): the ticket PDF draws only those, and its WebP renditions
// are made anyway.
func decode(data []byte) (image.Image, string, error) {
	switch http.DetectContentType(data) {
	case "image/jpeg", "image/png", "image/webp":
	default:
		return nil, "", errNotImage
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, "", fmt.Errorf("%w: %v", errUnread, err)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width*cfg.Height > maxPixels {
		return nil, "", fmt.Errorf("%w: %dx%d", errTooPixels, cfg.Width, cfg.Height)
	}
	img, format, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, "", fmt.Errorf("%w: %v", errUnread, err)
	}
	if format == "webp" {
		format = "jpeg"
		if o, ok := img.(interface{ Opaque() bool }); ok && !o.Opaque() {
			format = "png"
		}
	}
	return img, format, nil
}

// render resizes img to each of Widths below its own width (and to its own width when that
// is smaller than the largest), in its format and in WebP.
func render(img image.Image, format string) ([]file, []int, error) {
	w := img.Bounds().Dx()
	var widths []int
	for _, target := range Widths {
		if target < w {
			widths = append(widths, target)
		}
	}
	if w <= Widths[len(Widths)-1] {
		widths = append(widths, w)
	}
	var files []file
	for _, width := range widths {
		scaled := resize(img, width)
		own, err := encode(scaled, format)
		if err != nil {
			return nil, nil, err
		}
		var wp bytes.Buffer
		if err := webp.Encode(&wp, scaled, webp.Options{Quality: 75}); err != nil {
			return nil, nil, fmt.Errorf("media: webp: %w", err)
		}
		files = append(files, file{width, format, own}, file{width, "webp", wp.Bytes()})
	}
	return files, widths, nil
}

func resize(img image.Image, width int) image.Image {
	b := img.Bounds()
	if width == b.Dx() {
		return img
	}
	height := max(1, (b.Dy()*width+b.Dx()/2)/b.Dx())
	dst := image.NewRGBA(image.Rect(0, 0, width, height))
	draw.CatmullRom.Scale(dst, dst.Bounds(), img, b, draw.Src, nil)
	return dst
}

func encode(img image.Image, format string) ([]byte, error) {
	var buf bytes.Buffer
	var err error
	if format == "png" {
		err = (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&buf, img)
	} else {
		err = jpeg.Encode(&buf, img, &jpeg.Options{Quality: 82})
	}
	return buf.Bytes(), err
}

func joinInts(ns []int) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, ",")
}
