package app_test

import (
	"context"
	"errors"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"go.yaml.in/yaml/v3"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/apperr"
	"github.com/catraca/catraca/internal/catalog"
	"github.com/catraca/catraca/internal/config"
)

// richSource is testdata/evento-completo.yaml with its poster on posters, then edits (pairs
// of old and new text) applied.
func richSource(t *testing.T, posters *httptest.Server, edits ...string) []byte {
	t.Helper()
	src, err := os.ReadFile("testdata/evento-completo.yaml")
	if err != nil {
		t.Fatal(err)
	}
	s := strings.Replace(string(src), "POSTER", posters.URL+"/cartaz.jpg", 1)
	for i := 0; i+1 < len(edits); i += 2 {
		if !strings.Contains(s, edits[i]) {
			t.Fatalf("edit %q matches nothing", edits[i])
		}
		s = strings.Replace(s, edits[i], edits[i+1], 1)
	}
	return []byte(s)
}

// importYAML runs `catraca import` on src.
func importYAML(t *testing.T, a *app.App, src []byte) error {
	t.Helper()
	path := filepath.Join(t.TempDir(), "catalogo.yaml")
	if err := os.WriteFile(path, src, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := a.Import(context.Background(), path)
	return err
}

// openCatalog opens the app on url with the clock at fixtureNow and the rich file imported.
func openCatalog(t *testing.T, url string, posters *httptest.Server) *app.App {
	t.Helper()
	a, err := app.Open(context.Background(), config.Config{DatabaseURL: url})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	a.Now = func() time.Time { return fixtureNow }
	if err := importYAML(t, a, richSource(t, posters)); err != nil {
		t.Fatal(err)
	}
	return a
}

// firstEvent is the first entry of a file's events, alone, as the console would send it.
func firstEvent(t *testing.T, src []byte) []byte {
	t.Helper()
	var root yaml.Node
	if err := yaml.Unmarshal(src, &root); err != nil {
		t.Fatal(err)
	}
	doc := root.Content[0]
	for i := 0; i+1 < len(doc.Content); i += 2 {
		if doc.Content[i].Value == "events" {
			out, err := yaml.Marshal(doc.Content[i+1].Content[0])
			if err != nil {
				t.Fatal(err)
			}
			return out
		}
	}
	t.Fatal("no events")
	return nil
}

func eventIDOf(t *testing.T, a *app.App, ext string) int64 {
	t.Helper()
	var id int64
	if err := a.DB.QueryRow(context.Background(), "SELECT id FROM events WHERE external_id = ?", ext).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}

// dumpEvent is every stored row of the event with external id ext and of what is under it,
// by external ids; withIDs adds the rows' own ids and the publishing instant, which differ
// between two databases that wrote the same event.
func dumpEvent(t *testing.T, a *app.App, ext string, withIDs bool) string {
	t.Helper()
	ids, published := "", "e.published_at IS NOT NULL"
	if withIDs {
		ids, published = "x.id, ", "e.published_at"
	}
	queries := []string{
		`SELECT ` + strings.ReplaceAll(ids, "x.", "e.") + `e.external_id, e.nome, e.slug, e.descricao, e.imagem, e.categoria,
			o.external_id, p.external_id, e.timezone, e.site_visibilidade, e.site_senha, e.data_cancelamento,
			e.data_min_venda, e.data_max_venda, e.one_checkout, e.link_externo, e.classificacao, e.destaque, e.search_key,
			e.limite_por_pedido, e.limite_por_cpf, e.limite_por_endereco, e.meia_vendidos, e.meia_reservados, ` + published + `
		FROM events e JOIN organizers o ON o.id = e.organizer_id JOIN places p ON p.id = e.place_id WHERE e.external_id = ?`,
		`SELECT ` + strings.ReplaceAll(ids, "x.", "s.") + `s.external_id, s.data, s.data_fim, s.data_encerramento
		FROM sessions s JOIN events e ON e.id = s.event_id WHERE e.external_id = ? ORDER BY s.external_id`,
		`SELECT ` + strings.ReplaceAll(ids, "x.", "sec.") + `s.external_id, sec.external_id, sec.nome, sec.preco, sec.preco_meia,
			sec.capacidade, sec.vendidos, sec.reservados, sec.inicio_venda, sec.fim_venda, sec.canal, sec.ordem
		FROM sectors sec JOIN sessions s ON s.id = sec.session_id JOIN events e ON e.id = s.event_id
		WHERE e.external_id = ? ORDER BY s.external_id, sec.external_id`,
		`SELECT ` + strings.ReplaceAll(ids, "x.", "b.") + `s.external_id, sec.external_id, b.ordem, b.nome, b.preco, b.quantidade,
			b.ate, b.vendidos, b.reservados
		FROM sector_batches b JOIN sectors sec ON sec.id = b.sector_id JOIN sessions s ON s.id = sec.session_id
		JOIN events e ON e.id = s.event_id WHERE e.external_id = ? ORDER BY s.external_id, sec.external_id, b.ordem`,
		`SELECT ` + strings.ReplaceAll(ids, "x.", "q.") + `q.external_id, q.pergunta, q.resposta, q.ordem, q.visualizacoes
		FROM faq_questions q JOIN events e ON e.id = q.event_id WHERE e.external_id = ? ORDER BY q.external_id`,
		`SELECT ` + strings.ReplaceAll(ids, "x.", "c.") + `c.codigo, c.tipo, c.valor, c.setor, c.inicio, c.fim, c.usos, c.usados
		FROM coupons c JOIN events e ON e.id = c.event_id WHERE e.external_id = ? ORDER BY c.codigo`,
	}
	var out strings.Builder
	for _, q := range queries {
		rows, err := a.DB.Query(context.Background(), q, ext)
		if err != nil {
			t.Fatal(err)
		}
		cols, _ := rows.Columns()
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatal(err)
			}
			for _, v := range vals {
				if b, ok := v.([]byte); ok {
					v = string(b)
				}
				fmt.Fprintf(&out, "%v|", v)
			}
			out.WriteString("\n")
		}
		rows.Close()
		out.WriteString("--\n")
	}
	return out.String()
}

// errFields is err's fields, which must be a 422 apperr.
func errFields(t *testing.T, err error) map[string]string {
	t.Helper()
	var e *apperr.Error
	if !errors.As(err, &e) || e.Code != apperr.Unprocessable {
		t.Fatalf("want a 422 with fields, got %v", err)
	}
	return e.Fields
}

func notFound(t *testing.T, what string, err error) {
	t.Helper()
	var e *apperr.Error
	if !errors.As(err, &e) || e.Code != apperr.NotFound || e.Message != catalog.MsgEventNotFound {
		t.Errorf("%s: want 'Evento não encontrado.', got %v", what, err)
	}
}
