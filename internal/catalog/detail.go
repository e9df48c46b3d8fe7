package catalog

import (
	"context"
	"crypto/subtle"
	"errors"
	"fmt"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/media"
)

// Messages of the event page (spec section 8 gives 'Senha Inválida').
const (
	MsgWrongPassword = "Senha Inválida"
	MsgNeedsPassword = "Este evento é protegido por senha."
	MsgEventNotFound = "Evento não encontrado."
)

// Event is the event page (POST /v2/event/detail/{event}).
type Event struct {
	// Previa marks an organizer's preview (a preview link's page): maybe a draft, not on sale.
	Previa    bool    `json:"previa,omitempty"`
	ID        int64   `json:"id"`
	Nome      string  `json:"nome"`
	Slug      *string `json:"slug"`
	URL       string  `json:"url"`
	Descricao string  `json:"descricao"`
	Imagem    string  `json:"imagem"`
	// ImagemVariantes: see EventCard.
	ImagemVariantes  *media.Picture `json:"imagem_variantes"`
	Categoria        Category       `json:"categoria"`
	Classificacao    int            `json:"classificacao"`
	Timezone         string         `json:"timezone"`
	SiteVisibilidade string         `json:"site_visibilidade"`
	DataCancelamento *string        `json:"data_cancelamento"`
	DataMinVenda     *string        `json:"data_min_venda"`
	DataMaxVenda     *string        `json:"data_max_venda"`
	OneCheckout      int            `json:"one_checkout"`
	LinkExterno      string         `json:"link_externo"`
	Local            Place          `json:"local"`
	Organizador      OrganizerRef   `json:"organizador"`
	Relacionados     []Session      `json:"relacionados"`
	TemFAQ           bool           `json:"tem_faq"`
	Venda            SaleState      `json:"venda"`
	// Fila: the event, or one of its sessions, has a waiting room (docs/waiting-room.md).
	Fila bool `json:"fila"`
}

// Place is where an event happens.
type Place struct {
	Nome      string   `json:"nome"`
	Endereco  string   `json:"endereco"`
	Bairro    string   `json:"bairro"`
	CEP       string   `json:"cep"`
	Cidade    string   `json:"cidade"`
	UF        string   `json:"uf"`
	Latitude  *float64 `json:"latitude"`
	Longitude *float64 `json:"longitude"`
}

// OrganizerRef names the organizer on the event page.
type OrganizerRef struct {
	ID   int64  `json:"id"`
	Nome string `json:"nome"`
	Logo string `json:"logo"`
}

// Session is one date of the event with the sectors the channel may see.
type Session struct {
	ID               int64    `json:"id"`
	Data             string   `json:"data"`
	DataFim          *string  `json:"data_fim"`
	DataEncerramento *string  `json:"data_encerramento"`
	Setores          []Sector `json:"setores"`

	start, end time.Time
	closes     *time.Time
}

// Sector is a ticket type with its price and whether any is left.
type Sector struct {
	ID          int64   `json:"id"`
	Nome        string  `json:"nome"`
	Preco       int64   `json:"preco"`
	PrecoMeia   *int64  `json:"preco_meia"`
	Esgotado    bool    `json:"esgotado"`
	Ultimos     bool    `json:"ultimos"` // fewer than a tenth left
	InicioVenda *string `json:"inicio_venda"`
	FimVenda    *string `json:"fim_venda"`

	from, to *time.Time
}

// checkPassword lets a visitor see a protected event (visibility S) only with its password:
// none gives 403 with MsgNeedsPassword, a wrong one 403 with 'Senha Inválida'.
func checkPassword(visibility, password, senha string) error {
	if visibility != "S" {
		return nil
	}
	if senha == "" {
		return apperr.New(apperr.Forbidden, MsgNeedsPassword).Because(apperr.WrongPassword)
	}
	if subtle.ConstantTimeCompare([]byte(senha), []byte(password)) != 1 {
		return apperr.New(apperr.Forbidden, MsgWrongPassword).Because(apperr.WrongPassword)
	}
	return nil
}

// Detail loads a published event's page; a draft is not found, as an unknown event. A
// protected event needs its password: none gives 403 with MsgNeedsPassword, a wrong one 403
// with 'Senha Inválida'.
func (s *Service) Detail(ctx context.Context, id int64, senha, channel string, now time.Time) (Event, error) {
	return s.detail(ctx, id, nil, senha, channel, now)
}

// Preview loads one of organizer's events, draft or published, as its page on the web store
// shows it, without asking its password: the organizer sees what visitors will. Another
// organizer's event is not found.
func (s *Service) Preview(ctx context.Context, organizer, id int64, now time.Time) (Event, error) {
	return s.detail(ctx, id, &organizer, "", "", now)
}

