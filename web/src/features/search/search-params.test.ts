import { describe, expect, it } from 'vitest';
import { filtersFromParams, listQueryFromFilters, paramsWith, SEARCH_PAGE_SIZE } from './search-params';

const query = (search: string) => listQueryFromFilters(filtersFromParams(new URLSearchParams(search)));

describe('search filters → list query', () => {
  it('maps q, periodo and categoria', () => {
    expect(query('q=rock&periodo=fds&categoria=3')).toEqual({ q: 'rock', periodo: 'fds', categoria: 3, por_pagina: SEARCH_PAGE_SIZE });
    expect(query('periodo=hoje')).toMatchObject({ periodo: 'hoje' });
    expect(query('periodo=semana')).toMatchObject({ periodo: 'semana' });
  });

  it('leaves out the defaults: qualquer and -1 (Todas as categorias)', () => {
    expect(query('q=rock&periodo=qualquer&categoria=-1')).toEqual({ q: 'rock', por_pagina: SEARCH_PAGE_SIZE });
  });

  it('ignores malformed values instead of failing', () => {
    expect(query('periodo=amanha&categoria=abc')).toEqual({ por_pagina: SEARCH_PAGE_SIZE });
    expect(query('categoria=-7')).toEqual({ por_pagina: SEARCH_PAGE_SIZE });
  });

  it('reads an empty value as no filter, never as category 0 (the server reads the page so too)', () => {
    expect(query('q=rock&categoria=&periodo=&cidade=&uf=')).toEqual({ q: 'rock', por_pagina: SEARCH_PAGE_SIZE });
  });

  it('ignores q of 2 characters or less from the URL: every upcoming event matching the filters', () => {
    expect(query('q=ab&categoria=2')).toEqual({ categoria: 2, por_pagina: SEARCH_PAGE_SIZE });
    expect(query('q=%20%20abc%20')).toMatchObject({ q: 'abc' });
  });

  it('limits to a city only with both cidade and uf', () => {
    expect(query('cidade=Curitiba&uf=PR')).toMatchObject({ cidade: 'Curitiba', uf: 'PR' });
    expect(query('cidade=Curitiba')).not.toHaveProperty('cidade');
  });
});

describe('filters → URL', () => {
  it('sets chosen filters and removes defaults', () => {
    const start = new URLSearchParams('q=rock');
    const withPeriod = paramsWith(start, { periodo: 'fds', categoria: 4 });
    expect(withPeriod.toString()).toBe('q=rock&periodo=fds&categoria=4');
    expect(paramsWith(withPeriod, { periodo: 'qualquer', categoria: -1 }).toString()).toBe('q=rock');
    expect(start.toString()).toBe('q=rock');
  });

  it('adds and removes the city pair', () => {
    const on = paramsWith(new URLSearchParams('q=rock'), { city: { cidade: 'São Paulo', uf: 'SP' } });
    expect(on.get('cidade')).toBe('São Paulo');
    expect(on.get('uf')).toBe('SP');
    expect(paramsWith(on, { city: null }).toString()).toBe('q=rock');
  });
});
