import type { EventDoc } from '../../features/console/event-form/document';

/** An event's document as GET /organizer/events/{id} answers it: times in RFC 3339 in its zone. */
export function eventDocFixture(overrides: Partial<EventDoc> = {}): EventDoc {
  return {
    id: 'ev-0123456789abcdef',
    nome: 'Noite de Frevo',
    slug: 'noite-de-frevo',
    descricao: 'Frevo a noite toda.',
    imagem: '',
    categoria: 1,
    organizador: 'mare-alta',
    local: 'paco',
    timezone: 'America/Recife',
    senha: '',
    cancelado_em: null,
    venda_inicio: '2026-12-01T10:00:00-03:00',
    venda_fim: null,
    one_checkout: 0,
    link_externo: '',
    classificacao: 16,
    destaque: true,
    limite_por_pedido: 6,
    limite_por_cpf: 4,
    limite_por_endereco: null,
    sessoes: [
      {
        id: 'sabado',
        inicio: '2026-12-12T21:00:00-03:00',
        fim: '2026-12-13T02:00:00-03:00',
        encerramento: null,
        setores: [
          {
            id: 'pista',
            nome: 'Pista',
            preco_centavos: 5000,
            meia_entrada: true,
            capacidade: 300,
            venda_inicio: null,
            venda_fim: null,
            canal: '',
            lotes: [{ nome: '1º lote', preco_centavos: 4000, quantidade: 100, ate: null }],
          },
        ],
      },
    ],
    faq: [{ id: 'q1', pergunta: 'Tem estacionamento?', resposta: 'Sim, pago.' }],
    cupons: [{ codigo: 'FREVO10', tipo: 'percentual', valor: 10, setor: '', inicio: '2026-12-01T00:00:00-03:00', fim: null, usos: 50 }],
    ...overrides,
  };
}

export const CATEGORIES = [
  { codigo: 1, nome: 'Shows', oculto: 0 },
  { codigo: 2, nome: 'Teatro', oculto: 0 },
];

/** The part of GET /organizer/events/{id}/preview the editor's card reads. */
export function previewFixture(id: number, nome: string, url: string) {
  return { id, nome, url, imagem: '', imagem_variantes: null, local: { nome: 'Paço do Frevo', cidade: 'Recife', uf: 'PE' } };
}
