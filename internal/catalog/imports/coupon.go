package imports

import (
	"strings"
	"time"

	"github.com/catraca/catraca/internal/catalog"
	"go.yaml.in/yaml/v3"
)

// Messages of the console's coupon form beyond the import's own.
const (
	MsgCheckCoupon    = "Confira os campos do cupom."
	MsgCouponNoEvents = "Escolha ao menos um evento."
	MsgCouponEvents   = "Informe os eventos pelos seus ids."
)

// ParseCoupon reads one coupon as the console sends it: an entry of an event's cupons:
// (docs/catalog-import.md) checked by the import's own code, same messages, plus eventos, the
// ids of the events it is for. Local times are read in São Paulo's zone, the store's; the
// console sends RFC 3339. Problems are one *apperr.Error (422), each beside its field.
func ParseCoupon(src []byte) (catalog.CouponInput, []int64, error) {
	var root yaml.Node
	if err := yaml.Unmarshal(src, &root); err != nil {
		return catalog.CouponInput{}, nil, unprocessable("arquivo ilegível: " + strings.TrimPrefix(err.Error(), "yaml: "))
	}
	if len(root.Content) == 0 {
		return catalog.CouponInput{}, nil, unprocessable("arquivo vazio")
	}
	p := newParser(nil, true)
	n := root.Content[0]
	events := p.couponEvents(n)
	loc, _ := time.LoadLocation("America/Sao_Paulo")
	p.localizeTimes(n, loc)
	var c catalog.CouponInput
	cf := p.decode(n, &c, "cupom")
	p.coupon(cf, n, c, map[string]bool{})
	if len(p.probs) > 0 {
		return catalog.CouponInput{}, nil, p.fieldReport(MsgCheckCoupon)
	}
	c.Codigo = catalog.NormalizeCoupon(c.Codigo)
	return c, events, nil
}

// couponEvents takes eventos out of the coupon node n (it is no field of a file's coupon) and
// reads it.
func (p *parser) couponEvents(n *yaml.Node) []int64 {
	if n.Kind != yaml.MappingNode {
		return nil // decode reports it
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value != "eventos" {
			continue
		}
		val := n.Content[i+1]
		p.setPath(val, n, "eventos")
		n.Content = append(n.Content[:i], n.Content[i+2:]...)
		var ids []int64
		if err := val.Decode(&ids); err != nil {
			p.errf(val, "%s", MsgCouponEvents)
			return nil
		}
		p.require(len(ids) > 0, val, "%s", MsgCouponNoEvents)
		return ids
	}
	p.errf(p.at(nil, n, "eventos"), "%s", MsgCouponNoEvents)
	return nil
}
