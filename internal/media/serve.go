package media

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/catraca/catraca/internal/db"
)

// Picture is a stored poster as pages show it: its size, so nothing shifts while it loads,
// and the srcset of its renditions in its own format and in WebP.
type Picture struct {
	Largura    int    `json:"largura"`
	Altura     int    `json:"altura"`
	Srcset     string `json:"srcset"`
	SrcsetWebp string `json:"srcset_webp"`
}

// Stored is a media row as a query reads it beside an event (a LEFT JOIN: all nil when the
// poster is not stored).
type Stored struct {
	ID             *int64
	Width, Height  *int
	Format, Widths *string
}

// Picture describes a stored poster and gives the URL of its largest rendition, which pages
// use as the plain src; ok is false when s holds no poster.
func (s Stored) Picture() (p *Picture, src string, ok bool) {
	if s.ID == nil || s.Width == nil || s.Height == nil || s.Format == nil || s.Widths == nil {
		return nil, "", false
	}
	var own, wp []string
	for _, w := range strings.Split(*s.Widths, ",") {
		width, err := strconv.Atoi(w)
		if err != nil {
			continue
		}
		src = URL(*s.ID, width, *s.Format)
		own = append(own, fmt.Sprintf("%s %dw", src, width))
		wp = append(wp, fmt.Sprintf("%s %dw", URL(*s.ID, width, "webp"), width))
	}
	if len(own) == 0 {
		return nil, "", false
	}
	return &Picture{Largura: *s.Width, Altura: *s.Height, Srcset: strings.Join(own, ", "),
		SrcsetWebp: strings.Join(wp, ", ")}, src, true
}

// extensions maps stored formats to file extensions and back.
var extensions = map[string]string{"jpeg": "jpg", "png": "png", "webp": "webp"}

// URL is where a rendition is served.
func URL(id int64, width int, format string) string {
	return fmt.Sprintf("/media/img/%d/%d.%s", id, width, extensions[format])
}

var contentTypes = map[string]string{"jpeg": "image/jpeg", "png": "image/png", "webp": "image/webp"}

// ServeHTTP answers GET /media/img/{id}/{width}.{ext}. A rendition never changes under its
// URL (a new poster gets a new id), so browsers and CDNs may keep it for a year.
func (s *Service) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	name, ext, found := strings.Cut(r.PathValue("file"), ".")
	width, werr := strconv.Atoi(name)
	format := ""
	for f, e := range extensions {
		if e == ext {
			format = f
		}
	}
	if err != nil || werr != nil || !found || format == "" || id < 1 || width < 1 {
		http.NotFound(w, r)
		return
	}
	var data []byte
	err = s.db.QueryRow(r.Context(), `SELECT data FROM media_files WHERE media_id = ? AND width = ? AND format = ?`,
		id, width, format).Scan(&data)
	if errors.Is(err, db.ErrNotFound) {
		http.NotFound(w, r)
		return
	}
	if err != nil {
		http.Error(w, "", http.StatusServiceUnavailable)
		return
	}
	w.Header().Set("Content-Type", contentTypes[format])
	w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	w.Header().Set("Content-Length", strconv.Itoa(len(data)))
	if r.Method != http.MethodHead {
		_, _ = w.Write(data)
	}
}
