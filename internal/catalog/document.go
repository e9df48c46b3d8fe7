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

// PlaceInput is a venue; CidadeIBGE is the municipality's seven-digit IBGE code. It is also
// the console's new place (Service.CreatePlace), hence the JSON names, the same as the file's.
type PlaceInput struct {
	ID         string   `yaml:"id" json:"id" description:"Left out: made from nome, unique."`
	Nome       string   `yaml:"nome" json:"nome" required:"true"`
	Endereco   string   `yaml:"endereco" json:"endereco"`
	Bairro     string   `yaml:"bairro" json:"bairro"`
	CEP        string   `yaml:"cep" json:"cep"`
	CidadeIBGE int      `yaml:"cidade_ibge" json:"cidade_ibge" required:"true"`
	Latitude   *float64 `yaml:"latitude" json:"latitude"`
	Longitude  *float64 `yaml:"longitude" json:"longitude"`
}

// EventInput is an event with its sessions and FAQ. Organizador and Local name external ids.
// It is also the organizer console's form of one event (Service.EventDocument, CreateEvent),
// hence the JSON names, the same as the file's.
type EventInput struct {
	ID            string         `yaml:"id" json:"id"`
	Nome          string         `yaml:"nome" json:"nome"`
	Slug          string         `yaml:"slug" json:"slug"`
	Descricao     string         `yaml:"descricao" json:"descricao"`
	Imagem        string         `yaml:"imagem" json:"imagem"`
	Categoria     int            `yaml:"categoria" json:"categoria"`
	Organizador   string         `yaml:"organizador" json:"organizador"`
	Local         string         `yaml:"local" json:"local"`
	Timezone      string         `yaml:"timezone" json:"timezone"`
	Senha         string         `yaml:"senha" json:"senha"` // non-empty: password protected (site_visibilidade S)
	Cancelado     *time.Time     `yaml:"cancelado_em" json:"cancelado_em" format:"catraca-time" description:"AAAA-MM-DD HH:MM in the event's time zone, or RFC 3339."`
	VendaInicio   *time.Time     `yaml:"venda_inicio" json:"venda_inicio" format:"catraca-time" description:"AAAA-MM-DD HH:MM in the event's time zone, or RFC 3339."`
	VendaFim      *time.Time     `yaml:"venda_fim" json:"venda_fim" format:"catraca-time" description:"AAAA-MM-DD HH:MM in the event's time zone, or RFC 3339."`
	OneCheckout   int            `yaml:"one_checkout" json:"one_checkout"`
	LinkExterno   string         `yaml:"link_externo" json:"link_externo"`
	Classificacao int            `yaml:"classificacao" json:"classificacao"` // minimum age; 0 = livre
	Destaque      bool           `yaml:"destaque" json:"destaque"`           // shown in the home banner
	Sessoes       []SessionInput `yaml:"sessoes" json:"sessoes"`
	FAQ           []FAQInput     `yaml:"faq" json:"faq"`
	// LimitePorPedido and LimitePorCPF bound tickets per order and per attendee CPF over the
	// event's held and paid orders; 0 means the default of 6.
	LimitePorPedido int `yaml:"limite_por_pedido" json:"limite_por_pedido"`
	LimitePorCPF    int `yaml:"limite_por_cpf" json:"limite_por_cpf"`
	// LimitePorEndereco caps the unpaid tickets one client address holds in a session (0: no
	// cap); nil leaves it to the store's setting, else the larger of 60 and 10% of the session.
	LimitePorEndereco *int `yaml:"limite_por_endereco" json:"limite_por_endereco"`
	// Fila puts buyers in the waiting room before the checkout (docs/waiting-room.md), letting
	// FilaPorMinuto of them in per minute (0: DefaultQueueRate).
	Fila          bool          `yaml:"fila" json:"fila"`
	FilaPorMinuto int           `yaml:"fila_por_minuto" json:"fila_por_minuto" minimum:"0" maximum:"1000000"`
	Cupons        []CouponInput `yaml:"cupons" json:"cupons"`
}

// DefaultLimit is the per-order and per-CPF ticket limit when the import sets none.
const DefaultLimit = 6

// DefaultQueueRate is how many people a queued line lets in per minute when its document sets
// no fila_por_minuto.
const DefaultQueueRate = 300

// MaxQueueRate bounds fila_por_minuto.
const MaxQueueRate = 1_000_000

