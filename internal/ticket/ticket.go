// Package ticket is what happens to an issued ticket: its page by token (the token is the
// capability, no login), its QR code, PDF and calendar entry, transfer to another holder,
// and check-in at the door with an organizer's key. Tickets are issued by internal/checkout
// when an order is paid; per-CPF counts change only through internal/inventory.
package ticket

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/checkout"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/mail"
)

// MsgNotFound answers an unknown token.
const MsgNotFound = "Ingresso não encontrado."

// Sender delivers e-mail outside the request (a background sender now, the mail queue later).
type Sender interface {
	Send(ctx context.Context, m mail.Message) error
}

// Service runs the ticket rules.
type Service struct {
	db    *db.DB
	mail  Sender
	brand BrandFunc
	now   func() time.Time
	// LockOrder takes a ticket's order before a check-in or transfer changes it. Tests put a
	// no-op here to prove the race tests can see a check-in and a refund interleave.
	LockOrder checkout.OrderLock
	// Raster finds the stored renditions of posters and logos the PDF draws; nil draws none.
	Raster RasterFunc
}

// Brand is a store's look for its e-mails.
type Brand struct{ Name, Logo, Color string }

// BrandFunc finds a store's brand by its id.
type BrandFunc func(ctx context.Context, storeID int64) (Brand, error)

// NewService returns the ticket service on d.
func NewService(d *db.DB, m Sender, brand BrandFunc, now func() time.Time) *Service {
	return &Service{db: d, mail: m, brand: brand, now: now, LockOrder: checkout.LockOrder}
}

// View is a ticket as its page shows it.
type View struct {
	Token         string     `json:"token"`
	Code          string     `json:"code" description:"The ticket's public code (12 hex characters of the SHA-256 of its token): what the organizer's back office and exports name it by; it does not admit."`
	Status        string     `json:"status" enum:"valid,used,cancelled,transferred,disputed"`
	Holder        Holder     `json:"holder"`
	Event         Event      `json:"event"`
	Session       Session    `json:"session"`
	Sector        string     `json:"sector"`
	Batch         *string    `json:"batch" description:"The lote the ticket was sold in; null when the sector sells without lotes."`
	Type          string     `json:"type" enum:"full,half"`
	HalfProof     *string    `json:"half_proof" description:"The document a half-price ticket needs at the door."`
	Place         Place      `json:"place"`
	OrderHash     string     `json:"order_hash"`
	CheckedInAt   *time.Time `json:"checked_in_at"`
	TransferUntil *time.Time `json:"transfer_until" description:"Until when the owner may transfer it; null when not."`
	TransferEnded *time.Time `json:"transfer_ended" description:"When the time to transfer it ended, once it has (a valid ticket); null otherwise."`
	URL           string     `json:"url" description:"The ticket page: {store origin}/ingressos/{token}."`

	id, orderID, eventID, attendeeID, organizerID, storeID int64
	customerID                                             *int64
	cpf, kind, origin, orderStatus                         string
	start                                                  time.Time
	end                                                    *time.Time
	perCPF                                                 int
}

// Holder is who the ticket is for; the CPF is masked.
type Holder struct {
	Name      string `json:"name"`
	CPFMasked string `json:"cpf_masked" description:"***.456.789-**"`
}

// Event names the ticket's event.
type Event struct {
	ID     int64  `json:"id"`
	Nome   string `json:"nome"`
	Imagem string `json:"imagem,omitempty"`
}

// Session is when the event happens.
type Session struct {
	ID       int64  `json:"id"`
	Inicio   string `json:"inicio" description:"RFC 3339 in the event's time zone."`
	Timezone string `json:"timezone" description:"IANA zone of the event."`
}

// Place is where.
type Place struct {
	Nome     string `json:"nome"`
	Endereco string `json:"endereco"`
	Cidade   string `json:"cidade"`
	UF       string `json:"uf"`
	MapURL   string `json:"map_url"`
}

// MaskCPF keeps the middle six digits, as receipts show a CPF.
func MaskCPF(cpf string) string {
	if len(cpf) != 11 {
		return "***"
	}
	return "***." + cpf[3:6] + "." + cpf[6:9] + "-**"
}

// validToken keeps lookups to the shape the checkout issues (128 bits in hex).
func validToken(t string) bool {
	if len(t) != 32 {
		return false
	}
	for _, r := range t {
		if (r < '0' || r > '9') && (r < 'a' || r > 'f') {
			return false
		}
	}
	return true
}

