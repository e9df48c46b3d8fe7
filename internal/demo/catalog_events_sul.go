package demo

// eventsSul are the Porto Alegre and Curitiba events.
var eventsSul = []ev{
	{
		id: "poa-feira-do-pampa", nome: "Feira de Sabores do Pampa", cat: 8, org: "org-sabor-e-arte",
		local: "loc-poa-usina",
		when:  []when{d(0, 11, 0)}, dur: 660,
		secs: []sec{s("Entrada", 2000, 3000)},
		desc: "Charque, queijo serrano, cucas e vinhos coloniais de pequenos produtores do interior gaúcho. " +
			"A feira fica aberta hoje das 11h às 22h, com oficinas rápidas de chimarrão no fim da tarde.",
	},
	{
		id: "poa-milonga-e-chamame", nome: "Noite de Milonga e Chamamé", cat: 1, org: "org-pampa-cultural",
		local: "loc-poa-palco-cidade-baixa", idade: 14,
		when: []when{sat(0, 21, 0)},
		secs: []sec{s("Pista", 5000, 300), s("Mezanino", 7000, 80)},
		desc: "Acordeões, violões de sete cordas e a poesia da fronteira num dos palcos mais tradicionais " +
			"da Cidade Baixa. Uma noite para ouvir de perto e, quem sabe, arriscar uns passos.",
	},
	{
		id: "caso-em-breve", nome: "Festival Sul Sonoro (vendas em breve)", cat: 9, org: "org-pampa-cultural",
		local: "loc-poa-usina", idade: 16, salesSoon: true,
		when: []when{d(30, 15, 0), d(31, 15, 0)},
		secs: []sec{s("Pista — 1º lote", 15000, 4000), s("Camarote", 38000, 300)},
		desc: "Dois dias de festival na orla do Guaíba com a nova geração da música do Sul. " +
			"As vendas abrem em breve: volte na data indicada para garantir o primeiro lote.",
	},
	{
		id: "poa-bah-que-piada", nome: "Bah, Que Piada! Stand-up Gaúcho", cat: 4, org: "org-casa-do-riso",
		local: "loc-poa-palco-cidade-baixa", idade: 16, destaque: true,
		when: []when{wk(2, 21, 0)},
		secs: []sec{s("1º lote", 5000, 200)},
		desc: "Humor com sotaque: quatro comediantes gaúchos falam de churrasco, frio, futebol e da " +
			"eterna briga sobre o jeito certo de tomar chimarrão. Textos novos a cada apresentação.",
	},
	{
		id: "poa-cartas-ao-guaiba", nome: "Cartas ao Guaíba", cat: 3, org: "org-pinhao",
		local: "loc-poa-usina", idade: 14, destaque: true,
		when: []when{d(5, 20, 0), d(6, 20, 0), d(7, 18, 0)},
		secs: []sec{s("Plateia A", 8000, 220), s("Plateia B", 6000, 200)},
		faq:  faqTeatro,
		desc: "Três gerações de uma família ribeirinha trocam cartas com o rio que atravessa suas vidas. " +
			"Um drama delicado, com trilha executada ao vivo por um quarteto de cordas.\n\n" +
			"Curta temporada de três sessões na Usina Cultural.",
	},
	{
		id: "poa-final-futsal", nome: "Final do Estadual de Futsal", cat: 5, org: "org-movimento",
		local: "loc-poa-ginasio-azenha",
		when:  []when{d(3, 19, 30)}, dur: 120,
		secs: []sec{s("Arquibancada", 4000, 2500), s("Cadeira numerada", 7000, 600)},
		desc: "A decisão do campeonato estadual de futsal, com as duas melhores campanhas da temporada. " +
			"Ginásio com torcida mista e transmissão no telão.",
	},
	{
		id: "poa-curso-churrasco", nome: "Curso de Churrasco Campeiro", cat: 7, org: "org-sabor-e-arte",
		local: "loc-poa-usina",
		when:  []when{d(13, 10, 0)}, dur: 300,
		secs: []sec{s("Vaga", 22000, 60)},
		desc: "Do fogo de chão ao ponto da costela: um assador experiente ensina cortes, sal grosso e " +
			"tempo de brasa. Almoço incluído com tudo o que for preparado na aula.",
	},
	{
		id: "poa-circo-no-parque", nome: "Circo no Parque: Palhaços do Sul", cat: 6, org: "org-pe-de-moleque",
		local: "loc-poa-ginasio-azenha",
		when:  []when{sun(16, 0)},
		secs:  []sec{s("Plateia infantil", 3000, 500), s("Acompanhante", 4000, 500)},
		desc: "Malabares, acrobacias e uma trupe de palhaços atrapalhados num espetáculo para toda a " +
			"família. Ao final, as crianças podem subir ao picadeiro para uma foto com o elenco.",
	},
	{
		id: "caso-bilheteria", nome: "Orquestra de Câmara dos Pinheirais (só na bilheteria)", cat: 1,
		org: "org-pinhao", local: "loc-cwb-teatro-pinheirais", mode: 40,
		when: []when{d(9, 20, 0)},
		secs: []sec{s("Plateia", 6000, 400)},
		desc: "Concerto com obras de compositores brasileiros e um solista convidado ao violoncelo. " +
			"Os ingressos são vendidos apenas na bilheteria do teatro, a partir de uma hora antes.",
	},
	{
		id: "cwb-festival-sabores", nome: "Festival Sabores de Curitiba", slug: "festival-sabores-de-curitiba",
		cat: 8, org: "org-sabor-e-arte", local: "loc-cwb-galpao-sao-francisco", destaque: true,
		when: []when{sat(0, 12, 0), sat(1, 12, 0)}, dur: 540,
		secs: []sec{s("Entrada", 3000, 2000), s("Passaporte degustação", 9000, 500)},
		faq:  faqGastro,
		desc: "Barreado, pierogi, pinhão e cervejas artesanais em um fim de semana no Galpão São Francisco. " +
			"São mais de trinta cozinhas, aulas-show e espaço kids.\n\n" +
			"O passaporte dá direito a dez porções de degustação.",
	},
	{
		id: "cwb-quando-a-neblina-baixa", nome: "Quando a Neblina Baixa", cat: 3, org: "org-pinhao",
		local: "loc-cwb-teatro-pinheirais", idade: 14, destaque: true,
		when: []when{wk(3, 20, 0), wk(4, 20, 0), wk(5, 20, 0), wk(6, 18, 0)},
		secs: []sec{s("Plateia A", 7000, 250), s("Plateia B", 5000, 200), s("Camarote", 9000, 40)},
		desc: "Numa pensão do centro de Curitiba, cinco hóspedes ficam presos por uma neblina que não " +
			"se dissipa. Suspense com humor ácido e cenário que se transforma diante do público.",
	},
	{
		id: "cwb-festa-indie", nome: "Festa Indie do Galpão", cat: 2, org: "org-noite-adentro",
		local: "loc-cwb-galpao-sao-francisco", idade: 18,
		when: []when{d(2, 23, 0)}, dur: 300,
		secs: []sec{s("Pista", 4000, 700)},
		desc: "Indie rock, britpop e pós-punk das antigas e de agora, com telão de clipes e pista até o " +
			"fim da madrugada. Traga seus pedidos: a cabine aceita sugestões.",
	},
	{
		id: "cwb-frio-de-rachar", nome: "Stand-up Frio de Rachar", cat: 4, org: "org-casa-do-riso",
		local: "loc-cwb-teatro-pinheirais", idade: 16,
		when: []when{d(16, 21, 0)},
		secs: []sec{s("Plateia", 6000, 300), s("Plateia premium", 7500, 100)},
		desc: "Um solo de stand-up sobre a vida em uma cidade onde se usa casaco em janeiro. Observações " +
			"afiadas sobre ônibus, vizinhos e a arte de não cumprimentar ninguém no elevador.",
	},
	{
		id: "cwb-sarau-das-araucarias", nome: "Sarau das Araucárias", cat: 1, org: "org-pinhao",
		local: "loc-cwb-galpao-sao-francisco",
		when:  []when{d(-30, 19, 0)},
		secs:  []sec{s("Entrada", 3000, 400)},
		desc: "Música, poesia e projeções num sarau aberto a artistas da cidade. Esta edição já aconteceu; " +
			"a próxima será anunciada em breve.",
	},
	{
		id: "cwb-oficina-de-improviso", nome: "Oficina de Improviso para Iniciantes", cat: 7, org: "org-pinhao",
		local: "loc-cwb-galpao-sao-francisco", idade: 14,
		when: []when{d(7, 14, 0), d(14, 14, 0)}, dur: 180,
		secs: []sec{s("Vaga", 12000, 60)},
		desc: "Jogos teatrais, escuta e criação de cenas na hora, para quem nunca pisou num palco. " +
			"Cada sessão é uma turma independente: escolha a data que preferir.",
	},
	{
		id: "cwb-pedal-noturno", nome: "Pedal Noturno Curitibano", cat: 5, org: "org-movimento",
		local: "loc-cwb-galpao-sao-francisco",
		when:  []when{d(5, 19, 30)}, dur: 150,
		secs: []sec{full("Inscrição com kit", 7000, 800), full("Inscrição sem kit", 0, 1000)},
		desc: "Passeio ciclístico de 20 km pelas ruas históricas e parques iluminados da cidade, com " +
			"batedores e carro de apoio. Obrigatório o uso de capacete e luzes na bicicleta.",
	},
}
