package mail

import (
	"encoding/base64"
	"html/template"
	"log/slog"
	"net/http"
)

var outboxPage = template.Must(template.New("outbox").Funcs(template.FuncMap{"dataURL": dataURL}).Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev outbox</title>
<style>body{font-family:sans-serif;max-width:900px;margin:2em auto}article{border:1px solid #ccc;margin:1em 0;padding:1em}
pre{white-space:pre-wrap}iframe{width:100%;height:480px;border:1px solid #eee}</style></head><body><h1>Dev outbox</h1>
<p>Development mode without CATRACA_SMTP_URL: e-mails stay here (newest first, at most 200, lost on restart).</p>
{{range .}}<article><h2>{{.Subject}}</h2><p>To: {{.To}} · {{.At.Format "2006-01-02 15:04:05"}}</p><pre>{{.Text}}</pre>{{if .HTML}}<details><summary>HTML</summary><iframe sandbox title="HTML part" srcdoc="{{.HTML}}"></iframe></details>{{end}}{{with .Attachments}}<p>Attachments:{{range .}} <a download="{{.Name}}" href="{{dataURL .}}">{{.Name}}</a> ({{len .Data}} bytes){{end}}</p>{{end}}</article>
{{else}}<p>No e-mail yet.</p>{{end}}</body></html>`))

// dataURL lets the page download an attachment without a route of its own.
func dataURL(a Attachment) template.URL {
	return template.URL("data:" + a.ContentType + ";base64," + base64.StdEncoding.EncodeToString(a.Data))
}

// ServeHTTP lists the outbox at /_dev/mail, so e-mails can be read without a mail server.
func (o *Outbox) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	// Its own policy: the page's inline style and the mails' HTML (in sandboxed srcdoc frames,
	// which inherit this policy: styles and images, never scripts).
	w.Header().Set("Content-Security-Policy",
		"default-src 'none'; style-src 'unsafe-inline'; img-src http: https: data:; frame-ancestors 'none'")
	if err := outboxPage.Execute(w, o.Messages()); err != nil {
		slog.ErrorContext(r.Context(), "dev outbox page", "err", err)
	}
}
