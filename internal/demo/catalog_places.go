package demo

import "github.com/catraca/catraca/internal/catalog"

// IBGE codes of the demo cities (internal/refdata/data/cities.json).
const (
	ibgeFlorianopolis = 4205407
	ibgePortoAlegre   = 4314902
	ibgeCuritiba      = 4106902
	ibgeVitoria       = 3205309
	ibgeBeloHorizonte = 3106200
	ibgeSaoPaulo      = 3550308
	ibgeRio           = 3304557
	ibgeSalvador      = 2927408
	ibgeRecife        = 2611606
)

// organizers are invented producers; their sites use the reserved example.com.br domain.
var organizers = []catalog.OrganizerInput{
	org("org-mare-alta", "Maré Alta Produções", "marealtaproducoes",
		"Produtora catarinense de shows e festivais à beira-mar. Desde 2012 leva música ao vivo "+
			"para praias, praças e arenas do litoral sul, sempre com atenção à acessibilidade."),
	org("org-noite-adentro", "Noite Adentro Festas", "noiteadentrofestas",
		"Coletivo de festas que ocupa galpões, areias e terraços com pistas longas e DJs convidados. "+
			"Cada edição tem identidade visual própria e equipe de redução de danos."),
	org("org-casa-do-riso", "Casa do Riso Entretenimento", "casadorisoentretenimento",
		"Agência de humor que revela novos comediantes e circula com noites de stand-up pelo país. "+
			"Trabalha com plateias intimistas e textos inéditos a cada temporada."),
	org("org-pampa-cultural", "Pampa Cultural Eventos", "pampaculturaleventos",
		"Produtora gaúcha dedicada à música regional e aos grandes festivais do Sul. Valoriza artistas "+
			"locais e a cena independente de Porto Alegre."),
	org("org-pinhao", "Pinhão Produções Artísticas", "pinhaoproducoes",
		"Companhia e produtora de artes cênicas com sede em Curitiba. Monta espetáculos autorais, "+
			"circula com temporadas pelo país e oferece oficinas de teatro."),
	org("org-sabor-e-arte", "Sabor & Arte Experiências", "saborearteexperiencias",
		"Feiras, festivais e cursos que unem gastronomia, cultura e mão na massa. Trabalha com "+
			"pequenos produtores, cozinheiros locais e instrutores de cada região."),
	org("org-movimento", "Movimento Esportes e Aventura", "movimentoesportes",
		"Organiza corridas, torneios e passeios ciclísticos abertos ao público. Cuida de percursos, "+
			"cronometragem e kits com foco em segurança e inclusão."),
	org("org-pe-de-moleque", "Pé de Moleque Produções Infantis", "pedemolequeinfantil",
		"Espetáculos, contações de histórias e oficinas para crianças e famílias. Todas as montagens "+
			"têm sessões com intérprete de Libras e duração pensada para os pequenos."),
	org("org-batuque", "Batuque Brasil Produções", "batuquebrasil",
		"Produtora de ritmos brasileiros: samba, frevo, maracatu, axé e congo. Realiza ensaios, rodas "+
			"e festivais em Salvador, Recife, Rio de Janeiro e Vitória."),
}

func org(id, nome, instagram, descricao string) catalog.OrganizerInput {
	host := instagram + ".example.com.br"
	// The e-mail receives customers' messages: example.com (RFC 2606) never delivers to anyone.
	return catalog.OrganizerInput{ID: id, Nome: nome, Descricao: descricao, Email: instagram + "@example.com",
		Site: "https://" + host, Instagram: instagram}
}

