import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import type { Country } from './types';

/** Default country (spec section 9); the registration sends its ISO alpha-2 code. */
export const BRAZIL_ISO = 'BR';

export function getCountries(): Promise<Country[]> {
  return apiRequest<Country[]>('/v2/countries/list').then((list) => (Array.isArray(list) ? list : []));
}

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['countries'],
    queryFn: getCountries,
    // Reference data: it does not change while the page is open.
    staleTime: Infinity,
  });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}

/** The country's Portuguese name for a stored ISO code; the code itself until the list loads. */
export function countryName(countries: Country[] | undefined, iso: string | undefined): string {
  if (!iso) return '';
  return countries?.find((country) => country.iso === iso)?.nome ?? iso;
}
