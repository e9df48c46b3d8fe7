package demo

import (
	"regexp"
	"strings"
	"testing"
)

// Every demo store has a product page (spec section 2, /produto-...) with real content, and
// its footer's product links lead to pages it has.
func TestDemoStoresProductPages(t *testing.T) {
	slug := regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	link := regexp.MustCompile(`^(https://|mailto:|/)`)
	for _, st := range demoStores {
		tpl := st.Configs.Template
		if len(tpl.Produtos) == 0 {
			t.Errorf("%s: no product page", st.Name)
		}
		for _, p := range tpl.Produtos {
			if !slug.MatchString(p.Slug) || p.Titulo == "" || p.Resumo == "" || !strings.Contains(p.Texto, "\n\n") ||
				p.Botao == nil || p.Botao.Texto == "" || !link.MatchString(p.Botao.Link) {
				t.Errorf("%s: incomplete product page %+v", st.Name, p)
			}
		}
		for _, col := range st.Configs.Footer.Columns {
			for _, l := range col.Links {
				name, ok := strings.CutPrefix(l.Path, "/produto-")
				if _, found := tpl.Produto(name); ok && !found {
					t.Errorf("%s: footer link %q to a product page it lacks", st.Name, l.Path)
				}
			}
		}
	}
}
