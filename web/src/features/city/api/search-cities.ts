import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { apiRequest } from '../../../lib/api/client';
import { isCitySearchText, type City } from '../city';

/** Typing pauses this long before the server is asked, so each keystroke is not a call. */
export const CITY_SEARCH_DEBOUNCE_MS = 250;

export async function searchCities(query: string, signal?: AbortSignal): Promise<City[]> {
  const cities = await apiRequest<City[]>('/v2/city/search', { query: { query }, signal });
  return Array.isArray(cities) ? cities : [];
}

export const citySearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['city-search', query],
    queryFn: ({ signal }) => searchCities(query, signal),
    staleTime: 10 * 60 * 1000,
  });

/**
 * Server suggestions for the typed text: only for text longer than 3
 * characters (spec section 5), after a short pause in typing. `active` is
 * false while the suggestion list applies instead.
 */
export function useCitySearch(text: string) {
  const [debounced] = useDebouncedValue(text.trim(), CITY_SEARCH_DEBOUNCE_MS);
  const active = isCitySearchText(text);
  const query = useQuery({ ...citySearchQueryOptions(debounced), enabled: active && isCitySearchText(debounced) });
  // Until the pause ends the previous answer would describe other text: treat it as loading.
  const settled = debounced === text.trim();
  return { active, cities: settled ? query.data : undefined, loading: active && (!settled || query.isFetching) };
}
