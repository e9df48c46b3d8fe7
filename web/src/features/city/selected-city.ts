import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { useStoreConfig } from '../store-config/api/get-store-config';
import { defaultCity, parseCity, type City } from './city';

const listeners = new Set<() => void>();

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.selectedCity);
  } catch {
    return null;
  }
}

/**
 * The choice is also kept in this cookie: the server reads it to paint the chosen city's banner
 * in the home page's first HTML, before the app has loaded (seo.CityCookie on the server).
 */
export const CITY_COOKIE = 'catraca_cidade';

function writeCityCookie(raw: string): void {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${CITY_COOKIE}=${encodeURIComponent(raw)}; path=/; max-age=31536000; samesite=lax${secure}`;
}

/** Copies a choice stored before the cookie existed (or in another app) into the cookie. */
export function syncCityCookie(): void {
  const raw = readStored();
  if (raw && parseCity(raw) && !document.cookie.split('; ').includes(`${CITY_COOKIE}=${encodeURIComponent(raw)}`)) {
    writeCityCookie(raw);
  }
}

/** Stores the visitor's choice (`selectedCity`) and tells every subscriber. */
export function storeSelectedCity(city: City): void {
  const value: City = { id: city.id, name: city.name, state: city.state, order: city.order };
  const raw = JSON.stringify(value);
  try {
    localStorage.setItem(STORAGE_KEYS.selectedCity, raw);
    writeCityCookie(raw);
  } catch {
    // Blocked storage (some private modes): the choice cannot be kept; the default stays.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab choosing a city changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.selectedCity || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The selected city and a setter. A store without city selection ignores any
 * stored choice (the visitor cannot see or change it there) and uses its
 * `city_default`, or all regions.
 */
export function useSelectedCity(): { city: City; enabled: boolean; chooseCity: (city: City) => void } {
  const template = useStoreConfig().configs.template;
  const enabled = Boolean(template.city_selection);
  // The raw string is the snapshot: stable while storage is unchanged.
  const raw = useSyncExternalStore(subscribe, readStored, () => null);
  const storeDefault = template.city_default;
  const city = useMemo(() => defaultCity(enabled ? parseCity(raw) : null, storeDefault), [enabled, raw, storeDefault]);
  const chooseCity = useCallback((next: City) => storeSelectedCity(next), []);
  return { city, enabled, chooseCity };
}
