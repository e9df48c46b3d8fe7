import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { CITY_COOKIE, storeSelectedCity, syncCityCookie } from './selected-city';

function cityCookie(): unknown {
  const pair = document.cookie.split('; ').find((c) => c.startsWith(`${CITY_COOKIE}=`));
  return pair ? JSON.parse(decodeURIComponent(pair.slice(CITY_COOKIE.length + 1))) : undefined;
}

afterEach(() => {
  localStorage.clear();
  document.cookie = `${CITY_COOKIE}=; path=/; max-age=0`;
});

describe('the city cookie the server reads for the home banner', () => {
  it('holds the choice the visitor makes', () => {
    storeSelectedCity({ id: 4314902, name: 'Porto Alegre', state: 'RS', order: 2 });
    expect(cityCookie()).toEqual({ id: 4314902, name: 'Porto Alegre', state: 'RS', order: 2 });
  });

  it('takes over a choice stored before it existed, and nothing else', () => {
    localStorage.setItem(STORAGE_KEYS.selectedCity, 'not a city');
    syncCityCookie();
    expect(cityCookie()).toBeUndefined();
    localStorage.setItem(STORAGE_KEYS.selectedCity, JSON.stringify({ id: 3106200, name: 'Belo Horizonte', state: 'MG' }));
    syncCityCookie();
    expect(cityCookie()).toEqual({ id: 3106200, name: 'Belo Horizonte', state: 'MG' });
  });
});
