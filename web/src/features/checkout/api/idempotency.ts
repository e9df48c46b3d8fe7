import { ApiError } from '../../../lib/api/api-error';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Older browsers: a v4 UUID from the CSPRNG.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether the outcome of a failed write is unknown: no answer, or a server
 * error. Only then does a retry resend the same key (the server answers the
 * first outcome if it had one); after a definite answer the next try is a new
 * action with a new key (a declined card may be tried again once topped up).
 */
export function outcomeUnknown(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === null || error.status >= 500;
}

/**
 * One key per user action: the same action (same name and body) retried after
 * an unknown outcome reuses its key; anything else gets a fresh one.
 */
export class IdempotencyKeys {
  private pending = new Map<string, { body: string; key: string }>();

  keyFor(action: string, body: unknown): string {
    const text = JSON.stringify(body ?? null);
    const current = this.pending.get(action);
    if (current && current.body === text) return current.key;
    const key = newIdempotencyKey();
    this.pending.set(action, { body: text, key });
    return key;
  }

  /** Runs a write with the action's key; forgets the key unless the outcome is unknown. */
  async run<T>(action: string, body: unknown, call: (key: string) => Promise<T>): Promise<T> {
    const key = this.keyFor(action, body);
    try {
      const result = await call(key);
      this.pending.delete(action);
      return result;
    } catch (error) {
      if (!outcomeUnknown(error)) this.pending.delete(action);
      throw error;
    }
  }
}
