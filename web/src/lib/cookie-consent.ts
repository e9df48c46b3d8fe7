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

export function acceptCookies(now = Date.now(), storage: Storage = localStorage): void {
  const consent: StoredConsent = { value: true, expires: now + COOKIE_CONSENT_LIFETIME_MS };
  storage.setItem(STORAGE_KEYS.cookiesAccepted, JSON.stringify(consent));
}
