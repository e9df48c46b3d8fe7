import { randomId } from './random-id';
import { STORAGE_KEYS } from './storage-keys';

/**
 * The visitor id (`dfp`), sent as the DFP header. It is a random id created
 * on the first visit, not a browser fingerprint (LGPD; docs/spec-readings.md).
 */
export function getVisitorId(storage: Storage = localStorage): string {
  const stored = storage.getItem(STORAGE_KEYS.visitor);
  if (stored) return stored;
  const fresh = randomId(24);
  storage.setItem(STORAGE_KEYS.visitor, fresh);
  return fresh;
}
