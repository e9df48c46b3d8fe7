import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { OrderDetail, OrderPage, OrderStatus, ResendAnswer } from '../types';
import { CONSOLE_KEY } from './auth';
import { consoleRequest } from './client';
import { useConsoleWrite } from './write';

/** Orders per page. */
export const ORDERS_PAGE_SIZE = 50;

export const ORDER_STATUSES: readonly OrderStatus[] = [
  'reserved',
  'awaiting_payment',
  'paid',
  'expired',
  'cancelled',
  'needs_refund',
  'refunded',
];

/** GET /organizer/orders: newest first, by buyer, CPF, hash or ticket code, status and event; `next` is the next page's `before`. */
export const ordersQueryOptions = (q: string, status: OrderStatus | undefined, event?: number) =>
  infiniteQueryOptions({
    queryKey: [...CONSOLE_KEY, 'orders', q, status ?? 'all', event ?? 'all'],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      consoleRequest<OrderPage>('/orders', {
        query: { q: q || undefined, status, event, limit: ORDERS_PAGE_SIZE, before: pageParam || undefined },
        signal,
      }),
    getNextPageParam: (last) => last.next ?? undefined,
  });

export function useOrders(q: string, status: OrderStatus | undefined, event?: number) {
  return useInfiniteQuery(ordersQueryOptions(q, status, event));
}

/** GET /organizer/orders/{hash}: one order in full. */
export const orderQueryOptions = (hash: string) =>
  queryOptions({
    queryKey: [...CONSOLE_KEY, 'order', hash],
    queryFn: ({ signal }) => consoleRequest<OrderDetail>(`/orders/${encodeURIComponent(hash)}`, { signal }),
    retry: false,
  });

export function useOrder(hash: string) {
  return useQuery(orderQueryOptions(hash));
}

/** POST /organizer/orders/{hash}/resend-tickets: the confirmation with the tickets to the buyer again. */
export function useResendTickets() {
  return useConsoleWrite((hash: string) =>
    consoleRequest<ResendAnswer>(`/orders/${encodeURIComponent(hash)}/resend-tickets`, { method: 'POST' }),
  );
}

/** PUT /organizer/tickets/{code}/holder: the holder's name corrected on a ticket that still admits (audited). */
export function useSetHolder() {
  return useConsoleWrite(({ code, name }: { code: string; name: string }) =>
    consoleRequest<ResendAnswer>(`/tickets/${encodeURIComponent(code)}/holder`, { method: 'PUT', body: { name } }),
  );
}
