import { ApiError } from '../../../lib/api/api-error';

/**
 * Statuses the account forms show themselves, so they skip the global
 * response table of spec section 8, whose "any other status" row would send
 * the visitor home with a generic message. Spec section 4 wants these
 * failures in the form: 400 (validation, wrong code), 409 (e-mail or CPF
 * taken) and 429 (too many tries). 401, 404, 5xx and network failures still go
 * through the table. Only the account form calls pass this list.
 */
export const FORM_STATUSES: readonly number[] = [400, 409, 429];

export const TOO_MANY_REQUESTS = 429;

export function errorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/** "The first of the returned errors, or else the message" (spec section 4, Registration). */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.body) return null;
  const first = error.body.errors?.find((text) => typeof text === 'string' && text.trim());
  return first ?? error.body.message ?? null;
}

/** The server's message for one field (errors carry `fields`). */
export function serverFieldMessage(error: unknown, field: string): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.body?.fields?.[field] ?? null;
}
