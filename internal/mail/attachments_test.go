package mail

import (
	"bytes"
	"context"
	"encoding/base64"
	"io"
	"mime"
	"mime/multipart"
	"net/mail"
	"strings"
	"testing"

	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/db/dbtest"
)

var files = []Attachment{
	{Name: "ingressos.pdf", ContentType: "application/pdf", Data: append([]byte("%PDF-1.3\n"), bytes.Repeat([]byte{0, 0xff, 'x'}, 200)...)},
	{Name: "evento.ics", ContentType: "text/calendar; charset=utf-8; method=PUBLISH", Data: []byte("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n")},
}

// A message with attachments is multipart/mixed: the text and HTML as multipart/alternative
// first, then each file, base64 in lines of at most 76 characters, named, byte for byte.
func TestSMTPMessageCarriesAttachments(t *testing.T) {
	s, err := NewSMTP("smtp://127.0.0.1:2525", "Catraca <nao-responda@catraca.test>")
	if err != nil {
		t.Fatal(err)
	}
	raw, err := s.render(Message{To: "ana@example.com", Subject: "Seus ingressos", Text: "texto", HTML: "<p>html</p>", Attachments: files})
	if err != nil {
		t.Fatal(err)
	}
	m, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	mt, params, _ := mime.ParseMediaType(m.Header.Get("Content-Type"))
	if mt != "multipart/mixed" {
		t.Fatalf("Content-Type %q", m.Header.Get("Content-Type"))
	}
	parts := multipart.NewReader(m.Body, params["boundary"])
	first, err := parts.NextPart()
	if err != nil {
		t.Fatal(err)
	}
	if at, _, _ := mime.ParseMediaType(first.Header.Get("Content-Type")); at != "multipart/alternative" {
		t.Errorf("first part %q", first.Header.Get("Content-Type"))
	}
	for _, want := range files {
		p, err := parts.NextPart()
		if err != nil {
			t.Fatalf("missing %s: %v", want.Name, err)
		}
		if p.FileName() != want.Name || p.Header.Get("Content-Type") != mime.FormatMediaType(want.ContentType, map[string]string{"name": want.Name}) {
			t.Errorf("part headers: %v", p.Header)
		}
		enc, _ := io.ReadAll(p) // multipart decodes quoted-printable only: base64 stays as sent
		for _, line := range strings.Split(strings.TrimSpace(string(enc)), "\r\n") {
			if len(line) > 76 {
				t.Errorf("base64 line of %d characters", len(line))
			}
		}
		data, err := base64.StdEncoding.DecodeString(strings.ReplaceAll(string(enc), "\r\n", ""))
		if err != nil || !bytes.Equal(data, want.Data) {
			t.Errorf("%s: not the same bytes (%v)", want.Name, err)
		}
	}
	if _, err := parts.NextPart(); err != io.EOF {
		t.Errorf("more parts than files: %v", err)
	}
}

// The queue keeps a message's files until it is delivered, and drops them with it.
func TestQueueDeliversAttachments(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		box := &Outbox{}
		q := NewQueue(d, box)
		if err := q.Enqueue(ctx, d, Message{To: "ana@example.com", Subject: "Com anexos", Attachments: files}); err != nil {
			t.Fatal(err)
		}
		if err := d.InTx(ctx, func(tx *db.Tx) error {
			return q.Enqueue(ctx, tx, Message{To: "bia@example.com", Subject: "Sem anexos"})
		}); err != nil {
			t.Fatal(err)
		}
		if err := q.Flush(ctx); err != nil {
			t.Fatal(err)
		}
		got := box.Messages()
		if len(got) != 2 || len(got[1].Attachments) != 2 || len(got[0].Attachments) != 0 {
			t.Fatalf("delivered: %+v", got)
		}
		for i, a := range got[1].Attachments {
			if a.Name != files[i].Name || a.ContentType != files[i].ContentType || !bytes.Equal(a.Data, files[i].Data) {
				t.Errorf("attachment %d: %s %s %d bytes", i, a.Name, a.ContentType, len(a.Data))
			}
		}
		var left int
		if err := d.QueryRow(ctx, "SELECT COUNT(*) FROM mail_attachments").Scan(&left); err != nil || left != 0 {
			t.Errorf("attachments left after delivery: %d %v", left, err)
		}
	})
}
