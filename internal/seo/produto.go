package seo

import "github.com/catraca/catraca/internal/store"

// produto describes a product page, /produto-{slug}, from the store's configuration; a slug
// the store has no page for is a 404. No header: the first HTML paints no shell.
func produto(page Page, st store.Store, slug string) Page {
	p, ok := st.Configs.Template.Produto(slug)
	if !ok {
		return notFound(page)
	}
	page.Title = p.Titulo + " | " + st.Name
	if p.Resumo != "" {
		page.Description = p.Resumo
	}
	return page
}
