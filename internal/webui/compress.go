package webui

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"io/fs"
	"log/slog"
	"mime"
	"net/http"
	"path"
	"sync"
	"time"

	"github.com/catraca/catraca/internal/respcache"
)

// compressible are the file types worth compressing; images and fonts already are.
var compressible = map[string]bool{".js": true, ".mjs": true, ".css": true, ".svg": true, ".html": true,
	".json": true, ".txt": true, ".xml": true, ".webmanifest": true, ".map": true, ".ico": true}

// staticFile is a build file read once, with its compressed forms made once (at start by
// Precompress, or on first demand) rather than per request.
type staticFile struct {
	once    sync.Once
	raw     []byte
	etag    string
	forms   map[string][]byte // encoding → body
	modtime time.Time
}

type staticFiles struct {
	mu    sync.Mutex
	files map[string]*staticFile
}

func (s *staticFiles) get(files fs.FS, name string) *staticFile {
	s.mu.Lock()
	if s.files == nil {
		s.files = map[string]*staticFile{}
	}
	f := s.files[name]
	if f == nil {
		f = &staticFile{}
		s.files[name] = f
	}
	s.mu.Unlock()
	f.once.Do(func() {
		raw, err := fs.ReadFile(files, name)
		if err != nil {
			return
		}
		sum := sha256.Sum256(raw)
		f.raw, f.etag = raw, base64.RawURLEncoding.EncodeToString(sum[:12])
		f.forms = map[string][]byte{}
		for _, enc := range []string{respcache.Zstd, respcache.Gzip} {
			if out := respcache.Compress(enc, raw, true); out != nil && len(out) < len(raw) {
				f.forms[enc] = out
			}
		}
	})
	return f
}

// Precompress compresses every compressible build file now, so no visitor waits for it.
func (h *Handler) Precompress() {
	start := time.Now()
	n := 0
	_ = fs.WalkDir(h.files, ".", func(name string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && compressible[path.Ext(name)] && name != "index.html" {
			h.static.get(h.files, name)
			n++
		}
		return nil
	})
	slog.Info("build files compressed", "files", n, "took", time.Since(start).Round(time.Millisecond))
}

// serveCompressed answers a compressible build file in the best encoding the client accepts.
// It reports false when the file does not exist.
func (h *Handler) serveCompressed(w http.ResponseWriter, r *http.Request, name, cacheControl string) bool {
	f := h.static.get(h.files, name)
	if f.raw == nil {
		return false
	}
	hdr := w.Header()
	hdr.Set("Cache-Control", cacheControl)
	hdr.Set("Vary", "Accept-Encoding")
	if ct := mime.TypeByExtension(path.Ext(name)); ct != "" {
		hdr.Set("Content-Type", ct)
	}
	body, tag := f.raw, f.etag
	if enc := respcache.Negotiate(r.Header.Get("Accept-Encoding")); f.forms[enc] != nil {
		body, tag = f.forms[enc], f.etag+"-"+enc
		hdr.Set("Content-Encoding", enc)
	}
	hdr.Set("ETag", `"`+tag+`"`)
	http.ServeContent(w, r, "", f.modtime, bytes.NewReader(body))
	return true
}
