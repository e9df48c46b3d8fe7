import { useSyncExternalStore } from 'react';
import type { ConsoleLogin } from './types';

/*
 * The console's login lives in sessionStorage, apart from the customer's (localStorage
 * `loggedUser`): it ends with the tab, and no customer call ever reads it.
 */
const SESSION_KEY = 'console:session';
/** Why the last session ended, for the login page to say: set on a 401, cleared by a login. */
const NOTICE_KEY = 'console:notice';

export type ConsoleNotice = 'sessionEnded' | 'loggedOut';

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cached: ConsoleLogin | null = null;

function emit() {
  for (const listener of listeners) listener();
}

/** The stored login, the same object while the stored text is the same. */
export function readConsoleSession(): ConsoleLogin | null {
  const raw = sessionStorage.getItem(SESSION_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      cached = raw ? (JSON.parse(raw) as ConsoleLogin) : null;
    } catch {
      cached = null;
    }
  }
  return cached;
}

export function saveConsoleSession(login: ConsoleLogin): void {
  sessionStorage.setItem(SESSION_KEY, JSON.stringify(login));
  sessionStorage.removeItem(NOTICE_KEY);
  emit();
}

/** Ends the login in this tab; `notice` is what the login page then says. */
export function clearConsoleSession(notice?: ConsoleNotice): void {
  sessionStorage.removeItem(SESSION_KEY);
  if (notice) sessionStorage.setItem(NOTICE_KEY, notice);
  emit();
}

export function readConsoleNotice(): ConsoleNotice | null {
  const notice = sessionStorage.getItem(NOTICE_KEY);
  return notice === 'sessionEnded' || notice === 'loggedOut' ? notice : null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsoleSession(): ConsoleLogin | null {
  return useSyncExternalStore(subscribe, readConsoleSession);
}