// places are invented venues on plausible streets, near each city's centre.
func places() []catalog.PlaceInput {
	return []catalog.PlaceInput{
		place("loc-fln-arena-lagoa", "Arena Lagoa", "Avenida das Rendeiras, 1450", "Lagoa da Conceição",
			"88062-400", ibgeFlorianopolis, -27.6012, -48.4703),
		place("loc-fln-teatro-da-ilha", "Teatro da Ilha", "Rua dos Ilhéus, 220", "Centro",
			"88010-560", ibgeFlorianopolis, -27.5962, -48.5518),
		place("loc-fln-casarao", "Casarão Açoriano", "Rua da Igreja, 45", "Santo Antônio de Lisboa",
			"88050-100", ibgeFlorianopolis, -27.5083, -48.5201),
		place("loc-fln-parque-beira-mar", "Parque de Eventos Beira-Mar", "Avenida Beira-Mar Norte, 3000",
			"Agronômica", "88025-000", ibgeFlorianopolis, -27.5801, -48.5402),
		place("loc-poa-usina", "Usina Cultural do Guaíba", "Avenida da Orla, 500", "Centro Histórico",
			"90010-000", ibgePortoAlegre, -30.0331, -51.2408),
		place("loc-poa-palco-cidade-baixa", "Bar e Palco Cidade Baixa", "Rua da República, 380", "Cidade Baixa",
			"90050-320", ibgePortoAlegre, -30.0412, -51.2203),
		place("loc-poa-ginasio-azenha", "Ginásio Azenha", "Rua do Ginásio, 700", "Azenha",
			"90160-000", ibgePortoAlegre, -30.0521, -51.2172),
		place("loc-cwb-teatro-pinheirais", "Teatro dos Pinheirais", "Rua das Araucárias, 900", "Centro",
			"80020-300", ibgeCuritiba, -25.4291, -49.2702),
		place("loc-cwb-galpao-sao-francisco", "Galpão São Francisco", "Rua do Largo, 150", "São Francisco",
			"80410-000", ibgeCuritiba, -25.4262, -49.2761),
		place("loc-vix-arena-camburi", "Arena Camburi", "Avenida Beira-Mar de Camburi, 1200", "Jardim Camburi",
			"29090-000", ibgeVitoria, -20.2652, -40.2688),
		place("loc-vix-teatro-capixaba", "Teatro Capixaba", "Rua Sete de Setembro, 210", "Centro",
			"29015-000", ibgeVitoria, -20.3196, -40.3379),
		place("loc-bh-casa-savassi", "Casa Savassi", "Rua das Minas, 600", "Savassi",
			"30140-110", ibgeBeloHorizonte, -19.9371, -43.9352),
		place("loc-bh-espaco-pampulha", "Espaço Lagoa da Pampulha", "Avenida da Lagoa, 2100", "Pampulha",
			"31270-000", ibgeBeloHorizonte, -19.8522, -43.9718),
		place("loc-sp-galpao-barra-funda", "Galpão Barra Funda", "Rua dos Trilhos, 1200", "Barra Funda",
			"01139-000", ibgeSaoPaulo, -23.5261, -46.6669),
		place("loc-sp-teatro-bela-vista", "Teatro Bela Vista", "Rua do Bixiga, 310", "Bela Vista",
			"01325-000", ibgeSaoPaulo, -23.5572, -46.6451),
		place("loc-sp-espaco-pinheiros", "Espaço Pinheiros", "Rua dos Pinheiros, 540", "Pinheiros",
			"05422-001", ibgeSaoPaulo, -23.5668, -46.6829),
		place("loc-rj-casa-dos-arcos", "Casa dos Arcos", "Rua dos Arcos, 40", "Lapa",
			"20230-060", ibgeRio, -22.9131, -43.1801),
		place("loc-rj-arena-praia-barra", "Arena Praia da Barra", "Avenida Litorânea, 3500", "Barra da Tijuca",
			"22620-170", ibgeRio, -23.0102, -43.3298),
		place("loc-ssa-largo-rio-vermelho", "Largo Cultural do Rio Vermelho", "Rua da Paciência, 120",
			"Rio Vermelho", "41950-000", ibgeSalvador, -13.0121, -38.4909),
		place("loc-ssa-teatro-pelourinho", "Teatro do Pelourinho", "Rua das Portas do Carmo, 50", "Pelourinho",
			"40026-280", ibgeSalvador, -12.9721, -38.5081),
		place("loc-rec-armazem-do-cais", "Armazém do Cais", "Avenida do Cais, 250", "Recife",
			"50030-230", ibgeRecife, -8.0631, -34.8712),
		place("loc-rec-arena-boa-viagem", "Arena Boa Viagem", "Avenida Beira-Mar de Boa Viagem, 4000", "Boa Viagem",
			"51020-000", ibgeRecife, -8.1191, -34.9002),
	}
}

