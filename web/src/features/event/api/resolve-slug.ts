import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { readPageDataEvent } from './get-event';

/** Answer of GET /slugs?slug=. */
export interface SlugTarget {
  slug: string;
  /** Event id. */
  evento: number;
  url: string;
}

/**
 * Resolves a top-level slug. Its 404 shows the 404 page (spec section 7:
 * "404 returns 404"), so the caller handles it instead of the global table.
 */
export async function resolveSlug(slug: string, signal?: AbortSignal): Promise<SlugTarget> {
  return apiRequest<SlugTarget>('/slugs', { query: { slug }, signal, handledStatuses: [404] });
}

export const slugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['slug', slug],
    queryFn: ({ signal }) => resolveSlug(slug, signal),
    staleTime: 10 * 60 * 1000,
    // The server inlines the event of a slug page: its id needs no lookup.
    initialData: (): SlugTarget | undefined => {
      const inline = readPageDataEvent();
      return inline && inline.slug === slug ? { slug, evento: inline.id, url: inline.url } : undefined;
    },
  });

export function useSlug(slug: string) {
  return useQuery(slugQueryOptions(slug));
}
