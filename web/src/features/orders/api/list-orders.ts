import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import type { Order, OrdersByHash } from '../types';

/** Prefix of every query about the customer's orders; a login invalidates it (use-complete-login). */
export const ORDERS_KEY = ['orders'] as const;

/** GET /orders/list (Bearer): an object keyed by hash, turned into a list (spec section 7). */
export async function listOrders(signal?: AbortSignal): Promise<Order[]> {
  const data = await apiRequest<OrdersByHash | Order[] | null>('/orders/list', { signal });
  if (!data) return [];
  const orders = Array.isArray(data) ? data : Object.entries(data).map(([hash, order]) => ({ ...order, hash: order.hash ?? hash }));
  // Newest purchase first.
  return orders.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

export const ordersQueryOptions = (userToken: string | null) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'list', userToken],
    queryFn: ({ signal }) => listOrders(signal),
    enabled: Boolean(userToken),
  });

export function useOrders(userToken: string | null) {
  return useQuery(ordersQueryOptions(userToken));
}
