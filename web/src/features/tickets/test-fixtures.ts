import type { Ticket } from './types';

/** A ticket shaped like GET /tickets/{token} (docs/api-contract.md, "After the purchase"). */
export function ticketFixture(overrides: Partial<Ticket> = {}): Ticket {
  return {
    token: 'tok-ana',
    code: '0B2276FD07B2',
    status: 'valid',
    holder: { name: 'Ana Souza', cpf_masked: '***.456.789-**' },
    event: { id: 12, nome: 'Festival de Verão' },
    session: { id: 120, inicio: '2099-12-05T21:00:00-03:00', timezone: 'America/Sao_Paulo' },
    sector: 'Pista',
    batch: null,
    type: 'full',
    half_proof: null,
    place: {
      nome: 'Arena Lagoa',
      endereco: 'Avenida das Rendeiras, 1450',
      cidade: 'Florianópolis',
      uf: 'SC',
      map_url: 'https://www.google.com/maps/search/?api=1&query=-27.6%2C-48.47',
    },
    order_hash: '9f0c1e2d3c4b5a69788796a5b4c3d2e1',
    checked_in_at: null,
    transfer_until: '2099-12-04T21:00:00-03:00',
    transfer_ended: null,
    url: 'http://localhost/ingressos/tok-ana',
    ...overrides,
  };
}
