import type { EventDetail } from '../features/event/types';
import type { EventCard, EventList } from '../features/events/types';

/** An EventCard shaped like docs/api-contract.md. */
export function eventCardFixture(overrides: Partial<EventCard> = {}): EventCard {
  const id = overrides.id ?? 1;
  return {
    id,
    nome: `Evento ${id}`,
    slug: null,
    url: `/evento/${id}`,
    imagem: `/media/demo/events/e${id}.svg`,
    data: '2026-12-05T21:00:00-03:00',
    sessoes: 1,
    local: 'Arena Lagoa',
    cidade: 'Florianópolis',
    uf: 'SC',
    categoria: 1,
    categoria_nome: 'Shows',
    timezone: 'America/Sao_Paulo',
    preco_minimo: 12000,
    one_checkout: 0,
    esgotado: false,
    cancelado: false,
    ...overrides,
  };
}

export function eventListFixture(eventos: EventCard[], total = eventos.length, pagina = 1, por_pagina = 24): EventList {
  return { eventos, total, pagina, por_pagina };
}

/** An event page answer, open for sale, with two sessions. */
export function eventDetailFixture(overrides: Partial<EventDetail> = {}): EventDetail {
  const id = overrides.id ?? 7;
  return {
    id,
    nome: 'Rock na Ilha',
    slug: 'rock-na-ilha',
    url: '/rock-na-ilha',
    descricao: 'Primeiro parágrafo.\n\nSegundo parágrafo.',
    imagem: '/media/demo/events/rock.svg',
    categoria: { codigo: 1, nome: 'Shows', oculto: 0 },
    classificacao: 16,
    timezone: 'America/Sao_Paulo',
    site_visibilidade: 'N',
    data_cancelamento: null,
    data_min_venda: null,
    data_max_venda: null,
    one_checkout: 0,
    link_externo: '',
    local: {
      nome: 'Arena Lagoa',
      endereco: 'Rua das Rendeiras, 100',
      bairro: 'Lagoa da Conceição',
      cep: '88062-000',
      cidade: 'Florianópolis',
      uf: 'SC',
      latitude: -27.6,
      longitude: -48.47,
    },
    organizador: { id: 3, nome: 'Maré Alta Produções', logo: '/media/demo/org.svg' },
    relacionados: [
      {
        id: 101,
        data: '2099-12-05T21:00:00-03:00',
        data_fim: null,
        data_encerramento: null,
        setores: [
          { id: 1001, nome: 'Pista', preco: 12000, preco_meia: 6000, esgotado: false, ultimos: true, inicio_venda: null, fim_venda: null },
          { id: 1002, nome: 'Camarote', preco: 30000, preco_meia: null, esgotado: true, ultimos: false, inicio_venda: null, fim_venda: null },
        ],
      },
      {
        id: 102,
        data: '2099-12-06T20:00:00-03:00',
        data_fim: null,
        data_encerramento: null,
        setores: [
          { id: 1003, nome: 'Pista domingo', preco: 10000, preco_meia: 5000, esgotado: false, ultimos: false, inicio_venda: null, fim_venda: null },
        ],
      },
    ],
    tem_faq: false,
    venda: { status: 'aberta' },
    ...overrides,
  };
}
