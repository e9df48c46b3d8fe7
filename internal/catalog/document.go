package catalog

import "time"

// Document is a whole catalog to load or update: `catraca import FILE` parses one from YAML or
// JSON, and the demo builds one in code. Every entry has an external id, so loading the same
// document twice changes nothing.
type Document struct {
	Categories []CategoryInput  `yaml:"categories"`
	Organizers []OrganizerInput `yaml:"organizers"`
	Places     []PlaceInput     `yaml:"places"`
	Events     []EventInput     `yaml:"events"`
}

// CategoryInput adds or renames a category.
type CategoryInput struct {
	Codigo int    `yaml:"codigo"`
	Nome   string `yaml:"nome"`
	Oculto bool   `yaml:"oculto"`
}

// OrganizerInput is who runs events.
type OrganizerInput struct {
	ID        string `yaml:"id"`
	Nome      string `yaml:"nome"`
	Descricao string `yaml:"descricao"`
	Logo      string `yaml:"logo"`
	Email     string `yaml:"email"`
	Site      string `yaml:"site"`
	Instagram string `yaml:"instagram"`
	// StripeAccount is the organizer's Stripe connected account (acct_...): its orders' ticket
	// money goes there, and the store keeps its fee. Empty: the store receives everything.
	StripeAccount string `yaml:"stripe_account"`
}

// PlaceInput is a venue; CidadeIBGE is the municipality's seven-digit IBGE code.
type PlaceInput struct {
	ID         string   `yaml:"id"`
	Nome       string   `yaml:"nome"`
	Endereco   string   `yaml:"endereco"`
	Bairro     string   `yaml:"bairro"`
	CEP        string   `yaml:"cep"`
	CidadeIBGE int      `yaml:"cidade_ibge"`
	Latitude   *float64 `yaml:"latitude"`
	Longitude  *float64 `yaml:"longitude"`
}

// EventInput is an event with its sessions and FAQ. Organizador and Local name external ids.
type EventInput struct {
	ID            string         `yaml:"id"`
	Nome          string         `yaml:"nome"`
	Slug          string         `yaml:"slug"`
	Descricao     string         `yaml:"descricao"`
	Imagem        string         `yaml:"imagem"`
	Categoria     int            `yaml:"categoria"`
	Organizador   string         `yaml:"organizador"`
	Local         string         `yaml:"local"`
	Timezone      string         `yaml:"timezone"`
	Senha         string         `yaml:"senha"` // non-empty: password protected (site_visibilidade S)
	Cancelado     *time.Time     `yaml:"cancelado_em"`
	VendaInicio   *time.Time     `yaml:"venda_inicio"`
	VendaFim      *time.Time     `yaml:"venda_fim"`
	OneCheckout   int            `yaml:"one_checkout"`
	LinkExterno   string         `yaml:"link_externo"`
	Classificacao int            `yaml:"classificacao"` // minimum age; 0 = livre
	Destaque      bool           `yaml:"destaque"`      // shown in the home banner
	Sessoes       []SessionInput `yaml:"sessoes"`
	FAQ           []FAQInput     `yaml:"faq"`
	// LimitePorPedido and LimitePorCPF bound tickets per order and per attendee CPF over the
	// event's held and paid orders; 0 means the default of 6.
	LimitePorPedido int `yaml:"limite_por_pedido"`
	LimitePorCPF    int `yaml:"limite_por_cpf"`
	// LimitePorEndereco caps the unpaid tickets one client address holds in a session (0: no
	// cap); nil leaves it to the store's setting, else the larger of 60 and 10% of the session.
	LimitePorEndereco *int          `yaml:"limite_por_endereco"`
	Cupons            []CouponInput `yaml:"cupons"`
}

// DefaultLimit is the per-order and per-CPF ticket limit when the import sets none.
const DefaultLimit = 6

// CouponInput is a discount code. Tipo "percentual": Valor is a whole percent (1-100);
// "fixo": Valor is centavos off. Setor, when set, limits it to sectors with that id.
type CouponInput struct {
	Codigo string     `yaml:"codigo"`
	Tipo   string     `yaml:"tipo"`
	Valor  int64      `yaml:"valor"`
	Setor  string     `yaml:"setor"`
	Inicio *time.Time `yaml:"inicio"`
	Fim    *time.Time `yaml:"fim"`
	Usos   *int       `yaml:"usos"` // total uses; nil = unlimited
}

// Coupon kinds.
const (
	CouponPercent = "percentual"
	CouponFixed   = "fixo"
)

// BatchInput is a lote: the sector's price until Quantidade units sold or Ate passed.
type BatchInput struct {
	Nome          string     `yaml:"nome"`
	PrecoCentavos int64      `yaml:"preco_centavos"`
	Quantidade    *int       `yaml:"quantidade"`
	Ate           *time.Time `yaml:"ate"`
}

// SessionInput is one date of an event; Encerramento closes its sales early.
type SessionInput struct {
	ID           string        `yaml:"id"`
	Inicio       time.Time     `yaml:"inicio"`
	Fim          *time.Time    `yaml:"fim"`
	Encerramento *time.Time    `yaml:"encerramento"`
	Setores      []SectorInput `yaml:"setores"`
}

// SectorInput is a ticket type. With MeiaEntrada the half price is half the full price, as
// the half-price law (Lei 12.933/2013) fixes it. Meia, when given, wins over MeiaEntrada; in
// a YAML import a paid sector that names neither offers meia (HalfOffered).
type SectorInput struct {
	ID            string     `yaml:"id"`
	Nome          string     `yaml:"nome"`
	PrecoCentavos int64      `yaml:"preco_centavos"`
	MeiaEntrada   bool       `yaml:"meia_entrada"`
	Capacidade    int        `yaml:"capacidade"`
	VendaInicio   *time.Time `yaml:"venda_inicio"`
	VendaFim      *time.Time `yaml:"venda_fim"`
	Canal         string     `yaml:"canal"` // "", "pdv" or "pos"
	Meia          *bool      `yaml:"meia"`
	// Lotes replace PrecoCentavos as the price while one is current (see CurrentBatch).
	Lotes []BatchInput `yaml:"lotes"`
}

// HalfOffered reports whether the sector sells half-price tickets.
func (s SectorInput) HalfOffered() bool {
	if s.Meia != nil {
		return *s.Meia
	}
	return s.MeiaEntrada
}

// FAQInput is one question and answer on an event page.
type FAQInput struct {
	ID       string `yaml:"id"`
	Pergunta string `yaml:"pergunta"`
	Resposta string `yaml:"resposta"`
}

// HalfPrice is the meia-entrada price for a full price: half, rounded up to the centavo.
func HalfPrice(full int64) int64 { return (full + 1) / 2 }
