import { describe, expect, it } from 'vitest';
import en from './en.json';
import pt from './pt.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('console locales', () => {
  it('en has exactly the keys of pt', () => {
    expect(keys(en).sort()).toEqual(keys(pt).sort());
  });

  it('names every role the server knows in both languages', () => {
    expect(Object.keys(pt.roles)).toEqual(['owner', 'manager', 'finance', 'door']);
    expect(Object.keys(en.roles)).toEqual(Object.keys(pt.roles));
  });
});
