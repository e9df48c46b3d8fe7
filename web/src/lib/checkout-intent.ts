/**
 * What the visitor came to the event page with, kept for the checkout
 * (a later feature reads it): the session to open (`sessao`), a coupon (`c`),
 * the abandoned-cart marker (`carrinho_abandonado`) and the gamification id
 * of `/evento/:id/c/:gamificationId`, which is a promoter's referral code
 * (docs/spec-readings.md) that must reach the order.
 *
 * sessionStorage, not localStorage: a referral or coupon belongs to this
 * visit (this tab), and must not be credited to a promoter days later.
 */
export const CHECKOUT_INTENT_KEY = 'checkoutIntent';

export interface CheckoutIntent {
  eventId: number;
  /** Session id to open (from `sessao`, or the session the visitor picked). */
  sessao?: number;
  /** Coupon code (`c`). */
  cupom?: string;
  /** Abandoned-cart marker (`carrinho_abandonado`), passed on unchanged. */
  carrinhoAbandonado?: string;
  /** Gamification id: the promoter's referral code. */
  referral?: string;
  /** The password of a protected event, once the server accepted it (the checkout sends it on). */
  senha?: string;
}

function read(storage: Storage): CheckoutIntent | null {
  try {
    const value = JSON.parse(storage.getItem(CHECKOUT_INTENT_KEY) ?? 'null') as CheckoutIntent | null;
    return value && typeof value.eventId === 'number' ? value : null;
  } catch {
    return null;
  }
}

/** The intent for this event, or null (an intent for another event does not apply). */
export function readCheckoutIntent(eventId: number, storage: Storage = sessionStorage): CheckoutIntent | null {
  const intent = read(storage);
  return intent?.eventId === eventId ? intent : null;
}

/**
 * Merges what is given into the intent of this event; another event's intent
 * is replaced. Undefined fields keep their stored value, so coming back to the
 * event page without query parameters keeps the referral of the first visit.
 */
export function saveCheckoutIntent(
  eventId: number,
  patch: Omit<CheckoutIntent, 'eventId'>,
  storage: Storage = sessionStorage,
): CheckoutIntent {
  const base = readCheckoutIntent(eventId, storage) ?? { eventId };
  const next: CheckoutIntent = { ...base };
  for (const [key, value] of Object.entries(patch) as [keyof typeof patch, unknown][]) {
    if (value !== undefined && value !== '') Object.assign(next, { [key]: value });
  }
  try {
    storage.setItem(CHECKOUT_INTENT_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked (private mode): the page still works without it.
  }
  return next;
}

/** Reads the event page's query parameters (spec section 2). */
export function intentFromSearch(params: URLSearchParams, gamificationId?: string): Omit<CheckoutIntent, 'eventId'> {
  const sessao = Number(params.get('sessao'));
  return {
    sessao: Number.isInteger(sessao) && sessao > 0 ? sessao : undefined,
    cupom: params.get('c')?.trim() || undefined,
    carrinhoAbandonado: params.get('carrinho_abandonado')?.trim() || undefined,
    referral: gamificationId?.trim() || undefined,
  };
}
