package webui

import (
	"bytes"
	"compress/gzip"
	"github.com/catraca/catraca/internal/store"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
)

// Build files leave compressed in the encoding the browser accepts, hashed ones cached for
// good; a missing file is a 404 and leaves nothing behind.
func TestBuildFilesCompressed(t *testing.T) {
	js := []byte(strings.Repeat("console.log('catraca');\n", 200))
	h := New(fstest.MapFS{
		"index.html":         {Data: []byte(`<!doctype html><html><head><title>x</title></head></html>`)},
		"assets/app-abc1.js": {Data: js},
		"logo.png":           {Data: []byte("\x89PNG")},
	}, nil, fakePages{}, func(store.Store) string { return "http://loja.test" })
	get := func(path, accept string) *httptest.ResponseRecorder {
		rec := httptest.NewRecorder()
		req := httptest.NewRequest("GET", path, nil)
		if accept != "" {
			req.Header.Set("Accept-Encoding", accept)
		}
		h.ServeHTTP(rec, req)
		return rec
	}
	gz := get("/assets/app-abc1.js", "gzip")
	if gz.Code != 200 || gz.Header().Get("Content-Encoding") != "gzip" || gz.Header().Get("Vary") != "Accept-Encoding" ||
		!strings.Contains(gz.Header().Get("Cache-Control"), "immutable") || gz.Body.Len() >= len(js) {
		t.Fatalf("gzip: %d %v (%d bytes)", gz.Code, gz.Header(), gz.Body.Len())
	}
	zr, err := gzip.NewReader(gz.Body)
	if err != nil {
		t.Fatal(err)
	}
	if plain, _ := io.ReadAll(zr); !bytes.Equal(plain, js) {
		t.Fatal("gzip body differs from the file")
	}
	if zs := get("/assets/app-abc1.js", "gzip, br, zstd"); zs.Header().Get("Content-Encoding") != "zstd" {
		t.Fatalf("zstd: %v", zs.Header())
	}
	plain := get("/assets/app-abc1.js", "")
	if plain.Header().Get("Content-Encoding") != "" || !bytes.Equal(plain.Body.Bytes(), js) {
		t.Fatalf("identity: %v", plain.Header())
	}
	rec := httptest.NewRecorder()
	req := httptest.NewRequest("GET", "/assets/app-abc1.js", nil)
	req.Header.Set("If-None-Match", plain.Header().Get("ETag"))
	if h.ServeHTTP(rec, req); rec.Code != http.StatusNotModified {
		t.Fatalf("revalidation: %d", rec.Code)
	}
	if png := get("/logo.png", "gzip"); png.Code != 200 || png.Header().Get("Content-Encoding") != "" {
		t.Fatalf("png: %d %v", png.Code, png.Header())
	}
	if missing := get("/assets/nope-123.js", "gzip"); missing.Code != 404 {
		t.Fatalf("missing: %d", missing.Code)
	}
	if len(h.static.files) != 1 {
		t.Fatalf("%d files kept, want only the one that exists", len(h.static.files))
	}
}
