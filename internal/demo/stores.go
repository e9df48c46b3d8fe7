package demo

import "github.com/catraca/catraca/internal/store"

// florianopolis is the demo's default city (spec section 3), IBGE code 4205407.
var florianopolis = &store.City{ID: 4205407, Name: "Florianópolis", State: "SC", Order: 1}

// stores are two storefronts that differ in everything a host can change, so per-host
// configuration is visible side by side: the default one on localhost and one on 127.0.0.1.
var demoStores = []store.Store{
	{
		Name: "Catraca Ingressos", Default: true, Hosts: []string{"localhost"},
		Configs: store.Configs{
			Template: store.Template{
				Logo: "/media/demo/catraca-logo.svg", Favicon: "/media/demo/catraca-favicon.svg",
				Termos: "https://catraca.com.br/termos-de-uso", Privacidade: "https://catraca.com.br/privacidade",
				Sobre: "A Catraca Ingressos vende ingressos para shows, teatro, stand-up e festivais em todo o " +
					"Brasil desde 2019, com atendimento de gente de verdade, de Florianópolis.\n\n" +
					"Você compra pelo site, recebe o ingresso no e-mail e na área Meus ingressos, e entra no " +
					"evento com o QR Code no celular. Organizadores acompanham as vendas em tempo real.",
				Colors: store.Colors{
					Primary: "#6d28d9", Secondary: "#f59e0b", Background: "#ffffff", Text: "#1f2937",
					Header: "#ffffff", HeaderText: "#1f2937", Footer: "#1e1b4b", FooterText: "#f5f3ff",
				},
				Banner: true, Categories: true, Layout: "default", Locale: "pt",
				GoogleAnalytics: "G-CATRACA01",
				Cookies: store.Cookies{ShowCookiesDialog: true, Text: `<p>Usamos cookies para lembrar suas ` +
					`preferências e melhorar sua experiência.</p>`},
				EventsPerLine: 4, CitySelection: true, CityDefault: florianopolis,
				URLHelp: "https://ajuda.catraca.com.br", SupportWhatsApp: "5548999990000",
				Produtos: []store.Produto{{
					Slug: "para-organizadores", Titulo: "Catraca para organizadores",
					Resumo: "Venda os ingressos do seu evento com a Catraca: sem mensalidade, com o dinheiro na sua conta.",
					Texto: "Você cadastra o evento, as sessões e os setores, com lotes, meia-entrada e cupons de " +
						"desconto. O público compra pelo site com PIX, boleto ou cartão em até 12 vezes, e recebe o " +
						"ingresso com QR Code no e-mail.\n\n" +
						"Na entrada, a portaria lê os QR Codes pelo celular, mesmo com a internet instável. Você " +
						"acompanha as vendas e os acessos em tempo real e responde às mensagens do público pelo seu " +
						"próprio e-mail.\n\n" +
						"A taxa de serviço é paga por quem compra: o valor de cada ingresso vai inteiro para você, " +
						"em até dois dias úteis após o evento.",
					Botao: &store.ProdutoBotao{Texto: "Quero vender com a Catraca",
						Link: "mailto:organizadores@catraca.com.br?subject=Quero%20vender%20ingressos"},
				}},
			},
			Footer: store.Footer{
				Columns: []store.FooterColumn{
					{Title: "Catraca", Links: []store.FooterLink{
						{Name: "Sobre nós", Path: "/sobre"},
						{Name: "Para organizadores", Path: "/produto-para-organizadores"},
						{Name: "Blog", Path: "www.catraca.com.br/blog"},
						{Name: "Termos de uso", Path: "https://catraca.com.br/termos-de-uso", External: true},
					}},
					{Title: "Para você", Links: []store.FooterLink{
						{Name: "Meus ingressos", Path: "/ingressos"},
						{Name: "Central de ajuda", Path: "https://ajuda.catraca.com.br", External: true},
						{Name: "Política de privacidade", Path: "https://catraca.com.br/privacidade", External: true},
					}},
				},
				Apps: &store.FooterApps{Title: "Baixe nosso app",
					Android: "https://play.google.com/store/apps/details?id=br.com.catraca",
					Apple:   "https://apps.apple.com/br/app/catraca/id0000000000"},
				Social: map[string]string{
					"instagram": "https://www.instagram.com/catraca", "facebook": "https://www.facebook.com/catraca",
					"youtube": "https://www.youtube.com/@catraca",
				},
				LegalText: "Catraca Ingressos Ltda. — Rua das Rendeiras, 100, Lagoa da Conceição, " +
					"Florianópolis/SC. Venda de ingressos sujeita ao Código de Defesa do Consumidor.",
			},
		},
	},
	{
		Name: "Ingressos do Sul", Hosts: []string{"127.0.0.1"},
		Configs: store.Configs{
			Template: store.Template{
				Logo: "/media/demo/sul-logo.svg", Favicon: "/media/demo/sul-favicon.svg",
				Termos: "https://sul.example.com.br/termos", Privacidade: "https://sul.example.com.br/privacidade",
				Sobre: "O Ingressos do Sul reúne os eventos de Porto Alegre e da Serra Gaúcha: shows, teatro e " +
					"festas, com ingressos vendidos pelos próprios organizadores.",
				Colors: store.Colors{
					Primary: "#0f766e", Secondary: "#fde68a", Background: "#f8fafc", Text: "#0f172a",
					Header: "#0f766e", HeaderText: "#ffffff", Footer: "#f1f5f9", FooterText: "#0f172a",
				},
				Banner: true, Categories: false, Layout: "default", Locale: "pt",
				Cookies: store.Cookies{ShowCookiesDialog: false}, EventsPerLine: 3, CitySelection: true,
				Produtos: []store.Produto{{
					Slug: "empresas", Titulo: "Ingressos para empresas",
					Resumo: "Leve sua equipe ou seus clientes aos eventos do Sul com condições para grupos.",
					Texto: "Para compras a partir de 20 ingressos de um mesmo evento, montamos uma proposta com " +
						"lugares juntos, nota fiscal em nome da empresa e pagamento por boleto faturado.\n\n" +
						"Os ingressos chegam nominais, um por pessoa, no e-mail de cada convidado, e podem ser " +
						"transferidos até a véspera do evento se alguém não puder ir.",
					Botao: &store.ProdutoBotao{Texto: "Pedir uma proposta", Link: "https://sul.example.com.br/contato"},
				}},
			},
			// Short holds and an early cart reminder, so a person (and the browser tests) can see a
			// hold expire and the abandoned-cart e-mail arrive within a minute or two.
			Checkout: store.Checkout{HoldMinutes: 1, AbandonedCartMinutes: 1},
			Footer: store.Footer{
				Columns: []store.FooterColumn{
					{Title: "Institucional", Links: []store.FooterLink{
						{Name: "Quem somos", Path: "/sobre"},
						{Name: "Para empresas", Path: "/produto-empresas"},
						{Name: "Fale conosco", Path: "https://sul.example.com.br/contato", External: true},
					}},
				},
				Apps:      &store.FooterApps{Title: "Nosso app", Android: "https://play.google.com/store/apps/details?id=br.com.ingressosdosul"},
				Social:    map[string]string{"instagram": "https://www.instagram.com/ingressosdosul"},
				LegalText: "Ingressos do Sul Eventos Ltda. — Av. Borges de Medeiros, 500, Porto Alegre/RS.",
			},
		},
	},
}
