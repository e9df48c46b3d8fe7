import type { Order } from './types';

/** An order shaped like GET /orders/list's values (docs/api-contract.md, "After the purchase"). */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  const hash = overrides.hash ?? '9f0c1e2d3c4b5a69788796a5b4c3d2e1';
  return {
    hash,
    status: 'paid',
    created_at: '2026-11-20T13:00:00Z',
    paid_at: '2026-11-20T13:02:00Z',
    event: { id: 12, nome: 'Festival de Verão' },
    organizer: { id: 3, nome: 'Maré Alta Produções' },
    session: { id: 31, inicio: '2099-12-05T21:00:00-03:00', timezone: 'America/Sao_Paulo' },
    items: [
      {
        sector_id: 77,
        sector: 'Pista',
        type: 'full',
        quantity: 2,
        unit_price: 8000,
        attendees: [
          { name: 'Ana Souza', cpf: '***.456.789-**' },
          { name: 'Bruno Lima', cpf: '***.111.222-**' },
        ],
      },
    ],
    subtotal: 16000,
    discount: 0,
    fee: 1600,
    total: 17600,
    payment_method: 'pix',
    installments: null,
    tickets: [
      { token: 'tok-ana', holder: 'Ana Souza', sector: 'Pista', type: 'full', valid: true },
      { token: 'tok-bruno', holder: 'Bruno Lima', sector: 'Pista', type: 'full', valid: true },
    ],
    actions: {
      cancel: {
        allowed: true,
        reason: 'cdc',
        deadline: '2026-11-27T13:00:00Z',
        message: 'Você pode cancelar em até 7 dias após a compra, desde que faltem pelo menos 48 horas para o evento.',
      },
      transfer_until: '2099-12-04T21:00:00-03:00',
    },
    ...overrides,
  };
}
