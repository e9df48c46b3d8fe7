package demo

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"math"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/catraca/catraca/internal/catalog"
)

var saoPaulo = func() *time.Location {
	loc, err := time.LoadLocation("America/Sao_Paulo")
	if err != nil {
		panic(err)
	}
	return loc
}()

// nows are the moments the catalog is checked at: every kind of weekday, late nights, and a
// UTC instant that is still Friday in Brasília.
var nows = []struct {
	name string
	now  time.Time
}{
	{"monday morning", time.Date(2026, 3, 2, 10, 0, 0, 0, saoPaulo)},
	{"monday just after midnight", time.Date(2026, 3, 2, 0, 10, 0, 0, saoPaulo)},
	{"friday afternoon", time.Date(2026, 3, 6, 15, 17, 42, 0, saoPaulo)},
	{"friday night in UTC", time.Date(2026, 3, 7, 2, 30, 0, 0, time.UTC)},
	{"saturday noon", time.Date(2026, 3, 7, 12, 0, 0, 0, saoPaulo)},
	{"saturday late", time.Date(2026, 3, 7, 23, 40, 0, 0, saoPaulo)},
	{"sunday morning", time.Date(2026, 3, 8, 8, 45, 0, 0, saoPaulo)},
	{"sunday late", time.Date(2026, 3, 8, 23, 50, 0, 0, saoPaulo)},
	{"wednesday in december", time.Date(2026, 12, 30, 19, 5, 0, 0, saoPaulo)},
}

// cityInfo is what the test expects of each demo city: state zone and centre.
var cityInfo = map[int]struct {
	zone     string
	lat, lng float64
}{
	4205407: {"America/Sao_Paulo", -27.59, -48.55}, 4314902: {"America/Sao_Paulo", -30.03, -51.23},
	4106902: {"America/Sao_Paulo", -25.43, -49.27}, 3205309: {"America/Sao_Paulo", -20.31, -40.31},
	3106200: {"America/Sao_Paulo", -19.92, -43.94}, 3550308: {"America/Sao_Paulo", -23.55, -46.63},
	3304557: {"America/Sao_Paulo", -22.91, -43.17}, 2927408: {"America/Bahia", -12.97, -38.50},
	2611606: {"America/Recife", -8.05, -34.88},
}

var suggestedCities = []int{4205407, 4314902, 4106902, 3205309, 3106200, 3550308}

// sessionEnd is when a session stops being listed: its end, or its start without one.
func sessionEnd(s catalog.SessionInput) time.Time {
	if s.Fim != nil {
		return *s.Fim
	}
	return s.Inicio
}

// upcoming reports whether an event still has a session that has not ended.
func upcoming(e catalog.EventInput, now time.Time) bool {
	for _, s := range e.Sessoes {
		if !sessionEnd(s).Before(now) {
			return true
		}
	}
	return false
}

func byID(doc catalog.Document) map[string]catalog.EventInput {
	m := map[string]catalog.EventInput{}
	for _, e := range doc.Events {
		m[e.ID] = e
	}
	return m
}

func TestCatalogCounts(t *testing.T) {
	for _, tc := range nows {
		t.Run(tc.name, func(t *testing.T) {
			doc := Catalog(tc.now)
			if n := len(doc.Events); n < 64 {
				t.Errorf("%d events, want at least 64", n)
			}
			if n := len(doc.Organizers); n < 8 || n > 10 {
				t.Errorf("%d organizers, want about 8", n)
			}
			if n := len(doc.Places); n < 20 {
				t.Errorf("%d places, want at least 20", n)
			}
			cityOf := map[string]int{}
			for _, p := range doc.Places {
				cityOf[p.ID] = p.CidadeIBGE
			}
			perCity, perCategory := map[int]int{}, map[int]int{}
			for _, e := range doc.Events {
				perCity[cityOf[e.Local]]++
				perCategory[e.Categoria]++
			}
			if len(perCity) < 9 {
				t.Errorf("events in %d cities, want at least 9", len(perCity))
			}
			for city := range cityInfo {
				if perCity[city] == 0 {
					t.Errorf("no event in city %d", city)
				}
			}
			for city, n := range perCity {
				if city != 4205407 && n >= perCity[4205407] {
					t.Errorf("city %d has %d events, Florianópolis only %d", city, n, perCity[4205407])
				}
			}
			for _, city := range suggestedCities {
				if perCity[city] < 5 {
					t.Errorf("suggested city %d has %d events, want several", city, perCity[city])
				}
			}
			for c := 1; c <= 9; c++ {
				if perCategory[c] < 4 {
					t.Errorf("category %d has %d events, want several", c, perCategory[c])
				}
			}
			for c := range perCategory {
				if c < 1 || c > 9 {
					t.Errorf("event in category %d, want a visible one (1-9)", c)
				}
			}
		})
	}
}

