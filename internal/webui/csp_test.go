package webui

import (
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/catraca/catraca/internal/store"
)

// Pages carry a strict policy: no inline or foreign script (the inlined blocks are JSON data,
// which browsers never run), and only the checkout may be framed, by the store's own origins.
func TestPagesSendStrictCSP(t *testing.T) {
	h := newHandler(t)
	page := serve(h, http.MethodGet, "/evento/1").Header()
	csp := page.Get("Content-Security-Policy")
	script := regexp.MustCompile(`script-src ([^;]*)`).FindStringSubmatch(csp)
	if script == nil || script[1] != "'self'" {
		t.Errorf("script-src must be 'self' only: %q", csp)
	}
	if !strings.Contains(csp, "frame-ancestors 'none'") || page.Get("X-Frame-Options") != "DENY" {
		t.Errorf("storefront pages are not framed: %q", csp)
	}
	body := serve(h, http.MethodGet, "/evento/1").Body.String()
	for _, tag := range regexp.MustCompile(`<script[^>]*>`).FindAllString(body, -1) {
		if !strings.Contains(tag, `type="application/json"`) && !strings.Contains(tag, `type="application/ld+json"`) {
			t.Errorf("an executable inline script would need 'unsafe-inline': %s", tag)
		}
	}
	checkout := serve(h, http.MethodGet, "/checkout/1").Header()
	if got := checkout.Get("Content-Security-Policy"); !strings.Contains(got, "frame-ancestors 'self' http://loja.test") ||
		checkout.Get("X-Frame-Options") != "" {
		t.Errorf("the checkout is framed by the store's origins only: %q", got)
	}
}

// Analytics vendors are allowed only for a store that configures them.
func TestPolicyAllowsConfiguredAnalyticsOnly(t *testing.T) {
	plain := Policy(store.Config{SiteURL: "https://loja.test"}, false)
	if strings.Contains(plain, "googletagmanager") || strings.Contains(plain, "facebook") {
		t.Errorf("no analytics configured: %q", plain)
	}
	cfg := store.Config{SiteURL: "https://loja.test", Configs: store.Configs{MetaPixel: "123",
		Template: store.Template{GoogleTagManager: "GTM-X"}}}
	with := Policy(cfg, false)
	if !strings.Contains(with, "script-src 'self' https://www.googletagmanager.com https://connect.facebook.net") {
		t.Errorf("configured analytics: %q", with)
	}
	if strings.Contains(with, "'unsafe-inline'") && strings.Contains(regexp.MustCompile(`script-src [^;]*`).FindString(with), "unsafe") {
		t.Errorf("scripts must never be unsafe-inline: %q", with)
	}
}

// Stripe's script and frames are allowed only on the checkout, and only when Stripe is the gateway.
func TestPolicyAllowsStripeOnItsCheckoutOnly(t *testing.T) {
	stripe := store.Config{SiteURL: "https://loja.test", Payment: store.Payment{Provider: "stripe"}}
	sandbox := store.Config{SiteURL: "https://loja.test", Payment: store.Payment{Provider: "sandbox"}}
	got := Policy(stripe, true)
	for _, want := range []string{"script-src 'self' https://js.stripe.com", "https://hooks.stripe.com", "connect-src 'self' https://loja.test https://api.stripe.com"} {
		if !strings.Contains(got, want) {
			t.Errorf("Stripe checkout lacks %q: %q", want, got)
		}
	}
	for _, p := range []string{Policy(stripe, false), Policy(sandbox, true), Policy(sandbox, false)} {
		if strings.Contains(p, "stripe") {
			t.Errorf("Stripe allowed where it does not run: %q", p)
		}
	}
}
