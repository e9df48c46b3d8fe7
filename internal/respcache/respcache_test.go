package respcache

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
)

func TestNegotiate(t *testing.T) {
	for _, tt := range []struct{ accept, want string }{
		{"", ""},
		{"identity", ""},
		{"gzip", Gzip},
		{"gzip, deflate, br, zstd", Zstd},
		{"zstd;q=0, gzip", Gzip},
		{"ZSTD;Q=0.5", Zstd},
		{"gzip;q=0", ""},
		{"*", Gzip},
		{"br", ""},
		{"gzip;q=abc", ""},
	} {
		if got := Negotiate(tt.accept); got != tt.want {
			t.Errorf("Negotiate(%q) = %q, want %q", tt.accept, got, tt.want)
		}
	}
}

type fixedVersion struct{ v atomic.Uint64 }

func (f *fixedVersion) Version(context.Context) (uint64, error) { return f.v.Load(), nil }

// An entry is built once per version; errors and non-200 answers are never kept.
func TestServeBuildsOncePerVersion(t *testing.T) {
	ver := &fixedVersion{}
	ver.v.Store(1)
	c := New(ver)
	builds := 0
	status := http.StatusOK
	var fail error
	serve := func() *httptest.ResponseRecorder {
		w := httptest.NewRecorder()
		err := c.Serve(w, httptest.NewRequest("GET", "/x", nil), "k", "no-cache", func(context.Context) (Response, error) {
			builds++
			return Response{Status: status, ContentType: "text/plain", Body: []byte("body")}, fail
		})
		if err != nil {
			w.Code = 599
		}
		return w
	}
	serve()
	serve()
	if builds != 1 {
		t.Fatalf("%d builds for one version", builds)
	}
	ver.v.Store(2)
	if serve(); builds != 2 {
		t.Fatalf("%d builds after the version moved", builds)
	}
	ver.v.Store(3)
	fail = errors.New("db down")
	if w := serve(); w.Code != 599 {
		t.Fatalf("error answered %d", w.Code)
	}
	fail, status = nil, http.StatusNotFound
	serve()
	serve()
	if builds != 5 {
		t.Fatalf("failed or 404 answers were kept: %d builds", builds)
	}
}
