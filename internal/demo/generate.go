package demo

import (
	"context"
	"database/sql"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/db"
)

// Generate adds n upcoming public, published events (external ids "gen-N") to a catalog that already has
// the demo's categories, organizers and places, for measuring reads on a catalog as large as
// Brazil's big ticket sites. It writes with multi-row INSERTs rather than through Apply, so
// 30,000 events take seconds; the same seed gives the same catalog.
func Generate(ctx context.Context, d *db.DB, n int, now time.Time, seed uint64) error {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	places, err := idsAndText(ctx, d, `SELECT p.id, p.nome || ' ' || c.name || ' ' || c.state
		FROM places p JOIN cities c ON c.id = p.city_id ORDER BY p.id`)
	if err != nil {
		return err
	}
	orgs, err := idsAndText(ctx, d, "SELECT id, nome FROM organizers ORDER BY id")
	if err != nil {
		return err
	}
	cats, err := idsAndText(ctx, d, "SELECT codigo, nome FROM categories WHERE oculto = 0 ORDER BY codigo")
	if err != nil {
		return err
	}
	if len(places) == 0 || len(orgs) == 0 || len(cats) == 0 {
		return fmt.Errorf("generate: seed the demo catalog first")
	}
	err = d.InTx(ctx, func(tx *db.Tx) error {
		events := make([][]any, 0, n)
		for i := range n {
			p, o, c := places[rng.IntN(len(places))], orgs[rng.IntN(len(orgs))], cats[rng.IntN(len(cats))]
			name := fmt.Sprintf("%s %s %s", pick(rng, genres), pick(rng, artists), pick(rng, suffixes))
			events = append(events, []any{fmt.Sprintf("gen-%d", i), name, "Evento gerado para medir o catálogo.",
				c.id, o.id, p.id, "America/Sao_Paulo", boolInt(rng.IntN(50) == 0), catalog.SearchKey(name + " " + p.text),
				now.UTC().Truncate(time.Second)})
		}
		if err := insertRows(ctx, tx, `INSERT INTO events (external_id, nome, descricao, categoria, organizer_id,
			place_id, timezone, destaque, search_key, published_at) VALUES `, events); err != nil {
			return err
		}
		ids, err := idsAndText(ctx, tx, "SELECT id, external_id FROM events WHERE external_id LIKE 'gen-%' ORDER BY id")
		if err != nil {
			return err
		}
		sessions := make([][]any, 0, len(ids))
		for _, e := range ids {
			start := now.Add(time.Duration(1+rng.IntN(365*24)) * time.Hour).UTC().Truncate(time.Hour)
			sessions = append(sessions, []any{e.id, "s1", start})
		}
		if err := insertRows(ctx, tx, "INSERT INTO sessions (event_id, external_id, data) VALUES ", sessions); err != nil {
			return err
		}
		sids, err := idsAndText(ctx, tx, `SELECT s.id, '' FROM sessions s JOIN events e ON e.id = s.event_id
			WHERE e.external_id LIKE 'gen-%' ORDER BY s.id`)
		if err != nil {
			return err
		}
		sectors := make([][]any, 0, 2*len(sids))
		for _, s := range sids {
			price := int64(2000 + 500*rng.IntN(40))
			sectors = append(sectors, []any{s.id, "pista", "Pista", price, 500, 0},
				[]any{s.id, "vip", "VIP", 3 * price, 100, 1})
		}
		if err := insertRows(ctx, tx, `INSERT INTO sectors (session_id, external_id, nome, preco, capacidade, ordem)
			VALUES `, sectors); err != nil {
			return err
		}
		return catalog.BumpGeneration(ctx, tx)
	})
	if err != nil {
		return err
	}
	// Fresh statistics, as autovacuum would gather soon after a real import: without them the
	// planners judge the grown tables by their old sizes.
	if _, err := d.Exec(ctx, "ANALYZE"); err != nil {
		return fmt.Errorf("generate: analyze: %w", err)
	}
	return nil
}

type idText struct {
	id   int64
	text string
}

// queryer is a database or a transaction.
type queryer interface {
	Query(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

func idsAndText(ctx context.Context, q queryer, query string) ([]idText, error) {
	rows, err := q.Query(ctx, query)
	if err != nil {
		return nil, fmt.Errorf("generate: %w", err)
	}
	out, err := scanIDText(rows)
	if err != nil {
		return nil, fmt.Errorf("generate: %w", err)
	}
	return out, nil
}

func scanIDText(rows *sql.Rows) ([]idText, error) {
	defer rows.Close()
	var out []idText
	for rows.Next() {
		var r idText
		if err := rows.Scan(&r.id, &r.text); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// insertRows writes rows with multi-row INSERTs of at most 500 rows, well under both engines'
// parameter limits.
func insertRows(ctx context.Context, tx *db.Tx, prefix string, rows [][]any) error {
	const batch = 500
	for start := 0; start < len(rows); start += batch {
		part := rows[start:min(start+batch, len(rows))]
		var q strings.Builder
		q.WriteString(prefix)
		args := make([]any, 0, len(part)*len(part[0]))
		tuple := "(?" + strings.Repeat(", ?", len(part[0])-1) + ")"
		for i, r := range part {
			if i > 0 {
				q.WriteString(", ")
			}
			q.WriteString(tuple)
			args = append(args, r...)
		}
		if _, err := tx.Exec(ctx, q.String(), args...); err != nil {
			return fmt.Errorf("generate: %w", err)
		}
	}
	return nil
}

func pick(rng *rand.Rand, list []string) string { return list[rng.IntN(len(list))] }

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

var (
	genres   = []string{"Samba", "Forró", "Rock", "Pagode", "Sertanejo", "Jazz", "MPB", "Funk", "Teatro", "Stand-up", "Frevo", "Axé", "Choro", "Reggae", "Eletrônica", "Ópera"}
	artists  = []string{"da Lapa", "do Recife", "Paulista", "Carioca", "de Verão", "na Praça", "Universitário", "Acústico", "das Estrelas", "do Sertão", "ao Vivo", "de Bolso", "Independente", "Nordestino"}
	suffixes = []string{"Festival", "Noite", "Sessão", "Encontro", "Show", "Roda", "Baile", "Turnê 2027", "Especial", "Clássicos"}
)
