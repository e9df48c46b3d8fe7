import { STORAGE_KEYS } from './storage-keys';

/** A stored login lasts one day from the moment it is stored (spec section 9). */
export const LOGIN_VALIDITY_MS = 24 * 60 * 60 * 1000;

/** Login result plus client details, as kept under `loggedUser`. */
export interface LoggedUser {
  access_token: string;
  /** Timestamp in ms after which the stored login is dropped. */
  expires_in: number;
  id?: number | string;
  name?: string;
  lastname?: string;
  email?: string;
  phone?: string;
  /** ISO 3166-1 alpha-2, e.g. BR. */
  country?: string;
  /** CPF digits (Brasil). */
  document?: string;
  /** Passport or national id (other countries). */
  foreignDocument?: string;
  /** E-mail two-factor login on. */
  two_factor?: boolean;
}

const listeners = new Set<() => void>();

/** Re-reads the stored login, e.g. when another frame of this origin says it changed. */
export function notifyLoggedUserChanged(): void {
  notify();
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

function parse(raw: string | null): LoggedUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<LoggedUser> | null;
    if (!value || typeof value.access_token !== 'string' || typeof value.expires_in !== 'number') {
      return null;
    }
    return value as LoggedUser;
  } catch {
    return null;
  }
}

/** The stored login, or null. An expired or unreadable one is removed. */
export function readLoggedUser(now = Date.now(), storage: Storage = localStorage): LoggedUser | null {
  const raw = storage.getItem(STORAGE_KEYS.loggedUser);
  const user = parse(raw);
  if (user && user.expires_in >= now) return user;
  if (raw !== null) {
    storage.removeItem(STORAGE_KEYS.loggedUser);
    notify();
  }
  return null;
}

/** Stores a login, setting its expiry one day ahead of `now`. */
export function storeLoggedUser(
  login: Omit<LoggedUser, 'expires_in'>,
  now = Date.now(),
  storage: Storage = localStorage,
): LoggedUser {
  const user: LoggedUser = { ...login, expires_in: now + LOGIN_VALIDITY_MS };
  storage.setItem(STORAGE_KEYS.loggedUser, JSON.stringify(user));
  notify();
  return user;
}

/**
 * Merges fresh client details into the stored login, keeping its token and
 * expiry (a details refresh must not extend the one-day validity). No-op when
 * nobody is logged in.
 */
export function updateLoggedUser(
  details: Partial<Omit<LoggedUser, 'access_token' | 'expires_in'>>,
  storage: Storage = localStorage,
): LoggedUser | null {
  const current = readLoggedUser(Date.now(), storage);
  if (!current) return null;
  const user: LoggedUser = { ...current, ...details, access_token: current.access_token, expires_in: current.expires_in };
  storage.setItem(STORAGE_KEYS.loggedUser, JSON.stringify(user));
  notify();
  return user;
}

export function clearLoggedUser(storage: Storage = localStorage): void {
  storage.removeItem(STORAGE_KEYS.loggedUser);
  notify();
}

/** Subscribes to login changes, in this tab and (via `storage` events) in others. */
export function subscribeLoggedUser(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

let cachedRaw: string | null = null;
let cachedUser: LoggedUser | null = null;

/** Snapshot for useSyncExternalStore: stable identity while storage is unchanged. */
export function loggedUserSnapshot(): LoggedUser | null {
  const raw = localStorage.getItem(STORAGE_KEYS.loggedUser);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parse(raw);
  }
  return cachedUser && cachedUser.expires_in >= Date.now() ? cachedUser : null;
}

export function userInitials(user: Pick<LoggedUser, 'name' | 'lastname' | 'email'>): string {
  const first = user.name?.trim().charAt(0) ?? '';
  const last = user.lastname?.trim().charAt(0) ?? '';
  const initials = (first + last).toUpperCase();
  return initials || (user.email?.charAt(0).toUpperCase() ?? '?');
}

export function userFullName(user: Pick<LoggedUser, 'name' | 'lastname'>): string {
  return [user.name, user.lastname].filter(Boolean).join(' ');
}
