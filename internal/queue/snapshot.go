package queue

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/db"
)

// snapshot is the queued sales as one instance last read them.
type snapshot struct {
	events   map[int64]*sale
	sessions map[int64]int64 // session → event, for the sessions of queued sales
}

// sale is an event's lines: the whole event's, or its queued sessions' own.
type sale struct {
	whole    *live
	sessions map[int64]*live
}

func (sn *snapshot) all() []*live {
	var out []*live
	for _, sl := range sn.events {
		if sl.whole != nil {
			out = append(out, sl.whole)
		}
		for _, l := range sl.sessions {
			out = append(out, l)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].line.ID() < out[j].line.ID() })
	return out
}

// load reads the queued sales: configured in their documents, or automatic. Sessions that
// ended and cancelled events are left out.
func (s *Service) load(ctx context.Context) (*snapshot, error) {
	now := s.now()
	auto, err := s.backend.AutoEvents(ctx, now.UnixMilli())
	if err != nil {
		return nil, err
	}
	where := "e.fila = 1 OR e.id IN (SELECT event_id FROM sessions WHERE fila = 1)"
	args := []any{}
	if len(auto) > 0 {
		where += " OR e.id IN (?" + strings.Repeat(", ?", len(auto)-1) + ")"
		for ev := range auto {
			args = append(args, ev)
		}
	}
	args = append(args, now.UTC().Truncate(time.Second))
	rows, err := s.db.Query(ctx, `SELECT e.id, e.fila, e.fila_por_minuto, e.data_min_venda, s.id, s.fila, s.fila_por_minuto
		FROM events e JOIN sessions s ON s.event_id = e.id
		WHERE (`+where+`) AND e.data_cancelamento IS NULL AND COALESCE(s.data_fim, s.data) >= ?`, args...)
	if err != nil {
		return nil, fmt.Errorf("queued sales: %w", err)
	}
	defer rows.Close()
	snap := &snapshot{events: map[int64]*sale{}, sessions: map[int64]int64{}}
	for rows.Next() {
		var ev, sess int64
		var evQueued, evRate, sessQueued, sessRate int
		var opening db.Time
		if err := rows.Scan(&ev, &evQueued, &evRate, &opening, &sess, &sessQueued, &sessRate); err != nil {
			return nil, fmt.Errorf("queued sales: %w", err)
		}
		sl := snap.events[ev]
		if sl == nil {
			sl = &sale{sessions: map[int64]*live{}}
			snap.events[ev] = sl
		}
		snap.sessions[sess] = ev
		line := Line{Event: ev, Opening: opening.Time}
		switch autoRate, automatic := auto[ev]; {
		case evQueued == 1:
			line.Rate = rateOr(evRate)
			sl.whole = s.keep(line)
		case sessQueued == 1:
			line.Session, line.Rate = sess, rateOr(sessRate)
			sl.sessions[sess] = s.keep(line)
		case automatic && sl.whole == nil:
			line.Rate = rateOr(autoRate)
			sl.whole = s.keep(line)
		}
	}
	return snap, rows.Err()
}

func rateOr(rate int) int {
	if rate <= 0 {
		return catalog.DefaultQueueRate
	}
	return rate
}

// keep answers the line's live state, made once and updated with the line's settings.
func (s *Service) keep(line Line) *live {
	v, _ := s.lines.LoadOrStore(line.ID(), newLive(line))
	l := v.(*live)
	l.setLine(line)
	return l
}
