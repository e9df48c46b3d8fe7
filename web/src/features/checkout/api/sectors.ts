import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutRequest } from './requests';
import type { SectorsAnswer } from './types';

/** Live availability: refreshed while the visitor picks (units sell and return all the time). */
export const SECTORS_REFRESH_MS = 15_000;

/** GET /pdv/v3/products/sectors/{event} (spec section 7, with PDV/POS headers). */
export async function getSectors(eventId: number, senha?: string, signal?: AbortSignal): Promise<SectorsAnswer> {
  const answer = await checkoutRequest<SectorsAnswer>(`/pdv/v3/products/sectors/${eventId}`, {
    query: { senha: senha || undefined },
    signal,
  });
  return { ...answer, sessions: answer.sessions ?? [] };
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
