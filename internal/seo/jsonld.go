package seo

import (
	"fmt"
	"time"

	"github.com/catraca/catraca/internal/catalog"
)

// eventJSONLD is one schema.org Event per upcoming session (at most 10), so each date shows
// in search results with its own offers.
func eventJSONLD(e catalog.Event, origin string, now time.Time) any {
	status := "https://schema.org/EventScheduled"
	if e.DataCancelamento != nil {
		status = "https://schema.org/EventCancelled"
	}
	place := map[string]any{
		"@type": "Place", "name": e.Local.Nome,
		"address": map[string]any{
			"@type": "PostalAddress", "streetAddress": e.Local.Endereco, "addressLocality": e.Local.Cidade,
			"addressRegion": e.Local.UF, "postalCode": e.Local.CEP, "addressCountry": "BR",
		},
	}
	if e.Local.Latitude != nil && e.Local.Longitude != nil {
		place["geo"] = map[string]any{"@type": "GeoCoordinates", "latitude": *e.Local.Latitude, "longitude": *e.Local.Longitude}
	}
	var out []any
	for _, s := range e.Relacionados {
		if start, err := time.Parse(time.RFC3339, s.Data); err != nil || start.Before(now) {
			continue
		}
		ev := map[string]any{
			"@context": "https://schema.org", "@type": "Event", "name": e.Nome, "startDate": s.Data,
			"eventStatus": status, "eventAttendanceMode": "https://schema.org/OfflineEventAttendanceMode",
			"location": place, "description": eventDescription(e), "url": origin + e.URL,
			"organizer": map[string]any{"@type": "Organization", "name": e.Organizador.Nome},
			"offers":    offers(e, s, origin),
		}
		if s.DataFim != nil {
			ev["endDate"] = *s.DataFim
		}
		if e.Imagem != "" {
			ev["image"] = []string{absolute(origin, e.Imagem)}
		}
		out = append(out, ev)
		if len(out) == 10 {
			break
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

func offers(e catalog.Event, s catalog.Session, origin string) []any {
	var out []any
	for _, sec := range s.Setores {
		out = append(out, map[string]any{
			"@type": "Offer", "name": sec.Nome, "price": fmt.Sprintf("%d.%02d", sec.Preco/100, sec.Preco%100),
			"priceCurrency": "BRL", "availability": availability(e.Venda, sec), "url": origin + e.URL,
		})
	}
	return out
}

func availability(v catalog.SaleState, sec catalog.Sector) string {
	switch {
	case v.Status == catalog.SaleSoon:
		return "https://schema.org/PreOrder"
	case sec.Esgotado || v.Status == catalog.SaleSoldOut:
		return "https://schema.org/SoldOut"
	case v.Buyable() && sec.Ultimos:
		return "https://schema.org/LimitedAvailability"
	case v.Buyable():
		return "https://schema.org/InStock"
	}
	return "https://schema.org/Discontinued"
}
