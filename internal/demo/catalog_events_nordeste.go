package demo

// eventsNordeste are the Salvador and Recife events (America/Bahia and America/Recife).
var eventsNordeste = []ev{
	{
		id: "ssa-ensaio-mare-cheia", nome: "Ensaio do Bloco Maré Cheia", cat: 2, org: "org-batuque",
		local: "loc-ssa-largo-rio-vermelho", idade: 16, destaque: true,
		when: []when{sat(0, 18, 0), wk(5, 18, 0)}, dur: 300,
		secs: []sec{s("Pista", 7000, 2500), s("Camarote", 18000, 300)},
		desc: "Os ensaios do bloco tomam o Largo do Rio Vermelho com percussão, metais e convidados " +
			"da axé music. É o esquenta oficial para o Carnaval, toda semana.\n\n" +
			"Cada sessão é um ensaio diferente, com repertório e convidados próprios.",
	},
	{
		id: "ssa-auto-da-baia", nome: "Auto da Baía", cat: 3, org: "org-pinhao",
		local: "loc-ssa-teatro-pelourinho", idade: 12, destaque: true,
		when: []when{d(4, 19, 30), d(5, 19, 30)},
		secs: []sec{s("Plateia", 5000, 200)},
		desc: "Pescadores, baianas de acarajé e um santo muito teimoso em um auto popular cheio de " +
			"música e humor. A montagem ocupa o Pelourinho em duas únicas sessões.",
	},
	{
		id: "ssa-festival-cores", nome: "Festival Cores da Bahia", slug: "festival-cores-da-bahia", cat: 9,
		org: "org-batuque", local: "loc-ssa-largo-rio-vermelho",
		when: []when{d(20, 15, 0), d(21, 15, 0), d(22, 15, 0)},
		secs: []sec{s("Pista", 10000, 4000), s("Camarote", 26000, 400)},
		desc: "Três dias de samba-reggae, ijexá, pagodão e afrobeat no Rio Vermelho, com feira de " +
			"artesanato e gastronomia baiana. Classificação livre, com espaço família até as 20h.",
	},
	{
		id: "ssa-oficina-de-acaraje", nome: "Oficina de Acarajé e Cozinha Baiana", cat: 7, org: "org-sabor-e-arte",
		local: "loc-ssa-largo-rio-vermelho",
		when:  []when{d(8, 10, 0)},
		secs:  []sec{s("Vaga", 14000, 50)},
		desc: "Uma baiana de tabuleiro ensina o preparo do acarajé do feijão-fradinho ao vatapá, " +
			"com a história e os cuidados dessa tradição. Degustação ao final da aula.",
	},
	{
		id: "ssa-torneio-de-capoeira", nome: "Torneio Aberto de Capoeira", cat: 5, org: "org-movimento",
		local: "loc-ssa-largo-rio-vermelho",
		when:  []when{sun(15, 0)}, dur: 180,
		secs: []sec{s("Arquibancada", 2000, 600)},
		desc: "Grupos de capoeira angola e regional se encontram em rodas de exibição e disputa, ao som " +
			"de berimbaus e atabaques. Um domingo inteiro de ginga à beira-mar.",
	},
	{
		id: "caso-pdv", nome: "Noite de Frevo e Maracatu", cat: 1, org: "org-batuque",
		local: "loc-rec-armazem-do-cais", idade: 14,
		when: []when{sat(0, 21, 0)}, dur: 240,
		secs: []sec{s("Pista", 6000, 1500), s("Camarote", 16000, 200), pdv("Ingresso balcão (PDV)", 6000, 300)},
		desc: "Orquestras de frevo e nações de maracatu se revezam no palco do Armazém do Cais. " +
			"Uma parte dos ingressos é vendida apenas nos pontos de venda físicos.",
	},
	{
		id: "rec-meia-maratona", nome: "Meia Maratona de Boa Viagem", slug: "meia-maratona-boa-viagem", cat: 5,
		org: "org-movimento", local: "loc-rec-arena-boa-viagem", destaque: true,
		when: []when{wk(6, 6, 0)}, dur: 240,
		secs: []sec{full("Inscrição 21 km", 13000, 2500), full("Inscrição 5 km", 8000, 1500)},
		faq:  faqCorrida,
		desc: "Percurso à beira-mar de Boa Viagem com largada ao nascer do sol, em 21 km ou 5 km. " +
			"Postos de hidratação a cada 3 km e frutas na chegada.",
	},
	{
		id: "rec-stand-up-arretado", nome: "Stand-up Arretado", cat: 4, org: "org-casa-do-riso",
		local: "loc-rec-armazem-do-cais", idade: 16,
		when: []when{d(1, 21, 0), d(8, 21, 0)},
		secs: []sec{s("1º lote", 5000, 250)},
		desc: "Comediantes pernambucanos falam de calor, forró, família grande e da eterna disputa entre " +
			"Recife e Olinda. Humor rápido, regional e sem filtro.",
	},
	{
		id: "rec-baile-do-brega", nome: "Baile do Brega Romântico", cat: 2, org: "org-noite-adentro",
		local: "loc-rec-armazem-do-cais", idade: 18, destaque: true,
		when: []when{d(15, 22, 0)}, dur: 300,
		secs: []sec{s("Pista", 4000, 1200), s("Camarote", 12000, 150)},
		desc: "A noite mais apaixonada do Recife, com brega romântico, brega-funk e muito passinho. " +
			"Cantores da cena local e DJs até o amanhecer.",
	},
	{
		id: "rec-mercado-de-sabores", nome: "Mercado de Sabores do Cais", cat: 8, org: "org-sabor-e-arte",
		local: "loc-rec-armazem-do-cais",
		when:  []when{sun(10, 0)}, dur: 480,
		secs: []sec{s("Entrada", 1500, 2000)},
		desc: "Bolo de rolo, tapioca, queijo coalho e cartola em um domingo de feira no Recife Antigo. " +
			"Produtores da Zona da Mata e do Agreste vendem e ensinam suas receitas.",
	},
}
