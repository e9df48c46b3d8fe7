package db

import (
	"context"
	"fmt"
	"strings"
)

// NewIDs reserves ids for the rows a transaction inserts with their id given, counts[i] of
// them for tables[i], in one statement: PostgreSQL draws them from each table's identity
// sequence; SQLite, whose transaction holds the one write lock from BEGIN, takes those after
// each table's largest. Inserting with ids known saves the RETURNING that matches rows back to
// what they were made from, and lets the two databases share one writer.
func (t *Tx) NewIDs(ctx context.Context, tables []string, counts []int) ([][]int64, error) {
	out := make([][]int64, len(tables))
	if t.dialect == SQLite {
		parts := make([]string, len(tables))
		for i, table := range tables {
			parts[i] = fmt.Sprintf("(SELECT coalesce(max(id), 0) FROM %s)", table)
		}
		last := make([]int64, len(tables))
		dest := make([]any, len(tables))
		for i := range last {
			dest[i] = &last[i]
		}
		if err := t.QueryRow(ctx, "SELECT "+strings.Join(parts, ", ")).Scan(dest...); err != nil {
			return nil, err
		}
		for i, n := range counts {
			for k := 1; k <= n; k++ {
				out[i] = append(out[i], last[i]+int64(k))
			}
		}
		return out, nil
	}
	parts := make([]string, len(tables))
	args := make([]any, len(tables))
	for i, table := range tables {
		parts[i] = fmt.Sprintf("SELECT %d, nextval(pg_get_serial_sequence('%s', 'id')) FROM generate_series(1, ?)", i, table)
		args[i] = counts[i]
	}
	rows, err := t.Query(ctx, strings.Join(parts, " UNION ALL "), args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var i int
		var id int64
		if err := rows.Scan(&i, &id); err != nil {
			return nil, err
		}
		out[i] = append(out[i], id)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for i, n := range counts {
		if len(out[i]) != n {
			return nil, fmt.Errorf("db: %d ids of %s, want %d", len(out[i]), tables[i], n)
		}
	}
	return out, nil
}
