import { isSearchTextValid } from '../../lib/search';
import { ALL_CATEGORIES_CODE, PERIODS, type EventListQuery, type Period } from '../events/types';

/** Results per page on the search page (the API allows 1–48). */
export const SEARCH_PAGE_SIZE = 24;

/** What the search page shows, as kept in its URL: `q`, `periodo`, `categoria`, `cidade` + `uf`. */
export interface SearchFilters {
  q: string;
  periodo: Period;
  /** Category code; -1 is 'Todas as categorias'. */
  categoria: number;
  /** Limit to one city (the chip); both or neither. */
  city: { cidade: string; uf: string } | null;
}

function isPeriod(value: string | null): value is Period {
  return (PERIODS as readonly (string | null)[]).includes(value);
}

/** Reads the URL; unknown or malformed values fall back to "any" rather than failing the page. */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const periodo = params.get('periodo');
  // `categoria=` is no category, as the server reads the page: Number('') would make it 0.
  const categoria = Number(params.get('categoria') || ALL_CATEGORIES_CODE);
  const cidade = params.get('cidade')?.trim() ?? '';
  const uf = params.get('uf')?.trim() ?? '';
  return {
    q: params.get('q')?.trim() ?? '',
    periodo: isPeriod(periodo) ? periodo : 'qualquer',
    categoria: Number.isSafeInteger(categoria) && categoria >= 0 ? categoria : ALL_CATEGORIES_CODE,
    city: cidade && uf ? { cidade, uf } : null,
  };
}

/**
 * The API query for the filters. Defaults are left out. Text of 2 characters
 * or less (only possible from a typed URL: the boxes refuse it) is ignored,
 * so the page lists every upcoming event matching the other filters.
 */
export function listQueryFromFilters(filters: SearchFilters): EventListQuery {
  const query: EventListQuery = {};
  if (isSearchTextValid(filters.q)) query.q = filters.q;
  if (filters.periodo !== 'qualquer') query.periodo = filters.periodo;
  if (filters.categoria !== ALL_CATEGORIES_CODE) query.categoria = filters.categoria;
  if (filters.city) {
    query.cidade = filters.city.cidade;
    query.uf = filters.city.uf;
  }
  query.por_pagina = SEARCH_PAGE_SIZE;
  return query;
}

/** The URL after changing some filters; defaults are removed so links stay short. */
export function paramsWith(params: URLSearchParams, patch: Partial<SearchFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  if (patch.q !== undefined) next.set('q', patch.q.trim());
  if (patch.periodo !== undefined) {
    if (patch.periodo === 'qualquer') next.delete('periodo');
    else next.set('periodo', patch.periodo);
  }
  if (patch.categoria !== undefined) {
    if (patch.categoria === ALL_CATEGORIES_CODE) next.delete('categoria');
    else next.set('categoria', String(patch.categoria));
  }
  if (patch.city !== undefined) {
    if (patch.city) {
      next.set('cidade', patch.city.cidade);
      next.set('uf', patch.city.uf);
    } else {
      next.delete('cidade');
      next.delete('uf');
    }
  }
  return next;
}
