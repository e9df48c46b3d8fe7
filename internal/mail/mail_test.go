package mail

import (
	"context"
	"io"
	"mime"
	"mime/multipart"
	"net"
	"net/mail"
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

func TestRenderEveryKindInBothLocales(t *testing.T) {
	for _, locale := range []string{"pt", "en", "fr"} {
		for _, kind := range []Kind{LoginToken, ConfirmToken, ResetToken, RemovalLink, Removed, OrganizerInvite, OrganizerCode} {
			m, err := Render(kind, locale, "ana@example.com", Data{StoreName: "Loja <Sul>", Name: "Ana",
				Code: "123456", Link: "https://loja.test/x?a=1&b=2", SiteURL: "https://loja.test"})
			if err != nil {
				t.Fatalf("%s/%s: %v", locale, kind, err)
			}
			if !strings.Contains(m.Subject, "Loja <Sul>") || !strings.Contains(m.HTML, "Loja &lt;Sul&gt;") ||
				!strings.Contains(m.Text, "Ana") || m.To != "ana@example.com" {
				t.Errorf("%s/%s: %+v", locale, kind, m)
			}
		}
	}
	m, _ := Render(LoginToken, "pt", "a@b.co", Data{StoreName: "S", Code: "654321"})
	if !strings.Contains(m.Text, "654321") || !strings.Contains(m.HTML, "654321") || !strings.HasPrefix(m.Subject, "Seu código") {
		t.Errorf("pt login token: %+v", m)
	}
}

// inbox is a real SMTP server (go-smtp) that keeps what it receives.
type inbox struct{ got chan *mail.Message }

func (b *inbox) NewSession(*smtp.Conn) (smtp.Session, error) { return &session{b: b}, nil }

type session struct{ b *inbox }

func (s *session) AuthMechanisms() []string             { return []string{"PLAIN"} }
func (s *session) Auth(string) (sasl.Server, error)     { return nil, nil }
func (s *session) Mail(string, *smtp.MailOptions) error { return nil }
func (s *session) Rcpt(string, *smtp.RcptOptions) error { return nil }
func (s *session) Reset()                               {}
func (s *session) Logout() error                        { return nil }
func (s *session) Data(r io.Reader) error {
	m, err := mail.ReadMessage(r)
	if err != nil {
		return err
	}
	s.b.got <- m
	return nil
}

func TestSMTPDeliversMultipartMessage(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	box := &inbox{got: make(chan *mail.Message, 1)}
	srv := smtp.NewServer(box)
	srv.Domain = "localhost"
	srv.AllowInsecureAuth = true
	go func() { _ = srv.Serve(ln) }()
	defer srv.Close()

	mailer, err := NewSMTP("smtp://"+ln.Addr().String(), "Catraca <nao-responda@catraca.test>")
	if err != nil {
		t.Fatal(err)
	}
	msg, _ := Render(ResetToken, "pt", "ana@example.com", Data{StoreName: "Ingressos do Sul", Code: "111222"})
	if err := mailer.Send(context.Background(), msg); err != nil {
		t.Fatal(err)
	}
	select {
	case m := <-box.got:
		subject, _ := new(mime.WordDecoder).DecodeHeader(m.Header.Get("Subject"))
		if subject != msg.Subject || m.Header.Get("To") != "ana@example.com" {
			t.Errorf("headers: %q %q", subject, m.Header.Get("To"))
		}
		// The store's name with the configured address.
		if from, err := m.Header.AddressList("From"); err != nil || len(from) != 1 ||
			from[0].Name != "Ingressos do Sul" || from[0].Address != "nao-responda@catraca.test" {
			t.Errorf("From: %q %v", m.Header.Get("From"), err)
		}
		_, params, _ := mime.ParseMediaType(m.Header.Get("Content-Type"))
		parts := multipart.NewReader(m.Body, params["boundary"])
		var kinds []string
		for {
			p, err := parts.NextPart()
			if err != nil {
				break
			}
			body, _ := io.ReadAll(p)
			kinds = append(kinds, p.Header.Get("Content-Type"))
			if !strings.Contains(string(body), "111222") {
				t.Errorf("part %s lacks the code", p.Header.Get("Content-Type"))
			}
		}
		if len(kinds) != 2 {
			t.Errorf("parts: %v", kinds)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("no message arrived")
	}
}

func TestOutboxKeepsNewestFirst(t *testing.T) {
	var o Outbox
	for i := range outboxSize + 5 {
		_ = o.Send(context.Background(), Message{Subject: string(rune('a' + i%26))})
	}
	got := o.Messages()
	if len(got) != outboxSize || got[0].Subject != string(rune('a'+(outboxSize+4)%26)) {
		t.Errorf("outbox: %d messages, newest %q", len(got), got[0].Subject)
	}
}
