import { describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n';
import { checkoutOffered, isBuyable, saleMessage } from './sale-status';

const text = (status: string, abre_em?: string, zone = 'America/Sao_Paulo') => {
  const message = saleMessage({ status, abre_em }, zone, 'pt');
  return message && i18n.getFixedT('pt')(message.key, message.values);
};

describe('sale status', () => {
  it('offers the buy button exactly for aberta', () => {
    expect(isBuyable({ status: 'aberta' })).toBe(true);
    expect(saleMessage({ status: 'aberta' }, 'America/Sao_Paulo')).toBeNull();
    for (const status of ['cancelado', 'encerrado', 'em_breve', 'encerrada', 'esgotado', 'bilheteria', 'externa', 'lista', 'pausada', 'nova']) {
      expect(isBuyable({ status })).toBe(false);
    }
    expect(isBuyable(undefined)).toBe(false);
  });

  it.each([
    ['cancelado', 'Evento cancelado'],
    ['encerrado', 'Evento encerrado'],
    ['encerrada', 'Vendas encerradas'],
    ['esgotado', 'Ingressos esgotados'],
    ['bilheteria', 'Ingressos à venda somente na bilheteria'],
    ['externa', 'Ingressos à venda em outro site'],
    ['lista', 'Evento somente para convidados / lista'],
    ['pausada', 'Vendas pausadas no momento'],
    ['status-desconhecido', 'Vendas indisponíveis'],
  ])('%s → %s', (status, expected) => {
    expect(text(status)).toBe(expected);
  });

  it('names the opening of em_breve in the event zone', () => {
    expect(text('em_breve', '2026-12-05T10:00:00-03:00')).toBe('Vendas abrem em 05/12 às 10:00');
    // The same instant for an event in Manaus (UTC-4).
    expect(text('em_breve', '2026-12-05T10:00:00-03:00', 'America/Manaus')).toBe('Vendas abrem em 05/12 às 09:00');
    expect(text('em_breve')).toBe('Vendas em breve');
  });
});

describe('checkoutOffered (spec section 4, Checkout embed)', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  const open = {
    one_checkout: 0,
    data_cancelamento: null,
    data_min_venda: '2026-11-01T00:00:00Z',
    data_max_venda: '2026-12-01T00:00:00Z',
    site_visibilidade: 'N',
    relacionados: [],
    venda: { status: 'aberta' },
  };

  it('offers the frame for an open event', () => {
    expect(checkoutOffered(open, now)).toBe(true);
  });

  it.each([40, 41, 42, 43])('not for one_checkout %i', (mode) => {
    expect(checkoutOffered({ ...open, one_checkout: mode }, now)).toBe(false);
  });

  it('not when cancelled, before sales start, after they end, or when the server says no', () => {
    expect(checkoutOffered({ ...open, data_cancelamento: '2026-11-20T00:00:00Z' }, now)).toBe(false);
    expect(checkoutOffered({ ...open, data_min_venda: '2026-11-24T00:00:00Z' }, now)).toBe(false);
    expect(checkoutOffered({ ...open, data_max_venda: '2026-11-22T00:00:00Z' }, now)).toBe(false);
    expect(checkoutOffered({ ...open, venda: { status: 'encerrada' } }, now)).toBe(false);
  });

  it('after data_max_venda only when a session has a closing date already past', () => {
    const ended = { ...open, data_max_venda: '2026-11-22T00:00:00Z' };
    const session = { id: 1, data: '2026-11-30T20:00:00Z', data_fim: null, setores: [] };
    expect(checkoutOffered({ ...ended, relacionados: [{ ...session, data_encerramento: '2026-11-21T00:00:00Z' }] }, now)).toBe(true);
    expect(checkoutOffered({ ...ended, relacionados: [{ ...session, data_encerramento: '2026-11-29T00:00:00Z' }] }, now)).toBe(false);
  });

  it('a password-protected event only once its password was valid', () => {
    expect(checkoutOffered({ ...open, site_visibilidade: 'S' }, now)).toBe(false);
    expect(checkoutOffered({ ...open, site_visibilidade: 'S', passwordIsValid: true }, now)).toBe(true);
  });
});