func TestCatalogDeterministic(t *testing.T) {
	now := nows[2].now
	if !reflect.DeepEqual(Catalog(now), Catalog(now)) {
		t.Error("two catalogs for the same now differ")
	}
	if a, b := Catalog(now), Catalog(now.Add(time.Minute)); a.Events[0].Sessoes[0].Inicio != b.Events[0].Sessoes[0].Inicio {
		t.Error("a minute later the sessions moved")
	}
}

func TestCatalogReferencesAndIDs(t *testing.T) {
	slugPattern := regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	reserved := map[string]bool{"api": true, "assets": true, "media": true, "buscar": true, "search": true,
		"evento": true, "ingressos": true, "ticket": true, "sobre": true, "checkout": true, "pt": true,
		"en": true, "produto": true}
	cepPattern := regexp.MustCompile(`^\d{5}-\d{3}$`)
	doc := Catalog(nows[0].now)

	ids := map[string]bool{}
	unique := func(kind, id string) {
		t.Helper()
		if strings.TrimSpace(id) == "" || len(id) > 100 {
			t.Errorf("%s with bad id %q", kind, id)
		}
		if ids[id] {
			t.Errorf("%s id %q repeated", kind, id)
		}
		ids[id] = true
	}
	orgs, places := map[string]bool{}, map[string]catalog.PlaceInput{}
	for _, o := range doc.Organizers {
		unique("organizer", o.ID)
		orgs[o.ID] = true
		if o.Nome == "" || len(o.Descricao) < 60 || !strings.HasPrefix(o.Site, "https://") || o.Instagram == "" {
			t.Errorf("organizer %s lacks nome, descricao, https site or instagram: %+v", o.ID, o)
		}
	}
	for _, p := range doc.Places {
		unique("place", p.ID)
		places[p.ID] = p
		info, ok := cityInfo[p.CidadeIBGE]
		switch {
		case !ok:
			t.Errorf("place %s in unexpected city %d", p.ID, p.CidadeIBGE)
		case p.Latitude == nil || p.Longitude == nil:
			t.Errorf("place %s without coordinates", p.ID)
		case math.Abs(*p.Latitude-info.lat) > 0.2 || math.Abs(*p.Longitude-info.lng) > 0.2:
			t.Errorf("place %s at %v,%v, far from its city centre", p.ID, *p.Latitude, *p.Longitude)
		}
		if !cepPattern.MatchString(p.CEP) || p.Endereco == "" || p.Bairro == "" || p.Nome == "" {
			t.Errorf("place %s: bad cep, endereco, bairro or nome: %+v", p.ID, p)
		}
	}
	slugs := map[string]bool{}
	for _, e := range doc.Events {
		unique("event", e.ID)
		if !orgs[e.Organizador] {
			t.Errorf("event %s: organizer %q does not exist", e.ID, e.Organizador)
		}
		p, ok := places[e.Local]
		if !ok {
			t.Errorf("event %s: place %q does not exist", e.ID, e.Local)
		} else if e.Timezone != cityInfo[p.CidadeIBGE].zone {
			t.Errorf("event %s in city %d: zone %s, want %s", e.ID, p.CidadeIBGE, e.Timezone, cityInfo[p.CidadeIBGE].zone)
		}
		if e.Slug != "" {
			if !slugPattern.MatchString(e.Slug) || reserved[e.Slug] || slugs[e.Slug] {
				t.Errorf("event %s: bad or repeated slug %q", e.ID, e.Slug)
			}
			slugs[e.Slug] = true
		}
		if e.Imagem != "/media/demo/events/"+e.ID+".svg" {
			t.Errorf("event %s: imagem %q", e.ID, e.Imagem)
		}
		switch e.Classificacao {
		case 0, 10, 12, 14, 16, 18:
		default:
			t.Errorf("event %s: classificacao %d", e.ID, e.Classificacao)
		}
		if n := len([]rune(e.Descricao)); n < 100 || n > 800 || strings.Contains(e.Descricao, "<") {
			t.Errorf("event %s: descricao of %d characters or with HTML", e.ID, n)
		}
		if e.Nome == "" || len(e.Sessoes) == 0 {
			t.Errorf("event %s without nome or sessions", e.ID)
		}
		for _, s := range e.Sessoes {
			unique("session", s.ID)
			if len(s.Setores) == 0 {
				t.Errorf("session %s without sectors", s.ID)
			}
			for _, sec := range s.Setores {
				unique("sector", sec.ID)
			}
		}
		for _, q := range e.FAQ {
			unique("faq", q.ID)
			if q.Pergunta == "" || q.Resposta == "" {
				t.Errorf("faq %s incomplete", q.ID)
			}
		}
	}
	if len(slugs) < 4 {
		t.Errorf("%d slugs, want at least 4", len(slugs))
	}
}

