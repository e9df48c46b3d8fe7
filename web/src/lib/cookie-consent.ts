import { STORAGE_KEYS } from './storage-keys';

/** An accepted cookie notice stays accepted for 7 days (spec section 9). */
export const COOKIE_CONSENT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

interface StoredConsent {
  value: boolean;
  expires: number;
}

export function isCookieConsentValid(now = Date.now(), storage: Storage = localStorage): boolean {
  const raw = storage.getItem(STORAGE_KEYS.cookiesAccepted);
  if (!raw) return false;
  try {
    const consent = JSON.parse(raw) as Partial<StoredConsent> | null;
    return consent?.value === true && typeof consent.expires === 'number' && consent.expires > now;
  } catch {
    return false;
  }
}

/** Fired on window when the visitor accepts the cookie notice (analytics wait for it). */
export const COOKIES_ACCEPTED_EVENT = 'catraca:cookies-accepted';

export function acceptCookies(now = Date.now(), storage: Storage = localStorage): void {
  const consent: StoredConsent = { value: true, expires: now + COOKIE_CONSENT_LIFETIME_MS };
  storage.setItem(STORAGE_KEYS.cookiesAccepted, JSON.stringify(consent));
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(COOKIES_ACCEPTED_EVENT));
}

/**
 * Runs `fn` once the visitor has consented to cookies: now when a valid consent is stored,
 * otherwise when the notice is accepted. A store without the cookie notice asks no consent, so
 * `fn` runs at once. Returns a clean-up for effects.
 */
export function whenCookiesAccepted(needsConsent: boolean, fn: () => void, win: Window = window): () => void {
  if (!needsConsent || isCookieConsentValid(Date.now(), win.localStorage)) {
    fn();
    return () => {};
  }
  const onAccept = () => fn();
  win.addEventListener(COOKIES_ACCEPTED_EVENT, onAccept, { once: true });
  return () => win.removeEventListener(COOKIES_ACCEPTED_EVENT, onAccept);
}
