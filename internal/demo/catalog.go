// Special cases of the demo catalog, by event external id (see Catalog):
//
//	caso-senha              password protected, senha "catraca2026", slug pre-estreia-convidados
//	caso-cancelado          cancelled two days before now, its session still ahead
//	caso-esgotado           sold out: tiny sectors that SoldOut lists for the seed to sell
//	caso-em-breve           sales open five days after now (venda_inicio)
//	caso-vendas-encerradas  sales closed the day before now (venda_fim), session ahead
//	caso-bilheteria         one_checkout 40, box office only
//	caso-venda-externa      one_checkout 41, sold elsewhere (link_externo)
//	caso-lista              one_checkout 42, guest list
//	caso-pausado            one_checkout 43, sales paused
//	caso-gratuito           free event (also fln-regata-baia-norte; cwb-pedal-noturno has a free sector)
//	caso-pdv                one sector limited to canal "pdv" beside the public ones
//	caso-fila               queued: the waiting room lets 30 people a minute into its checkout
//	fln-festival-de-verao   FAQ on meia-entrada, acessibilidade and horários (slug festival-de-verao-floripa);
//	                        more FAQ on fln-rock-na-ilha, poa-cartas-ao-guaiba, cwb-festival-sabores,
//	                        sp-dinossauros-cantores, bh-queijos-e-cachacas, rec-meia-maratona
//	slugs                   festival-de-verao-floripa, rock-na-ilha, festival-sabores-de-curitiba,
//	                        samba-da-lapa, queijos-e-cachacas-bh, festival-cores-da-bahia,
//	                        meia-maratona-boa-viagem
//	past events             fln-noite-do-samba (-10 days), cwb-sarau-das-araucarias (-30 days),
//	                        rj-festival-de-choro (-10 and -9 days); fln-o-mane-e-o-mar has one past session
//	today / weekend / next week: fln-balada-mare-noturna, sp-trio-garoa, poa-feira-do-pampa and
//	                        bh-sapo-tocador are today; sessions on the coming Saturday/Sunday and in
//	                        the next calendar week are spread over every city.

package demo

import (
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/catraca/catraca/internal/catalog"
)

// SoldOutSector is a sector the seed sells out through the stock code, so the demo shows a
// sold-out event with real sales behind it.
type SoldOutSector struct {
	Event, Session, Sector string
	Quantity               int
}

// Password of the password-protected demo event.
const demoPassword = "catraca2026"

// dayBase is what a session's day offset counts from.
type dayBase int

const (
	fromToday    dayBase = iota
	fromSaturday         // the coming Saturday; today on a Saturday
	fromSunday           // the coming Sunday; today on a Sunday
	fromMonday           // Monday of the next calendar week
)

// when is a session start: a day relative to now and a local wall-clock time.
type when struct {
	base               dayBase
	days, hour, minute int
}

// d is days after today, at hour:minute local time.
func d(days, hour, minute int) when { return when{fromToday, days, hour, minute} }

// sat is days after the coming Saturday (0 is that Saturday, 1 the Sunday after it).
func sat(days, hour, minute int) when { return when{fromSaturday, days, hour, minute} }

// sun is the coming Sunday.
func sun(hour, minute int) when { return when{fromSunday, 0, hour, minute} }

// wk is days after the Monday of the next calendar week (0 Monday .. 6 Sunday).
func wk(days, hour, minute int) when { return when{fromMonday, days, hour, minute} }

// sec is a ticket type of every session of an event.
type sec struct {
	name  string
	price int64 // centavos
	cap   int
	full  bool   // no meia-entrada
	canal string // "" or "pdv"
}

// s is a sector; paid ones give meia-entrada.
func s(name string, price int64, capacity int) sec {
	return sec{name: name, price: price, cap: capacity}
}

// full is a sector without meia-entrada (race entries, guest lists).
func full(name string, price int64, capacity int) sec {
	return sec{name: name, price: price, cap: capacity, full: true}
}

// pdv is a sector sold only at the box-office terminals.
func pdv(name string, price int64, capacity int) sec {
	return sec{name: name, price: price, cap: capacity, canal: "pdv"}
}

// faq is one question and answer.
type faq struct{ q, a string }

// ev is one demo event; Catalog expands it into a catalog.EventInput.
type ev struct {
	id, nome, slug string
	cat            int
	org, local     string
	idade          int
	destaque       bool
	when           []when
	dur            int // minutes each session lasts; 0: by category
	secs           []sec
	faq            []faq
	desc           string

	senha       string
	mode        int // one_checkout
	link        string
	cancelled   bool // cancelado_em two days before now
	salesSoon   bool // venda_inicio five days after now
	salesClosed bool // venda_fim one day before now
	soldOut     bool // every sector is sold out by the seed (see SoldOut)
	fila        int  // > 0: queued in the waiting room, letting this many in per minute
}

// events is the whole demo, region by region.
func events() [][]ev {
	return [][]ev{eventsSC, eventsSul, eventsSPRJ, eventsMGES, eventsNordeste}
}

// durations is how long a session lasts by category, in minutes.
var durations = map[int]int{1: 180, 2: 360, 3: 90, 4: 90, 5: 150, 6: 60, 7: 240, 8: 360, 9: 600}