func TestCatalogSessionsAndSectors(t *testing.T) {
	for _, tc := range nows {
		t.Run(tc.name, func(t *testing.T) {
			doc := Catalog(tc.now)
			paid, halfPrice, free, multi, past := 0, 0, 0, 0, 0
			for _, e := range doc.Events {
				loc, err := time.LoadLocation(e.Timezone)
				if err != nil {
					t.Fatalf("event %s: %v", e.ID, err)
				}
				if len(e.Sessoes) >= 2 {
					multi++
				}
				if !upcoming(e, tc.now) {
					past++
				}
				for i, s := range e.Sessoes {
					local := s.Inicio.In(loc)
					if local.Minute()%30 != 0 || local.Second() != 0 || local.Nanosecond() != 0 {
						t.Errorf("session %s starts at %s, want a whole or half hour", s.ID, local)
					}
					if s.Fim == nil || !s.Fim.After(s.Inicio) {
						t.Errorf("session %s: fim not after inicio", s.ID)
					}
					if i > 0 && s.Inicio.Before(e.Sessoes[i-1].Inicio) {
						t.Errorf("event %s: sessions out of order", e.ID)
					}
					for _, sec := range s.Setores {
						switch {
						case sec.PrecoCentavos < 0 || sec.Capacidade < 1 || sec.Capacidade > 5000 || sec.Nome == "":
							t.Errorf("sector %s: bad price, capacity or name: %+v", sec.ID, sec)
						case sec.PrecoCentavos == 0:
							free++
							if sec.MeiaEntrada {
								t.Errorf("free sector %s with meia-entrada", sec.ID)
							}
						default:
							paid++
							if sec.MeiaEntrada {
								halfPrice++
							}
						}
						if sec.Canal != "" && sec.Canal != "pdv" {
							t.Errorf("sector %s: canal %q", sec.ID, sec.Canal)
						}
					}
				}
			}
			if halfPrice*10 < paid*7 {
				t.Errorf("meia-entrada on %d of %d paid sectors, want most", halfPrice, paid)
			}
			if free == 0 {
				t.Error("no free sector")
			}
			if multi < 8 {
				t.Errorf("%d events with several sessions, want several", multi)
			}
			if past < 2 {
				t.Errorf("%d past events, want a few", past)
			}
		})
	}
}

// findable reports whether a search for period would list some event: public, not
// cancelled, with a session starting in the period that has not ended.
func findable(doc catalog.Document, period string, now time.Time) []string {
	from, to, ok := catalog.PeriodRange(period, now)
	if !ok {
		return nil
	}
	var found []string
	for _, e := range doc.Events {
		if e.Senha != "" || e.Cancelado != nil {
			continue
		}
		for _, s := range e.Sessoes {
			if !s.Inicio.Before(from) && s.Inicio.Before(to) && !sessionEnd(s).Before(now) {
				found = append(found, e.ID)
				break
			}
		}
	}
	return found
}

func TestCatalogPeriods(t *testing.T) {
	for _, tc := range nows {
		t.Run(tc.name, func(t *testing.T) {
			doc := Catalog(tc.now)
			for _, period := range []string{catalog.PeriodToday, catalog.PeriodWeekend, catalog.PeriodWeek} {
				if found := findable(doc, period, tc.now); len(found) == 0 {
					t.Errorf("period %s finds nothing", period)
				}
			}
			if found := findable(doc, catalog.PeriodWeek, tc.now); len(found) < 5 {
				t.Errorf("next week has %d events, want several", len(found))
			}
		})
	}
}

