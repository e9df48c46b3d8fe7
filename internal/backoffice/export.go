package backoffice

import (
	"context"
	"database/sql"
	"encoding/csv"
	"io"
	"strconv"
	"time"

	"github.com/catraca/catraca/internal/payouts"
)

// Export is a spreadsheet of one of the organizer's events: checked (the event is the
// caller's) before a byte of it is written, then streamed row by row from the database, so
// 100,000 tickets take no more memory than ten.
type Export struct {
	// Name is the file's name, for Content-Disposition.
	Name   string
	header []string
	query  string
	args   []any
	row    func(rows *sql.Rows) ([]string, error)
}

// bom opens the file so that spreadsheets set to Brazilian defaults read it as UTF-8.
const bom = "\ufeff"

// Stream writes the export as CSV: UTF-8 with a BOM, ';'-separated (the list separator of
// Brazilian spreadsheets, where ',' is the decimal mark), CRLF line ends, a header line.
func (x Export) Stream(ctx context.Context, s *Service, w io.Writer) error {
	if _, err := io.WriteString(w, bom); err != nil {
		return err
	}
	cw := csv.NewWriter(w)
	cw.Comma, cw.UseCRLF = ';', true
	if err := cw.Write(x.header); err != nil {
		return err
	}
	rows, err := s.db.Query(ctx, x.query, x.args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		line, err := x.row(rows)
		if err != nil {
			return err
		}
		if err := cw.Write(line); err != nil {
			return err
		}
	}
	if err := rows.Err(); err != nil {
		return err
	}
	cw.Flush()
	return cw.Error()
}

// text guards a cell typed by a person (a name, an e-mail) against being read as a formula.
func text(s string) string { return payouts.Cell(s) }

func optText(s *string) string {
	if s == nil {
		return ""
	}
	return payouts.Cell(*s)
}

func num[T int | int64](v T) string { return strconv.FormatInt(int64(v), 10) }

func optNum[T int | int64](v *T) string {
	if v == nil {
		return ""
	}
	return num(*v)
}

// when writes a time in the event's zone as RFC 3339; "" for none.
func when(t *time.Time, loc *time.Location) string {
	if t == nil {
		return ""
	}
	return t.In(loc).Format(time.RFC3339)
}
