import { describe, expect, it } from 'vitest';
import { enqueueScan, readQueue, removeFromQueue, tokenFromScan } from './door-storage';

describe('offline queue', () => {
  it('keeps scans in order, once per token, and forgets sent ones', () => {
    const at = new Date('2026-11-23T20:00:00Z');
    enqueueScan('aaa', at);
    enqueueScan('bbb', at);
    enqueueScan('aaa', at);
    expect(readQueue().map((s) => s.token)).toEqual(['aaa', 'bbb']);
    expect(removeFromQueue('aaa').map((s) => s.token)).toEqual(['bbb']);
    removeFromQueue('bbb');
    expect(localStorage.getItem('portaria:queue')).toBeNull();
  });

  it('survives unreadable storage', () => {
    localStorage.setItem('portaria:queue', '{not json');
    expect(readQueue()).toEqual([]);
  });
});

describe('tokenFromScan', () => {
  it.each([
    ['0123abcd', '0123abcd'],
    ['  0123abcd\n', '0123abcd'],
    ['https://loja.example/ingressos/0123abcd', '0123abcd'],
    ['https://loja.example/ticket/0123abcd?x=1', '0123abcd'],
  ])('%s → %s', (text, token) => {
    expect(tokenFromScan(text)).toBe(token);
  });
});
