import { describe, expect, it, vi } from 'vitest';
import { acceptCookies, COOKIE_CONSENT_LIFETIME_MS, isCookieConsentValid, whenCookiesAccepted } from './cookie-consent';
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

  it('runs analytics only after the notice is accepted when the store shows it', () => {
    localStorage.clear();
    const load = vi.fn();
    const stop = whenCookiesAccepted(true, load);
    expect(load).not.toHaveBeenCalled();
    acceptCookies();
    expect(load).toHaveBeenCalledTimes(1);
    stop();
  });

  it('runs at once with a stored consent or without a cookie notice', () => {
    localStorage.clear();
    const noNotice = vi.fn();
    whenCookiesAccepted(false, noNotice);
    expect(noNotice).toHaveBeenCalledTimes(1);
    acceptCookies();
    const consented = vi.fn();
    whenCookiesAccepted(true, consented);
    expect(consented).toHaveBeenCalledTimes(1);
  });
});
