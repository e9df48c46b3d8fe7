import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { orderDocumentKey } from '../../../lib/storage-keys';
import { onlyDigits } from '../../../lib/validation';
import type { Order } from '../types';
import { ORDERS_KEY } from './list-orders';

/**
 * GET /orders/details/{hash}?cpf_cnpj= for a visitor who knows the hash.
 * 401 (wrong or missing document) is exempt from the global table (spec
 * section 8) and reaches the page; a 404 (a mistyped hash) too, so the page
 * can say so instead of leaving for home.
 */
export function getOrderDetails(hash: string, document: string, signal?: AbortSignal): Promise<Order> {
  const digits = onlyDigits(document);
  return apiRequest<Order>(`/orders/details/${encodeURIComponent(hash)}`, {
    query: { cpf_cnpj: digits || undefined },
    signal,
    handledStatuses: [404],
  });
}

export const orderDetailsQueryOptions = (hash: string, document: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'details', hash, onlyDigits(document)],
    queryFn: ({ signal }) => getOrderDetails(hash, document, signal),
    retry: false,
  });

export function useOrderDetails(hash: string, document: string) {
  return useQuery(orderDetailsQueryOptions(hash, document));
}

/** The document typed for an order, kept under `orderDocument-{hash}` (spec section 3). */
export function readOrderDocument(hash: string): string {
  try {
    return localStorage.getItem(orderDocumentKey(hash)) ?? '';
  } catch {
    return '';
  }
}

export function storeOrderDocument(hash: string, document: string): void {
  try {
    if (document) localStorage.setItem(orderDocumentKey(hash), onlyDigits(document));
    else localStorage.removeItem(orderDocumentKey(hash));
  } catch {
    // Private mode without storage: the lookup still works for this visit.
  }
}
