import { randomId } from './random-id';
import { STORAGE_KEYS } from './storage-keys';

/**
 * The terminal id (`ht`) sent as the TERMINAL header on every call.
 *
 * Format: 16 random alphanumeric characters followed by ONE check character:
 * the sum of the char codes of those 16 characters, modulo 36, written in
 * base 36 (0-9a-z). A stored value that is missing or whose check character
 * does not match (edited by hand, truncated) is replaced by a new id.
 */
export const TERMINAL_ID_BODY_LENGTH = 16;

export function terminalCheckChar(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += body.charCodeAt(i);
  return (sum % 36).toString(36);
}

export function isValidTerminalId(value: string | null): value is string {
  if (!value || value.length !== TERMINAL_ID_BODY_LENGTH + 1) return false;
  const body = value.slice(0, TERMINAL_ID_BODY_LENGTH);
  if (!/^[0-9a-zA-Z]+$/.test(body)) return false;
  return value.slice(TERMINAL_ID_BODY_LENGTH) === terminalCheckChar(body);
}

export function newTerminalId(): string {
  const body = randomId(TERMINAL_ID_BODY_LENGTH);
  return body + terminalCheckChar(body);
}

/** The stored terminal id, regenerated and stored when missing or invalid. */
export function getTerminalId(storage: Storage = localStorage): string {
  const stored = storage.getItem(STORAGE_KEYS.terminal);
  if (isValidTerminalId(stored)) return stored;
  const fresh = newTerminalId();
  storage.setItem(STORAGE_KEYS.terminal, fresh);
  return fresh;
}
