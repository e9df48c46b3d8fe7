package imports

import (
	"regexp"
	"time"

	"github.com/catraca/catraca/internal/catalog"
	"go.yaml.in/yaml/v3"
)

var couponPattern = regexp.MustCompile(`^[A-Z0-9_-]{3,40}$`)

// sales checks what an event says about buying: limits and coupons.
func (p *parser) sales(f map[string]*yaml.Node, n *yaml.Node, e *catalog.EventInput) {
	p.require(e.LimitePorPedido >= 0 && e.LimitePorPedido <= 100, p.at(f, n, "limite_por_pedido"),
		"evento %s: limite_por_pedido deve ser de 1 a 100", e.ID)
	p.require(e.LimitePorCPF >= 0 && e.LimitePorCPF <= 100, p.at(f, n, "limite_por_cpf"),
		"evento %s: limite_por_cpf deve ser de 1 a 100", e.ID)
	p.require(e.LimitePorEndereco == nil || (*e.LimitePorEndereco >= 0 && *e.LimitePorEndereco <= 1_000_000),
		p.at(f, n, "limite_por_endereco"), "evento %s: limite_por_endereco deve ser de 0 (sem limite) a 1000000", e.ID)
	seen := map[string]bool{}
	for _, cn := range p.items(f, "cupons") {
		var c catalog.CouponInput
		cf := p.decode(cn, &c, "cupom")
		code := p.coupon(cf, cn, c, seen)
		if c.Setor != "" {
			found := false
			for _, s := range e.Sessoes {
				for _, sec := range s.Setores {
					found = found || sec.ID == c.Setor
				}
			}
			p.require(found, cf["setor"], catalog.CouponSectorMissing, code, c.Setor)
		}
	}
}

// queueRate checks a fila_por_minuto (0: the default rate).
func (p *parser) queueRate(at *yaml.Node, rate int, owner string) {
	p.require(rate >= 0 && rate <= catalog.MaxQueueRate, at, "%s: fila_por_minuto deve ser de 1 a 1000000 (0: o padrão)", owner)
}

// coupon checks one coupon's own fields (the sector is checked against its event by the
// caller) and answers its code as stored.
func (p *parser) coupon(cf map[string]*yaml.Node, cn *yaml.Node, c catalog.CouponInput, seen map[string]bool) string {
	code := catalog.NormalizeCoupon(c.Codigo)
	p.require(couponPattern.MatchString(code), p.at(cf, cn, "codigo"),
		"cupom %q: codigo deve ter de 3 a 40 letras, números, - ou _", c.Codigo)
	p.require(!seen[code], p.at(cf, cn, "codigo"), "cupom %s repetido", code)
	seen[code] = true
	switch c.Tipo {
	case catalog.CouponPercent:
		p.require(c.Valor >= 1 && c.Valor <= 100, p.at(cf, cn, "valor"), "cupom %s: valor percentual deve ser de 1 a 100", code)
	case catalog.CouponFixed:
		p.require(c.Valor >= 1 && c.Valor <= 100_000_000, p.at(cf, cn, "valor"), "cupom %s: valor fixo em centavos deve ser positivo", code)
	default:
		p.errf(p.at(cf, cn, "tipo"), "cupom %s: tipo deve ser percentual ou fixo", code)
	}
	p.require(c.Usos == nil || *c.Usos >= 1, p.at(cf, cn, "usos"), "cupom %s: usos deve ser positivo", code)
	p.window(p.at(cf, cn, "fim"), c.Inicio, c.Fim, "fim deve ser depois de inicio")
	return code
}

// lotes checks a sector's batches and applies the meia default: a paid sector offers
// half price unless the file says meia: false (or meia_entrada: false).
func (p *parser) lotes(f map[string]*yaml.Node, sector string) {
	var last *time.Time
	for _, ln := range p.items(f, "lotes") {
		var b catalog.BatchInput
		lf := p.decode(ln, &b, "lote")
		p.text(lf, ln, "nome", b.Nome, 120, true)
		p.require(b.PrecoCentavos >= 0 && b.PrecoCentavos <= 100_000_000, p.at(lf, ln, "preco_centavos"),
			"setor %s: preco_centavos do lote deve ser de 0 a 100000000", sector)
		p.require(b.Quantidade == nil || *b.Quantidade >= 1, p.at(lf, ln, "quantidade"),
			"setor %s: quantidade do lote deve ser positiva", sector)
		if b.Ate != nil {
			p.require(last == nil || b.Ate.After(*last), lf["ate"], "setor %s: as datas dos lotes devem crescer", sector)
			last = b.Ate
		}
	}
}

// defaultMeia adds `meia: true` to each paid sector of an event node that names neither meia
// nor meia_entrada: half price is the law's default for cultural events (Lei 12.933/2013).
func defaultMeia(event *yaml.Node) {
	for _, session := range childList(event, "sessoes") {
		for _, sector := range childList(session, "setores") {
			if sector.Kind != yaml.MappingNode || child(sector, "meia") != nil || child(sector, "meia_entrada") != nil {
				continue
			}
			if price := child(sector, "preco_centavos"); price == nil || price.Value == "0" {
				continue
			}
			sector.Content = append(sector.Content,
				&yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: "meia"},
				&yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: "true"})
		}
	}
}

func child(n *yaml.Node, key string) *yaml.Node {
	if n.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == key {
			return n.Content[i+1]
		}
	}
	return nil
}

func childList(n *yaml.Node, key string) []*yaml.Node {
	if c := child(n, key); c != nil && c.Kind == yaml.SequenceNode {
		return c.Content
	}
	return nil
}
