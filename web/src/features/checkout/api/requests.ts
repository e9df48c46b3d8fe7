import { apiRequest, type RequestOptions } from '../../../lib/api/client';
import { IDEMPOTENCY_HEADER } from './idempotency';

/**
 * Statuses the checkout explains itself, in its own words and with what to
 * do next, so they skip the global table of spec section 8 (whose rows would
 * send the visitor home from inside the frame): validation (400), expired
 * login (401, the checkout offers to log in again), declined card (402),
 * not the owner (403), unknown or released order (404, 410), stock, limit,
 * quota or coupon (409), wrong idempotent retry (422), not selling (412),
 * too many tries (429). Network failures and 5xx still reach the checkout's
 * own handler (a snackbar).
 */
export const CHECKOUT_STATUSES: readonly number[] = [400, 401, 402, 403, 404, 409, 410, 412, 422, 429];

export function checkoutRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return apiRequest<T>(path, { handledStatuses: CHECKOUT_STATUSES, ...options });
}

/** A write of the purchase API: every one carries an Idempotency-Key. */
export function checkoutWrite<T>(
  path: string,
  key: string,
  options: Omit<RequestOptions, 'headers'> & { method: 'POST' | 'DELETE' | 'PUT' },
): Promise<T> {
  return checkoutRequest<T>(path, { ...options, headers: { [IDEMPOTENCY_HEADER]: key } });
}
