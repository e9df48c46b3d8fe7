import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { pageLoadedAt, readPageData } from '../../../lib/inline-data';
import type { EventList, EventListQuery } from '../types';

/** One page of events (home and search); the channel headers are added by the client. */
export async function listEvents(query: EventListQuery, pagina: number, signal?: AbortSignal): Promise<EventList> {
  const answer = await apiRequest<Partial<EventList> | undefined>('/v2/events/list', {
    method: 'POST',
    query: { ...query, pagina },
    signal,
  });
  const eventos = Array.isArray(answer?.eventos) ? answer.eventos : [];
  return {
    eventos,
    total: answer?.total ?? eventos.length,
    total_exato: answer?.total_exato ?? true,
    pagina: answer?.pagina ?? pagina,
    por_pagina: answer?.por_pagina ?? (eventos.length || 1),
  };
}

/** The page after `last`, while the total says there is one. */
export function nextPage(last: EventList): number | undefined {
  return last.pagina * last.por_pagina < last.total ? last.pagina + 1 : undefined;
}

/** A query's fields in a fixed order, so two spellings of the same query compare equal. */
function canonical(query: EventListQuery): string {
  return JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The first page the server inlined into a search page's HTML (`{"list": {query, page}}`,
 * seo.SearchData), when it answers `query`: the results then show without a round trip.
 */
export function inlinedFirstPage(query: EventListQuery, doc: Document = document): EventList | undefined {
  const data = readPageData(doc) as { list?: { query?: EventListQuery; page?: EventList } } | null | undefined;
  const list = data?.list;
  if (!list?.query || !Array.isArray(list.page?.eventos) || canonical(list.query) !== canonical(query)) return undefined;
  return list.page;
}

export const eventListQueryOptions = (query: EventListQuery) =>
  infiniteQueryOptions({
    queryKey: ['events', 'list', query],
    queryFn: ({ pageParam, signal }) => listEvents(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 60 * 1000,
    initialData: () => {
      const page = inlinedFirstPage(query);
      return page && { pages: [page], pageParams: [1] };
    },
    initialDataUpdatedAt: pageLoadedAt,
  });

/** Pages of events for `query`, with "load more" through fetchNextPage. */
export function useEventList(query: EventListQuery) {
  return useInfiniteQuery(eventListQueryOptions(query));
}
