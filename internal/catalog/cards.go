package catalog

import (
	"context"
	"fmt"
	"slices"
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

// cardQuery selects upcoming, published, public events with their first matching session, lowest price
// and remaining stock over the sectors the sales channel may see. A session matches while it
// has not ended, starts in the period (when one is set) and has such a sector. Conditions on
// the event are kept apart from the session's so each query below places them where its plan
// needs them.
type cardQuery struct {
	where     []string // conditions on the event e
	args      []any
	walkWhere []string // the same conditions as the walk checks them, one event at a time
	walkArgs  []any
	now       time.Time
	period    bool
	from, to  time.Time
	channel   string
}

func newCardQuery(now time.Time, channel string) *cardQuery {
	q := &cardQuery{now: now.UTC().Truncate(time.Second), channel: channel}
	q.add("e.published_at IS NOT NULL") // a draft is its organizer's alone
	q.add("e.site_visibilidade = 'N'")
	q.add("e.categoria IN (SELECT codigo FROM categories WHERE oculto = 0)")
	return q
}

// add adds a condition on the event e.
func (q *cardQuery) add(cond string, args ...any) {
	q.where, q.args = append(q.where, cond), append(q.args, args...)
	q.walkWhere, q.walkArgs = append(q.walkWhere, cond), append(q.walkArgs, args...)
}

// addWord keeps the events whose search key holds the folded word w: through cond, the word's
// index (wordCondition), where a query starts from the events; by LIKE in the walk, which
// checks one event at a time and would otherwise have the index read every match first.
func (q *cardQuery) addWord(w, cond string, arg any) {
	like, likeArg := likeWord(w)
	q.where, q.args = append(q.where, cond), append(q.args, arg)
	q.walkWhere, q.walkArgs = append(q.walkWhere, like), append(q.walkArgs, likeArg)
}

// inPeriod keeps the sessions that start in [from, to).
func (q *cardQuery) inPeriod(from, to time.Time) {
	q.period, q.from, q.to = true, from.UTC(), to.UTC()
}

// inCity keeps the events at places in the municipality (by folded name), the state, or both.
func (q *cardQuery) inCity(city, uf string) {
	var conds []string
	var args []any
	if city != "" {
		conds, args = append(conds, "ci.search_key = ?"), append(args, SearchKey(city))
	}
	if uf != "" {
		conds, args = append(conds, "ci.state = ?"), append(args, strings.ToUpper(uf))
	}
	if len(conds) > 0 {
		q.add("e.place_id IN (SELECT p.id FROM places p JOIN cities ci ON ci.id = p.city_id WHERE "+
			strings.Join(conds, " AND ")+")", args...)
	}
}

// stmt is SQL text with its arguments in order.
type stmt struct {
	sql  strings.Builder
	args []any
}

func (s *stmt) add(sql string, args ...any) {
	s.sql.WriteString(sql)
	s.args = append(s.args, args...)
}

// eventWhere is the condition on the event e, as the queries starting from the events use it.
func (q *cardQuery) eventWhere(s *stmt) {
	s.add(strings.Join(q.where, " AND "), q.args...)
}

// sessionWhere is the condition on session a without its sectors: not ended, in the period.
func (q *cardQuery) sessionWhere(s *stmt, a string) {
	s.add("COALESCE("+a+".data_fim, "+a+".data) >= ?", q.now)
	if q.period {
		s.add(" AND "+a+".data >= ? AND "+a+".data < ?", q.from, q.to)
	}
}

// hasSector holds when session a has a sector the sales channel may see.
func (q *cardQuery) hasSector(s *stmt, a string) {
	s.add("EXISTS (SELECT 1 FROM sectors sec WHERE sec.session_id = "+a+".id AND (sec.canal = '' OR sec.canal = ?))",
		q.channel)
}

// matches is the whole condition on session a: sessionWhere and hasSector.
func (q *cardQuery) matches(s *stmt, a string) {
	q.sessionWhere(s, a)
	s.add(" AND ")
	q.hasSector(s, a)
}

// walkWindow is how many upcoming sessions the walk may read per event it needs (the page and
// those before it). A filter that keeps one session in 32 (a big city, a common word) fills
// its page within them; for a rarer one the walk gives up after a bounded read, and matched,
// served by the filter's own index, takes over.
const walkWindow = 32

// walk selects the ids of a page by reading the upcoming sessions in date order from their
// index and stopping at the page's last event, so its cost follows the page, not the catalog.
// An event is kept at its first matching session (none earlier, ties by id). A page it cannot
// fill within the window is left to matched. The event conditions are a scalar subquery so
// PostgreSQL checks them per walked session rather than joining every matching event first.
func (q *cardQuery) walk(limit, offset int) *stmt {
	s := &stmt{}
	s.add("SELECT w.event_id FROM (SELECT s.id, s.event_id, s.data FROM sessions s WHERE ")
	q.sessionWhere(s, "s")
	s.add(" ORDER BY s.data, s.event_id LIMIT ?) w WHERE (SELECT ", walkWindow*(offset+limit))
	s.add(strings.Join(q.walkWhere, " AND "), q.walkArgs...)
	s.add(" FROM events e WHERE e.id = w.event_id) AND ")
	q.hasSector(s, "w")
	s.add(" AND NOT EXISTS (SELECT 1 FROM sessions s2 WHERE s2.event_id = w.event_id AND s2.data <= w.data" +
		" AND (s2.data < w.data OR s2.id < w.id) AND ")
	q.matches(s, "s2")
	s.add(") ORDER BY w.data, w.event_id LIMIT ? OFFSET ?", limit, offset)
	return s
}

// matched selects the ids of a page from all matching events, found through the events'
// indexes (search words, city, organizer): its cost follows how many events match.
func (q *cardQuery) matched(limit, offset int) *stmt {
	s := &stmt{}
	s.add("SELECT s.event_id FROM sessions s JOIN events e ON e.id = s.event_id WHERE ")
	q.eventWhere(s)
	s.add(" AND ")
	q.matches(s, "s")
	s.add(" GROUP BY s.event_id ORDER BY MIN(s.data), s.event_id LIMIT ? OFFSET ?", limit, offset)
	return s
}

// countStep rounds the count's bound: a listing counts its matches only up to the next
// multiple of 50 past its page (countBound), so its cost follows the page, not the catalog
// (on PostgreSQL a common word's count reads about bound / share-of-events-matching rows). Past
// that bound the answer says "more than N", which is all a person scrolling a list can use.
const countStep = 50

// countBound is the most matches a page's count reads: the next multiple of 50 past the page's end.
func countBound(limit, offset int) int {
	return ((offset+limit)/countStep + 1) * countStep
}

// count is how many events match, read up to bound + 1 so an answer of bound + 1 says "more
// than bound": one probe of the sessions' index per candidate event.
func (q *cardQuery) count(ctx context.Context, d *db.DB, bound int) (int, error) {
	s := &stmt{}
	s.add("SELECT COUNT(*) FROM (SELECT 1 FROM events e WHERE ")
	q.eventWhere(s)
	s.add(" AND EXISTS (SELECT 1 FROM sessions s WHERE s.event_id = e.id AND ")
	q.matches(s, "s")
	s.add(") LIMIT ?) counted", bound+1)
	var n int
	if err := d.QueryRow(ctx, s.sql.String(), s.args...).Scan(&n); err != nil {
		return 0, fmt.Errorf("count events: %w", err)
	}
	return n, nil
}

// list reads one page of matching events, soonest first: from the walk, or from all matching
// events when the walk's window holds too few.
func (q *cardQuery) list(ctx context.Context, d *db.DB, limit, offset int) ([]EventCard, error) {
	if cards, err := q.cards(ctx, d, q.walk(limit, offset)); err != nil || len(cards) == limit {
		return cards, err
	}
	return q.cards(ctx, d, q.matched(limit, offset))
}

// page reads one page of matching events and how many match in all, exactly up to the
// page's count bound (exact false: more than total). The count comes first: a page past the
// end then needs no other query, and when no more events match than the walk would read
// sessions, reading them all (matched) costs no more than walking.
func (q *cardQuery) page(ctx context.Context, d *db.DB, limit, offset int) (cards []EventCard, total int, exact bool, err error) {
	bound := countBound(limit, offset)
	total, err = q.count(ctx, d, bound)
	exact = total <= bound
	total = min(total, bound)
	if err != nil || offset >= total {
		return []EventCard{}, total, exact, err
	}
	if exact && total <= walkWindow*(offset+limit) {
		cards, err = q.cards(ctx, d, q.matched(limit, offset))
	} else {
		cards, err = q.list(ctx, d, limit, offset)
	}
	return cards, total, exact, err
}

// cards reads the cards of the events page selects, computing their columns over those
// events' matching sessions and sectors only. The page is materialized: left to the planner,
// PostgreSQL may run it again for every row it joins.
func (q *cardQuery) cards(ctx context.Context, d *db.DB, page *stmt) ([]EventCard, error) {
	s := &stmt{}
	// A sector's price is its current lote's, as on the event page (detail.go, sessions).
	s.add("WITH page AS MATERIALIZED ("+page.sql.String()+`),
	card AS (SELECT s.event_id, MIN(s.data) AS starts, COUNT(DISTINCT s.id) AS sessions,
			MIN(COALESCE((SELECT b.preco FROM sector_batches b WHERE b.sector_id = sec.id AND (b.ate IS NULL OR b.ate > ?)
				AND (b.quantidade IS NULL OR b.vendidos + b.reservados < b.quantidade) ORDER BY b.ordem LIMIT 1), sec.preco)) AS price,
			SUM(sec.capacidade - sec.vendidos - sec.reservados) AS remaining
		FROM page JOIN sessions s ON s.event_id = page.event_id JOIN sectors sec ON sec.session_id = s.id
		WHERE `, slices.Concat(page.args, []any{q.now})...)
	q.sessionWhere(s, "s")
	s.add(` AND (sec.canal = '' OR sec.canal = ?) GROUP BY s.event_id)
	SELECT e.id, e.nome, e.slug, e.imagem, e.timezone, e.categoria, c.nome, e.one_checkout, e.data_cancelamento,
		p.nome, ci.name, ci.state, card.starts, card.sessions, card.price, card.remaining,
		m.id, m.width, m.height, m.format, m.widths
	FROM card
	JOIN events e ON e.id = card.event_id
	JOIN categories c ON c.codigo = e.categoria
	JOIN places p ON p.id = e.place_id
	JOIN cities ci ON ci.id = p.city_id
	LEFT JOIN media m ON m.source_url = e.imagem
	ORDER BY card.starts, e.id`, q.channel)
	rows, err := d.Query(ctx, s.sql.String(), s.args...)
	if err != nil {
		return nil, fmt.Errorf("list events: %w", err)
	}
	defer rows.Close()
	out := []EventCard{}
	for rows.Next() {
		var c EventCard
		var cancelled, first db.Time
		var left int64
		var m media.Stored
		if err := rows.Scan(&c.ID, &c.Nome, &c.Slug, &c.Imagem, &c.Timezone, &c.Categoria, &c.CategoriaNome,
			&c.OneCheckout, &cancelled, &c.Local, &c.Cidade, &c.UF, &first, &c.Sessoes, &c.PrecoMinimo, &left,
			&m.ID, &m.Width, &m.Height, &m.Format, &m.Widths); err != nil {
			return nil, fmt.Errorf("scan event: %w", err)
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
	return out, rows.Err()
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
