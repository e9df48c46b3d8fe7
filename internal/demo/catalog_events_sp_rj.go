package demo

// eventsSPRJ are the São Paulo and Rio de Janeiro events.
var eventsSPRJ = []ev{
	{
		id: "sp-baile-samba-rock", nome: "Baile de Samba-Rock da Barra Funda", cat: 2, org: "org-noite-adentro",
		local: "loc-sp-galpao-barra-funda", idade: 18, destaque: true,
		when: []when{sat(0, 22, 0)},
		secs: []sec{s("Pista", 6000, 1500), s("Camarote", 15000, 200)},
		desc: "O baile que virou tradição paulistana: samba-rock, soul e black music com os melhores " +
			"dançarinos da cidade no salão. Aula aberta de passos às 22h para quem está começando.",
	},
	{
		id: "sp-trio-garoa", nome: "Trio Garoa ao Vivo", cat: 1, org: "org-mare-alta",
		local: "loc-sp-galpao-barra-funda", idade: 14,
		when: []when{d(0, 21, 0)},
		secs: []sec{s("Pista", 9000, 2000), s("Pista Premium", 16000, 600), s("Camarote", 30000, 150)},
		desc: "O trio de jazz e música brasileira apresenta hoje o repertório do novo disco, gravado ao " +
			"vivo em estúdio. Participação especial de um naipe de metais.",
	},
	{
		id: "caso-lista", nome: "Lançamento da Temporada (lista de convidados)", cat: 2, org: "org-noite-adentro",
		local: "loc-sp-galpao-barra-funda", idade: 18, mode: 42,
		when: []when{d(4, 22, 0)},
		secs: []sec{full("Lista VIP", 0, 300)},
		desc: "Festa de lançamento da nova temporada do coletivo, só para convidados. " +
			"O acesso é feito pela lista de nomes na portaria, sem venda de ingressos.",
	},
	{
		id: "caso-fila", nome: "Turnê Estádio Lotado (fila)", cat: 1, org: "org-noite-adentro",
		local: "loc-sp-galpao-barra-funda", idade: 14, fila: 30,
		when: []when{d(30, 20, 0)},
		secs: []sec{s("Pista", 18000, 5000), s("Pista premium", 35000, 1500)},
		desc: "A turnê mais esperada do ano em uma única noite paulistana. Por causa da procura, a compra " +
			"passa por uma fila de espera: cada pessoa entra na sua vez e tem 15 minutos para comprar.",
	},
	{
		id: "sp-clube-do-riso", nome: "Clube do Riso: Noite de Estreantes", cat: 4, org: "org-casa-do-riso",
		local: "loc-sp-espaco-pinheiros", idade: 16,
		when: []when{d(1, 21, 30), wk(1, 21, 30)},
		secs: []sec{s("1º lote", 4000, 120)},
		desc: "Dez comediantes estreantes testam material novo diante do público, com apresentação de um " +
			"veterano da casa. Chegue cedo: os melhores lugares são por ordem de chegada.",
	},
	{
		id: "sp-o-ultimo-bonde", nome: "O Último Bonde", cat: 3, org: "org-pinhao",
		local: "loc-sp-teatro-bela-vista", idade: 12, destaque: true,
		when: []when{d(3, 21, 0), d(4, 21, 0), d(5, 19, 0)},
		secs: []sec{s("Plateia", 12000, 300), s("Balcão", 8000, 150)},
		desc: "Musical sobre o último dia de circulação de um bonde em São Paulo, contado pelos passageiros " +
			"da viagem final. Doze atores, banda ao vivo e canções inéditas.\n\n" +
			"Duração de 90 minutos, sem intervalo.",
	},
	{
		id: "sp-fotografia-urbana", nome: "Workshop de Fotografia Urbana", cat: 7, org: "org-sabor-e-arte",
		local: "loc-sp-espaco-pinheiros",
		when:  []when{d(6, 9, 0)},
		secs:  []sec{s("Vaga", 15000, 50)},
		desc: "Uma manhã de teoria e prática pelas ruas de Pinheiros: luz, composição e retrato espontâneo. " +
			"Traga câmera ou celular; a última hora é dedicada à análise das fotos da turma.",
	},
	{
		id: "sp-vinhos-e-queijos", nome: "Noite de Vinhos e Queijos Artesanais", cat: 8, org: "org-sabor-e-arte",
		local: "loc-sp-espaco-pinheiros", idade: 18,
		when: []when{wk(4, 19, 30)}, dur: 180,
		secs: []sec{s("Degustação", 18000, 90)},
		desc: "Oito rótulos nacionais harmonizados com queijos de produtores da Serra da Canastra e do " +
			"Sul de Minas. Um sommelier conduz a degustação e conta a história de cada produtor.",
	},
	{
		id: "sp-dinossauros-cantores", nome: "Os Dinossauros Cantores", cat: 6, org: "org-pe-de-moleque",
		local: "loc-sp-teatro-bela-vista",
		when:  []when{sun(11, 0), sun(15, 0)},
		secs:  []sec{s("Plateia", 6000, 300)},
		faq:   faqInfantil,
		desc: "Um tiranossauro tímido descobre que tem a voz mais bonita do vale e monta uma banda com os " +
			"amigos. Musical com bonecos gigantes, ideal para crianças de 2 a 8 anos.",
	},
	{
		id: "rj-samba-da-lapa", nome: "Roda de Samba da Lapa", slug: "samba-da-lapa", cat: 1, org: "org-batuque",
		local: "loc-rj-casa-dos-arcos", idade: 18, destaque: true,
		when: []when{sat(0, 20, 0), wk(4, 20, 0)}, dur: 240,
		secs: []sec{s("Pista", 5000, 600), s("Mezanino", 8000, 120)},
		desc: "Cavaquinho, pandeiro e tantã ao redor da mesa, embaixo dos Arcos. A roda recebe a cada " +
			"semana um compositor convidado e termina com todo mundo cantando junto.",
	},
	{
		id: "caso-venda-externa", nome: "Copa Carioca de Vôlei de Praia (venda externa)", cat: 5,
		org: "org-movimento", local: "loc-rj-arena-praia-barra", mode: 41,
		link: "https://ingressos.example.com.br/copa-carioca-volei-de-praia",
		when: []when{d(11, 9, 0), d(12, 9, 0)}, dur: 480,
		secs: []sec{s("Arquibancada", 3000, 2000)},
		desc: "As melhores duplas do estado disputam o título na areia da Barra. " +
			"Os ingressos deste evento são vendidos no site da federação: use o link da página.",
	},
	{
		id: "rj-sunset-barra", nome: "Sunset Barra — Festa na Areia", cat: 2, org: "org-noite-adentro",
		local: "loc-rj-arena-praia-barra", idade: 18, destaque: true,
		when: []when{d(3, 16, 0)}, dur: 480,
		secs: []sec{s("Pista", 7000, 2000), s("Camarote", 30000, 60)},
		desc: "Pé na areia, pôr do sol e house music da tarde até a madrugada. Dois palcos, bar de " +
			"drinks tropicais e área de descanso com redes.",
	},
	{
		id: "rj-a-vizinha-do-302", nome: "A Vizinha do 302", cat: 3, org: "org-pinhao",
		local: "loc-rj-casa-dos-arcos", idade: 12,
		when: []when{d(2, 20, 0), d(9, 20, 0)},
		secs: []sec{s("Plateia", 8000, 200)},
		desc: "Uma síndica implacável, um condomínio em Copacabana e uma reunião que sai completamente " +
			"do controle. Comédia de costumes com três atrizes em quinze papéis.",
	},
	{
		id: "rj-carioca-de-nascenca", nome: "Carioca de Nascença — Stand-up", cat: 4, org: "org-casa-do-riso",
		local: "loc-rj-casa-dos-arcos", idade: 16,
		when: []when{sun(20, 0)},
		secs: []sec{s("1º lote", 5000, 200)},
		desc: "O que é ser carioca, afinal? Um solo de humor sobre praia em dia de semana, trânsito na " +
			"Avenida Brasil e a mania de marcar encontro sem hora certa.",
	},
	{
		id: "rj-oficina-de-pipas", nome: "Oficina de Pipas na Praia", cat: 6, org: "org-pe-de-moleque",
		local: "loc-rj-arena-praia-barra",
		when:  []when{d(6, 10, 0)}, dur: 120,
		secs: []sec{s("Criança com acompanhante", 4000, 200)},
		desc: "As crianças constroem a própria pipa com papel de seda e varetas e depois aprendem a " +
			"empiná-la com segurança, longe da fiação. Material incluído.",
	},
	{
		id: "rj-festival-de-choro", nome: "Festival de Choro da Lapa", cat: 9, org: "org-batuque",
		local: "loc-rj-casa-dos-arcos",
		when:  []when{d(-10, 17, 0), d(-9, 17, 0)}, dur: 360,
		secs: []sec{s("Passe diário", 6000, 500)},
		desc: "Dois dias de rodas de choro, oficinas de bandolim e apresentações de regionais de todo o " +
			"país. O festival já aconteceu; obrigado a todos que passaram pela Lapa.",
	},
}
