package catalog

import (
	"strings"
	"unicode/utf8"

	"github.com/catraca/catraca/internal/db"
)

// wordCondition matches one folded search word anywhere in an event's search key, as the
// original `LIKE '%word%'` did, but through an index: on SQLite the FTS5 trigram table
// events_fts (a quoted phrase of three or more characters matches as a substring); on
// PostgreSQL the LIKE itself, served by the pg_trgm index on events.search_key. Words shorter
// than a trigram fall back to the LIKE, narrowed by whatever else the query filters on.
func (s *Service) wordCondition(w string) (string, any) {
	if s.db.Dialect() == db.SQLite && utf8.RuneCountInString(w) >= 3 {
		return "e.id IN (SELECT rowid FROM events_fts WHERE events_fts MATCH ?)",
			`"` + strings.ReplaceAll(w, `"`, `""`) + `"`
	}
	return likeWord(w)
}

// likeWord matches one folded search word anywhere in an event's search key by LIKE itself:
// checked per event, with no index.
func likeWord(w string) (string, any) {
	return `e.search_key LIKE ? ESCAPE '\'`, "%" + likeEscape(w) + "%"
}