const viewQuery = `SELECT t.id, t.token, t.order_id, t.attendee_id, COALESCE(t.holder_name, a.name),
	COALESCE(t.holder_cpf, a.cpf), t.voided_at, t.checked_in_at, t.transferred_at, i.kind, a.half_proof, s.nome, b.nome,
	o.hash, o.status, o.paid_at, o.origin, o.customer_id, o.store_id, e.id, e.nome, e.imagem, e.timezone, e.organizer_id, e.limite_por_cpf,
	e.data_cancelamento, se.id, se.data, se.data_fim, p.nome, p.endereco, p.bairro, ci.name, ci.state, p.latitude,
	p.longitude, COALESCE(st.transfer_hours, 24), o.dispute_status
	FROM tickets t JOIN order_attendees a ON a.id = t.attendee_id JOIN order_items i ON i.id = a.item_id
	JOIN sectors s ON s.id = i.sector_id LEFT JOIN sector_batches b ON b.id = i.batch_id JOIN orders o ON o.id = t.order_id JOIN events e ON e.id = o.event_id
	JOIN sessions se ON se.id = o.session_id JOIN places p ON p.id = e.place_id JOIN cities ci ON ci.id = p.city_id
	LEFT JOIN stores st ON st.id = o.store_id WHERE t.token = ?`

type rowReader interface {
	QueryRow(ctx context.Context, query string, args ...any) *db.Row
}

// load reads a ticket by token; ErrNotFound-shaped apperr for unknown tokens.
func (s *Service) load(ctx context.Context, q rowReader, token string) (View, error) {
	if !validToken(token) {
		return View{}, apperr.New(apperr.NotFound, MsgNotFound)
	}
	var v View
	var voided, checked, moved, cancelled, start, end, paid db.Time
	var imagem, endereco, bairro string
	var lat, lon *float64
	var transferHours int
	var dispute *string
	err := q.QueryRow(ctx, viewQuery, token).Scan(&v.id, &v.Token, &v.orderID, &v.attendeeID, &v.Holder.Name, &v.cpf,
		&voided, &checked, &moved, &v.kind, &v.HalfProof, &v.Sector, &v.Batch, &v.OrderHash, &v.orderStatus, &paid, &v.origin, &v.customerID,
		&v.storeID, &v.eventID, &v.Event.Nome, &imagem, &v.Session.Timezone, &v.organizerID, &v.perCPF, &cancelled, &v.Session.ID,
		&start, &end, &v.Place.Nome, &endereco, &bairro, &v.Place.Cidade, &v.Place.UF, &lat, &lon, &transferHours, &dispute)
	if errors.Is(err, db.ErrNotFound) {
		return View{}, apperr.New(apperr.NotFound, MsgNotFound)
	}
	if err != nil {
		return View{}, err
	}
	loc, err := time.LoadLocation(v.Session.Timezone)
	if err != nil {
		loc = time.UTC
	}
	v.Event.ID, v.Event.Imagem, v.Type = v.eventID, imagem, v.kind
	v.start, v.end = start.Time.UTC(), end.Ptr()
	v.Session.Inicio = start.Time.In(loc).Format(time.RFC3339)
	v.Holder.CPFMasked = MaskCPF(v.cpf)
	v.Status = checkout.TicketStatus(checked.Valid, moved.Valid, voided.Valid, checkout.Disputed(dispute))
	if v.Status == "valid" && !checkout.Sold(v.orderStatus, paid.Valid) {
		v.Status = "cancelled"
	}
	v.CheckedInAt = checked.Ptr()
	if v.CheckedInAt != nil {
		u := v.CheckedInAt.UTC()
		v.CheckedInAt = &u
	}
	v.Place.Endereco = strings.Trim(strings.Join([]string{endereco, bairro}, " - "), " -")
	v.Place.MapURL = mapURL(v.Place, lat, lon)
	v.URL = v.origin + "/ingressos/" + v.Token
	v.Code = Code(v.Token)
	if until := v.start.Add(-time.Duration(transferHours) * time.Hour); v.Status == "valid" && !cancelled.Valid {
		if s.now().Before(until) {
			v.TransferUntil = &until
		} else {
			v.TransferEnded = &until
		}
	}
	return v, nil
}

// mapURL opens the place in a map app: by coordinates when known, else by address.
func mapURL(p Place, lat, lon *float64) string {
	q := fmt.Sprintf("%s, %s, %s - %s", p.Nome, p.Endereco, p.Cidade, p.UF)
	if lat != nil && lon != nil {
		q = fmt.Sprintf("%.6f,%.6f", *lat, *lon)
	}
	return "https://www.google.com/maps/search/?api=1&query=" + url.QueryEscape(q)
}

// Get is the ticket page's data; anyone holding the token may read it.
func (s *Service) Get(ctx context.Context, token string) (View, error) {
	return s.load(ctx, s.db, token)
}

// Printable is a ticket that may be shown at the door: a cancelled or transferred ticket
// has no QR, PDF or calendar entry, so an old copy cannot circulate as valid.
func (s *Service) Printable(ctx context.Context, token string) (View, error) {
	v, err := s.load(ctx, s.db, token)
	if err != nil {
		return View{}, err
	}
	if v.Status == "cancelled" || v.Status == "transferred" {
		return View{}, apperr.New(apperr.NotFound, MsgNotFound)
	}
	return v, nil
}
