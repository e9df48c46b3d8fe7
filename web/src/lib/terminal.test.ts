import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './storage-keys';
import { getTerminalId, isValidTerminalId, newTerminalId, terminalCheckChar } from './terminal';

describe('terminal id (ht)', () => {
  it('computes the check char as base-36 of the char code sum mod 36', () => {
    // 'a' (97) * 16 = 1552; 1552 % 36 = 4 → '4'
    expect(terminalCheckChar('a'.repeat(16))).toBe('4');
    // '0' (48) * 16 = 768; 768 % 36 = 12 → 'c'
    expect(terminalCheckChar('0'.repeat(16))).toBe('c');
  });

  it('generates valid ids of 17 characters', () => {
    const id = newTerminalId();
    expect(id).toHaveLength(17);
    expect(isValidTerminalId(id)).toBe(true);
  });

  it('keeps a valid stored id', () => {
    const stored = `${'a'.repeat(16)}4`;
    localStorage.setItem(STORAGE_KEYS.terminal, stored);
    expect(getTerminalId()).toBe(stored);
  });

  it('replaces a tampered stored id', () => {
    const tampered = `${'a'.repeat(15)}b4`;
    localStorage.setItem(STORAGE_KEYS.terminal, tampered);
    const id = getTerminalId();
    expect(id).not.toBe(tampered);
    expect(isValidTerminalId(id)).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.terminal)).toBe(id);
  });

  it('creates and stores an id when none is stored', () => {
    const id = getTerminalId();
    expect(isValidTerminalId(id)).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.terminal)).toBe(id);
    expect(getTerminalId()).toBe(id);
  });

  it.each([null, '', 'short', `${'a'.repeat(16)}5`, `${'a'.repeat(15)}-4`])('rejects %s', (value) => {
    expect(isValidTerminalId(value)).toBe(false);
  });
});
