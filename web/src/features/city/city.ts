import type { City } from '../store-config/types';

export type { City };

/** 'Todas as regiões' (spec section 3): id 9501, empty state. */
export const ALL_REGIONS_ID = 9501;
export const ALL_REGIONS: City = { id: ALL_REGIONS_ID, name: 'Todas as regiões', state: '', order: 0 };

/** The suggestion list of spec section 3, in its order, with IBGE ids. */
export const SUGGESTED_CITIES: readonly City[] = [
  ALL_REGIONS,
  { id: 4205407, name: 'Florianópolis', state: 'SC', order: 1 },
  { id: 4314902, name: 'Porto Alegre', state: 'RS', order: 2 },
  { id: 4106902, name: 'Curitiba', state: 'PR', order: 3 },
  { id: 3205309, name: 'Vitória', state: 'ES', order: 4 },
  { id: 3106200, name: 'Belo Horizonte', state: 'MG', order: 5 },
  { id: 3550308, name: 'São Paulo', state: 'SP', order: 6 },
];

/** The city search asks the server only for text longer than this (spec sections 5, 9). */
export const CITY_SEARCH_MIN_LENGTH_EXCLUSIVE = 3;

export function isCitySearchText(text: string): boolean {
  return text.trim().length > CITY_SEARCH_MIN_LENGTH_EXCLUSIVE;
}

export function isAllRegions(city: Pick<City, 'id'>): boolean {
  return city.id === ALL_REGIONS_ID;
}

/** A stored value other apps may have written: keep it only if it has the fields of a City. */
export function parseCity(raw: string | null): City | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<City> | null;
    if (!value || typeof value.id !== 'number' || typeof value.name !== 'string') return null;
    return { id: value.id, name: value.name, state: typeof value.state === 'string' ? value.state : '', order: value.order ?? 0 };
  } catch {
    return null;
  }
}

/**
 * The selected city (docs/spec-readings.md): the visitor's stored choice; else the
 * store's `city_default` when it sets one; else 'Todas as regiões'.
 */
export function defaultCity(stored: City | null, storeDefault: City | null | undefined): City {
  return stored ?? (storeDefault?.name ? storeDefault : ALL_REGIONS);
}

/** "Florianópolis - SC"; 'Todas as regiões' has no state and is named in the visitor's language. */
export function cityLabel(city: City, allRegionsLabel: string): string {
  if (isAllRegions(city)) return allRegionsLabel;
  return city.state ? `${city.name} - ${city.state}` : city.name;
}

/** Query of the home list (`cidade`, `uf`); none for all regions. */
export function cityListQuery(city: City): { cidade?: string; uf?: string } {
  return isAllRegions(city) ? {} : { cidade: city.name, uf: city.state };
}

/** Query of the covers call: `cidade` + `estado`, or `pais=Brasil` for all regions (spec section 7). */
export function cityCoversQuery(city: City): { cidade: string; estado: string } | { pais: 'Brasil' } {
  return isAllRegions(city) ? { pais: 'Brasil' } : { cidade: city.name, estado: city.state };
}
