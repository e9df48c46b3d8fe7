import type { Order } from './api/contract';

type Method = Order['payment_methods'][number];

/**
 * The methods the order may be paid with. An order that can no longer be paid lists none: that
 * is no reason to refuse one here (the server answers the attempt), so all three are offered.
 */
export function offeredMethods(order: Pick<Order, 'payment_methods'>): Method[] {
  return order.payment_methods.length ? order.payment_methods : ['pix', 'card', 'boleto'];
}

/**
 * After a declined card, the other ways this order can still be paid: only those offered (a
 * session too close for a boleto to clear has none), as the key of the sentence naming them.
 */
export type AlternativeKey = 'checkout.pay.declinedAlsoBoth' | 'checkout.pay.declinedAlsoPix' | 'checkout.pay.declinedAlsoBoleto';

export function declinedAlternativeKey(methods: readonly Method[]): AlternativeKey | null {
  const pix = methods.includes('pix');
  const boleto = methods.includes('boleto');
  if (pix && boleto) return 'checkout.pay.declinedAlsoBoth';
  if (pix) return 'checkout.pay.declinedAlsoPix';
  if (boleto) return 'checkout.pay.declinedAlsoBoleto';
  return null;
}
