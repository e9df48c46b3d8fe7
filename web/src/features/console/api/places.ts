import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NewPlace, Place } from '../types';
import { CONSOLE_KEY } from './auth';
import { consoleRequest } from './client';
import { useConsoleWrite } from './write';

/** GET /organizer/places: the store's places (every organizer's), whose name or city contains q, by name, at most 50. */
export const placesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...CONSOLE_KEY, 'places', q.trim()],
    queryFn: async ({ signal }) =>
      (await consoleRequest<Place[] | null>('/places', { query: { q: q.trim() || undefined }, signal })) ?? [],
    placeholderData: keepPreviousData,
  });

export function usePlaces(q: string) {
  return useQuery(placesQueryOptions(q));
}

/** POST /organizer/places: a new place, checked as the import's; without an id one is made from the name. */
export function useCreatePlace() {
  return useConsoleWrite((place: NewPlace) => consoleRequest<Place>('/places', { method: 'POST', body: place }));
}
