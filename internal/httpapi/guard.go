package httpapi

import (
	"context"
	"net"
	"net/http"
	"time"

	"github.com/catraca/catraca/internal/apperr"
)

// Guard wraps the whole server with what every answer needs, whatever route serves it:
// security headers, a deadline for every request (API calls and the pages, whose first HTML
// reads the database too), and the refusal of NUL characters in the URL. Pages may replace the default Content-Security-Policy with their own (package webui).
func Guard(next http.Handler, timeout time.Duration) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		// Nothing but the pages (which set their own policy) renders in a browser: JSON,
		// images and files need no script, style or frame.
		h.Set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'; sandbox")
		if HTTPS(r) {
			h.Set("Strict-Transport-Security", "max-age=31536000")
		}
		if urlHasNUL(r) {
			writeError(w, r, apperr.New(apperr.Invalid, MsgNUL))
			return
		}
		if timeout > 0 {
			if isStream(r) {
				timeout = StreamLife
			}
			ctx, cancel := context.WithTimeout(r.Context(), timeout)
			defer cancel()
			r = r.WithContext(ctx)
		}
		next.ServeHTTP(w, r)
	})
}

// HTTPS reports whether the browser reached us over HTTPS: TLS here, or a TLS-terminating
// proxy on this machine that says so. X-Forwarded-Proto from anyone else is client input.
func HTTPS(r *http.Request) bool {
	if r.TLS != nil {
		return true
	}
	if r.Header.Get("X-Forwarded-Proto") != "https" {
		return false
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	ip := net.ParseIP(host)
	return err == nil && ip != nil && ip.IsLoopback()
}
