import type { AbandonedCart, Order, SectorsAnswer } from './api/contract';
import { quantitiesFromCart, type Quantities } from './cart';
import type { CheckoutIntentParams } from './components/CheckoutFlow';

function firstSession(answer: SectorsAnswer, wanted?: number): number | null {
  const found = answer.sessions.find((s) => s.id === wanted);
  if (found) return found.id;
  return (answer.sessions.find((s) => s.sectors.some((sector) => sector.available > 0)) ?? answer.sessions[0])?.id ?? null;
}

/** Where the purchase starts: a resumed order's tickets, the link's session and coupon, or the abandoned cart's. */
export function startingPoint(answer: SectorsAnswer, intent: CheckoutIntentParams, cart: AbandonedCart | 'gone' | null, resumed: Order | null) {
  const base = { sessionId: firstSession(answer, intent.sessao), quantities: {} as Quantities, coupon: intent.cupom?.toUpperCase() ?? '' };
  // Its tickets come back if the visitor changes the order.
  const resumedSession = resumed && answer.sessions.find((s) => s.id === resumed.session.id);
  if (resumed && resumedSession) {
    return { sessionId: resumedSession.id, quantities: quantitiesFromCart(resumedSession, resumed.items), coupon: resumed.coupon ?? '', notice: null };
  }
  if (!cart) return { ...base, notice: null };
  const cartSession = cart === 'gone' ? undefined : answer.sessions.find((s) => s.id === cart.session_id);
  if (cart === 'gone' || !cartSession) return { ...base, notice: 'checkout.cartGone' as const };
  return {
    sessionId: cartSession.id,
    quantities: quantitiesFromCart(cartSession, cart.items),
    coupon: base.coupon || (cart.coupon?.toUpperCase() ?? ''),
    notice: 'checkout.cartRestored' as const,
  };
}
