import { formatDayMonth, formatTime } from '../../lib/dates';
import type { Language } from '../../lib/language';
import type { SaleState, SaleStatus } from './types';

export type SaleMessageKey =
  | 'event.sale.cancelled'
  | 'event.sale.over'
  | 'event.sale.soon'
  | 'event.sale.soonNoDate'
  | 'event.sale.closed'
  | 'event.sale.soldOut'
  | 'event.sale.boxOffice'
  | 'event.sale.elsewhere'
  | 'event.sale.guestList'
  | 'event.sale.paused'
  | 'event.sale.unavailable';

export interface SaleMessage {
  key: SaleMessageKey;
  values?: { date: string; time: string };
}

const KEYS: Record<Exclude<SaleStatus, 'aberta' | 'em_breve'>, SaleMessageKey> = {
  cancelado: 'event.sale.cancelled',
  encerrado: 'event.sale.over',
  encerrada: 'event.sale.closed',
  esgotado: 'event.sale.soldOut',
  bilheteria: 'event.sale.boxOffice',
  externa: 'event.sale.elsewhere',
  lista: 'event.sale.guestList',
  pausada: 'event.sale.paused',
};

/** The buy button shows exactly when the server says sales are open (DESIGN section 7). */
export function isBuyable(venda: SaleState | undefined): boolean {
  return venda?.status === 'aberta';
}

/**
 * Why the event cannot be bought, or null when it can. `em_breve` names the
 * opening in the event's zone ("Vendas abrem em 05/12 às 10:00"). An unknown
 * status from a newer server is still a reason not to sell: "Vendas
 * indisponíveis".
 */
export function saleMessage(venda: SaleState | undefined, zone: string, language: Language = 'pt'): SaleMessage | null {
  const status = venda?.status;
  if (status === 'aberta') return null;
  if (status === 'em_breve') {
    if (!venda?.abre_em) return { key: 'event.sale.soonNoDate' };
    return {
      key: 'event.sale.soon',
      values: { date: formatDayMonth(venda.abre_em, zone, language), time: formatTime(venda.abre_em, zone, language) },
    };
  }
  if (status && status in KEYS) return { key: KEYS[status as keyof typeof KEYS] };
  return { key: 'event.sale.unavailable' };
}