// zoneNames is each demo city's IANA zone; the others are on Brasília time.
var zoneNames = map[int]string{2927408: "America/Bahia", 2611606: "America/Recife"}

var zones = sync.OnceValue(func() map[string]*time.Location {
	m := map[string]*time.Location{}
	for _, name := range []string{"America/Sao_Paulo", "America/Bahia", "America/Recife"} {
		loc, err := time.LoadLocation(name)
		if err != nil {
			panic(err) // catalog links time/tzdata
		}
		m[name] = loc
	}
	return m
})

func zoneOf(city int) string {
	if z, ok := zoneNames[city]; ok {
		return z
	}
	return "America/Sao_Paulo"
}

// Catalog is the demo catalog with every date relative to now, so the demo always has past,
// current and upcoming events: the same now gives the same document.
func Catalog(now time.Time) catalog.Document {
	doc := catalog.Document{
		Organizers: append([]catalog.OrganizerInput(nil), organizers...),
		Places:     places(),
	}
	cities := map[string]int{}
	for _, p := range doc.Places {
		cities[p.ID] = p.CidadeIBGE
	}
	for _, region := range events() {
		for _, e := range region {
			doc.Events = append(doc.Events, e.build(now, cities[e.local]))
		}
	}
	return doc
}

// SoldOut is what the seed sells so the sold-out demo event really is: every sector of it,
// whole capacity.
func SoldOut() []SoldOutSector {
	var out []SoldOutSector
	for _, region := range events() {
		for _, e := range region {
			if !e.soldOut {
				continue
			}
			for i := range e.when {
				for _, sc := range e.secs {
					out = append(out, SoldOutSector{Event: e.id, Session: sessionID(e.id, i),
						Sector: sectorID(e.id, i, sc.name), Quantity: sc.cap})
				}
			}
		}
	}
	return out
}

func sessionID(event string, i int) string { return event + "-s" + strconv.Itoa(i+1) }

func sectorID(event string, i int, name string) string {
	return sessionID(event, i) + "-" + idPart(name)
}

// idPart turns a name into lowercase words joined by hyphens: "Pista Premium" → "pista-premium".
func idPart(name string) string {
	return strings.Join(strings.FieldsFunc(catalog.SearchKey(name), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
	}), "-")
}

// start resolves a session start in loc, counting days from now's local date.
func (w when) start(now time.Time, loc *time.Location) time.Time {
	local := now.In(loc)
	wd := int(local.Weekday())
	days := w.days
	switch w.base {
	case fromSaturday:
		days += (int(time.Saturday) - wd + 7) % 7
	case fromSunday:
		days += (7 - wd) % 7
	case fromMonday:
		toMonday := (8 - wd) % 7
		if toMonday == 0 {
			toMonday = 7
		}
		days += toMonday
	}
	return time.Date(local.Year(), local.Month(), local.Day()+days, w.hour, w.minute, 0, 0, loc)
}

func (e ev) build(now time.Time, city int) catalog.EventInput {
	zone := zoneOf(city)
	loc := zones()[zone]
	out := catalog.EventInput{
		ID: e.id, Nome: e.nome, Slug: e.slug, Descricao: e.desc, Imagem: "/media/demo/events/" + e.id + ".svg",
		Categoria: e.cat, Organizador: e.org, Local: e.local, Timezone: zone, Senha: e.senha,
		OneCheckout: e.mode, LinkExterno: e.link, Classificacao: e.idade, Destaque: e.destaque,
	}
	at := func(days int) *time.Time {
		t := now.AddDate(0, 0, days).Truncate(time.Second)
		return &t
	}
	if e.cancelled {
		out.Cancelado = at(-2)
	}
	if e.salesSoon {
		out.VendaInicio = at(5)
	}
	if e.salesClosed {
		out.VendaFim = at(-1)
	}
	if e.fila > 0 {
		out.Fila, out.FilaPorMinuto = true, e.fila
	}
	dur := e.dur
	if dur == 0 {
		dur = durations[e.cat]
	}
	for i, w := range e.when {
		start := w.start(now, loc)
		end := start.Add(time.Duration(dur) * time.Minute)
		session := catalog.SessionInput{ID: sessionID(e.id, i), Inicio: start, Fim: &end}
		for j, sc := range e.secs {
			sector := catalog.SectorInput{
				ID: sectorID(e.id, i, sc.name), Nome: sc.name, PrecoCentavos: sc.price,
				MeiaEntrada: sc.price > 0 && !sc.full, Capacidade: sc.cap, Canal: sc.canal,
			}
			if j == 0 && batchEvents[e.id] && sc.price > 0 {
				sector.Lotes = demoBatches(sc.price, sc.cap)
			}
			session.Setores = append(session.Setores, sector)
		}
		out.Sessoes = append(out.Sessoes, session)
	}
	sort.SliceStable(out.Sessoes, func(i, j int) bool { return out.Sessoes[i].Inicio.Before(out.Sessoes[j].Inicio) })
	out.Cupons = demoCoupons(e)
	for i, q := range e.faq {
		out.FAQ = append(out.FAQ, catalog.FAQInput{ID: e.id + "-faq" + strconv.Itoa(i+1), Pergunta: q.q, Resposta: q.a})
	}
	return out
}
