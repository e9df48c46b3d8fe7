import { describe, expect, it } from 'vitest';
import { isSearchTextValid, searchPath } from './search';

describe('search text', () => {
  it.each([
    ['', false],
    ['ab', false],
    ['  ab  ', false],
    ['abc', true],
  ])('%j valid: %s', (text, valid) => {
    expect(isSearchTextValid(text)).toBe(valid);
  });

  it('builds the search route with q', () => {
    expect(searchPath(' rock & samba ')).toBe('/buscar/?q=rock+%26+samba');
  });
});
