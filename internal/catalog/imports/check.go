package imports

import (
	"net/url"
	"regexp"
	"strings"
	"time"

	"github.com/catraca/catraca/internal/catalog"
	"go.yaml.in/yaml/v3"
)

// document decodes and checks every entry, remembering what the file itself defines so
// later entries may refer to it.
func (p *parser) document(root *yaml.Node) catalog.Document {
	var doc catalog.Document
	top := p.decode(root, &struct {
		Categories []yaml.Node `yaml:"categories"`
		Organizers []yaml.Node `yaml:"organizers"`
		Places     []yaml.Node `yaml:"places"`
		Events     []yaml.Node `yaml:"events"`
	}{}, "o arquivo")
	d := newDefined()
	for _, n := range p.items(top, "categories") {
		var c catalog.CategoryInput
		f := p.decode(n, &c, "categoria")
		p.require(c.Codigo > 0, p.at(f, n, "codigo"), "categoria: codigo deve ser um número positivo")
		p.text(f, n, "nome", c.Nome, 80, true)
		p.unique(d.categories, c.Codigo, n, "categoria", c.Codigo)
		doc.Categories = append(doc.Categories, c)
	}
	for _, n := range p.items(top, "organizers") {
		var o catalog.OrganizerInput
		f := p.decode(n, &o, "organizador")
		p.id(f, n, o.ID, d.organizers, "organizador")
		p.text(f, n, "nome", o.Nome, 200, true)
		p.text(f, n, "descricao", o.Descricao, 5000, false)
		p.link(f, n, "site", o.Site)
		p.link(f, n, "logo", o.Logo)
		p.require(o.Instagram == "" || instagramHandle.MatchString(o.Instagram), p.at(f, n, "instagram"),
			"instagram deve ser só o nome de usuário (letras, números, ponto e _), sem endereço")
		p.require(o.StripeAccount == "" || StripeAccount.MatchString(o.StripeAccount), p.at(f, n, "stripe_account"),
			"organizador %s: stripe_account deve ser o id de uma conta conectada do Stripe (acct_ seguido de letras e números)", o.ID)
		doc.Organizers = append(doc.Organizers, o)
	}
	for _, n := range p.items(top, "places") {
		var pl catalog.PlaceInput
		f := p.decode(n, &pl, "local")
		p.id(f, n, pl.ID, d.places, "local")
		p.place(f, n, pl)
		doc.Places = append(doc.Places, pl)
	}
	for _, n := range p.items(top, "events") {
		doc.Events = append(doc.Events, p.eventEntry(n, d))
	}
	return doc
}

// place checks a place's fields but its id: a file's place needs one, a console's may leave it out.
func (p *parser) place(f map[string]*yaml.Node, n *yaml.Node, pl catalog.PlaceInput) {
	p.text(f, n, "nome", pl.Nome, 200, true)
	p.text(f, n, "endereco", pl.Endereco, 300, false)
	p.text(f, n, "bairro", pl.Bairro, 120, false)
	p.text(f, n, "cep", pl.CEP, 20, false)
	p.require(p.known.CityExists(pl.CidadeIBGE), p.at(f, n, "cidade_ibge"),
		"local %s: cidade_ibge %d não é um código de município do IBGE", pl.ID, pl.CidadeIBGE)
	p.require(pl.Latitude == nil || (*pl.Latitude >= -90 && *pl.Latitude <= 90), p.at(f, n, "latitude"), "latitude fora de -90..90")
	p.require(pl.Longitude == nil || (*pl.Longitude >= -180 && *pl.Longitude <= 180), p.at(f, n, "longitude"), "longitude fora de -180..180")
}

// defined is what a file defines itself, which its later entries may name.
type defined struct {
	categories                 map[int]bool
	organizers, places, events map[string]bool
	slugs                      map[string]string // slug → event id
}

func newDefined() *defined {
	return &defined{categories: map[int]bool{}, organizers: map[string]bool{}, places: map[string]bool{},
		events: map[string]bool{}, slugs: map[string]string{}}
}

// eventEntry reads and checks one event: an entry of a file's events, or a console's document.
func (p *parser) eventEntry(n *yaml.Node, d *defined) catalog.EventInput {
	p.localizeTimes(n, p.eventZone(n))
	defaultMeia(n)
	var e catalog.EventInput
	f := p.decode(n, &e, "evento")
	p.id(f, n, e.ID, d.events, "evento")
	p.event(f, n, &e, d)
	return e
}

