import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api/api-error';

/** What a failed console call tells the user: the role message on 403, else the server's words. */
export function consoleErrorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('console.errors.unexpected');
  if (error.status === null) return t('console.errors.network');
  if (error.status === 403) return t('console.errors.forbidden');
  return error.body?.message || t('console.errors.unexpected');
}

export function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.body?.fields?.[field] : undefined;
}

export function statusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}
