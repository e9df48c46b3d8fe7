package catalog

import (
	"context"
	"errors"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/db"
)

// CountVisit adds one visit to an event's page for the day it is where the event happens.
// Only the count is kept: no visitor, address or session (LGPD). The upsert adds in one
// statement, so concurrent visits are all counted.
func (s *Service) CountVisit(ctx context.Context, eventID int64, now time.Time) error {
	var zone string
	err := s.db.QueryRow(ctx, "SELECT timezone FROM events WHERE id = ?", eventID).Scan(&zone)
	if errors.Is(err, db.ErrNotFound) {
		return apperr.New(apperr.NotFound, MsgEventNotFound)
	}
	if err != nil {
		return err
	}
	loc := ZoneOrUTC(zone)
	_, err = s.db.Exec(ctx, `INSERT INTO event_visits (event_id, day, count) VALUES (?, ?, 1)
		ON CONFLICT (event_id, day) DO UPDATE SET count = event_visits.count + 1`, eventID, now.In(loc).Format(time.DateOnly))
	return err
}
