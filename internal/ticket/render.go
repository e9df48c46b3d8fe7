package ticket

import (
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"rsc.io/qr"
)

// QRPNG is the ticket's QR code: the token alone, so a door scanner sends it to /api/checkin.
// Level M survives a scratched phone screen; 32 characters make a small code.
func QRPNG(token string) ([]byte, error) {
	c, err := qr.Encode(token, qr.M)
	if err != nil {
		return nil, fmt.Errorf("ticket: QR code: %w", err)
	}
	c.Scale = 10
	return c.PNG(), nil
}

// zoneName says a session's clock as people in Brazil do: Brasília time for most of the
// country, else its offset from UTC (an IANA id such as "America/Sao_Paulo" reads as code).
func zoneName(t time.Time) string {
	if _, offset := t.Zone(); offset == -3*3600 {
		return "horário de Brasília"
	}
	return t.Format("UTC-07:00")
}

func typeName(kind string) string {
	if kind == "half" {
		return "Meia-entrada"
	}
	return "Inteira"
}

// sessionLength ends a session without an end date in calendars: a show's usual length,
// rather than an entry of no duration that calendars draw as a line.
const sessionLength = 3 * time.Hour

// calendarEntry is the one event of a calendar file.
type calendarEntry struct {
	uid, summary, location, description, url string
	start                                    time.Time
	end                                      *time.Time
}

// ICS is a ticket's session as an RFC 5545 calendar (GET /api/tickets/{token}/calendar.ics).
func ICS(v View, now time.Time) []byte {
	return calendar(calendarEntry{uid: v.Token + "@catraca", summary: v.Event.Nome, location: v.location(),
		description: fmt.Sprintf("Setor %s (%s). Ingresso: %s", v.Sector, typeName(v.Type), v.URL), url: v.URL,
		start: v.start, end: v.end}, now)
}

// orderICS is the session of an order's tickets (v is one of them), linking the order's
// page: the calendar file of the purchase e-mail.
func orderICS(v View, tickets int, now time.Time) []byte {
	link := v.origin + "/pedido/" + v.OrderHash
	count := "1 ingresso"
	if tickets != 1 {
		count = fmt.Sprintf("%d ingressos", tickets)
	}
	return calendar(calendarEntry{uid: v.OrderHash + "@catraca", summary: v.Event.Nome, location: v.location(),
		description: fmt.Sprintf("Pedido %s: %s. %s", v.OrderHash, count, link), url: link, start: v.start, end: v.end}, now)
}

// location is the place with its address, as calendars show it.
func (v View) location() string {
	return strings.Trim(v.Place.Nome+", "+v.address(), ", -")
}

// calendar writes e as a calendar with one event, times in UTC.
func calendar(e calendarEntry, now time.Time) []byte {
	const stamp = "20060102T150405Z"
	var b strings.Builder
	prop := func(name, value string) { b.WriteString(fold(name + ":" + value)) }
	prop("BEGIN", "VCALENDAR")
	prop("VERSION", "2.0")
	prop("PRODID", "-//Catraca//Ingressos//PT")
	prop("CALSCALE", "GREGORIAN")
	prop("METHOD", "PUBLISH")
	prop("BEGIN", "VEVENT")
	prop("UID", e.uid)
	prop("DTSTAMP", now.UTC().Format(stamp))
	prop("DTSTART", e.start.UTC().Format(stamp))
	end := e.start.Add(sessionLength)
	if e.end != nil && e.end.After(e.start) {
		end = *e.end
	}
	prop("DTEND", end.UTC().Format(stamp))
	prop("SUMMARY", escapeText(e.summary))
	prop("LOCATION", escapeText(e.location))
	prop("DESCRIPTION", escapeText(e.description))
	if e.url != "" {
		prop("URL", e.url)
	}
	prop("END", "VEVENT")
	prop("END", "VCALENDAR")
	return []byte(b.String())
}

// escapeText escapes a TEXT value (RFC 5545 section 3.3.11).
func escapeText(s string) string {
	r := strings.NewReplacer(`\`, `\\`, ";", `\;`, ",", `\,`, "\r\n", `\n`, "\n", `\n`, "\r", `\n`)
	return r.Replace(s)
}

// fold ends a content line with CRLF, folding it at 75 octets without splitting a UTF-8
// character (RFC 5545 section 3.1).
func fold(line string) string {
	var b strings.Builder
	limit := 75
	for len(line) > limit {
		cut := limit
		for cut > 0 && !utf8.RuneStart(line[cut]) {
			cut--
		}
		b.WriteString(line[:cut])
		b.WriteString("\r\n ")
		line = line[cut:]
		limit = 74 // the leading space of a continuation counts
	}
	b.WriteString(line)
	b.WriteString("\r\n")
	return b.String()
}
