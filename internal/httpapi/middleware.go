package httpapi

import (
	"log/slog"
	"net/http"
	"runtime/debug"
	"strconv"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/media"
	"github.com/prometheus/client_golang/prometheus"
)

// maxBodyBytes bounds request bodies; the API's payloads are small forms, but for a poster
// (isPosterUpload), bounded by media.MaxBytes.
const maxBodyBytes = 1 << 20

// Metrics are the HTTP figures exported at /metrics.
type Metrics struct {
	requests *prometheus.CounterVec
	duration *prometheus.HistogramVec
}

// NewMetrics registers the HTTP metrics on reg.
func NewMetrics(reg prometheus.Registerer) *Metrics {
	m := &Metrics{
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "catraca_http_requests_total", Help: "HTTP requests by route pattern and status.",
		}, []string{"pattern", "status"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "catraca_http_request_duration_seconds", Help: "HTTP request latency by route pattern.",
			Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5},
		}, []string{"pattern"}),
	}
	reg.MustRegister(m.requests, m.duration)
	return m
}

type statusWriter struct {
	http.ResponseWriter
	status int
}

func (w *statusWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	return w.ResponseWriter.Write(b)
}

func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// Flush sends what was written so far: without it, the compression layer's Flush stops here and
// an event stream's events wait in the connection's 4 KB buffer.
func (w *statusWriter) Flush() { _ = http.NewResponseController(w.ResponseWriter).Flush() }

// Observe wraps the whole server: bounded bodies, panics turned into the generic error,
// one log line and metrics per request. It logs the route pattern, never the path or query,
// because paths may carry e-mails or CPFs.
func (m *Metrics) Observe(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		sw := &statusWriter{ResponseWriter: w}
		limit := int64(maxBodyBytes)
		if isPosterUpload(r) {
			limit = media.MaxBytes
		}
		r.Body = http.MaxBytesReader(sw, r.Body, limit)
		defer func() {
			if p := recover(); p != nil {
				if p == http.ErrAbortHandler {
					panic(p)
				}
				slog.ErrorContext(r.Context(), "panic", "pattern", r.Pattern, "panic", p, "stack", string(debug.Stack()))
				if sw.status == 0 {
					writeError(sw, r, apperr.New(apperr.Internal, apperr.InternalMessage))
				}
			}
			pattern := r.Pattern
			if pattern == "" {
				pattern = "unmatched"
			}
			elapsed := time.Since(start)
			status := sw.status
			if status == 0 {
				status = http.StatusOK
			}
			m.requests.WithLabelValues(pattern, strconv.Itoa(status)).Inc()
			m.duration.WithLabelValues(pattern).Observe(elapsed.Seconds())
			slog.LogAttrs(r.Context(), slog.LevelInfo, "http", slog.String("method", r.Method),
				slog.String("pattern", pattern), slog.Int("status", status), slog.Duration("took", elapsed))
		}()
		next.ServeHTTP(sw, r)
	})
}
