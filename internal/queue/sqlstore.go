package queue

import (
	"context"
	"errors"
	"fmt"
	"strconv"

	"github.com/catraca/catraca/internal/db"
)

// SQL keeps the lines in the database (queue_lines, queue_members), for a store without Redis.
// Every change is one guarded statement, so instances sharing the database apply each once.
type SQL struct{ db *db.DB }

// NewSQL keeps the lines in d.
func NewSQL(d *db.DB) *SQL { return &SQL{db: d} }

// Visit implements Backend.
func (s *SQL) Visit(ctx context.Context, line, visitor string, score int64, rejoin *Rejoin, issuedMS int64) (Place, error) {
	if rejoin != nil {
		if err := s.rejoin(ctx, line, visitor, score, rejoin.ExpiredMS); err != nil {
			return Place{}, err
		}
	}
	if _, err := s.db.Exec(ctx, `INSERT INTO queue_members (line, visitor, score) VALUES (?, ?, ?)
		ON CONFLICT (line, visitor) DO NOTHING`, line, visitor, score); err != nil {
		return Place{}, fmt.Errorf("queue join: %w", err)
	}
	var mine int64
	var issued *string
	if err := s.db.QueryRow(ctx, `SELECT score, issued FROM queue_members WHERE line = ? AND visitor = ?`,
		line, visitor).Scan(&mine, &issued); err != nil {
		return Place{}, fmt.Errorf("queue place: %w", err)
	}
	var p Place
	if err := s.db.QueryRow(ctx, `SELECT
			(SELECT COUNT(*) FROM queue_members WHERE line = ? AND (score < ? OR (score = ? AND visitor < ?))),
			(SELECT COUNT(*) FROM queue_members WHERE line = ?)`,
		line, mine, mine, visitor, line).Scan(&p.Rank, &p.Total); err != nil {
		return Place{}, fmt.Errorf("queue rank: %w", err)
	}
	prog, err := s.read(ctx, line)
	if err != nil {
		return Place{}, err
	}
	p.In, p.Rate = prog.In(), prog.Measured
	if issued != nil {
		p.Issued = *issued
	} else if p.Rank < p.In && issuedMS != 0 {
		// The guard keeps the first issue when two tabs ask at once.
		stamp := strconv.FormatInt(issuedMS, 10)
		if _, err := s.db.Exec(ctx, `UPDATE queue_members SET issued = ? WHERE line = ? AND visitor = ? AND issued IS NULL`,
			stamp, line, visitor); err != nil {
			return Place{}, fmt.Errorf("queue issue: %w", err)
		}
		if err := s.db.QueryRow(ctx, `SELECT issued FROM queue_members WHERE line = ? AND visitor = ?`,
			line, visitor).Scan(&p.Issued); err != nil {
			return Place{}, fmt.Errorf("queue issued: %w", err)
		}
	}
	return p, nil
}

// rejoin moves a visitor whose pass ran out to score and takes their place out of those let
// in, in one transaction; the line's guarded Advance sees the change and recomputes.
func (s *SQL) rejoin(ctx context.Context, line, visitor string, score, expiredMS int64) error {
	err := s.db.InTx(ctx, func(tx *db.Tx) error {
		res, err := tx.Exec(ctx, `UPDATE queue_members SET score = ?, issued = NULL
			WHERE line = ? AND visitor = ? AND (CASE WHEN issued LIKE 'c:%' THEN 0 ELSE CAST(issued AS BIGINT) END) <= ?`,
			score, line, visitor, expiredMS)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 1 {
			_, err = tx.Exec(ctx, `UPDATE queue_lines SET admitted = admitted - 1 WHERE line = ?`, line)
		}
		return err
	})
	if err != nil {
		return fmt.Errorf("queue rejoin: %w", err)
	}
	return nil
}

func (s *SQL) read(ctx context.Context, line string) (Progress, error) {
	var p Progress
	err := s.db.QueryRow(ctx, `SELECT admitted, moved_ms, measured_from_ms, measured_from, measured_rate
		FROM queue_lines WHERE line = ?`, line).Scan(&p.Admitted, &p.MovedMS, &p.MeasuredFrom, &p.MeasuredAt, &p.Measured)
	if errors.Is(err, db.ErrNotFound) {
		return Progress{Measured: -1}, nil
	}
	if err != nil {
		return Progress{}, fmt.Errorf("queue progress: %w", err)
	}
	return p, nil
}