// eventZone is the event's time zone for reading its local times (São Paulo until it is valid;
// the zone itself is checked with the event).
func (p *parser) eventZone(n *yaml.Node) *time.Location {
	for i := 0; n.Kind == yaml.MappingNode && i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == "timezone" {
			if loc, err := time.LoadLocation(n.Content[i+1].Value); err == nil && n.Content[i+1].Value != "" {
				return loc
			}
		}
	}
	loc, _ := time.LoadLocation("America/Sao_Paulo")
	return loc
}

var slugPattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

func (p *parser) event(f map[string]*yaml.Node, n *yaml.Node, e *catalog.EventInput, d *defined) {
	p.text(f, n, "nome", e.Nome, 200, true)
	p.text(f, n, "descricao", e.Descricao, 20000, false)
	p.link(f, n, "imagem", e.Imagem)
	switch {
	case e.Categoria == 0:
		p.errf(p.at(f, n, "categoria"), "evento %s: informe categoria", e.ID)
	case !d.categories[e.Categoria] && !p.known.CategoryExists(e.Categoria):
		p.errf(f["categoria"], "evento %s: categoria %d não existe", e.ID, e.Categoria)
	}
	p.reference(f, n, e.ID, "organizador", e.Organizador, d.organizers[e.Organizador] || p.known.OrganizerExists(e.Organizador))
	p.reference(f, n, e.ID, "local", e.Local, d.places[e.Local] || p.known.PlaceExists(e.Local))
	_, zoneErr := time.LoadLocation(e.Timezone)
	p.require(e.Timezone != "" && zoneErr == nil, p.at(f, n, "timezone"),
		"evento %s: timezone deve ser um fuso IANA, como America/Sao_Paulo", e.ID)
	if e.Slug != "" {
		p.require(slugPattern.MatchString(e.Slug) && len(e.Slug) <= 120 && !catalog.ReservedPaths[e.Slug], f["slug"],
			"evento %s: slug %q inválido: use letras minúsculas, números e hífens, e não um nome reservado", e.ID, e.Slug)
		owner := d.slugs[e.Slug]
		if owner == "" {
			owner = p.known.SlugOwner(e.Slug)
		}
		p.require(owner == "" || owner == e.ID, f["slug"], "evento %s: o slug %q já é do evento %s", e.ID, e.Slug, owner)
		d.slugs[e.Slug] = e.ID
	}
	switch e.OneCheckout {
	case 0, 40, 42, 43:
	case 41:
		p.link(f, n, "link_externo", e.LinkExterno)
		p.require(e.LinkExterno != "", p.at(f, n, "link_externo"), "evento %s: one_checkout 41 precisa de link_externo", e.ID)
	default:
		p.errf(p.at(f, n, "one_checkout"), "evento %s: one_checkout deve ser 0, 40, 41, 42 ou 43", e.ID)
	}
	p.require(e.Classificacao >= 0 && e.Classificacao <= 18, p.at(f, n, "classificacao"), "classificacao deve ser de 0 a 18 anos")
	p.require(len(e.Senha) <= 100, p.at(f, n, "senha"), "senha com mais de 100 caracteres")
	p.window(p.at(f, n, "venda_fim"), e.VendaInicio, e.VendaFim, "venda_fim deve ser depois de venda_inicio")
	sessions := p.items(f, "sessoes")
	p.require(len(sessions) > 0, p.at(f, n, "sessoes"), "evento %s: informe ao menos uma sessão", e.ID)
	seen := map[string]bool{}
	for _, sn := range sessions {
		var s catalog.SessionInput
		sf := p.decode(sn, &s, "sessão")
		p.id(sf, sn, s.ID, seen, "sessão")
		p.require(!s.Inicio.IsZero(), p.at(sf, sn, "inicio"), "sessão %s: informe inicio", s.ID)
		p.window(p.at(sf, sn, "fim"), &s.Inicio, s.Fim, "fim deve ser depois de inicio")
		p.sectors(sf, sn, s.ID)
		p.queueRate(p.at(sf, sn, "fila_por_minuto"), s.FilaPorMinuto, "sessão "+s.ID)
	}
	p.queueRate(p.at(f, n, "fila_por_minuto"), e.FilaPorMinuto, "evento "+e.ID)
	p.sales(f, n, e)
	faq := map[string]bool{}
	for _, qn := range p.items(f, "faq") {
		var q catalog.FAQInput
		qf := p.decode(qn, &q, "pergunta")
		p.id(qf, qn, q.ID, faq, "pergunta")
		p.text(qf, qn, "pergunta", q.Pergunta, 500, true)
		p.text(qf, qn, "resposta", q.Resposta, 5000, true)
	}
}

