import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import type { EventCard } from '../types';

/** `cidade` + `estado`, or `pais=Brasil` for all regions (spec section 7). */
export type CoversQuery = { cidade: string; estado: string } | { pais: 'Brasil' };

export async function getCovers(query: CoversQuery, signal?: AbortSignal): Promise<EventCard[]> {
  const covers = await apiRequest<EventCard[]>('/store/covers', { query, signal });
  return Array.isArray(covers) ? covers : [];
}

export const coversQueryOptions = (query: CoversQuery) =>
  queryOptions({
    queryKey: ['covers', query],
    queryFn: ({ signal }) => getCovers(query, signal),
    staleTime: 5 * 60 * 1000,
  });

/** Banner events of the selected city; the key follows the city, so choosing one reloads them. */
export function useCovers(query: CoversQuery, enabled: boolean) {
  return useQuery({ ...coversQueryOptions(query), enabled });
}
