import { describe, expect, it } from 'vitest';
import en from './en.json';
import pt from './pt.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('locales', () => {
  it('en has exactly the keys of pt', () => {
    expect(keys(en).sort()).toEqual(keys(pt).sort());
  });

  it('keeps the spec wording where the spec gives it', () => {
    expect(pt.errors.default).toBe('Erro');
    expect(pt.errorPage.title).toBe('Oops nothing here');
    expect(pt.errorPage.notFoundTitle).toBe('404 Not Found');
    expect(pt.search.browseByCategory).toBe('Navegue por categoria');
    expect(en.search.browseByCategory).toBe('Browse by category');
  });
});
