// Package store holds the per-host store configuration (spec section 3): each white-label
// storefront has its name, look, footer and behaviour switches, and one or more hosts.
package store

import "encoding/json"

// Config is the answer of GET /api/config.
type Config struct {
	ID          int64   `json:"id"`
	Name        string  `json:"name"`
	APIURL      string  `json:"apiUrl"`
	CheckoutURL string  `json:"checkoutUrl"`
	SiteURL     string  `json:"siteUrl"`
	PDV         *string `json:"pdv"`
	POS         *string `json:"pos"`
	Configs     Configs `json:"configs"`
	Payment     Payment `json:"payment"`
}

// Payment is what the browser needs of the payment gateway, the same for every store of the
// process: which gateway runs, and for Stripe its publishable key (meant for browsers; the
// secret keys never leave the server).
type Payment struct {
	Provider             string `json:"provider" enum:"sandbox,stripe"`
	StripePublishableKey string `json:"stripe_publishable_key,omitempty" description:"Stripe only: the key Stripe.js is loaded with."`
}

// Configs is the operator-editable part, stored as JSON.
type Configs struct {
	Template Template `json:"template"`
	// Organizer, when set, limits the store to one organizer's events.
	Organizer *int64 `json:"organizer"`
	MetaPixel string `json:"metaPixel"`
	Footer    Footer `json:"footer"`
	// Checkout holds the store's sales settings: the fee, how long holds last, the abandoned-cart
	// reminder and the cap on unpaid tickets per address.
	Checkout Checkout `json:"checkout"`
}

// Checkout is the store's sales settings.
type Checkout struct {
	// FeeBP is the service fee in basis points of the ticket price (1000 = 10%), shown apart.
	FeeBP int `json:"fee_bp"`
	// HoldMinutes is how long a reserved order keeps its tickets.
	HoldMinutes int `json:"hold_minutes"`
	// AbandonedCartMinutes is the delay before the abandoned-cart reminder e-mail.
	AbandonedCartMinutes int `json:"abandoned_cart_minutes"`
	// AddressHoldLimit caps the unpaid tickets one client address holds in a session (0: no
	// cap); unset, the larger of 60 and 10% of the session. An event's limite_por_endereco wins.
	AddressHoldLimit *int `json:"address_hold_limit,omitempty" minimum:"0"`
	// QueueThreshold queues an event by itself once its checkout opens more than this many
	// times in a minute (0: never), for 30 minutes at QueueRate (docs/waiting-room.md).
	QueueThreshold int `json:"queue_threshold_per_minute,omitempty" minimum:"0"`
	// QueueRate is how many people a line queued by itself lets in per minute (0: 300).
	QueueRate int `json:"queue_rate_per_minute,omitempty" minimum:"0"`
}

// Template holds the look and the behaviour switches.
type Template struct {
	Logo                  string  `json:"logo"`
	Termos                string  `json:"termos"`
	Colors                Colors  `json:"colors"`
	Banner                bool    `json:"banner"`
	Categories            bool    `json:"categories"`
	Layout                string  `json:"layout"`
	Locale                string  `json:"locale"`
	Favicon               string  `json:"favicon"`
	GoogleAnalytics       string  `json:"googleAnalytics"`
	GoogleTagManager      string  `json:"googleTagManager"`
	BackgroundImage       string  `json:"background-image"`
	BackgroundImageMobile string  `json:"background-image-mobile"`
	Cookies               Cookies `json:"cookies"`
	EventsPerLine         int     `json:"events_per_line"`
	CitySelection         bool    `json:"city_selection"`
	CityDefault           *City   `json:"city_default"`
	URLHelp               string  `json:"url_help"`
	// SupportWhatsApp is the digits of the store's support number for the chat bubble.
	SupportWhatsApp string `json:"support_whatsapp"`
	// Privacidade is the store's privacy policy URL (registration checkbox, cookie notice).
	Privacidade string `json:"privacidade"`
	// Sobre is the about text of /sobre: plain text, paragraphs separated by a blank line.
	Sobre string `json:"sobre"`
	// Produtos are the store's product pages, each at /produto-{slug} (spec section 2: shown
	// without the header): what the store offers beside single tickets.
	Produtos []Produto `json:"produtos"`
}

