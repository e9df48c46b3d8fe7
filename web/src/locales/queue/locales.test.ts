import { describe, expect, it } from 'vitest';
import en from './en.json';
import pt from './pt.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('queue locales', () => {
  it('en has exactly the keys of pt', () => {
    expect(keys(en).sort()).toEqual(keys(pt).sort());
  });

  it('says where the visitor stands in the words of docs/waiting-room.md', () => {
    expect(pt.title).toBe('Você está na fila');
    expect(en.title).toBe('You are in line');
    expect(pt.admitted.title).toBe('É a sua vez!');
  });
});