func TestCatalogSpecialCases(t *testing.T) {
	for _, tc := range nows {
		t.Run(tc.name, func(t *testing.T) {
			now := tc.now
			doc := Catalog(now)
			events := byID(doc)
			get := func(id string) catalog.EventInput {
				t.Helper()
				e, ok := events[id]
				if !ok {
					t.Fatalf("no event %s", id)
				}
				if !upcoming(e, now) {
					t.Errorf("event %s has no session ahead", id)
				}
				return e
			}
			if e := get("caso-senha"); e.Senha != "catraca2026" || e.Destaque {
				t.Errorf("caso-senha: senha %q, destaque %v", e.Senha, e.Destaque)
			}
			if e := get("caso-cancelado"); e.Cancelado == nil || !e.Cancelado.Equal(now.AddDate(0, 0, -2).Truncate(time.Second)) {
				t.Errorf("caso-cancelado: cancelado_em %v", e.Cancelado)
			}
			if e := get("caso-em-breve"); e.VendaInicio == nil || !e.VendaInicio.Equal(now.AddDate(0, 0, 5).Truncate(time.Second)) ||
				!e.Sessoes[0].Inicio.After(*e.VendaInicio) {
				t.Errorf("caso-em-breve: venda_inicio %v", e.VendaInicio)
			}
			if e := get("caso-vendas-encerradas"); e.VendaFim == nil || !e.VendaFim.Before(now) {
				t.Errorf("caso-vendas-encerradas: venda_fim %v", e.VendaFim)
			}
			modes := map[int]string{40: "caso-bilheteria", 41: "caso-venda-externa", 42: "caso-lista", 43: "caso-pausado"}
			for mode, id := range modes {
				if e := get(id); e.OneCheckout != mode {
					t.Errorf("%s: one_checkout %d, want %d", id, e.OneCheckout, mode)
				}
			}
			if e := get("caso-venda-externa"); !strings.HasPrefix(e.LinkExterno, "https://") {
				t.Errorf("caso-venda-externa: link_externo %q", e.LinkExterno)
			}
			for _, e := range doc.Events {
				if e.OneCheckout != 0 && modes[e.OneCheckout] != e.ID {
					t.Errorf("%s: unexpected one_checkout %d", e.ID, e.OneCheckout)
				}
			}
			free := get("caso-gratuito")
			for _, sec := range free.Sessoes[0].Setores {
				if sec.PrecoCentavos != 0 || sec.MeiaEntrada {
					t.Errorf("caso-gratuito: sector %s not free", sec.ID)
				}
			}
			pdv, public := false, false
			for _, sec := range get("caso-pdv").Sessoes[0].Setores {
				pdv = pdv || sec.Canal == "pdv"
				public = public || sec.Canal == ""
			}
			if !pdv || !public {
				t.Errorf("caso-pdv: pdv sector %v, public sector %v", pdv, public)
			}
			festival := get("fln-festival-de-verao")
			if n := len(festival.FAQ); n < 3 || n > 5 {
				t.Errorf("festival FAQ has %d questions", n)
			}
			var text strings.Builder
			for _, q := range festival.FAQ {
				text.WriteString(catalog.SearchKey(q.Pergunta + " " + q.Resposta))
			}
			for _, topic := range []string{"meia-entrada", "acessibilidade", "horario"} {
				if !strings.Contains(text.String(), topic) {
					t.Errorf("festival FAQ does not mention %s", topic)
				}
			}
			withFAQ := 0
			for _, e := range doc.Events {
				if len(e.FAQ) > 0 {
					withFAQ++
				}
			}
			if withFAQ < 4 {
				t.Errorf("%d events with FAQ, want a few", withFAQ)
			}
		})
	}
}

func TestSoldOut(t *testing.T) {
	now := nows[0].now
	events := byID(Catalog(now))
	sold := SoldOut()
	if len(sold) == 0 {
		t.Fatal("nothing sold out")
	}
	listed := map[string]bool{}
	for _, so := range sold {
		e, ok := events[so.Event]
		if !ok {
			t.Fatalf("sold-out event %s does not exist", so.Event)
		}
		found := false
		for _, s := range e.Sessoes {
			for _, sec := range s.Setores {
				if s.ID == so.Session && sec.ID == so.Sector {
					found = true
					if so.Quantity != sec.Capacidade || sec.Capacidade > 5 {
						t.Errorf("sector %s: quantity %d, capacity %d", sec.ID, so.Quantity, sec.Capacidade)
					}
				}
			}
		}
		if !found {
			t.Errorf("sold-out sector %s/%s/%s does not exist", so.Event, so.Session, so.Sector)
		}
		listed[so.Sector] = true
	}
	e := events["caso-esgotado"]
	if !upcoming(e, now) {
		t.Error("caso-esgotado has no session ahead")
	}
	for _, s := range e.Sessoes { // every sector, or the event is not sold out
		for _, sec := range s.Setores {
			if !listed[sec.ID] {
				t.Errorf("caso-esgotado: sector %s is not in SoldOut", sec.ID)
			}
		}
	}
}

