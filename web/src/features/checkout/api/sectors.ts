import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutRequest } from './requests';
import type { SectorsAnswer } from './contract';

/** Live availability: refreshed while the visitor picks (units sell and return all the time). */
export const SECTORS_REFRESH_MS = 15_000;

/** GET /pdv/v3/products/sectors/{event} (spec section 7, with PDV/POS headers). */
export function getSectors(eventId: number, senha?: string, signal?: AbortSignal): Promise<SectorsAnswer> {
  return checkoutRequest<SectorsAnswer>(`/pdv/v3/products/sectors/${eventId}`, {
    query: { senha: senha || undefined },
    signal,
  });
}

export const sectorsQueryOptions = (eventId: number, senha?: string) =>
  queryOptions({
    queryKey: ['checkout', 'sectors', eventId, senha ?? ''],
    queryFn: ({ signal }) => getSectors(eventId, senha, signal),
    staleTime: 5_000,
    refetchInterval: SECTORS_REFRESH_MS,
    retry: false,
  });

export function useSectors(eventId: number, senha?: string) {
  return useQuery(sectorsQueryOptions(eventId, senha));
}
