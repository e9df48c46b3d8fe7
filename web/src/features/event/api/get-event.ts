import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import type { EventDetail } from '../types';

export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * The event the server inlines into the first HTML of an event page
 * (`<script id="page-data">{"event": ...}</script>`), so the page renders
 * without a round trip. Never present for password-protected events.
 */
export function readPageDataEvent(doc: Document = document): EventDetail | undefined {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text?.trim()) return undefined;
  try {
    const data = JSON.parse(text) as { event?: EventDetail } | null;
    return data?.event && typeof data.event.id === 'number' ? data.event : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /v2/event/detail/{id} with `{senha}`. Spec section 4: a 200 stores the
 * event, with passwordIsValid when a password was sent. 403 (password needed
 * or wrong) and 404 are exempt from the global handling (spec section 8) and
 * reach the page as ApiError.
 */
export async function getEvent(id: number, senha: string, signal?: AbortSignal): Promise<EventDetail> {
  const event = await apiRequest<EventDetail>(`/v2/event/detail/${id}`, { method: 'POST', body: { senha }, signal });
  return { ...event, relacionados: event.relacionados ?? [], passwordIsValid: senha !== '' };
}

/** When the page was loaded: the inlined data is as old as the page. */
const pageLoadedAt = () => Math.round(performance.timeOrigin || Date.now());

export const eventQueryOptions = (id: number, senha = '') =>
  queryOptions({
    queryKey: ['event', id, senha],
    queryFn: ({ signal }) => getEvent(id, senha, signal),
    // Sale states change (sold out, sales closing): older data is refreshed in the background.
    staleTime: 30 * 1000,
    initialData: () => {
      const inline = senha === '' ? readPageDataEvent() : undefined;
      return inline?.id === id ? inline : undefined;
    },
    initialDataUpdatedAt: pageLoadedAt,
  });

export function useEvent(id: number, senha: string) {
  return useQuery(eventQueryOptions(id, senha));
}
