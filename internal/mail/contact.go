package mail

import (
	"html"
	"html/template"
	"strings"
)

// contactLine is the sentence that says whom to ask about the money: its words, and the
// store's places in it (WhatsApp, help page, site), which the HTML part makes links.
type contactLine []contactPart

type contactPart struct{ text, href string } // href empty: words

// String is the line as the text part shows it, addresses written out.
func (l contactLine) String() string {
	var b strings.Builder
	for _, p := range l {
		b.WriteString(p.text)
	}
	return b.String()
}

// HTML is the line with each place a link in the store's colour.
func (l contactLine) HTML(color template.CSS) template.HTML {
	var b strings.Builder
	for _, p := range l {
		if p.href == "" {
			b.WriteString(html.EscapeString(p.text))
			continue
		}
		b.WriteString(`<a href="` + html.EscapeString(p.href) + `" style="color:` + html.EscapeString(string(color)) + `">` +
			html.EscapeString(p.text) + `</a>`)
	}
	return template.HTML(b.String()) // every part is escaped above
}

// contactSentence is before, the store's WhatsApp and help page (or its site when it has
// neither) joined by the language's words, then after.
func contactSentence(before, after string, words contactWords, help, whatsapp, site string) contactLine {
	l := contactLine{{text: before}}
	if whatsapp != "" {
		l = append(l, contactPart{text: words.onWhatsApp}, contactPart{text: whatsapp, href: whatsAppLink(whatsapp)})
		if help != "" {
			l = append(l, contactPart{text: words.or})
		}
	}
	if help != "" || whatsapp == "" {
		place := help
		if place == "" {
			place = site
		}
		l = append(l, contactPart{text: words.at}, contactPart{text: place, href: webLink(place)})
	}
	return append(l, contactPart{text: after})
}

// contactWords join the places in one language: " pelo WhatsApp ", " ou", " em ".
type contactWords struct{ onWhatsApp, or, at string }

var (
	contactPT = contactWords{" pelo WhatsApp ", " ou", " em "}
	contactEN = contactWords{" on WhatsApp ", " or", " at "}
)

// webLink is place as a link when it is a web address, else "" (words only): no other scheme
// goes into an e-mail's href.
func webLink(place string) string {
	if strings.HasPrefix(place, "https://") || strings.HasPrefix(place, "http://") {
		return place
	}
	return ""
}

// whatsAppLink opens a chat with the number as shown ("+55 (48) 99999-0000"), as the
// storefront's chat button does.
func whatsAppLink(shown string) string {
	digits := strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, shown)
	return "https://wa.me/" + digits
}