func place(id, nome, endereco, bairro, cep string, city int, lat, lng float64) catalog.PlaceInput {
	return catalog.PlaceInput{ID: id, Nome: nome, Endereco: endereco, Bairro: bairro, CEP: cep,
		CidadeIBGE: city, Latitude: &lat, Longitude: &lng}
}

// FAQ shared by events of a kind; the festival's is the complete one.
var (
	faqFestival = []faq{
		{"Quem tem direito à meia-entrada?", "Estudantes, pessoas com deficiência e um acompanhante, " +
			"jovens de baixa renda com ID Jovem e pessoas a partir de 60 anos, como prevê a Lei 12.933/2013. " +
			"Apresente o documento que comprova o benefício na entrada."},
		{"O evento tem acessibilidade?", "Sim. Há rampas de acesso, banheiros adaptados, área reservada " +
			"em frente ao palco para pessoas com deficiência e intérprete de Libras nos shows principais."},
		{"Quais são os horários?", "Os portões abrem às 14h nos dois dias e o último show termina por " +
			"volta da meia-noite. A programação completa por palco é divulgada na semana do evento."},
		{"Posso sair e voltar?", "Não. Depois de sair do espaço do festival, o ingresso não permite " +
			"uma nova entrada no mesmo dia."},
		{"Menores de idade podem entrar?", "Sim, a classificação é livre. Menores de 16 anos precisam " +
			"estar acompanhados dos pais ou de um responsável maior de idade."},
	}
	faqShow = []faq{
		{"Como funciona a meia-entrada?", "O desconto de 50% vale para estudantes, pessoas com deficiência, " +
			"jovens com ID Jovem e idosos. Leve o documento original: sem ele, será cobrada a diferença."},
		{"Que horas abrem os portões?", "Os portões abrem duas horas antes do show. A banda de abertura " +
			"começa uma hora antes da atração principal."},
		{"Há área para pessoas com deficiência?", "Sim, há plataforma elevada com acompanhante na pista, " +
			"acesso por rampa e banheiros adaptados."},
		{"Posso levar câmera?", "Celulares e câmeras compactas, sim. Câmeras profissionais com lente " +
			"destacável não são permitidas."},
	}
	faqTeatro = []faq{
		{"A meia-entrada vale para todas as sessões?", "Sim. Estudantes, pessoas com deficiência, jovens " +
			"com ID Jovem e idosos pagam meia em qualquer setor, mediante comprovação."},
		{"Posso entrar depois do início?", "Após o início do espetáculo, a entrada só é liberada em um " +
			"intervalo adequado, conforme orientação da equipe."},
		{"O teatro é acessível?", "A plateia tem lugares para cadeira de rodas e acompanhante, e a sessão " +
			"de domingo conta com audiodescrição."},
	}
	faqGastro = []faq{
		{"O ingresso inclui comida?", "A entrada dá acesso ao espaço e às atrações. As porções são pagas " +
			"à parte em cada estande, exceto no passaporte de degustação."},
		{"Quais são os horários?", "O evento abre ao meio-dia e a cozinha dos estandes fecha meia hora " +
			"antes do encerramento."},
		{"Tem opções vegetarianas?", "Sim. Todos os estandes sinalizam pratos vegetarianos, veganos e " +
			"sem glúten no cardápio."},
	}
	faqInfantil = []faq{
		{"Criança paga ingresso?", "Crianças a partir de 2 anos pagam ingresso; abaixo dessa idade, " +
			"entram no colo do responsável sem custo."},
		{"Quanto tempo dura o espetáculo?", "Cerca de uma hora, sem intervalo."},
		{"Há meia-entrada?", "Sim, para estudantes, professores da rede pública conforme lei local, " +
			"pessoas com deficiência e idosos, com comprovação na entrada."},
	}
	faqCorrida = []faq{
		{"Onde retiro o kit?", "A retirada do kit acontece nos dois dias anteriores à prova, no local " +
			"da largada, das 10h às 19h, com documento com foto."},
		{"Qual é o horário da largada?", "A largada é às 6h em ponto. Chegue com pelo menos 40 minutos " +
			"de antecedência para o aquecimento."},
		{"A prova tem categoria para cadeirantes?", "Sim, há largada própria para atletas em cadeira de " +
			"rodas e guias para pessoas com deficiência visual."},
	}
)
