import { zoneFor } from '../../lib/dates';
import { saleStands } from '../../lib/sale';
import type { Order } from './types';

/** A session counts as past some hours after it starts (the API gives no end time). */
export const SESSION_PAST_AFTER_MS = 6 * 60 * 60 * 1000;

/** Orders a customer never finished (a hold that ran out, a cart given up) are not purchases. */
export function isPurchase(order: Order): boolean {
  if (order.status === 'reserved' || order.status === 'expired') return false;
  if (order.status === 'cancelled' && !order.paid_at) return false;
  return true;
}

export function isPastOrder(order: Order, now = Date.now()): boolean {
  const start = Date.parse(order.session?.inicio ?? '');
  return Number.isFinite(start) && start + SESSION_PAST_AFTER_MS < now;
}

/** A purchase the customer gave up (cancelled, refunded): nothing left to attend. */
function isEnded(order: Order): boolean {
  return order.status === 'cancelled' || order.status === 'refunded';
}

/**
 * Upcoming sessions soonest first, those the customer still attends before those given up;
 * past ones most recent first.
 */
export function groupOrders(orders: Order[], now = Date.now()): { upcoming: Order[]; past: Order[] } {
  const purchases = orders.filter(isPurchase);
  const start = (o: Order) => Date.parse(o.session?.inicio ?? '') || 0;
  return {
    upcoming: purchases
      .filter((o) => !isPastOrder(o, now))
      .sort((a, b) => Number(isEnded(a)) - Number(isEnded(b)) || start(a) - start(b)),
    past: purchases.filter((o) => isPastOrder(o, now)).sort((a, b) => start(b) - start(a)),
  };
}

export function orderZone(order: Order): string {
  return zoneFor(order.session?.inicio, order.session?.timezone ?? order.event?.timezone);
}

export function orderOrganizer(order: Order): { id: number; nome: string } | null {
  return order.organizer ?? order.event?.organizer ?? order.event?.organizador ?? null;
}

/** Distinct sector names of an order, in order of appearance. */
export function orderSectors(order: Order): string[] {
  return [...new Set((order.items ?? []).map((item) => item.sector))];
}

export function canCancel(order: Order): boolean {
  return Boolean(order.actions?.cancel?.allowed);
}

/** Tickets stand while the sale does. */
export function ticketsUsable(order: Order): boolean {
  return saleStands(order);
}
