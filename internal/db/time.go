package db

import (
	"fmt"
	"time"
)

// sqliteTimeLayouts are the text forms SQLite hands back when an expression (MIN, COALESCE)
// loses the column's declared TIMESTAMP type.
var sqliteTimeLayouts = []string{"2006-01-02 15:04:05.999999999-07:00", "2006-01-02 15:04:05-07:00",
	time.RFC3339Nano, "2006-01-02 15:04:05"}

// Time scans a possibly NULL timestamp from either engine, typed or as text.
type Time struct {
	Time  time.Time
	Valid bool
}

// Scan implements sql.Scanner.
func (t *Time) Scan(v any) error {
	switch x := v.(type) {
	case nil:
		*t = Time{}
		return nil
	case time.Time:
		*t = Time{Time: x, Valid: true}
		return nil
	case string:
		return t.parse(x)
	case []byte:
		return t.parse(string(x))
	}
	return fmt.Errorf("db: cannot scan %T into a time", v)
}

func (t *Time) parse(s string) error {
	for _, layout := range sqliteTimeLayouts {
		if parsed, err := time.Parse(layout, s); err == nil {
			*t = Time{Time: parsed, Valid: true}
			return nil
		}
	}
	return fmt.Errorf("db: unreadable time %q", s)
}

// Ptr is the time or nil.
func (t Time) Ptr() *time.Time {
	if !t.Valid {
		return nil
	}
	return &t.Time
}
