import { describe, expect, it } from 'vitest';
import { clearLoggedUser, LOGIN_VALIDITY_MS, readLoggedUser, storeLoggedUser, updateLoggedUser, userInitials } from './session';
import { STORAGE_KEYS } from './storage-keys';

const now = Date.UTC(2025, 0, 10, 12);

describe('stored login', () => {
  it('stores a login with an expiry one day ahead', () => {
    const user = storeLoggedUser({ access_token: 'tok', name: 'Ana' }, now);
    expect(user.expires_in).toBe(now + LOGIN_VALIDITY_MS);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.loggedUser) ?? '{}')).toMatchObject({ access_token: 'tok' });
  });

  it('reads a login that has not expired', () => {
    storeLoggedUser({ access_token: 'tok' }, now);
    expect(readLoggedUser(now + LOGIN_VALIDITY_MS - 1)?.access_token).toBe('tok');
  });

  it('drops an expired login from storage', () => {
    storeLoggedUser({ access_token: 'tok' }, now);
    expect(readLoggedUser(now + LOGIN_VALIDITY_MS + 1)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.loggedUser)).toBeNull();
  });

  it('drops an unreadable login', () => {
    localStorage.setItem(STORAGE_KEYS.loggedUser, '{not json');
    expect(readLoggedUser(now)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.loggedUser)).toBeNull();
  });

  it('clears the login on logout', () => {
    storeLoggedUser({ access_token: 'tok' }, now);
    clearLoggedUser();
    expect(localStorage.getItem(STORAGE_KEYS.loggedUser)).toBeNull();
  });

  it('builds initials from name and last name, else the e-mail', () => {
    expect(userInitials({ name: 'ana', lastname: 'Souza' })).toBe('AS');
    expect(userInitials({ email: 'zeca@example.com' })).toBe('Z');
  });
});

describe('updateLoggedUser', () => {
  it('merges details but keeps the token and the expiry', () => {
    const stored = storeLoggedUser({ access_token: 'tok', name: 'Ana' });
    const updated = updateLoggedUser({ name: 'Ana Maria', phone: '(48) 9 9999-0000', two_factor: true });
    expect(updated).toMatchObject({ access_token: 'tok', expires_in: stored.expires_in, name: 'Ana Maria', two_factor: true });
    expect(readLoggedUser()?.phone).toBe('(48) 9 9999-0000');
  });

  it('does nothing when nobody is logged in', () => {
    expect(updateLoggedUser({ name: 'X' })).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.loggedUser)).toBeNull();
  });
});
