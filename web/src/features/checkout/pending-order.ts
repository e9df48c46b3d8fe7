import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api/api-error';
import { getOrder, isOpenStatus } from './api/orders';
import type { Order } from './api/contract';

/**
 * The order this tab holds and has not paid yet, so that a reload, or closing and opening the
 * checkout again, resumes it at the payment step (its tickets stay held and count toward the
 * per-CPF limits until it ends) instead of starting over. sessionStorage, shared by the frame and
 * the event page: it belongs to this visit, like the checkout intent. The guest's CPF lets the
 * checkout keep reading the order once it is paid (docs/api-contract.md).
 */
export const PENDING_ORDER_KEY = 'checkoutPendingOrder';

export interface PendingOrder {
  eventId: number;
  hash: string;
  /** The guest buyer's CPF (digits); none for a customer's order (the Bearer reads it). */
  cpf?: string;
}

export interface ResumedOrder {
  order: Order;
  cpf?: string;
}

export function readPendingOrder(eventId: number, storage: Storage = sessionStorage): PendingOrder | null {
  try {
    const value = JSON.parse(storage.getItem(PENDING_ORDER_KEY) ?? 'null') as PendingOrder | null;
    return value?.eventId === eventId && typeof value.hash === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function savePendingOrder(pending: PendingOrder, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(PENDING_ORDER_KEY, JSON.stringify(pending));
  } catch {
    // Storage full or blocked: a reload then starts over, as before.
  }
}

/** Forgets this event's order: released, paid or ended. */
export function forgetPendingOrder(eventId: number, storage: Storage = sessionStorage): void {
  if (readPendingOrder(eventId, storage)) storage.removeItem(PENDING_ORDER_KEY);
}

/** Still held (reserved or awaiting its PIX or boleto) and not past its deadline. */
export function isResumable(order: Order, now = Date.now()): boolean {
  return isOpenStatus(order.status) && Date.parse(order.expires_at) > now;
}

async function resumedOrder(eventId: number, signal: AbortSignal): Promise<ResumedOrder | null> {
  const pending = readPendingOrder(eventId);
  if (!pending) return null;
  try {
    const order = await getOrder(pending.hash, pending.cpf, signal);
    if (isResumable(order)) return { order, cpf: pending.cpf };
  } catch (error) {
    // No answer: start over now, and try again next time.
    if (!(error instanceof ApiError) || error.status === null || error.status >= 500) return null;
  }
  forgetPendingOrder(eventId);
  return null;
}

/** The order to resume for this event, read back once when the checkout opens; null to start clean. */
export function useResumedOrder(eventId: number) {
  return useQuery({
    queryKey: ['checkout', 'resume', eventId],
    queryFn: ({ signal }) => resumedOrder(eventId, signal),
    staleTime: Infinity,
    retry: false,
  });
}
