// localStorage keys of spec section 3 (plus the chosen language). Other
// apps read and write the same keys, so the spellings must not change.
export const STORAGE_KEYS = {
  loggedUser: 'loggedUser',
  terminal: 'ht',
  selectedCity: 'selectedCity',
  cookiesAccepted: 'LGPD:accepted',
  visitor: 'dfp',
  locale: 'locale',
} as const;

export function orderDocumentKey(hash: string): string {
  return `orderDocument-${hash}`;
}
