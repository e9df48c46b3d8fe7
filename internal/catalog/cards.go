package catalog

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/media"
)

// EventCard is an event in a list: home, search, covers, organizer page.
type EventCard struct {
	ID     int64   `json:"id"`
	Nome   string  `json:"nome"`
	Slug   *string `json:"slug"`
	URL    string  `json:"url"`
	Imagem string  `json:"imagem"`
	// ImagemVariantes is set when the poster is stored here (fetched at import): Imagem is
	// then its largest rendition.
	ImagemVariantes *media.Picture `json:"imagem_variantes"`
	Data            string         `json:"data"`    // first matching session, RFC 3339 in the event's zone
	Sessoes         int            `json:"sessoes"` // upcoming sessions
	Local           string         `json:"local"`
	Cidade          string         `json:"cidade"`
	UF              string         `json:"uf"`
	Categoria       int            `json:"categoria"`
	CategoriaNome   string         `json:"categoria_nome"`
	Timezone        string         `json:"timezone"`
	PrecoMinimo     int64          `json:"preco_minimo"` // centavos; 0 is a free event
	OneCheckout     int            `json:"one_checkout"`
	Esgotado        bool           `json:"esgotado"`
	Cancelado       bool           `json:"cancelado"`
}

// EventURL is the storefront path of an event: its slug when it has one.
func EventURL(id int64, slug *string) string {
	if slug != nil && *slug != "" {
		return "/" + *slug
	}
	return fmt.Sprintf("/evento/%d", id)
}

// cardQuery selects upcoming, public events with their first matching session, lowest price
// and remaining stock over the sectors the sales channel may see.
type cardQuery struct {
	where []string
	args  []any
}

func newCardQuery(now time.Time, channel string) *cardQuery {
	q := &cardQuery{}
	q.add("e.site_visibilidade = 'N'")
	q.add("c.oculto = 0")
	q.add("(sec.canal = '' OR sec.canal = ?)", channel)
	q.add("COALESCE(s.data_fim, s.data) >= ?", now.UTC().Truncate(time.Second))
	return q
}

func (q *cardQuery) add(cond string, args ...any) {
	q.where = append(q.where, cond)
	q.args = append(q.args, args...)
}

const cardFrom = ` FROM events e
	JOIN categories c ON c.codigo = e.categoria
	JOIN places p ON p.id = e.place_id
	JOIN cities ci ON ci.id = p.city_id
	JOIN sessions s ON s.event_id = e.id
	JOIN sectors sec ON sec.session_id = s.id`

const cardGroup = ` GROUP BY e.id, e.nome, e.slug, e.imagem, e.timezone, e.categoria, c.nome, e.one_checkout,
	e.data_cancelamento, p.nome, ci.name, ci.state, m.id, m.width, m.height, m.format, m.widths`

// cardMedia joins the stored poster, for a page of cards only (counting needs none).
const cardMedia = ` LEFT JOIN media m ON m.source_url = e.imagem`

func (q *cardQuery) whereSQL() string { return " WHERE " + strings.Join(q.where, " AND ") }

// count is how many events match.
func (q *cardQuery) count(ctx context.Context, d *db.DB) (int, error) {
	var n int
	err := d.QueryRow(ctx, "SELECT COUNT(*) FROM (SELECT e.id"+cardFrom+q.whereSQL()+" GROUP BY e.id) matched", q.args...).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("count events: %w", err)
	}
	return n, nil
}

// list reads one page of matching events, soonest first.
func (q *cardQuery) list(ctx context.Context, d *db.DB, limit, offset int) ([]EventCard, error) {
	out, _, err := q.read(ctx, d, limit, offset, false)
	return out, err
}

// page reads one page of matching events and how many match in all. The total comes with
// the page (a window count over the same grouping) rather than from a second pass over the
// catalog; only a page past the end needs the separate count.
func (q *cardQuery) page(ctx context.Context, d *db.DB, limit, offset int) ([]EventCard, int, error) {
	out, total, err := q.read(ctx, d, limit, offset, true)
	if err != nil || len(out) > 0 || offset == 0 {
		return out, total, err
	}
	total, err = q.count(ctx, d)
	return out, total, err
}

func (q *cardQuery) read(ctx context.Context, d *db.DB, limit, offset int, withTotal bool) ([]EventCard, int, error) {
	totalCol := ", 0"
	if withTotal {
		totalCol = ", COUNT(*) OVER ()"
	}
	rows, err := d.Query(ctx, `SELECT e.id, e.nome, e.slug, e.imagem, e.timezone, e.categoria, c.nome, e.one_checkout,
		e.data_cancelamento, p.nome, ci.name, ci.state, MIN(s.data), COUNT(DISTINCT s.id), MIN(sec.preco),
		SUM(sec.capacidade - sec.vendidos - sec.reservados), m.id, m.width, m.height, m.format, m.widths`+
		totalCol+cardFrom+cardMedia+q.whereSQL()+cardGroup+
		` ORDER BY MIN(s.data), e.id LIMIT ? OFFSET ?`, append(q.args, limit, offset)...)
	if err != nil {
		return nil, 0, fmt.Errorf("list events: %w", err)
	}
	defer rows.Close()
	out := []EventCard{}
	total := 0
	for rows.Next() {
		var c EventCard
		var cancelled, first db.Time
		var left int64
		var m media.Stored
		if err := rows.Scan(&c.ID, &c.Nome, &c.Slug, &c.Imagem, &c.Timezone, &c.Categoria, &c.CategoriaNome,
			&c.OneCheckout, &cancelled, &c.Local, &c.Cidade, &c.UF, &first, &c.Sessoes, &c.PrecoMinimo, &left,
			&m.ID, &m.Width, &m.Height, &m.Format, &m.Widths, &total); err != nil {
			return nil, 0, fmt.Errorf("scan event: %w", err)
		}
		if pic, src, ok := m.Picture(); ok {
			c.ImagemVariantes, c.Imagem = pic, src
		}
		c.URL = EventURL(c.ID, c.Slug)
		c.Data = InZone(first.Time, c.Timezone)
		c.Cancelado = cancelled.Valid
		c.Esgotado = left <= 0
		out = append(out, c)
	}
	return out, total, rows.Err()
}

// InZone formats t as RFC 3339 in the IANA zone (UTC if the zone is unknown).
func InZone(t time.Time, zone string) string {
	if loc := location(zone); loc != nil {
		t = t.In(loc)
	}
	return t.Format(time.RFC3339)
}

// zones keeps loaded locations: time.LoadLocation reads and parses the zone file on every
// call, and a listing formats a date per card. Unknown names are kept as nil.
var zones sync.Map // name → *time.Location

func location(name string) *time.Location {
	if v, ok := zones.Load(name); ok {
		return v.(*time.Location)
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		loc = nil
	}
	if len(name) <= 64 { // names come from the catalog; a bound keeps odd input from growing the map
		zones.Store(name, loc)
	}
	return loc
}

// ZoneOrUTC is the named zone, loaded once per process, or UTC for a name the zone database
// does not know.
func ZoneOrUTC(name string) *time.Location {
	if loc := location(name); loc != nil {
		return loc
	}
	return time.UTC
}
