const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Random alphanumeric string from the browser's CSPRNG. */
export function randomId(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 62 does not divide 256, so there is a tiny bias; fine for ids that are
  // signals, never secrets.
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}
