package db

import "strings"

// Rows writes many rows in one statement. SQLite gets a VALUES list with a row of
// placeholders per row. PostgreSQL gets one array per column, spread by unnest: the statement's
// text is then the same for any number of rows, so each connection prepares it once (a VALUES
// list was a statement of its own for each group size, prepared again on every connection
// that met that size, with an expression to set up per value at every run).
type Rows struct {
	dialect Dialect
	types   []string // PostgreSQL's type of each column
	n       int
	args    []any // SQLite: the values, row after row; PostgreSQL: a []any per column
}

// NewRows starts rows for the columns of the given PostgreSQL types (SQLite needs none).
func (t *Tx) NewRows(types ...string) *Rows {
	r := &Rows{dialect: t.dialect, types: types}
	if t.dialect == Postgres {
		for range types {
			r.args = append(r.args, []any{})
		}
	}
	return r
}

// Add appends a row: one value per column.
func (r *Rows) Add(values ...any) {
	r.n++
	if r.dialect != Postgres {
		r.args = append(r.args, values...)
		return
	}
	for i, v := range values {
		r.args[i] = append(r.args[i].([]any), v)
	}
}

// Source is the rows as the source of an INSERT, after its column list, and their arguments,
// which come first in the statement.
func (r *Rows) Source() (string, []any) {
	if r.dialect != Postgres {
		row := "(" + strings.TrimSuffix(strings.Repeat("?, ", len(r.types)), ", ") + ")"
		return "VALUES " + strings.TrimSuffix(strings.Repeat(row+", ", r.n), ", "), r.args
	}
	arrays := make([]string, len(r.types))
	for i, t := range r.types {
		arrays[i] = "?::" + t + "[]"
	}
	return "SELECT * FROM unnest(" + strings.Join(arrays, ", ") + ")", r.args
}

// In is the condition that column is one of values, and its arguments: a list of placeholders
// on SQLite; on PostgreSQL one array of the given type, so the statement's text is the same for
// any number of values. (An IN over unnest's rows had, as a generic plan, a scan of the whole
// table.)
func (t *Tx) In(column, typ string, values []any) (string, []any) {
	if t.dialect != Postgres {
		return column + " IN (" + strings.TrimSuffix(strings.Repeat("?, ", len(values)), ", ") + ")", values
	}
	return column + " = ANY(?::" + typ + "[])", []any{values}
}