// CouponInput is a discount code. Tipo "percentual": Valor is a whole percent (1-100);
// "fixo": Valor is centavos off. Setor, when set, limits it to sectors with that id.
type CouponInput struct {
	Codigo string     `yaml:"codigo" json:"codigo"`
	Tipo   string     `yaml:"tipo" json:"tipo"`
	Valor  int64      `yaml:"valor" json:"valor"`
	Setor  string     `yaml:"setor" json:"setor"`
	Inicio *time.Time `yaml:"inicio" json:"inicio" format:"catraca-time" description:"AAAA-MM-DD HH:MM in the event's time zone, or RFC 3339."`
	Fim    *time.Time `yaml:"fim" json:"fim" format:"catraca-time" description:"AAAA-MM-DD HH:MM in the event's time zone, or RFC 3339."`
	Usos   *int       `yaml:"usos" json:"usos"` // total uses; nil = unlimited
}

// Coupon kinds.
const (
	CouponPercent = "percentual"
	CouponFixed   = "fixo"
)

// CouponSectorMissing refuses a coupon limited to a sector its event does not have (code,
// sector id).
const CouponSectorMissing = "cupom %s: setor %q não existe no evento"

// BatchInput is a lote: the sector's price until Quantidade units sold or Ate passed.
type BatchInput struct {
	Nome          string     `yaml:"nome" json:"nome"`
	PrecoCentavos int64      `yaml:"preco_centavos" json:"preco_centavos"`
	Quantidade    *int       `yaml:"quantidade" json:"quantidade"`
	Ate           *time.Time `yaml:"ate" json:"ate" format:"catraca-time" description:"AAAA-MM-DD HH:MM in the event's time zone, or RFC 3339."`
}

// SessionInput is one date of an event; Encerramento closes its sales early.
type SessionInput struct {
	ID           string        `yaml:"id" json:"id"`
	Inicio       time.Time     `yaml:"inicio" json:"inicio" format:"catraca-time" description:"AAAA-MM-DD HH:MM in the event's time zone, or RFC 3339."`
	Fim          *time.Time    `yaml:"fim" json:"fim" format:"catraca-time" description:"AAAA-MM-DD HH:MM in the event's time zone, or RFC 3339."`
	Encerramento *time.Time    `yaml:"encerramento" json:"encerramento" format:"catraca-time" description:"AAAA-MM-DD HH:MM in the event's time zone, or RFC 3339."`
	Setores      []SectorInput `yaml:"setores" json:"setores"`
	// Fila queues this session alone, in a line of its own (the event's Fila queues them all).
	Fila          bool `yaml:"fila" json:"fila"`
	FilaPorMinuto int  `yaml:"fila_por_minuto" json:"fila_por_minuto" minimum:"0" maximum:"1000000"`
}

// SectorInput is a ticket type. With MeiaEntrada the half price is half the full price, as
// the half-price law (Lei 12.933/2013) fixes it. Meia, when given, wins over MeiaEntrada; in
// a YAML import a paid sector that names neither offers meia (HalfOffered).
type SectorInput struct {
	ID            string     `yaml:"id" json:"id"`
	Nome          string     `yaml:"nome" json:"nome"`
	PrecoCentavos int64      `yaml:"preco_centavos" json:"preco_centavos"`
	MeiaEntrada   bool       `yaml:"meia_entrada" json:"meia_entrada"`
	Capacidade    int        `yaml:"capacidade" json:"capacidade"`
	VendaInicio   *time.Time `yaml:"venda_inicio" json:"venda_inicio" format:"catraca-time" description:"AAAA-MM-DD HH:MM in the event's time zone, or RFC 3339."`
	VendaFim      *time.Time `yaml:"venda_fim" json:"venda_fim" format:"catraca-time" description:"AAAA-MM-DD HH:MM in the event's time zone, or RFC 3339."`
	Canal         string     `yaml:"canal" json:"canal"` // "", "pdv" or "pos"
	Meia          *bool      `yaml:"meia" json:"meia,omitempty"`
	// Lotes replace PrecoCentavos as the price while one is current (see CurrentBatch).
	Lotes []BatchInput `yaml:"lotes" json:"lotes"`
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
	ID       string `yaml:"id" json:"id"`
	Pergunta string `yaml:"pergunta" json:"pergunta"`
	Resposta string `yaml:"resposta" json:"resposta"`
}

// HalfPrice is the meia-entrada price for a full price: half, rounded up to the centavo.
func HalfPrice(full int64) int64 { return (full + 1) / 2 }
