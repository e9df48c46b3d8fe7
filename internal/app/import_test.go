package app_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/catraca/catraca/internal/app"
	"github.com/catraca/catraca/internal/config"
	"github.com/catraca/catraca/internal/db/dbtest"
)

const importFile = `categories:
  - {codigo: 1, nome: Shows}
organizers:
  - {id: org, nome: Produtora}
places:
  - {id: pl, nome: Arena, cidade_ibge: 4205407}
events:
  - id: ev
    nome: Show
    categoria: 1
    organizador: org
    local: pl
    timezone: America/Sao_Paulo
    sessoes:
      - id: s1
        inicio: 2030-01-10 21:00
        setores:
          - {id: a, nome: Pista, preco_centavos: 5000, capacidade: 10}
      - id: s2
        inicio: 2030-01-11 21:00
        setores:
          - {id: a, nome: Pista, preco_centavos: 5000, capacidade: 10}
`

func counts(t *testing.T, a *app.App) string {
	t.Helper()
	var out []string
	for _, table := range []string{"organizers", "places", "events", "sessions", "sectors"} {
		var n int
		if err := a.DB.QueryRow(context.Background(), "SELECT COUNT(*) FROM "+table).Scan(&n); err != nil {
			t.Fatal(err)
		}
		out = append(out, table+"="+itoa(int64(n)))
	}
	return strings.Join(out, " ")
}

func TestImportIsWholeAndIdempotent(t *testing.T) {
	t.Parallel()
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			a, err := app.Open(ctx, config.Config{DatabaseURL: url})
			if err != nil {
				t.Fatal(err)
			}
			defer a.Close()
			dir := t.TempDir()
			write := func(name, body string) string {
				p := filepath.Join(dir, name)
				if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
					t.Fatal(err)
				}
				return p
			}
			good := write("good.yaml", importFile)
			if _, err := a.Import(ctx, good); err != nil {
				t.Fatal(err)
			}
			first := counts(t, a)
			if _, err := a.Import(ctx, good); err != nil || counts(t, a) != first {
				t.Fatalf("second import changed things: %s → %s (%v)", first, counts(t, a), err)
			}
			// One valid new event and one broken one: nothing of the file is written.
			broken := write("broken.yaml", importFile+`  - id: ev2
    nome: Outro
    categoria: 1
    organizador: org
    local: pl
    timezone: America/Sao_Paulo
    sessoes: []
  - id: ev3
    nome: ""
`)
			_, err = a.Import(ctx, broken)
			if err == nil || !strings.Contains(err.Error(), "linha 29: evento ev2: informe ao menos uma sessão") || !strings.Contains(err.Error(), "linha 31: informe nome") {
				t.Fatalf("broken file: %v", err)
			}
			if counts(t, a) != first {
				t.Fatalf("a rejected file changed the catalog: %s → %s", first, counts(t, a))
			}
			// A session with a ticket sold cannot disappear from the catalog.
			sellOut(t, a, "ev", "s2", "a", 1)
			without := write("without-s2.yaml", importFile[:strings.Index(importFile, "      - id: s2")])
			if _, err := a.Import(ctx, without); err == nil || !strings.Contains(err.Error(), "vendidos") {
				t.Fatalf("removing a session with sales: %v", err)
			}
			if _, err := a.Import(ctx, filepath.Join(dir, "missing.yaml")); err == nil {
				t.Fatal("a missing file must fail")
			}
		})
	}
}

// An organizer's Stripe connected account is stored, changed and removed by the import file,
// which is the catalog's source; a malformed one is refused before anything is written.
func TestImportStripeAccount(t *testing.T) {
	t.Parallel()
	for name, url := range dbtest.URLs(t) {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			a, err := app.Open(ctx, config.Config{DatabaseURL: url})
			if err != nil {
				t.Fatal(err)
			}
			defer a.Close()
			account := func() *string {
				var s *string
				if err := a.DB.QueryRow(ctx, "SELECT stripe_account FROM organizers WHERE external_id = 'org'").Scan(&s); err != nil {
					t.Fatal(err)
				}
				return s
			}
			file := func(name, organizer string) string {
				p := filepath.Join(t.TempDir(), name)
				body := strings.Replace(importFile, "{id: org, nome: Produtora}", organizer, 1)
				if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
					t.Fatal(err)
				}
				return p
			}
			if _, err := a.Import(ctx, file("with.yaml", "{id: org, nome: Produtora, stripe_account: acct_1Nv0FGQ9RKHgCVdK}")); err != nil {
				t.Fatal(err)
			}
			if got := account(); got == nil || *got != "acct_1Nv0FGQ9RKHgCVdK" {
				t.Fatalf("stored %v", got)
			}
			_, err = a.Import(ctx, file("bad.yaml", "{id: org, nome: Produtora, stripe_account: acct_nao-e-isso}"))
			if err == nil || !strings.Contains(err.Error(), "linha 4: organizador org: stripe_account deve ser o id de uma conta conectada do Stripe") {
				t.Errorf("malformed account: %v", err)
			}
			if got := account(); got == nil || *got != "acct_1Nv0FGQ9RKHgCVdK" {
				t.Errorf("a refused file changed the account: %v", got)
			}
			if _, err := a.Import(ctx, file("without.yaml", "{id: org, nome: Produtora}")); err != nil {
				t.Fatal(err)
			}
			if got := account(); got != nil {
				t.Errorf("a file without the account left %q", *got)
			}
		})
	}
}
