package catalog

import (
	"context"
	"strings"
	"time"
	_ "time/tzdata" // event zones must resolve on machines without a zoneinfo database
)

// Search periods (spec section 3).
const (
	PeriodAny     = "qualquer"
	PeriodToday   = "hoje"
	PeriodWeekend = "fds"
	PeriodWeek    = "semana"
)

// periodZone is where "today" and "this weekend" are counted: Brasília time, which most of
// the country's population lives in.
var periodZone = mustZone("America/Sao_Paulo")

func mustZone(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic(err) // time/tzdata is linked into the binary
	}
	return loc
}

// PeriodRange is [from, to) for a period at now; ok is false for "qualquer".
func PeriodRange(period string, now time.Time) (from, to time.Time, ok bool) {
	local := now.In(periodZone)
	today := time.Date(local.Year(), local.Month(), local.Day(), 0, 0, 0, 0, periodZone)
	switch period {
	case PeriodToday:
		return today, today.AddDate(0, 0, 1), true
	case PeriodWeekend: // Saturday and Sunday; on a weekend day, the rest of this one
		switch wd := today.Weekday(); wd {
		case time.Saturday:
			return today, today.AddDate(0, 0, 2), true
		case time.Sunday:
			return today, today.AddDate(0, 0, 1), true
		default:
			sat := today.AddDate(0, 0, int(time.Saturday-wd))
			return sat, sat.AddDate(0, 0, 2), true
		}
	case PeriodWeek: // the next calendar week, Monday to Sunday
		daysToMonday := (8 - int(today.Weekday())) % 7
		if daysToMonday == 0 {
			daysToMonday = 7
		}
		mon := today.AddDate(0, 0, daysToMonday)
		return mon, mon.AddDate(0, 0, 7), true
	}
	return time.Time{}, time.Time{}, false
}

// ListFilter selects events for home and search.
type ListFilter struct {
	Text      string
	Period    string
	Category  int    // 0 or -1: all
	City      string // municipality name; with UF
	UF        string
	Home      bool   // origem=capa: leaves out cancelled events
	Channel   string // "", "pdv" or "pos": sectors limited to a channel need it
	Organizer *int64 // a store limited to one organizer
	Page      int    // from 1
	PerPage   int
	Now       time.Time
}

// EventPage is one page of events.
type EventPage struct {
	Eventos []EventCard `json:"eventos"`
	Total   int         `json:"total"`
	// TotalExato is false when more than Total events match: listings count only up to the
	// next multiple of 50 past the page they return (countBound).
	TotalExato bool `json:"total_exato"`
	Pagina     int  `json:"pagina"`
	PorPagina  int  `json:"por_pagina"`
}

// maxSearchWords bounds the LIKE conditions one search adds.
const maxSearchWords = 6

// ListEvents finds upcoming public events, soonest first.
func (s *Service) ListEvents(ctx context.Context, f ListFilter) (EventPage, error) {
	q := newCardQuery(f.Now, f.Channel)
	if from, to, ok := PeriodRange(f.Period, f.Now); ok {
		q.inPeriod(from, to)
	}
	if f.Category > 0 {
		q.add("e.categoria = ?", f.Category)
	}
	q.inCity(f.City, f.UF)
	if f.Home {
		q.add("e.data_cancelamento IS NULL")
	}
	if f.Organizer != nil {
		q.add("e.organizer_id = ?", *f.Organizer)
	}
	words := strings.Fields(SearchKey(f.Text))
	for i, w := range words {
		if i == maxSearchWords {
			break
		}
		cond, arg := s.wordCondition(w)
		q.addWord(w, cond, arg)
	}
	events, total, exact, err := q.page(ctx, s.db, f.PerPage, (f.Page-1)*f.PerPage)
	if err != nil {
		return EventPage{}, err
	}
	return EventPage{Eventos: events, Total: total, TotalExato: exact, Pagina: f.Page, PorPagina: f.PerPage}, nil
}

// Covers are the banner events: featured, upcoming, not cancelled, in a city or anywhere.
func (s *Service) Covers(ctx context.Context, city, uf, channel string, organizer *int64, now time.Time) ([]EventCard, error) {
	q := newCardQuery(now, channel)
	q.add("e.destaque = 1")
	q.add("e.data_cancelamento IS NULL")
	q.inCity(city, uf)
	if organizer != nil {
		q.add("e.organizer_id = ?", *organizer)
	}
	return q.list(ctx, s.db, 10, 0)
}
