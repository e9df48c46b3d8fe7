// Package queue is the waiting room (docs/waiting-room.md): queued sales put their buyers in a
// line before the checkout and let them in at the line's rate, with a signed pass each.
package queue

import (
	"strconv"
	"time"
)

// Line is one queue: an event's (Session 0) or one session's.
type Line struct {
	Event, Session int64
	Rate           int       // admissions per minute
	Opening        time.Time // the sale's opening; zero: already open
}

// ID names the line in keys, rows and cookies: "e12" or "e12s40".
func (l Line) ID() string { return LineID(l.Event, l.Session) }

// LineID is the id of an event's line (session 0) or a session's.
func LineID(event, session int64) string {
	id := "e" + strconv.FormatInt(event, 10)
	if session != 0 {
		id += "s" + strconv.FormatInt(session, 10)
	}
	return id
}

// Progress is a line's admission state, the same on every instance.
type Progress struct {
	Admitted     float64 // how many of the line's first places are let in; fractional, so slow rates move
	MovedMS      int64   // when Admitted last moved (Unix ms); 0: never
	MeasuredFrom int64   // start of the current measuring minute (Unix ms)
	MeasuredAt   float64 // Admitted then
	Measured     float64 // admissions per minute over the last whole minute; -1: not measured yet
}

// step moves a line's admission to now: rate per minute from the last move, never past the
// people in line (total), and not while paused (sold out) or before the opening. Any instance
// computes the same step, so whichever applies it first wins and the others skip.
func step(p Progress, nowMS int64, rate int, openingMS int64, paused bool, total int64) Progress {
	if nowMS < openingMS {
		return p
	}
	if p.MovedMS == 0 || paused || nowMS < p.MovedMS {
		p.MovedMS = nowMS
	} else {
		p.Admitted = min(p.Admitted+float64(nowMS-p.MovedMS)*float64(rate)/60000, max(float64(total), p.Admitted))
		p.MovedMS = nowMS
	}
	if p.MeasuredFrom == 0 {
		p.MeasuredFrom, p.MeasuredAt, p.Measured = nowMS, p.Admitted, -1
	} else if span := nowMS - p.MeasuredFrom; span >= 60000 {
		p.Measured = (p.Admitted - p.MeasuredAt) * 60000 / float64(span)
		if !paused && p.Admitted >= float64(total) {
			// Everyone was let in: arrivals, not the line, set the pace; the rate stands.
			p.Measured = float64(rate)
		}
		p.MeasuredFrom, p.MeasuredAt = nowMS, p.Admitted
	}
	return p
}

// In is how many places are let in: the whole part of Admitted.
func (p Progress) In() int64 { return int64(p.Admitted) }
