import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutRequest, checkoutWrite } from './requests';
import type { AbandonedCart, CreateOrderBody, Order, OrderStatus } from './contract';

/** POST /checkout/orders: holds the stock (201 reserved). */
export function createOrder(body: CreateOrderBody, key: string): Promise<Order> {
  return checkoutWrite<Order>('/checkout/orders', key, { method: 'POST', body });
}

/** GET /checkout/orders/{hash}: Bearer of the owner, or the buyer's CPF for a guest. */
export function getOrder(hash: string, cpf?: string, signal?: AbortSignal): Promise<Order> {
  return checkoutRequest<Order>(`/checkout/orders/${encodeURIComponent(hash)}`, {
    query: { cpf_cnpj: cpf || undefined },
    signal,
  });
}

/** DELETE /checkout/orders/{hash}: gives up a reserved order; its stock returns at once. */
export function releaseOrder(hash: string, key: string): Promise<unknown> {
  return checkoutWrite(`/checkout/orders/${encodeURIComponent(hash)}`, key, { method: 'DELETE' });
}

/** GET /checkout/cart/{hash}: the session and quantities of an abandoned cart. */
export function getAbandonedCart(hash: string, signal?: AbortSignal): Promise<AbandonedCart> {
  return checkoutRequest<AbandonedCart>(`/checkout/cart/${encodeURIComponent(hash)}`, { signal });
}

export const ORDER_POLL_MS = 3_000;

/** Statuses that may still change by themselves (a payment arriving, a hold expiring). */
export function isOpenStatus(status: string): status is Extract<OrderStatus, 'reserved' | 'awaiting_payment'> {
  return status === 'reserved' || status === 'awaiting_payment';
}

export const orderQueryOptions = (hash: string, cpf: string | undefined, pollMs: number | false = false) =>
  queryOptions({
    queryKey: ['checkout', 'order', hash],
    queryFn: ({ signal }) => getOrder(hash, cpf, signal),
    // While a PIX or boleto is pending the checkout asks until it is paid (or ends).
    refetchInterval: (query) => (pollMs && (!query.state.data || isOpenStatus(query.state.data.status)) ? pollMs : false),
    refetchIntervalInBackground: true,
    retry: false,
  });

export function useOrder(hash: string, cpf: string | undefined, pollMs: number | false = false) {
  return useQuery(orderQueryOptions(hash, cpf, pollMs));
}

/**
 * How long after a hold ends the checkout keeps asking about the PIX or boleto issued for
 * it: a bank may confirm a payment made at the last moment a little later, and the buyer
 * must then learn that it will be refunded, not be invited to pay again.
 */
export const LATE_PAYMENT_WATCH_MS = 15 * 60_000;

/** The poll interval while a late payment may still arrive: until `until`, and while the order has not settled. */
export function latePollInterval(status: string | undefined, until: number, now: number, pollMs: number): number | false {
  const settling = !status || status === 'expired' || isOpenStatus(status);
  return settling && now < until ? pollMs : false;
}

/** Watches an order whose hold ended (enabled only when a charge was issued), up to `until`. */
export function useLatePayment(hash: string, cpf: string | undefined, pollMs: number, until: number | null) {
  return useQuery({
    ...orderQueryOptions(hash, cpf),
    enabled: until !== null,
    refetchInterval: (query) => (until === null ? false : latePollInterval(query.state.data?.status, until, Date.now(), pollMs)),
  });
}