// Produto is one product page.
type Produto struct {
	// Slug names the page: /produto-{slug}; lower-case letters, digits and dashes.
	Slug   string `json:"slug"`
	Titulo string `json:"titulo"`
	// Resumo is one line under the title, also the page's description for search engines.
	Resumo string `json:"resumo"`
	// Texto is plain text, paragraphs separated by a blank line.
	Texto string `json:"texto"`
	// Botao is the page's call to action; nil shows none.
	Botao *ProdutoBotao `json:"botao"`
}

// ProdutoBotao is a product page's call to action: an http(s) or mailto link, or a path of
// the store.
type ProdutoBotao struct {
	Texto string `json:"texto"`
	Link  string `json:"link"`
}

// Produto finds the product page of slug.
func (t Template) Produto(slug string) (Produto, bool) {
	for _, p := range t.Produtos {
		if p.Slug == slug {
			return p, true
		}
	}
	return Produto{}, false
}

// Colors are CSS colours the storefront builds its theme from.
type Colors struct {
	Primary    string `json:"primary"`
	Secondary  string `json:"secondary"`
	Background string `json:"background"`
	Text       string `json:"text"`
	Header     string `json:"header"`
	HeaderText string `json:"headerText"`
	Footer     string `json:"footer"`
	FooterText string `json:"footerText"`
}

// Cookies configures the cookie notice.
type Cookies struct {
	ShowCookiesDialog bool   `json:"show_cookies_dialog"`
	Text              string `json:"text"`
}

// City is a selectable city (spec section 3).
type City struct {
	ID    int    `json:"id"`
	Name  string `json:"name"`
	State string `json:"state"`
	Order int    `json:"order"`
}

// Footer is the store footer.
type Footer struct {
	Columns   []FooterColumn    `json:"columns"`
	Apps      *FooterApps       `json:"apps"`
	Social    map[string]string `json:"social"`
	LegalText string            `json:"legalText"`
}

// FooterColumn is a titled list of links.
type FooterColumn struct {
	Title string       `json:"title"`
	Links []FooterLink `json:"links"`
}

// FooterLink is one footer link; External opens in a new tab.
type FooterLink struct {
	Name     string `json:"name"`
	Path     string `json:"path"`
	External bool   `json:"external"`
}

// FooterApps links the store's mobile apps; an empty link hides its button.
type FooterApps struct {
	Title   string `json:"title"`
	Android string `json:"android"`
	Apple   string `json:"apple"`
}

// withDefaults fills what the spec defines when the operator left it out.
func (c Configs) withDefaults() Configs {
	if c.Template.EventsPerLine <= 0 {
		c.Template.EventsPerLine = 4
	}
	if c.Template.Locale == "" {
		c.Template.Locale = "pt"
	}
	if c.Template.Layout == "" {
		c.Template.Layout = "default"
	}
	if c.Template.Produtos == nil {
		c.Template.Produtos = []Produto{}
	}
	if c.Footer.Columns == nil {
		c.Footer.Columns = []FooterColumn{}
	}
	if c.Footer.Social == nil {
		c.Footer.Social = map[string]string{}
	}
	if c.Checkout.FeeBP == 0 { // a negative value means no fee
		c.Checkout.FeeBP = 1000
	}
	if c.Checkout.HoldMinutes <= 0 {
		c.Checkout.HoldMinutes = 10
	}
	if c.Checkout.AbandonedCartMinutes <= 0 {
		c.Checkout.AbandonedCartMinutes = 60
	}
	return c
}

func decodeConfigs(raw string) (Configs, error) {
	var c Configs
	err := json.Unmarshal([]byte(raw), &c)
	return c.withDefaults(), err
}
