package demo

import "github.com/catraca/catraca/internal/catalog"

// Buying in the demo: every paid event takes the coupon BEMVINDO10 (10% off, also through
// ?c=BEMVINDO10); the events below sell their first sector in lotes, so the checkout shows
// a batch price that rises as it sells; sectors with a price offer meia-entrada unless
// marked full.
var batchEvents = map[string]bool{"fln-festival-de-verao": true, "fln-rock-na-ilha": true, "sp-dinossauros-cantores": true}

// DemoCoupon is the coupon every paid demo event accepts.
const DemoCoupon = "BEMVINDO10"

// demoBatches are a first lote at 80% of the price for a tenth of the sector and a second
// at 90% for a fifth; the sector's own price applies once both are gone.
func demoBatches(price int64, capacity int) []catalog.BatchInput {
	first, second := max(capacity/10, 1), max(capacity/5, 1)
	return []catalog.BatchInput{
		{Nome: "1º lote", PrecoCentavos: price * 8 / 10, Quantidade: &first},
		{Nome: "2º lote", PrecoCentavos: price * 9 / 10, Quantidade: &second},
	}
}

func demoCoupons(e ev) []catalog.CouponInput {
	for _, sc := range e.secs {
		if sc.price > 0 {
			hundred := 100
			return []catalog.CouponInput{
				{Codigo: DemoCoupon, Tipo: catalog.CouponPercent, Valor: 10},
				{Codigo: "PRIMEIROS100", Tipo: catalog.CouponFixed, Valor: 1000, Usos: &hundred},
			}
		}
	}
	return nil
}
