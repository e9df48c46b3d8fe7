import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BankAccount, EventCancellation, OrganizerRefund, QueuedRefund, QueuedRefundStatus } from '../types';
import { CONSOLE_KEY } from './auth';
import { consoleRequest } from './client';
import { useConsoleWrite } from './write';

/** The longest reason or message the buyer is e-mailed, in characters (the server's rule). */
export const MAX_NOTE = 500;

/** How often a running event cancellation's progress is asked again. */
export const CANCELLATION_POLL_MS = 3000;

/** POST /organizer/orders/{hash}/cancel {reason}: a paid order cancelled and everything paid refunded. */
export function useCancelOrder() {
  return useConsoleWrite(({ hash, reason }: { hash: string; reason: string }) =>
    consoleRequest<OrganizerRefund>(`/orders/${encodeURIComponent(hash)}/cancel`, { method: 'POST', body: { reason } }),
  );
}

/** POST /organizer/events/{id}/cancel {message}: starts the cancellation (a repeat answers its progress). */
export function useCancelEvent() {
  return useConsoleWrite(({ id, message }: { id: number; message: string }) =>
    consoleRequest<EventCancellation>(`/events/${id}/cancel`, { method: 'POST', body: { message } }),
  );
}

/** GET /organizer/events/{id}/cancel: the cancellation's progress, asked again while it runs; 404 when none. */
export const eventCancellationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...CONSOLE_KEY, 'event-cancellation', id],
    queryFn: ({ signal }) => consoleRequest<EventCancellation>(`/events/${id}/cancel`, { signal }),
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? CANCELLATION_POLL_MS : false),
  });

export function useEventCancellation(id: number) {
  return useQuery(eventCancellationQueryOptions(id));
}

/** GET /organizer/refunds?status=: boleto refunds waiting for a bank transfer, or done, oldest first. */
export const refundQueueQueryOptions = (status: QueuedRefundStatus) =>
  queryOptions({
    queryKey: [...CONSOLE_KEY, 'refunds', status],
    queryFn: async ({ signal }) => (await consoleRequest<QueuedRefund[] | null>('/refunds', { query: { status }, signal })) ?? [],
  });

export function useRefundQueue(status: QueuedRefundStatus) {
  return useQuery(refundQueueQueryOptions(status));
}

/** POST /organizer/refunds/{hash}/transferred {bank_account?}: the bank transfer made; the buyer is e-mailed. */
export function useMarkTransferred() {
  return useConsoleWrite(({ hash, account }: { hash: string; account?: BankAccount }) =>
    consoleRequest<OrganizerRefund>(`/refunds/${encodeURIComponent(hash)}/transferred`, {
      method: 'POST',
      body: account ? { bank_account: account } : {},
    }),
  );
}
