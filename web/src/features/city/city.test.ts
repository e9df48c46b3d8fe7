import { describe, expect, it } from 'vitest';
import {
  ALL_REGIONS,
  cityCoversQuery,
  cityLabel,
  cityListQuery,
  defaultCity,
  isCitySearchText,
  parseCity,
  SUGGESTED_CITIES,
} from './city';

const FLORIANOPOLIS = { id: 4205407, name: 'Florianópolis', state: 'SC', order: 1 };
const CURITIBA = { id: 4106902, name: 'Curitiba', state: 'PR', order: 3 };

describe('selected city default (docs/spec-readings.md)', () => {
  it("keeps the visitor's stored city over the store default", () => {
    expect(defaultCity(CURITIBA, FLORIANOPOLIS)).toEqual(CURITIBA);
  });

  it("uses the store's city_default when nothing is stored", () => {
    expect(defaultCity(null, FLORIANOPOLIS)).toEqual(FLORIANOPOLIS);
  });

  it("is 'Todas as regiões' (9501, empty state) without either", () => {
    expect(defaultCity(null, null)).toEqual({ id: 9501, name: 'Todas as regiões', state: '', order: 0 });
    expect(defaultCity(null, undefined)).toBe(ALL_REGIONS);
  });

  it('reads only well-formed stored values', () => {
    expect(parseCity(JSON.stringify(CURITIBA))).toEqual(CURITIBA);
    expect(parseCity(JSON.stringify({ id: 1, name: 'X' }))).toEqual({ id: 1, name: 'X', state: '', order: 0 });
    expect(parseCity('{oops')).toBeNull();
    expect(parseCity(JSON.stringify({ name: 'no id' }))).toBeNull();
    expect(parseCity(null)).toBeNull();
  });
});

describe('city rules', () => {
  it('has the suggestion list of spec section 3 with IBGE ids', () => {
    expect(SUGGESTED_CITIES.map((city) => [city.id, city.name, city.state])).toEqual([
      [9501, 'Todas as regiões', ''],
      [4205407, 'Florianópolis', 'SC'],
      [4314902, 'Porto Alegre', 'RS'],
      [4106902, 'Curitiba', 'PR'],
      [3205309, 'Vitória', 'ES'],
      [3106200, 'Belo Horizonte', 'MG'],
      [3550308, 'São Paulo', 'SP'],
    ]);
  });

  it('searches the server only for text longer than 3 characters', () => {
    expect(isCitySearchText('Flo')).toBe(false);
    expect(isCitySearchText('  Flo  ')).toBe(false);
    expect(isCitySearchText('Flor')).toBe(true);
  });

  it('labels a city "Florianópolis - SC" and all regions by name', () => {
    expect(cityLabel(FLORIANOPOLIS, 'Todas as regiões')).toBe('Florianópolis - SC');
    expect(cityLabel(ALL_REGIONS, 'All regions')).toBe('All regions');
  });

  it('asks the lists by cidade/uf and the covers by cidade/estado, or pais=Brasil for all regions', () => {
    expect(cityListQuery(FLORIANOPOLIS)).toEqual({ cidade: 'Florianópolis', uf: 'SC' });
    expect(cityListQuery(ALL_REGIONS)).toEqual({});
    expect(cityCoversQuery(FLORIANOPOLIS)).toEqual({ cidade: 'Florianópolis', estado: 'SC' });
    expect(cityCoversQuery(ALL_REGIONS)).toEqual({ pais: 'Brasil' });
  });
});
