package webui

import (
	"strings"

	"github.com/catraca/catraca/internal/store"
)

// Policy is the Content-Security-Policy of the app's pages for a store. Scripts come only from
// this origin (the built bundle) and, when the store configures them, the analytics vendors;
// no inline script runs: the blocks the server inlines (store-config, page-data, JSON-LD) are
// JSON data blocks, which browsers never execute and CSP does not govern. Styles allow
// 'unsafe-inline' because Mantine writes its theme variables into style elements at run time.
// The checkout may be framed by the store's own origins only; other pages by nobody. With the
// Stripe gateway the checkout alone also loads Stripe.js, which draws the card fields and the
// 3-D Secure challenge in its own frames and talks to Stripe's API: the sources Stripe's
// security guide lists, and no others.
func Policy(cfg store.Config, checkout bool) string {
	scripts := []string{"'self'"}
	connect := []string{"'self'", cfg.SiteURL}
	frames := []string{"'self'", cfg.SiteURL}
	tpl := cfg.Configs.Template
	if strings.TrimSpace(tpl.GoogleAnalytics) != "" || strings.TrimSpace(tpl.GoogleTagManager) != "" {
		scripts = append(scripts, "https://www.googletagmanager.com")
		connect = append(connect, "https://www.googletagmanager.com", "https://*.google-analytics.com",
			"https://*.analytics.google.com")
		frames = append(frames, "https://www.googletagmanager.com")
	}
	if strings.TrimSpace(cfg.Configs.MetaPixel) != "" {
		scripts = append(scripts, "https://connect.facebook.net")
		connect = append(connect, "https://www.facebook.com")
	}
	if checkout && cfg.Payment.Provider == "stripe" {
		scripts = append(scripts, "https://js.stripe.com", "https://*.js.stripe.com")
		connect = append(connect, "https://api.stripe.com")
		frames = append(frames, "https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com")
	}
	images := "img-src 'self' data: blob: https:"
	if strings.HasPrefix(cfg.SiteURL, "http://") { // development on a loopback host
		images += " http:"
	}
	ancestors := "'none'"
	if checkout {
		ancestors = "'self' " + cfg.SiteURL
	}
	return strings.Join([]string{
		"default-src 'self'",
		"script-src " + strings.Join(scripts, " "),
		"style-src 'self' 'unsafe-inline'",
		images,
		"font-src 'self' data:",
		"connect-src " + strings.Join(connect, " "),
		"frame-src " + strings.Join(frames, " "),
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		"frame-ancestors " + ancestors,
	}, "; ")
}
