package demo

// eventsMGES are the Belo Horizonte and Vitória events.
var eventsMGES = []ev{
	{
		id: "caso-pausado", nome: "Stand-up Risada Garantida (vendas pausadas)", cat: 4, org: "org-casa-do-riso",
		local: "loc-bh-casa-savassi", idade: 16, mode: 43,
		when: []when{d(10, 21, 0)},
		secs: []sec{s("Plateia", 5000, 250)},
		desc: "Três comediantes mineiros em uma noite de histórias de família, pão de queijo e " +
			"trânsito na Savassi. As vendas estão temporariamente pausadas pela produção.",
	},
	{
		id: "bh-queijos-e-cachacas", nome: "Festival Mineiro de Queijos e Cachaças", slug: "queijos-e-cachacas-bh",
		cat: 9, org: "org-sabor-e-arte", local: "loc-bh-espaco-pampulha", idade: 18, destaque: true,
		when: []when{sat(0, 12, 0), sat(1, 12, 0)}, dur: 540,
		secs: []sec{s("Entrada", 4000, 2500), s("Degustação premium", 12000, 400)},
		faq:  faqGastro,
		desc: "Queijos premiados do Serro, da Canastra e do Campo das Vertentes ao lado de cachaças " +
			"de alambique de todo o estado. Shows de viola caipira nos dois dias.\n\n" +
			"Venda e degustação de bebidas alcoólicas apenas para maiores de 18 anos.",
	},
	{
		id: "bh-serenata-mineira", nome: "Serenata Mineira", cat: 1, org: "org-mare-alta",
		local: "loc-bh-casa-savassi", idade: 12, destaque: true,
		when: []when{wk(5, 20, 0)},
		secs: []sec{s("Plateia", 9000, 350), s("Mesa", 14000, 80)},
		desc: "Um encontro de vozes e violões com o repertório das serestas de Diamantina e canções " +
			"mineiras que atravessaram gerações. Noite para ouvir sentado, com mesas no salão.",
	},
	{
		id: "bh-sapo-tocador", nome: "Teatro de Bonecos: O Sapo Tocador", cat: 6, org: "org-pe-de-moleque",
		local: "loc-bh-casa-savassi",
		when:  []when{d(0, 16, 0), sat(1, 10, 30)},
		secs:  []sec{s("Plateia", 4000, 200)},
		desc: "Um sapo que sonha tocar sanfona na festa da lagoa precisa convencer os bichos de que " +
			"música não tem tamanho. Bonecos de mesa e cantigas populares.",
	},
	{
		id: "bh-volta-da-pampulha", nome: "Volta da Lagoa da Pampulha 10K", cat: 5, org: "org-movimento",
		local: "loc-bh-espaco-pampulha",
		when:  []when{sun(7, 0)}, dur: 180,
		secs: []sec{full("Inscrição", 8000, 3000)},
		desc: "A clássica volta completa na orla da Pampulha, com largada e chegada no Espaço Lagoa. " +
			"Kit com camiseta técnica, medalha e chip de cronometragem.",
	},
	{
		id: "bh-curso-de-barista", nome: "Curso de Barista: do Grão à Xícara", cat: 7, org: "org-sabor-e-arte",
		local: "loc-bh-casa-savassi",
		when:  []when{wk(1, 14, 0)},
		secs:  []sec{s("Vaga", 19000, 50)},
		desc: "Torra, moagem, extração e vaporização do leite com cafés especiais do Sul de Minas. " +
			"Aula prática em máquinas profissionais, com certificado ao final.",
	},
	{
		id: "caso-vendas-encerradas", nome: "Corrida Noturna da Orla (inscrições encerradas)", cat: 5,
		org: "org-movimento", local: "loc-vix-arena-camburi", salesClosed: true,
		when: []when{d(6, 20, 0)}, dur: 120,
		secs: []sec{full("Inscrição", 9000, 1500)},
		desc: "Prova noturna de 7 km pela orla de Camburi, com iluminação especial e DJ na chegada. " +
			"As inscrições já foram encerradas pela organização.",
	},
	{
		id: "vix-festival-da-moqueca", nome: "Festival da Moqueca Capixaba", cat: 8, org: "org-sabor-e-arte",
		local: "loc-vix-arena-camburi", destaque: true,
		when: []when{sat(0, 11, 0), sat(1, 11, 0)}, dur: 540,
		secs: []sec{s("Entrada", 2500, 3000)},
		desc: "Panelas de barro, urucum e peixe fresco: as paneleiras e os restaurantes da Grande Vitória " +
			"servem a moqueca em versões tradicionais e criativas. Shows de congo no fim da tarde.",
	},
	{
		id: "vix-congo-e-reggae", nome: "Noite de Congo e Reggae", cat: 1, org: "org-batuque",
		local: "loc-vix-arena-camburi", idade: 14, destaque: true,
		when: []when{wk(4, 21, 0)},
		secs: []sec{s("Pista", 6000, 2000), s("Camarote", 15000, 200)},
		desc: "As bandas de congo de Vitória encontram o reggae capixaba num show de tambores, casacas " +
			"e guitarras. Uma celebração da música que nasceu nas praias do Espírito Santo.",
	},
	{
		id: "vix-tempo-de-mare", nome: "Tempo de Maré", cat: 3, org: "org-pinhao",
		local: "loc-vix-teatro-capixaba", idade: 12,
		when: []when{d(3, 20, 0), d(10, 20, 0)},
		secs: []sec{s("Plateia", 6000, 300), s("Mezanino", 4000, 150)},
		desc: "Uma marisqueira e seu neto reconstroem a história da família a partir das marés do " +
			"manguezal. Espetáculo poético, com música e projeções.",
	},
	{
		id: "caso-gratuito", nome: "Contação de Histórias na Praça (gratuito)", cat: 6, org: "org-pe-de-moleque",
		local: "loc-vix-teatro-capixaba",
		when:  []when{d(2, 10, 0)},
		secs:  []sec{s("Entrada gratuita", 0, 200)},
		desc: "Lendas capixabas contadas com bonecos, música e muita participação das crianças. A entrada " +
			"é gratuita; retire seu ingresso para garantir o lugar.",
	},
}
