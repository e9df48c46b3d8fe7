package demo

// eventsSC are the Florianópolis events: the default city has the most.
var eventsSC = []ev{
	{
		id: "fln-festival-de-verao", nome: "Festival de Verão Floripa", slug: "festival-de-verao-floripa",
		cat: 9, org: "org-mare-alta", local: "loc-fln-parque-beira-mar", destaque: true,
		when: []when{sat(0, 14, 0), sat(1, 14, 0)},
		secs: []sec{s("Pista — 1º lote", 12000, 3000), s("Pista Premium", 22000, 1200), s("Camarote Open Bar", 45000, 300)},
		faq:  faqFestival,
		desc: "Dois dias de música à beira-mar com três palcos, food trucks e pôr do sol na Baía Norte. " +
			"A programação mistura nomes consagrados da MPB, bandas independentes do Sul e DJs até a meia-noite.\n\n" +
			"O ingresso vale para um dia; para curtir o fim de semana inteiro, escolha as duas sessões.",
	},
	{
		id: "fln-rock-na-ilha", nome: "Rock na Ilha", slug: "rock-na-ilha",
		cat: 1, org: "org-mare-alta", local: "loc-fln-arena-lagoa", idade: 16, destaque: true,
		when: []when{wk(4, 21, 0)},
		secs: []sec{s("Pista", 8000, 1500), s("Pista Premium", 14000, 500), s("Camarote", 25000, 120)},
		faq:  faqShow,
		desc: "Quatro bandas autorais de rock catarinense dividem o palco da Arena Lagoa numa noite de " +
			"guitarras altas. Tem show de abertura às 20h e a atração principal sobe ao palco pontualmente às 21h.",
	},
	{
		id: "fln-balada-mare-noturna", nome: "Balada Maré Noturna", cat: 2, org: "org-noite-adentro",
		local: "loc-fln-arena-lagoa", idade: 18,
		when: []when{d(0, 23, 0)},
		secs: []sec{s("Pista — 1º lote", 4000, 800), s("Área VIP", 9000, 150)},
		desc: "A pista mais longa da Lagoa abre hoje às 23h e só fecha com o sol nascendo. House, disco e " +
			"brasilidades com DJs residentes e convidada surpresa.",
	},
	{
		id: "fln-o-mane-e-o-mar", nome: "O Mané e o Mar", cat: 3, org: "org-pinhao",
		local: "loc-fln-teatro-da-ilha", idade: 12,
		when: []when{d(-3, 20, 0), d(4, 20, 0), d(11, 20, 0), d(18, 20, 0)},
		secs: []sec{s("Plateia A", 9000, 200), s("Plateia B", 7000, 180), s("Mezanino", 5000, 120)},
		desc: "Comédia sobre um pescador do Ribeirão da Ilha que decide disputar uma regata contra os " +
			"turistas do bairro. Um retrato carinhoso do jeito manezinho de falar, rir e receber.\n\n" +
			"Temporada com sessões semanais no Teatro da Ilha.",
	},
	{
		id: "fln-riso-de-quinta", nome: "Riso de Quinta na Ilha", cat: 4, org: "org-casa-do-riso",
		local: "loc-fln-teatro-da-ilha", idade: 16,
		when: []when{wk(3, 21, 0)},
		secs: []sec{s("1º lote", 5000, 150), s("2º lote", 6500, 150)},
		desc: "Cinco comediantes, dez minutos cada e nenhum assunto proibido. A noite de stand-up mais " +
			"disputada de Florianópolis reúne nomes da cena local e um convidado de fora.",
	},
	{
		id: "fln-regata-baia-norte", nome: "Regata da Baía Norte", cat: 5, org: "org-movimento",
		local: "loc-fln-parque-beira-mar",
		when:  []when{sun(9, 0)}, dur: 240,
		secs: []sec{s("Arquibancada livre", 0, 600)},
		desc: "Veleiros de todo o estado largam em frente à Beira-Mar Norte numa prova aberta ao público. " +
			"A arquibancada é gratuita, mas é preciso garantir o ingresso para controle de lotação.",
	},
	{
		id: "fln-curso-de-sushi", nome: "Curso de Sushi e Frutos do Mar", cat: 7, org: "org-sabor-e-arte",
		local: "loc-fln-casarao",
		when:  []when{d(6, 14, 0)},
		secs:  []sec{s("Vaga com material", 18000, 50)},
		desc: "Aula prática com ostras, camarões e peixes da ilha: do corte ao enrolar do sushi. Todo o " +
			"material está incluído e cada aluno leva para casa o que preparou.\n\n" +
			"Não é preciso experiência na cozinha.",
	},
	{
		id: "fln-rota-da-ostra", nome: "Rota da Ostra — Degustação no Casarão", cat: 8, org: "org-sabor-e-arte",
		local: "loc-fln-casarao", idade: 18, destaque: true,
		when: []when{sat(1, 12, 0)}, dur: 300,
		secs: []sec{s("Degustação completa", 16000, 120)},
		desc: "Ostras frescas de Santo Antônio de Lisboa preparadas de seis jeitos, harmonizadas com " +
			"espumantes da serra catarinense. Música ao vivo e vista para o mar durante toda a tarde.",
	},
	{
		id: "fln-bruxinha-da-lagoa", nome: "A Bruxinha da Lagoa", cat: 6, org: "org-pe-de-moleque",
		local: "loc-fln-teatro-da-ilha",
		when:  []when{sat(0, 16, 0), sat(1, 11, 0)},
		secs:  []sec{s("Plateia", 5000, 250)},
		desc: "Uma bruxinha desastrada tenta devolver a lua ao céu depois de pescá-la por engano na " +
			"Lagoa da Conceição. Teatro de bonecos com músicas para cantar junto.",
	},
	{
		// Never listed, like every protected event: the slug is the way in (README).
		id: "caso-senha", nome: "Pré-estreia para Convidados (com senha)", slug: "pre-estreia-convidados", cat: 3, org: "org-pinhao",
		local: "loc-fln-teatro-da-ilha", idade: 14, senha: demoPassword,
		when: []when{d(9, 20, 0)},
		secs: []sec{s("Plateia", 6000, 200)},
		desc: "Sessão fechada de pré-estreia da nova montagem da Pinhão Produções, para convidados e imprensa. " +
			"O acesso à página exige a senha enviada no convite.",
	},
	{
		id: "caso-cancelado", nome: "Luau da Lua Cheia (cancelado)", cat: 1, org: "org-mare-alta",
		local: "loc-fln-arena-lagoa", idade: 14, cancelled: true,
		when: []when{d(8, 20, 0)},
		secs: []sec{s("Pista", 6000, 800)},
		desc: "Voz, violão e fogueira na areia para celebrar a lua cheia. O evento foi cancelado pela " +
			"produção; quem comprou recebe o reembolso automaticamente.",
	},
	{
		id: "caso-esgotado", nome: "Voz e Violão no Casarão (esgotado)", cat: 1, org: "org-mare-alta",
		local: "loc-fln-casarao", idade: 12, soldOut: true,
		when: []when{d(12, 20, 30)},
		secs: []sec{s("Plateia", 9000, 2), s("Mesa na varanda", 14000, 1)},
		desc: "Um show intimista para poucos lugares no salão do Casarão Açoriano, com repertório de " +
			"canções praieiras. Todos os ingressos foram vendidos.",
	},
	{
		id: "fln-noite-do-samba", nome: "Noite do Samba de Raiz", cat: 1, org: "org-batuque",
		local: "loc-fln-casarao", idade: 14,
		when: []when{d(-10, 21, 0)},
		secs: []sec{s("Pista", 5000, 300)},
		desc: "Roda de samba com repertório de partido-alto e sambas-enredo clássicos. A última edição " +
			"lotou o Casarão; fique de olho na próxima data.",
	},
	{
		id: "fln-corrida-da-ponte", nome: "Corrida da Ponte 10K", cat: 5, org: "org-movimento",
		local: "loc-fln-parque-beira-mar",
		when:  []when{wk(6, 7, 0)}, dur: 180,
		secs: []sec{full("Inscrição 5 km", 9000, 2000), full("Inscrição 10 km", 12000, 1500)},
		desc: "Percurso plano pela Beira-Mar Norte com vista para as pontes da ilha, em 5 ou 10 km. " +
			"Inscrição com camiseta, medalha, chip de cronometragem e hidratação.",
	},
}
