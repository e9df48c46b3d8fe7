import { formatDayMonth, formatTime } from '../../lib/dates';
import type { Language } from '../../lib/language';
import type { EventDetail, SaleState, SaleStatus } from './types';

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

/** The buy button shows exactly when the server says sales are open (docs/spec-readings.md). */
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

/** one_checkout values sold elsewhere than the embedded checkout (spec section 9). */
const NOT_EMBEDDED = [40, 41, 42, 43];

/**
 * Spec section 4 "Checkout embed": the frame is rendered only when the event
 * sells through the embedded checkout (one_checkout not 40–43), is not
 * cancelled, sales have started (and a password-protected event's password
 * was valid), and sales have not ended, unless a session has a closing date
 * already past. The server's sale status must say `aberta` as well: it
 * applies the same rules with its own clock.
 */
export function checkoutOffered(
  event: Pick<
    EventDetail,
    'one_checkout' | 'data_cancelamento' | 'data_min_venda' | 'data_max_venda' | 'site_visibilidade' | 'passwordIsValid' | 'relacionados' | 'venda'
  >,
  now = Date.now(),
): boolean {
  if (NOT_EMBEDDED.includes(event.one_checkout)) return false;
  if (event.data_cancelamento) return false;
  if (!isBuyable(event.venda)) return false;
  const opens = event.data_min_venda ? Date.parse(event.data_min_venda) : NaN;
  if (Number.isFinite(opens) && now < opens) return false;
  if (event.site_visibilidade === 'S' && !event.passwordIsValid) return false;
  const ends = event.data_max_venda ? Date.parse(event.data_max_venda) : NaN;
  if (Number.isFinite(ends) && now > ends) {
    const sessionClosed = event.relacionados.some(
      (session) => session.data_encerramento && Date.parse(session.data_encerramento) < now,
    );
    if (!sessionClosed) return false;
  }
  return true;
}