// detail reads an event page: a published one for visitors (organizer nil), or the
// organizer's own in any state.
func (s *Service) detail(ctx context.Context, id int64, organizer *int64, senha, channel string, now time.Time) (Event, error) {
	var e Event
	var password string
	var cancelled, minSale, maxSale db.Time
	var pic media.Stored
	err := s.db.QueryRow(ctx, `SELECT e.id, e.nome, e.slug, e.descricao, e.imagem, c.codigo, c.nome, c.oculto,
			e.classificacao, e.timezone, e.site_visibilidade, e.site_senha, e.data_cancelamento, e.data_min_venda,
			e.data_max_venda, e.one_checkout, e.link_externo, p.nome, p.endereco, p.bairro, p.cep, ci.name, ci.state,
			p.latitude, p.longitude, o.id, o.nome, o.logo,
			EXISTS (SELECT 1 FROM faq_questions q WHERE q.event_id = e.id), m.id, m.width, m.height, m.format, m.widths,
			e.fila = 1 OR EXISTS (SELECT 1 FROM sessions s WHERE s.event_id = e.id AND s.fila = 1)
		FROM events e JOIN categories c ON c.codigo = e.categoria JOIN places p ON p.id = e.place_id
		JOIN cities ci ON ci.id = p.city_id JOIN organizers o ON o.id = e.organizer_id
		LEFT JOIN media m ON m.source_url = e.imagem
		WHERE e.id = ? AND `+detailScope(organizer), detailArgs(id, organizer)...).Scan(&e.ID, &e.Nome, &e.Slug, &e.Descricao, &e.Imagem, &e.Categoria.Codigo,
		&e.Categoria.Nome, &e.Categoria.Oculto, &e.Classificacao, &e.Timezone, &e.SiteVisibilidade, &password,
		&cancelled, &minSale, &maxSale, &e.OneCheckout, &e.LinkExterno, &e.Local.Nome, &e.Local.Endereco,
		&e.Local.Bairro, &e.Local.CEP, &e.Local.Cidade, &e.Local.UF, &e.Local.Latitude, &e.Local.Longitude,
		&e.Organizador.ID, &e.Organizador.Nome, &e.Organizador.Logo, &e.TemFAQ, &pic.ID, &pic.Width, &pic.Height,
		&pic.Format, &pic.Widths, &e.Fila)
	if errors.Is(err, db.ErrNotFound) {
		return Event{}, apperr.New(apperr.NotFound, MsgEventNotFound)
	}
	if err != nil {
		return Event{}, fmt.Errorf("event %d: %w", id, err)
	}
	if organizer == nil {
		if err := checkPassword(e.SiteVisibilidade, password, senha); err != nil {
			return Event{}, err
		}
	}
	e.URL = EventURL(e.ID, e.Slug)
	if p, src, ok := pic.Picture(); ok {
		e.ImagemVariantes, e.Imagem = p, src
	}
	e.DataCancelamento = zoned(cancelled, e.Timezone)
	e.DataMinVenda = zoned(minSale, e.Timezone)
	e.DataMaxVenda = zoned(maxSale, e.Timezone)
	if e.Relacionados, err = s.sessions(ctx, e.ID, e.Timezone, channel, now); err != nil {
		return Event{}, err
	}
	e.Venda = saleState(e, cancelled.Ptr(), minSale.Ptr(), maxSale.Ptr(), now)
	return e, nil
}

// detailScope is who may see the event: anyone once published, else its organizer alone.
func detailScope(organizer *int64) string {
	if organizer != nil {
		return "e.organizer_id = ?"
	}
	return "e.published_at IS NOT NULL"
}

func detailArgs(id int64, organizer *int64) []any {
	if organizer != nil {
		return []any{id, *organizer}
	}
	return []any{id}
}

func zoned(t db.Time, zone string) *string {
	if !t.Valid {
		return nil
	}
	s := InZone(t.Time, zone)
	return &s
}

// sessions lists the event's sessions and sectors; a sector's price is its current lote's
// (the first whose date has not passed and with units left), as the checkout charges it.
func (s *Service) sessions(ctx context.Context, eventID int64, zone, channel string, now time.Time) ([]Session, error) {
	rows, err := s.db.Query(ctx, `SELECT s.id, s.data, s.data_fim, s.data_encerramento, sec.id, sec.nome,
			COALESCE((SELECT b.preco FROM sector_batches b WHERE b.sector_id = sec.id AND (b.ate IS NULL OR b.ate > ?)
				AND (b.quantidade IS NULL OR b.vendidos + b.reservados < b.quantidade) ORDER BY b.ordem LIMIT 1), sec.preco),
			sec.preco_meia, sec.capacidade, sec.vendidos + sec.reservados, sec.inicio_venda, sec.fim_venda
		FROM sessions s JOIN sectors sec ON sec.session_id = s.id AND (sec.canal = '' OR sec.canal = ?)
		WHERE s.event_id = ? ORDER BY s.data, s.id, sec.ordem, sec.id`, now.UTC(), channel, eventID)
	if err != nil {
		return nil, fmt.Errorf("sessions of %d: %w", eventID, err)
	}
	defer rows.Close()
	out := []Session{}
	for rows.Next() {
		var sess Session
		var start, end, closes, from, to db.Time
		var sec Sector
		var capacity, taken int
		if err := rows.Scan(&sess.ID, &start, &end, &closes, &sec.ID, &sec.Nome, &sec.Preco, &sec.PrecoMeia,
			&capacity, &taken, &from, &to); err != nil {
			return nil, fmt.Errorf("scan session: %w", err)
		}
		if len(out) == 0 || out[len(out)-1].ID != sess.ID {
			sess.Data = InZone(start.Time, zone)
			sess.DataFim = zoned(end, zone)
			sess.DataEncerramento = zoned(closes, zone)
			sess.start, sess.end, sess.closes = start.Time, start.Time, closes.Ptr()
			if end.Valid {
				sess.end = end.Time
			}
			sess.Setores = []Sector{}
			out = append(out, sess)
		}
		if sec.PrecoMeia != nil {
			half := HalfPrice(sec.Preco)
			sec.PrecoMeia = &half
		}
		left := capacity - taken
		sec.Esgotado = left <= 0
		sec.Ultimos = !sec.Esgotado && left*10 < capacity
		sec.InicioVenda, sec.FimVenda = zoned(from, zone), zoned(to, zone)
		sec.from, sec.to = from.Ptr(), to.Ptr()
		last := &out[len(out)-1]
		last.Setores = append(last.Setores, sec)
	}
	return out, rows.Err()
}
