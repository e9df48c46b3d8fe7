// Package backoffice is what an organizer's people read in the console about their events:
// sales against stock, orders and their buyers, ticket holders, and the spreadsheets of
// attendees, orders and sign-ups; and the two small writes that go with finding an order
// (sending its tickets again, correcting a holder's name). Every read is scoped to the
// caller's organizer: another organizer's event, order or ticket is not found.
package backoffice

import (
	"context"
	"errors"
	"time"

	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/checkout"
	"github.com/catraca/catraca/internal/db"
	"github.com/catraca/catraca/internal/orgauth"
	"github.com/catraca/catraca/internal/ticket"
)

// Service reads an organizer's sales and orders.
type Service struct {
	db    *db.DB
	audit *orgauth.Service
	now   func() time.Time
}

// New returns the service; writes are recorded in audit's log.
func New(d *db.DB, audit *orgauth.Service, now func() time.Time) *Service {
	return &Service{db: d, audit: audit, now: now}
}

// event is an event of the caller's organizer.
type event struct {
	id   int64
	nome string
	loc  *time.Location
}

// eventOf reads one of the organizer's events; another organizer's is not found, as an
// unknown one.
func (s *Service) eventOf(ctx context.Context, organizerID, eventID int64) (event, error) {
	e := event{id: eventID}
	var owner int64
	var zone string
	err := s.db.QueryRow(ctx, "SELECT organizer_id, nome, timezone FROM events WHERE id = ?", eventID).Scan(&owner, &e.nome, &zone)
	if errors.Is(err, db.ErrNotFound) || (err == nil && owner != organizerID) {
		return event{}, apperr.New(apperr.NotFound, catalog.MsgEventNotFound)
	}
	if err != nil {
		return event{}, err
	}
	e.loc = catalog.ZoneOrUTC(zone)
	return e, nil
}

// cpfFor shows a CPF to role: whole (punctuated) to owners, masked as ***.456.789-** to the
// others, who find orders and run the door without needing it.
func cpfFor(role orgauth.Role, cpf string) string {
	if role == orgauth.Owner && len(cpf) == 11 {
		return cpf[:3] + "." + cpf[3:6] + "." + cpf[6:9] + "-" + cpf[9:]
	}
	return ticket.MaskCPF(cpf)
}

// ticketStatus is a ticket's state as the buyer's page shows it (checkout.TicketStatus), a
// valid-looking ticket of an order no longer sold being cancelled.
func ticketStatus(checkedIn, transferred, voided db.Time, dispute *string, orderStatus string, paid bool) string {
	st := checkout.TicketStatus(checkedIn.Valid, transferred.Valid, voided.Valid, checkout.Disputed(dispute))
	if st == "valid" && !checkout.Sold(orderStatus, paid) {
		return "cancelled"
	}
	return st
}

func utc(t db.Time) *time.Time {
	if !t.Valid {
		return nil
	}
	u := t.Time.UTC()
	return &u
}
