package catalog

import "time"

// Sales modes of one_checkout (docs/spec-readings.md); 0 is the embedded checkout.
const (
	ModeBoxOffice = 40 // box office only
	ModeElsewhere = 41 // sold elsewhere: link_externo
	ModeGuestList = 42 // guest list / invitation only
	ModePaused    = 43 // sales paused
)

// Sale statuses of the event page, one per reason the buy button is or is not shown.
const (
	SaleOpen      = "aberta"
	SaleCancelled = "cancelado"
	SaleOver      = "encerrado" // every session is over
	SaleBoxOffice = "bilheteria"
	SaleElsewhere = "externa"
	SaleGuestList = "lista"
	SalePaused    = "pausada"
	SaleSoon      = "em_breve" // before data_min_venda
	SaleClosed    = "encerrada"
	SaleSoldOut   = "esgotado"
)

// SaleState says whether the checkout is offered and, if not, why.
type SaleState struct {
	Status string  `json:"status"`
	AbreEm *string `json:"abre_em,omitempty"` // when sales open, for "em_breve"
}

// Buyable reports whether the checkout is offered.
func (s SaleState) Buyable() bool { return s.Status == SaleOpen }

// saleState applies spec section 4 "Checkout embed": not cancelled, not before data_min_venda,
// not after data_max_venda — except that when sessions carry their own closing dates
// (data_encerramento), those govern instead of the event-wide one — and not in a mode 40-43.
// A session is on sale until its closing date or its start; a sector within its window.
func saleState(e Event, cancelled, minSale, maxSale *time.Time, now time.Time) SaleState {
	if cancelled != nil && !now.Before(*cancelled) {
		return SaleState{Status: SaleCancelled}
	}
	over := true
	for _, s := range e.Relacionados {
		if now.Before(s.end) || now.Equal(s.end) {
			over = false
		}
	}
	if over {
		return SaleState{Status: SaleOver}
	}
	switch e.OneCheckout {
	case ModeBoxOffice:
		return SaleState{Status: SaleBoxOffice}
	case ModeElsewhere:
		return SaleState{Status: SaleElsewhere}
	case ModeGuestList:
		return SaleState{Status: SaleGuestList}
	case ModePaused:
		return SaleState{Status: SalePaused}
	}
	if minSale != nil && now.Before(*minSale) {
		return SaleState{Status: SaleSoon, AbreEm: e.DataMinVenda}
	}
	sessionClosing := false
	for _, s := range e.Relacionados {
		sessionClosing = sessionClosing || s.closes != nil
	}
	if maxSale != nil && now.After(*maxSale) && !sessionClosing {
		return SaleState{Status: SaleClosed}
	}
	open, available := false, false
	var soon *Sector
	for _, s := range e.Relacionados {
		if !sessionOnSale(s, now) {
			continue
		}
		for _, sec := range s.Setores {
			if sec.from != nil && now.Before(*sec.from) {
				if soon == nil || sec.from.Before(*soon.from) {
					soon = &sec
				}
				continue
			}
			if sec.to != nil && now.After(*sec.to) {
				continue
			}
			open = true
			available = available || !sec.Esgotado
		}
	}
	switch {
	case available:
		return SaleState{Status: SaleOpen}
	case open:
		return SaleState{Status: SaleSoldOut}
	case soon != nil:
		return SaleState{Status: SaleSoon, AbreEm: soon.InicioVenda}
	}
	return SaleState{Status: SaleClosed}
}

func sessionOnSale(s Session, now time.Time) bool {
	if s.closes != nil {
		return now.Before(*s.closes)
	}
	return now.Before(s.start)
}
