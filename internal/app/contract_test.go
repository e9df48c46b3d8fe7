package app_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/catraca/catraca/internal/app"
	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/gorillamux"
	"github.com/klauspost/compress/zstd"
)

// contract is /api/openapi.json loaded for validation. Parsed documents are shared by the
// whole test binary, keyed by their bytes (the sandbox routes make two variants).
type contract struct {
	doc    *openapi3.T
	router routers.Router
	strict *strictSchemas
}

var (
	contractsMu sync.Mutex
	contracts   = map[string]*contract{}
)

// Ticket files (QR, PDF, calendar), the payouts CSV and the posters sent are checked as opaque
// bodies: the document says their type.
func init() {
	for _, typ := range []string{"image/png", "image/jpeg", "image/webp", "application/pdf", "text/calendar", "text/csv"} {
		openapi3filter.RegisterBodyDecoder(typ, openapi3filter.FileBodyDecoder)
	}
}

// loadContract reads the document h serves and parses it once per distinct text.
func loadContract(t testing.TB, h http.Handler) *contract {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/api/openapi.json", nil))
	raw := rec.Body.String()
	contractsMu.Lock()
	defer contractsMu.Unlock()
	if c, ok := contracts[raw]; ok {
		return c
	}
	doc, err := openapi3.NewLoader().LoadFromData([]byte(raw))
	if err != nil {
		t.Fatalf("load /api/openapi.json: %v", err)
	}
	if err := doc.Validate(context.Background()); err != nil {
		t.Fatalf("/api/openapi.json is not a valid document: %v", err)
	}
	router, err := gorillamux.NewRouter(doc)
	if err != nil {
		t.Fatalf("route /api/openapi.json: %v", err)
	}
	strict, err := newStrictSchemas([]byte(raw))
	if err != nil {
		t.Fatalf("/api/openapi.json as JSON Schema: %v", err)
	}
	c := &contract{doc: doc, router: router, strict: strict}
	contracts[raw] = c
	return c
}

// checkContract wraps the app so every API call a test makes is checked against the
// document: the answer always (status, headers, body), the request when the server took it
// (2xx) — bad-input tests send what the document refuses on purpose, and must be refused.
func checkContract(t testing.TB, h http.Handler) http.Handler {
	c := loadContract(t, h)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasPrefix(r.URL.Path, "/api/") || r.URL.Path == "/api/openapi.json" {
			h.ServeHTTP(w, r)
			return
		}
		body, _ := io.ReadAll(r.Body)
		r.Body = io.NopCloser(bytes.NewReader(body))
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, r)
		if err := c.check(r, body, rec); err != nil {
			t.Errorf("contract: %s %s → %d: %v", r.Method, r.URL.RequestURI(), rec.Code, err)
		}
		for k, v := range rec.Header() {
			w.Header()[k] = v
		}
		w.WriteHeader(rec.Code)
		_, _ = w.Write(rec.Body.Bytes())
	})
}

func (c *contract) check(r *http.Request, reqBody []byte, rec *httptest.ResponseRecorder) error {
	if rec.Code == http.StatusNotModified {
		return nil // a revalidated cached answer: HTTP caching, no body to describe
	}
	resBody := rec.Body.Bytes()
	resBody, err := decoded(rec.Header().Get("Content-Encoding"), resBody)
	if err != nil {
		return err
	}
	probe := r.Clone(context.Background())
	probe.Body = io.NopCloser(bytes.NewReader(reqBody))
	if probe.URL.Host == "" {
		probe.URL.Host = r.Host
	}
	route, params, err := c.router.FindRoute(probe)
	if err != nil {
		// Unknown paths and methods answer the error shape (404, 405).
		if rec.Code != http.StatusNotFound && rec.Code != http.StatusMethodNotAllowed {
			return fmt.Errorf("no operation for this request: %w", err)
		}
		return c.errorShape(resBody)
	}
	opts := &openapi3filter.Options{AuthenticationFunc: openapi3filter.NoopAuthenticationFunc, IncludeResponseStatus: true}
	in := &openapi3filter.RequestValidationInput{Request: probe, PathParams: params, Route: route, Options: opts}
	if rec.Code >= 200 && rec.Code < 300 {
		if err := openapi3filter.ValidateRequest(context.Background(), in); err != nil {
			return fmt.Errorf("the server took a request the document refuses: %w", err)
		}
	}
	out := &openapi3filter.ResponseValidationInput{RequestValidationInput: in, Status: rec.Code,
		Header: rec.Header(), Body: io.NopCloser(bytes.NewReader(resBody)), Options: opts}
	if err := openapi3filter.ValidateResponse(context.Background(), out); err != nil {
		return fmt.Errorf("answer not in the document: %w", err)
	}
	if !isJSON(rec.Header().Get("Content-Type")) {
		return nil // ticket files: their media type is all the document says
	}
	return c.strict.check(route.Path, route.Method, rec.Code, resBody)
}

func isJSON(contentType string) bool {
	media, _, _ := strings.Cut(contentType, ";")
	return strings.TrimSpace(media) == "application/json"
}

func (c *contract) errorShape(body []byte) error {
	var v any
	if err := json.Unmarshal(body, &v); err != nil {
		return err
	}
	return c.doc.Components.Schemas["HttpapiErrorBody"].Value.VisitJSON(v)
}

// decoded undoes the app's compression (compress.go) so the JSON can be checked.
func decoded(encoding string, body []byte) ([]byte, error) {
	switch encoding {
	case "gzip":
		zr, err := gzip.NewReader(bytes.NewReader(body))
		if err != nil {
			return nil, err
		}
		return io.ReadAll(zr)
	case "zstd":
		zr, err := zstd.NewReader(bytes.NewReader(body))
		if err != nil {
			return nil, err
		}
		defer zr.Close()
		return io.ReadAll(zr)
	}
	return body, nil
}

// The checker itself fails on what the document does not describe, so a quiet run means
// the traffic matched.
func TestContractCheckerCatchesDrift(t *testing.T) {
	t.Parallel()
	eachCatalog(t, func(t *testing.T, a *app.App, srv *httptest.Server) {
		h, err := a.Handler()
		if err != nil {
			t.Fatal(err)
		}
		c := loadContract(t, h)
		answer := func(status int, body string) *httptest.ResponseRecorder {
			rec := httptest.NewRecorder()
			rec.Header().Set("Content-Type", "application/json; charset=utf-8")
			rec.WriteHeader(status)
			rec.WriteString(body)
			return rec
		}
		get := httptest.NewRequest("GET", "/api/config?host=x", nil)
		for name, rec := range map[string]*httptest.ResponseRecorder{
			"undocumented status":   answer(http.StatusTeapot, `{"message":"x","errors":["x"],"fields":{}}`),
			"body of another shape": answer(http.StatusOK, `{"configs": 5}`),
			"error without fields":  answer(http.StatusBadRequest, `{"message":"x","errors":["x"]}`),
		} {
			if err := c.check(get, nil, rec); err == nil {
				t.Errorf("%s passed the checker", name)
			}
		}
		// A request the server took but the document refuses (q longer than maxLength).
		long := httptest.NewRequest("POST", "/api/v2/events/list?q="+strings.Repeat("a", 101), nil)
		if err := c.check(long, nil, answer(http.StatusOK, `{"eventos":[],"total":0}`)); err == nil ||
			!strings.Contains(err.Error(), "took a request") {
			t.Errorf("a refused request passed: %v", err)
		}
	})
}