func (p *parser) sectors(f map[string]*yaml.Node, n *yaml.Node, session string) {
	list := p.items(f, "setores")
	p.require(len(list) > 0, p.at(f, n, "setores"), "sessão %s: informe ao menos um setor", session)
	seen := map[string]bool{}
	for _, sn := range list {
		var s catalog.SectorInput
		sf := p.decode(sn, &s, "setor")
		p.id(sf, sn, s.ID, seen, "setor")
		p.text(sf, sn, "nome", s.Nome, 120, true)
		p.require(s.PrecoCentavos >= 0 && s.PrecoCentavos <= 100_000_000, p.at(sf, sn, "preco_centavos"),
			"setor %s: preco_centavos deve ser de 0 a 100000000", s.ID)
		p.require(s.Capacidade > 0 && s.Capacidade <= 1_000_000, p.at(sf, sn, "capacidade"),
			"setor %s: capacidade deve ser de 1 a 1000000", s.ID)
		p.require(s.Canal == "" || s.Canal == "pdv" || s.Canal == "pos", p.at(sf, sn, "canal"),
			"setor %s: canal deve ser vazio, pdv ou pos", s.ID)
		p.window(p.at(sf, sn, "venda_fim"), s.VendaInicio, s.VendaFim, "venda_fim deve ser depois de venda_inicio")
		p.lotes(sf, s.ID)
	}
}

// reference checks that an event names an organizer or place the file or database has.
func (p *parser) reference(f map[string]*yaml.Node, n *yaml.Node, event, key, id string, exists bool) {
	switch {
	case id == "":
		p.errf(p.at(f, n, key), "evento %s: informe %s", event, key)
	case !exists:
		p.errf(f[key], "evento %s: %s %q não existe", event, key, id)
	}
}

func (p *parser) require(ok bool, n *yaml.Node, format string, args ...any) {
	if !ok {
		p.errf(n, format, args...)
	}
}

func (p *parser) id(f map[string]*yaml.Node, n *yaml.Node, id string, seen map[string]bool, what string) {
	switch {
	case strings.TrimSpace(id) == "":
		p.errf(p.at(f, n, "id"), "%s sem id", what)
	case len(id) > 100:
		p.errf(f["id"], "%s: id com mais de 100 caracteres", what)
	case seen[id]:
		p.errf(f["id"], "%s %q repetido", what, id)
	}
	seen[id] = true
}

func (p *parser) unique(seen map[int]bool, key int, n *yaml.Node, what string, v int) {
	if seen[key] {
		p.errf(n, "%s %d repetida", what, v)
	}
	seen[key] = true
}

func (p *parser) text(f map[string]*yaml.Node, n *yaml.Node, key, v string, max int, required bool) {
	switch {
	case required && strings.TrimSpace(v) == "":
		p.errf(p.at(f, n, key), "informe %s", key)
	case len([]rune(v)) > max:
		p.errf(f[key], "%s com mais de %d caracteres", key, max)
	}
}

// instagramHandle is an Instagram user name, with or without the leading @; anything else (a
// URL, a javascript: scheme) would be put into links as is.
var instagramHandle = regexp.MustCompile(`^@?[A-Za-z0-9._]{1,30}$`)

// StripeAccount is a Stripe connected account id. A mistyped one would send the organizer's
// money to a charge Stripe refuses, found only at the first sale: the import refuses it first.
var StripeAccount = regexp.MustCompile(`^acct_[A-Za-z0-9]{1,255}$`)

// link accepts only complete http(s) URLs: the values end up in href and src attributes, where
// javascript: or data: would run in the storefront.
func (p *parser) link(f map[string]*yaml.Node, n *yaml.Node, key, v string) {
	if v == "" {
		return
	}
	u, err := url.Parse(v)
	p.require(err == nil && (u.Scheme == "https" || u.Scheme == "http") && u.Host != "", p.at(f, n, key),
		"%s deve ser um endereço http(s) completo", key)
}

func (p *parser) window(n *yaml.Node, from, to *time.Time, msg string) {
	if from != nil && to != nil && !from.IsZero() && !to.After(*from) {
		p.errf(n, "%s", msg)
	}
}