func TestCatalogFeatured(t *testing.T) {
	for _, tc := range nows {
		t.Run(tc.name, func(t *testing.T) {
			doc := Catalog(tc.now)
			cityOf := map[string]int{}
			for _, p := range doc.Places {
				cityOf[p.ID] = p.CidadeIBGE
			}
			perCity := map[int]int{}
			for _, e := range doc.Events {
				if !e.Destaque {
					continue
				}
				perCity[cityOf[e.Local]]++
				if e.Cancelado != nil || e.Senha != "" || e.OneCheckout != 0 || !upcoming(e, tc.now) {
					t.Errorf("featured %s is cancelled, protected, not on sale here or past", e.ID)
				}
			}
			for city := range cityInfo {
				if n := perCity[city]; n < 2 || n > 3 {
					t.Errorf("city %d has %d featured events, want 2-3", city, n)
				}
			}
		})
	}
}

// wellFormed decodes an SVG, returning its character data.
func wellFormed(t *testing.T, name string, svg []byte) string {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(svg))
	var text strings.Builder
	root := ""
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("%s: not well-formed XML: %v\n%s", name, err, svg)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if root == "" {
				root = tok.Name.Local
			}
		case xml.CharData:
			text.Write(tok)
		}
	}
	if root != "svg" {
		t.Fatalf("%s: root element %q", name, root)
	}
	return text.String()
}

func TestEventImage(t *testing.T) {
	cases := []struct {
		title    string
		category int
		want     []string // text that must appear, in order
		lines    int
	}{
		{"Rock & <Roll>", 1, []string{"Rock & <Roll>"}, 1},
		{"Festival de Verão Floripa", 9, []string{"Festival de Verão", "Floripa"}, 2},
		{`Aspas "duplas" e 'simples' no título`, 3, []string{`Aspas "duplas" e`}, 2},
		{"Um título muito comprido que não cabe em três linhas de jeito nenhum", 4, []string{"…"}, 3},
		{"Pneumoultramicroscopicossilicovulcanoconiótico", 7, []string{"Pneumoultramicroscopic"}, 3},
		{"Sem categoria", 42, []string{"Sem categoria"}, 1},
	}
	for _, tc := range cases {
		svg := EventImage("evento-teste", tc.title, tc.category)
		text := wellFormed(t, tc.title, svg)
		for _, w := range tc.want {
			if !strings.Contains(text, w) {
				t.Errorf("%q: text %q lacks %q", tc.title, text, w)
			}
		}
		if n := bytes.Count(svg, []byte("<tspan")); n != tc.lines {
			t.Errorf("%q: %d title lines, want %d", tc.title, n, tc.lines)
		}
		for _, l := range wrapTitle(tc.title) {
			if n := len([]rune(l)); n > titleLineMax {
				t.Errorf("%q: line %q has %d characters", tc.title, l, n)
			}
		}
		if !bytes.Contains(svg, []byte(`width="1200" height="675"`)) {
			t.Errorf("%q: not 1200x675", tc.title)
		}
	}
	if svg := EventImage("x", "Rock & <Roll>", 1); !bytes.Contains(svg, []byte("Rock &amp; &lt;Roll&gt;")) {
		t.Errorf("title not escaped:\n%s", svg)
	}
	if !bytes.Equal(EventImage("a", "T", 1), EventImage("a", "T", 1)) {
		t.Error("same event, different images")
	}
	if bytes.Equal(EventImage("a", "T", 1), EventImage("b", "T", 1)) {
		t.Error("different ids, same image")
	}
	if bytes.Equal(EventImage("a", "T", 1), EventImage("a", "T", 5)) {
		t.Error("different categories, same image")
	}
}

func TestEventImages(t *testing.T) {
	doc := Catalog(nows[0].now)
	images := EventImages(doc)
	if len(images) != len(doc.Events) {
		t.Fatalf("%d images for %d events", len(images), len(doc.Events))
	}
	for _, e := range doc.Events {
		svg, ok := images[e.ID+".svg"]
		if !ok {
			t.Fatalf("no image for %s", e.ID)
		}
		wellFormed(t, e.ID, svg)
	}
}
