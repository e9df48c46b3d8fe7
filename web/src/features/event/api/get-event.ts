import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { pageLoadedAt, readPageData } from '../../../lib/inline-data';
import type { EventDetail } from '../types';

/**
 * The event the server inlines into the first HTML of an event page
 * (`<script id="page-data">{"event": ...}</script>`), so the page renders
 * without a round trip. Never present for password-protected events.
 */
export function readPageDataEvent(doc: Document = document): EventDetail | undefined {
  const data = readPageData(doc) as { event?: EventDetail } | null | undefined;
  return data?.event && typeof data.event.id === 'number' ? data.event : undefined;
}

/**
 * POST /v2/event/detail/{id} with `{senha, previa}`. Spec section 4: a 200 stores the
 * event, with passwordIsValid when a password was sent. 403 (password needed
 * or wrong) and 404 are exempt from the global handling (spec section 8) and
 * reach the page as ApiError. `previa`, the organizer's preview token, opens a
 * draft too (an expired one answers 404).
 */
export async function getEvent(id: number, senha: string, previa = '', signal?: AbortSignal): Promise<EventDetail> {
  const event = await apiRequest<EventDetail>(`/v2/event/detail/${id}`, { method: 'POST', body: previa ? { senha, previa } : { senha }, signal });
  return { ...event, relacionados: event.relacionados ?? [], passwordIsValid: senha !== '' };
}

export const eventQueryOptions = (id: number, senha = '', previa = '') =>
  queryOptions({
    queryKey: ['event', id, senha, previa],
    queryFn: ({ signal }) => getEvent(id, senha, previa, signal),
    // Sale states change (sold out, sales closing): older data is refreshed in the background.
    staleTime: 30 * 1000,
    initialData: () => {
      const inline = senha === '' && previa === '' ? readPageDataEvent() : undefined;
      return inline?.id === id ? inline : undefined;
    },
    initialDataUpdatedAt: pageLoadedAt,
  });

export function useEvent(id: number, senha: string, previa = '') {
  return useQuery(eventQueryOptions(id, senha, previa));
}
