package app_test

import (
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/orgauth"
)

// A preview link opens a draft's own storefront page for whoever holds it, for an hour: its
// data comes with previa and is never cached; the page's HTML inlines nothing; a wrong,
// altered, another event's or expired token is an unknown event; the draft stays off sale and
// off every public path; other roles and organizers get no link.
func TestEventPreviewLink(t *testing.T) {
	t.Parallel()
	eachAfter(t, 1, func(t *testing.T, e *afterEnv) {
		c := startConsole(t, e)
		org := organizerID(t, e.a, "org")
		id, err := e.a.Catalog.CreateEvent(t.Context(), org, []byte(draftDoc))
		if err != nil {
			t.Fatal(err)
		}
		path := consolePath(id, "preview-link")
		for who, token := range map[string]string{"finance": c.finance, "door": c.door} {
			if status, _ := req(t, e.srv, "POST", path, nil, bearer(token)...); status != 403 {
				t.Errorf("%s asks a preview link: %d", who, status)
			}
		}
		if status, _ := req(t, e.srv, "POST", path, nil, bearer(c.other)...); status != 404 {
			t.Errorf("another organizer's event: %d", status)
		}
		status, link := req(t, e.srv, "POST", path, nil, bearer(c.manager)...)
		if status != 200 {
			t.Fatalf("preview link: %d %v", status, link)
		}
		u, err := url.Parse(link["url"].(string))
		if err != nil || u.Path != "/evento/"+itoa(id) || u.Query().Get("previa") == "" {
			t.Fatalf("link: %v %v", link, err)
		}
		token := u.Query().Get("previa")
		if expires, err := time.Parse(time.RFC3339, link["expires_at"].(string)); err != nil || !expires.Equal(e.clk.now().Add(orgauth.PreviewLife).Truncate(time.Second)) {
			t.Errorf("expires_at: %v %v", link["expires_at"], err)
		}

		detail := "/api/v2/event/detail/" + itoa(id)
		res := fetch(t, "POST", e.srv.URL+detail, `{"senha":"","previa":"`+token+`"}`)
		if res.status != 200 || !strings.Contains(res.body, `"previa":true`) || !strings.Contains(res.body, "Estreia Rascunho") {
			t.Fatalf("the draft through its link: %d %s", res.status, res.body)
		}
		if cc := res.header.Get("Cache-Control"); cc != "no-store" {
			t.Errorf("a preview's Cache-Control: %q", cc)
		}
		page := fetch(t, "GET", e.srv.URL+u.RequestURI(), "")
		if page.status != 200 || strings.Contains(page.body, "Estreia Rascunho") || !strings.Contains(page.body, "noindex") {
			t.Errorf("the link's page: %d, inlines the draft or is indexable", page.status)
		}

		unknown := fetch(t, "POST", e.srv.URL+"/api/v2/event/detail/999999", `{"senha":""}`)
		other, _ := e.a.Catalog.CreateEvent(t.Context(), org, []byte(strings.Replace(draftDoc, "estreia-rascunho", "outra-estreia", 1)))
		otherToken := e.a.OrgAuth.PreviewToken(other, org, e.clk.now().Add(time.Hour))
		for name, bad := range map[string]string{
			"altered":       token[:len(token)-1] + map[bool]string{true: "0", false: "1"}[!strings.HasSuffix(token, "0")],
			"another event": otherToken,
			"garbage":       "x.y.z",
			"none":          "",
		} {
			res := fetch(t, "POST", e.srv.URL+detail, `{"senha":"","previa":"`+bad+`"}`)
			if res.status != unknown.status || res.body != unknown.body {
				t.Errorf("%s token: %d %s, an unknown event's %d", name, res.status, res.body, unknown.status)
			}
		}
		// The draft stays unsellable, and the link ends after its hour.
		items := []map[string]any{{"sector_id": idsOf(t, e.a, eventExternalID(t, e.a, id)).sector["pista"], "type": "full", "quantity": 1}}
		if status, _ := req(t, e.srv, "POST", "/api/checkout/orders", map[string]any{"items": items, "buyer": guest(990)}); status < 400 || status >= 500 {
			t.Errorf("buying the previewed draft: %d", status)
		}
		e.clk.add(orgauth.PreviewLife)
		if res := fetch(t, "POST", e.srv.URL+detail, `{"senha":"","previa":"`+token+`"}`); res.status != unknown.status {
			t.Errorf("an expired link: %d", res.status)
		}
	})
}
