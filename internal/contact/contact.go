// Package contact carries a customer's message to an organizer by e-mail, with the
// customer's address as Reply-To, so the conversation goes on outside the store.
//
// Any logged-in customer may write to any organizer (spec section 6), from an event page as
// from an order. Abuse is kept in check by rate, not by purchase: at most MaxPerHour messages
// an hour per customer and MaxPerHourPerAddress per client address (several customers behind
// one address share it). The organizer's address is never shown to the customer.
package contact

import (
	"context"
	"errors"
	"log/slog"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/mail"
	"github.com/catraca/catraca/internal/ratelimit"
	"github.com/swaggest/jsonschema-go"
)

// Messages of the spec (section 7) and of the rules.
const (
	MsgSent        = "Mensagem enviada com sucesso"
	MsgFailed      = "Erro ao enviar a mensagem"
	MsgLength      = "A mensagem deve ter entre 10 e 2000 caracteres."
	MsgNoOrganizer = "Organizador não encontrado."
	MsgNoEvent     = "Evento não encontrado para este organizador."
	MsgNoAddress   = "Este organizador não recebe mensagens pelo site."
	MsgTooMany     = "Você enviou muitas mensagens. Tente novamente mais tarde."
	MsgTooManyHere = "Muitas mensagens foram enviadas desta conexão na última hora. Tente novamente mais tarde."
)

// MaxPerHour is how many messages a customer may send in an hour; MaxPerHourPerAddress, how
// many may leave one client address.
const (
	MaxPerHour           = 5
	MaxPerHourPerAddress = 10
)

// Sender delivers e-mail outside the request.
type Sender interface {
	Send(ctx context.Context, m mail.Message) error
}

// Service sends customers' messages.
type Service struct {
	db      *db.DB
	mail    Sender
	limiter ratelimit.Limiter
	now     func() time.Time
}

// NewService returns the contact service.
func NewService(d *db.DB, m Sender, l ratelimit.Limiter, now func() time.Time) *Service {
	return &Service{db: d, mail: m, limiter: l, now: now}
}

// Request is the body of POST /api/v2/organizers/customer/message/send.
type Request struct {
	Organizer ID     `json:"organizer" required:"true" description:"The organizer's id (as in /v2/organizers/page/details/{id})."`
	Event     *ID    `json:"event,omitempty" description:"The event the message is about."`
	Message   string `json:"message" required:"true" minLength:"10" maxLength:"2000"`
}

// ID is a numeric id sent as a JSON number or a string of digits (route parameters
// reach the client as strings).
type ID int64

// JSONSchema tells the API document what UnmarshalJSON accepts: a positive integer or a
// string of digits.
func (ID) JSONSchema() (jsonschema.Schema, error) {
	var number, digits, id jsonschema.Schema
	number.AddType(jsonschema.Integer)
	number.WithMinimum(1)
	digits.AddType(jsonschema.String)
	digits.WithPattern(`^[1-9][0-9]*$`)
	id.OneOf = []jsonschema.SchemaOrBool{number.ToSchemaOrBool(), digits.ToSchemaOrBool()}
	return id, nil
}

// UnmarshalJSON accepts 12 and "12".
func (id *ID) UnmarshalJSON(b []byte) error {
	s := strings.Trim(string(b), `"`)
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n <= 0 {
		*id = 0 // reported by validation, not as an unreadable body
		return nil
	}
	*id = ID(n)
	return nil
}

func failed(code apperr.Code, field, why string) error {
	fields := map[string]string{}
	if field != "" {
		fields[field] = why
	}
	return &apperr.Error{Code: code, Message: MsgFailed, Fields: fields}
}

// Send validates and queues the message to the organizer; addr is the client's address. A
// message may name only a published event of that organizer.
func (s *Service) Send(ctx context.Context, customerID int64, addr, storeName string, req Request) error {
	text := strings.TrimSpace(req.Message)
	if n := utf8.RuneCountInString(text); n < 10 || n > 2000 || !utf8.ValidString(text) {
		return failed(apperr.Invalid, "message", MsgLength)
	}
	var nome, to string
	err := s.db.QueryRow(ctx, "SELECT nome, email FROM organizers WHERE id = ?", int64(req.Organizer)).Scan(&nome, &to)
	if errors.Is(err, db.ErrNotFound) || req.Organizer == 0 {
		return failed(apperr.NotFound, "organizer", MsgNoOrganizer)
	}
	if err != nil {
		return err
	}
	var event string
	if req.Event != nil {
		err := s.db.QueryRow(ctx, "SELECT nome FROM events WHERE id = ? AND organizer_id = ? AND published_at IS NOT NULL", int64(*req.Event),
			int64(req.Organizer)).Scan(&event)
		if errors.Is(err, db.ErrNotFound) {
			return failed(apperr.NotFound, "event", MsgNoEvent)
		}
		if err != nil {
			return err
		}
	}
	if strings.TrimSpace(to) == "" {
		return failed(apperr.Precondition, "organizer", MsgNoAddress)
	}
	if err := s.allow(customerID, addr); err != nil {
		return err
	}
	var name, email string
	if err := s.db.QueryRow(ctx, "SELECT name || ' ' || lastname, email FROM customers WHERE id = ?", customerID).
		Scan(&name, &email); err != nil {
		return err
	}
	msg, err := mail.RenderCustomerMessage(to, mail.CustomerMessageData{Organizer: nome, Customer: strings.TrimSpace(name),
		CustomerEmail: email, Event: event, Store: storeName, Message: text})
	if err != nil {
		return err
	}
	var eventID *int64
	if req.Event != nil {
		id := int64(*req.Event)
		eventID = &id
	}
	var kept int64
	if err := s.db.QueryRow(ctx, `INSERT INTO organizer_messages (organizer_id, event_id, customer_id, customer_name,
		customer_email, message, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`, int64(req.Organizer), eventID,
		customerID, strings.TrimSpace(name), email, text, s.now().UTC()).Scan(&kept); err != nil {
		return err
	}
	if err := s.mail.Send(ctx, msg); err != nil {
		slog.ErrorContext(ctx, "contact: queue message", "err", err)
		// Not sent, so not kept: the customer is told to try again.
		if _, derr := s.db.Exec(context.WithoutCancel(ctx), "DELETE FROM organizer_messages WHERE id = ?", kept); derr != nil {
			slog.ErrorContext(ctx, "contact: forget an unsent message", "err", derr)
		}
		return failed(apperr.Internal, "", MsgFailed)
	}
	return nil
}

// allow counts a message against the customer's and the address's hourly limits, or refuses
// it, spending neither; the reason goes in fields.message, where the dialog shows it.
func (s *Service) allow(customerID int64, addr string) error {
	switch s.limiter.AllowAll(
		ratelimit.Keyed{Key: "contact:" + strconv.FormatInt(customerID, 10), Rule: ratelimit.Rule{Limit: MaxPerHour, Window: time.Hour}},
		ratelimit.Keyed{Key: "contact-addr:" + addr, Rule: ratelimit.Rule{Limit: MaxPerHourPerAddress, Window: time.Hour}},
	) {
	case 0:
		return failed(apperr.TooMany, "message", MsgTooMany)
	case 1:
		return failed(apperr.TooMany, "message", MsgTooManyHere)
	}
	return nil
}
