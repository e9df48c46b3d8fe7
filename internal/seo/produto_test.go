package seo

import (
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/catraca/catraca/internal/store"
)

// A product page's first HTML has its title and summary and no header shell; an unknown one
// is a 404.
func TestProdutoPage(t *testing.T) {
	st := store.Store{Name: "Loja"}
	st.Configs.Template.Produtos = []store.Produto{{Slug: "empresas", Titulo: "Ingressos para empresas",
		Resumo: "Condições para grupos.", Texto: "Texto."}}
	describe := func(path string) Page {
		return (&Pages{}).For(t.Context(), httptest.NewRequest("GET", path, nil), st, "https://loja.test")
	}
	for _, path := range []string{"/produto-empresas", "/produto-empresas/"} {
		p := describe(path)
		if p.Status != 200 || p.Title != "Ingressos para empresas | Loja" || p.Description != "Condições para grupos." || p.Shell {
			t.Errorf("%s: %+v", path, p)
		}
	}
	for _, path := range []string{"/produto-nada", "/produto-"} {
		if p := describe(path); p.Status != 404 || !strings.HasPrefix(p.Title, "404") || !p.NoIndex || p.Shell {
			t.Errorf("%s: %+v", path, p)
		}
	}
}
