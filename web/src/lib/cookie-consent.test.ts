import { describe, expect, it } from 'vitest';
import { acceptCookies, COOKIE_CONSENT_LIFETIME_MS, isCookieConsentValid } from './cookie-consent';
import { STORAGE_KEYS } from './storage-keys';

const now = Date.UTC(2025, 5, 1);

describe('cookie consent', () => {
  it('is not given until accepted', () => {
    expect(isCookieConsentValid(now)).toBe(false);
  });

  it('stores {value: true, expires} seven days ahead', () => {
    acceptCookies(now);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cookiesAccepted) ?? '')).toEqual({
      value: true,
      expires: now + 7 * 24 * 60 * 60 * 1000,
    });
  });

  it('holds during the seven days and lapses after', () => {
    acceptCookies(now);
    expect(isCookieConsentValid(now + COOKIE_CONSENT_LIFETIME_MS - 1)).toBe(true);
    expect(isCookieConsentValid(now + COOKIE_CONSENT_LIFETIME_MS)).toBe(false);
  });

  it('ignores unreadable values', () => {
    localStorage.setItem(STORAGE_KEYS.cookiesAccepted, 'true');
    expect(isCookieConsentValid(now)).toBe(false);
  });
});