// Advance implements Backend: the UPDATE applies only over the state it was computed from (a
// rejoin in between changes admitted, and so cancels it).
func (s *SQL) Advance(ctx context.Context, line string, nowMS int64, rate int, openingMS int64, paused bool) (Progress, int64, error) {
	if _, err := s.db.Exec(ctx, `INSERT INTO queue_lines (line) VALUES (?) ON CONFLICT (line) DO NOTHING`, line); err != nil {
		return Progress{}, 0, fmt.Errorf("queue line: %w", err)
	}
	old, err := s.read(ctx, line)
	if err != nil {
		return Progress{}, 0, err
	}
	var total int64
	if err := s.db.QueryRow(ctx, `SELECT COUNT(*) FROM queue_members WHERE line = ?`, line).Scan(&total); err != nil {
		return Progress{}, 0, fmt.Errorf("queue size: %w", err)
	}
	next := step(old, nowMS, rate, openingMS, paused, total)
	res, err := s.db.Exec(ctx, `UPDATE queue_lines SET admitted = ?, moved_ms = ?, measured_from_ms = ?, measured_from = ?,
			measured_rate = ?
		WHERE line = ? AND moved_ms = ? AND measured_from_ms = ? AND admitted = ?`,
		next.Admitted, next.MovedMS, next.MeasuredFrom, next.MeasuredAt, next.Measured, line, old.MovedMS,
		old.MeasuredFrom, old.Admitted)
	if err != nil {
		return Progress{}, 0, fmt.Errorf("queue advance: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 { // another instance moved it first
		next, err = s.read(ctx, line)
	}
	return next, total, err
}

// Claim implements Backend.
func (s *SQL) Claim(ctx context.Context, line, visitor, issued, token string) (bool, error) {
	res, err := s.db.Exec(ctx, `UPDATE queue_members SET issued = ? WHERE line = ? AND visitor = ? AND issued = ?`,
		usedBy(token), line, visitor, issued)
	if err != nil {
		return false, fmt.Errorf("queue claim: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 1 {
		return true, nil
	}
	var now string
	err = s.db.QueryRow(ctx, `SELECT COALESCE(issued, '') FROM queue_members WHERE line = ? AND visitor = ?`,
		line, visitor).Scan(&now)
	if err != nil && !errors.Is(err, db.ErrNotFound) {
		return false, fmt.Errorf("queue claim: %w", err)
	}
	return now == usedBy(token), nil
}

// Release implements Backend.
func (s *SQL) Release(ctx context.Context, line, visitor, issued, token string) error {
	if _, err := s.db.Exec(ctx, `UPDATE queue_members SET issued = ? WHERE line = ? AND visitor = ? AND issued = ?`,
		issued, line, visitor, usedBy(token)); err != nil {
		return fmt.Errorf("queue release: %w", err)
	}
	return nil
}

// MarkAuto implements Backend on the event's line row.
func (s *SQL) MarkAuto(ctx context.Context, event int64, untilMS int64, rate int) error {
	if _, err := s.db.Exec(ctx, `INSERT INTO queue_lines (line, auto_until_ms, auto_rate) VALUES (?, ?, ?)
		ON CONFLICT (line) DO UPDATE SET auto_until_ms = excluded.auto_until_ms, auto_rate = excluded.auto_rate`,
		LineID(event, 0), untilMS, rate); err != nil {
		return fmt.Errorf("queue auto: %w", err)
	}
	return nil
}

// AutoEvents implements Backend.
func (s *SQL) AutoEvents(ctx context.Context, nowMS int64) (map[int64]int, error) {
	rows, err := s.db.Query(ctx, `SELECT line, auto_rate FROM queue_lines WHERE auto_until_ms > ?`, nowMS)
	if err != nil {
		return nil, fmt.Errorf("queue auto events: %w", err)
	}
	defer rows.Close()
	out := map[int64]int{}
	for rows.Next() {
		var line string
		var rate int
		if err := rows.Scan(&line, &rate); err != nil {
			return nil, fmt.Errorf("queue auto events: %w", err)
		}
		if ev, err := strconv.ParseInt(line[1:], 10, 64); err == nil {
			out[ev] = rate
		}
	}
	return out, rows.Err()
}
