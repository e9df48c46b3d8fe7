import { describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n';
import { isBuyable, saleMessage } from './sale-status';

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
