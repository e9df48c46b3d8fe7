package mail

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net"
	"net/mail"
	"net/smtp"
	"net/textproto"
	"net/url"
	"time"
)

// SMTP delivers through a server given as smtp://user:pass@host:port. Authentication uses
// PLAIN, which net/smtp allows only over TLS or to a loopback host.
type SMTP struct {
	addr string
	host string
	auth smtp.Auth
	from mail.Address
}

// NewSMTP parses the server URL and the sender address.
func NewSMTP(rawURL, from string) (*SMTP, error) {
	u, err := url.Parse(rawURL)
	if err != nil || u.Scheme != "smtp" || u.Host == "" {
		return nil, fmt.Errorf("mail: bad SMTP URL")
	}
	sender, err := mail.ParseAddress(from)
	if err != nil {
		return nil, fmt.Errorf("mail: bad sender: %w", err)
	}
	host := u.Hostname()
	addr := u.Host
	if u.Port() == "" {
		addr = net.JoinHostPort(host, "25")
	}
	s := &SMTP{addr: addr, host: host, from: *sender}
	if u.User != nil {
		pass, _ := u.User.Password()
		s.auth = smtp.PlainAuth("", u.User.Username(), pass, host)
	}
	return s, nil
}

// Send delivers m as a multipart/alternative message (plain text and HTML), inside
// multipart/mixed with its attachments when it has any.
func (s *SMTP) Send(ctx context.Context, m Message) error {
	raw, err := s.render(m)
	if err != nil {
		return err
	}
	done := make(chan error, 1)
	go func() { done <- smtp.SendMail(s.addr, s.auth, s.from.Address, []string{m.To}, raw) }()
	select {
	case err := <-done:
		if err != nil {
			return fmt.Errorf("mail: send: %w", err)
		}
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (s *SMTP) render(m Message) ([]byte, error) {
	contentType, body, err := mimeBody(m)
	if err != nil {
		return nil, err
	}
	id := make([]byte, 12)
	_, _ = rand.Read(id)
	// Each store sends under its own name from the one configured address.
	from := s.from
	if m.FromName != "" {
		from.Name = m.FromName
	}
	var msg bytes.Buffer
	fmt.Fprintf(&msg, "From: %s\r\nTo: %s\r\nSubject: %s\r\nDate: %s\r\nMessage-ID: <%s@%s>\r\n",
		from.String(), m.To, mime.QEncoding.Encode("utf-8", m.Subject), time.Now().Format(time.RFC1123Z),
		hex.EncodeToString(id), s.host)
	if m.ReplyTo != "" {
		// formatted by net/mail, so no header can be smuggled through the address
		fmt.Fprintf(&msg, "Reply-To: %s\r\n", (&mail.Address{Address: m.ReplyTo}).String())
	}
	fmt.Fprintf(&msg, "MIME-Version: 1.0\r\nContent-Type: %s\r\n\r\n", contentType)
	msg.Write(body)
	return msg.Bytes(), nil
}

// mimeBody is the message's body and its Content-Type: the text and HTML as
// multipart/alternative, wrapped with the attachments in multipart/mixed when there are any.
func mimeBody(m Message) (string, []byte, error) {
	var alt bytes.Buffer
	w := multipart.NewWriter(&alt)
	for _, part := range []struct{ typ, content string }{{"text/plain", m.Text}, {"text/html", m.HTML}} {
		pw, err := w.CreatePart(textproto.MIMEHeader{
			"Content-Type":              {part.typ + "; charset=UTF-8"},
			"Content-Transfer-Encoding": {"quoted-printable"},
		})
		if err != nil {
			return "", nil, err
		}
		qp := quotedprintable.NewWriter(pw)
		if _, err := qp.Write([]byte(part.content)); err != nil {
			return "", nil, err
		}
		if err := qp.Close(); err != nil {
			return "", nil, err
		}
	}
	if err := w.Close(); err != nil {
		return "", nil, err
	}
	altType := "multipart/alternative; boundary=" + w.Boundary()
	if len(m.Attachments) == 0 {
		return altType, alt.Bytes(), nil
	}
	var mixed bytes.Buffer
	mw := multipart.NewWriter(&mixed)
	pw, err := mw.CreatePart(textproto.MIMEHeader{"Content-Type": {altType}})
	if err != nil {
		return "", nil, err
	}
	if _, err := pw.Write(alt.Bytes()); err != nil {
		return "", nil, err
	}
	for _, a := range m.Attachments {
		name := mime.FormatMediaType("attachment", map[string]string{"filename": a.Name})
		pw, err := mw.CreatePart(textproto.MIMEHeader{
			"Content-Type":              {mime.FormatMediaType(a.ContentType, map[string]string{"name": a.Name})},
			"Content-Disposition":       {name},
			"Content-Transfer-Encoding": {"base64"},
		})
		if err != nil {
			return "", nil, err
		}
		if _, err := pw.Write(base64Lines(a.Data)); err != nil {
			return "", nil, err
		}
	}
	if err := mw.Close(); err != nil {
		return "", nil, err
	}
	return "multipart/mixed; boundary=" + mw.Boundary(), mixed.Bytes(), nil
}

// base64Lines encodes data in lines of 76 characters, as MIME requires (RFC 2045 6.8).
func base64Lines(data []byte) []byte {
	enc := base64.StdEncoding.EncodeToString(data)
	var b bytes.Buffer
	for len(enc) > 76 {
		b.WriteString(enc[:76])
		b.WriteString("\r\n")
		enc = enc[76:]
	}
	b.WriteString(enc)
	b.WriteString("\r\n")
	return b.Bytes()
}
