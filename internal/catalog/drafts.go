package catalog

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
)

// Statuses of an event in its organizer's list, the first that holds in this order.
const (
	EventCancelled = "cancelado"
	EventPast      = "encerrado" // every session is over
	EventDraft     = "rascunho"  // not on the storefront
	EventPublished = "publicado"
)

// OrganizerEvent is one event in its organizer's list, drafts included, with its state and
// what it has sold.
type OrganizerEvent struct {
	ID          int64   `json:"id"`
	Nome        string  `json:"nome"`
	URL         string  `json:"url" description:"Its storefront path, once published."`
	Timezone    string  `json:"timezone"`
	Inicio      string  `json:"inicio" description:"The first session's start, RFC 3339 in the event's zone."`
	Fim         string  `json:"fim" description:"The last session's end (or start), RFC 3339 in the event's zone."`
	Status      string  `json:"status" enum:"cancelado,encerrado,rascunho,publicado"`
	Publicado   bool    `json:"publicado"`
	PublicadoEm *string `json:"publicado_em" description:"RFC 3339 in the event's zone; null for a draft."`
	Cancelado   bool    `json:"cancelado"`
	Encerrado   bool    `json:"encerrado" description:"Every session is over."`
	// Vendidos and Bruto count the orders paid now (refunded ones no longer): their tickets,
	// and what their buyers paid, fee and card interest included, as the payouts report's gross.
	Vendidos int   `json:"vendidos" description:"Tickets of the event's paid orders."`
	Bruto    int64 `json:"bruto" description:"Centavos paid by the buyers of the event's paid orders."`
}

// OrganizerEvents lists organizer's events, drafts included, latest first, each with its sales
// summary: one query, whatever the number of events.
func (s *Service) OrganizerEvents(ctx context.Context, organizer int64, now time.Time) ([]OrganizerEvent, error) {
	rows, err := s.db.Query(ctx, `SELECT e.id, e.nome, e.slug, e.timezone, e.published_at, e.data_cancelamento,
			span.starts, span.ends, COALESCE(sold.tickets, 0), COALESCE(sold.gross, 0)
		FROM events e
		JOIN (SELECT s.event_id, MIN(s.data) AS starts, MAX(COALESCE(s.data_fim, s.data)) AS ends
			FROM sessions s JOIN events se ON se.id = s.event_id WHERE se.organizer_id = ?
			GROUP BY s.event_id) span ON span.event_id = e.id
		LEFT JOIN (SELECT o.event_id, SUM(COALESCE(o.charged, o.total)) AS gross,
				SUM((SELECT SUM(i.quantity) FROM order_items i WHERE i.order_id = o.id)) AS tickets
			FROM orders o JOIN events oe ON oe.id = o.event_id WHERE oe.organizer_id = ? AND o.status = 'paid'
			GROUP BY o.event_id) sold ON sold.event_id = e.id
		WHERE e.organizer_id = ?
		ORDER BY span.starts DESC, e.id DESC`, organizer, organizer, organizer)
	if err != nil {
		return nil, fmt.Errorf("organizer events: %w", err)
	}
	defer rows.Close()
	out := []OrganizerEvent{}
	for rows.Next() {
		var e OrganizerEvent
		var slug *string
		var published, cancelled, starts, ends db.Time
		if err := rows.Scan(&e.ID, &e.Nome, &slug, &e.Timezone, &published, &cancelled, &starts, &ends,
			&e.Vendidos, &e.Bruto); err != nil {
			return nil, fmt.Errorf("scan organizer event: %w", err)
		}
		e.URL = EventURL(e.ID, slug)
		e.Inicio, e.Fim = InZone(starts.Time, e.Timezone), InZone(ends.Time, e.Timezone)
		e.Publicado, e.PublicadoEm = published.Valid, zoned(published, e.Timezone)
		e.Cancelado = cancelled.Valid && !now.Before(cancelled.Time)
		e.Encerrado = now.After(ends.Time)
		e.Status = eventStatus(e)
		out = append(out, e)
	}
	return out, rows.Err()
}

func eventStatus(e OrganizerEvent) string {
	switch {
	case e.Cancelado:
		return EventCancelled
	case e.Encerrado:
		return EventPast
	case !e.Publicado:
		return EventDraft
	}
	return EventPublished
}

// PublishEvent puts organizer's event id on the storefront. It is idempotent: changed says
// whether the event was a draft. Another organizer's event is not found.
func (s *Service) PublishEvent(ctx context.Context, organizer, id int64, within ...EventWrite) (changed bool, err error) {
	now := s.clock()
	return s.setPublished(ctx, organizer, id, utc(&now), within)
}

// UnpublishEvent takes organizer's event id off the storefront, back to a draft: its pages,
// listings and purchase API answer as for an unknown event, and its orders stay as they are.
// It is idempotent, as PublishEvent.
func (s *Service) UnpublishEvent(ctx context.Context, organizer, id int64, within ...EventWrite) (changed bool, err error) {
	return s.setPublished(ctx, organizer, id, nil, within)
}

// errUnchanged rolls back a publish that found the event already in that state, so the
// catalog generation moves only with a change.
var errUnchanged = errors.New("catalog: already in that state")

// setPublished sets the event's published_at to at (nil: a draft) and moves the catalog
// generation, so every process's cached pages show the change at once. The generation is
// taken first, as every catalog write takes it, so writes lock rows in one order.
func (s *Service) setPublished(ctx context.Context, organizer, id int64, at *time.Time, within []EventWrite) (bool, error) {
	state := "published_at IS NOT NULL"
	if at != nil {
		state = "published_at IS NULL"
	}
	err := s.db.InTx(ctx, func(tx *db.Tx) error {
		if err := BumpGeneration(ctx, tx); err != nil {
			return err
		}
		res, err := tx.Exec(ctx, "UPDATE events SET published_at = ? WHERE id = ? AND organizer_id = ? AND "+state,
			at, id, organizer)
		if err != nil {
			return fmt.Errorf("publish event %d: %w", id, err)
		}
		if n, err := res.RowsAffected(); err != nil || n == 1 {
			if err != nil {
				return err
			}
			for _, w := range within {
				if err := w(tx, id, nil); err != nil {
					return err
				}
			}
			return nil
		}
		var exists bool
		err = tx.QueryRow(ctx, "SELECT TRUE FROM events WHERE id = ? AND organizer_id = ?", id, organizer).Scan(&exists)
		if errors.Is(err, db.ErrNotFound) {
			return apperr.New(apperr.NotFound, MsgEventNotFound)
		}
		if err != nil {
			return err
		}
		return errUnchanged
	})
	if errors.Is(err, errUnchanged) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	s.fresh.Changed()
	return true, nil
}
