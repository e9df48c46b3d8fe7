import { apiRequest } from '../../../lib/api/client';
import { readLoggedUser } from '../../../lib/session';

/**
 * POST /auth/logout revokes the Bearer token. Failures are ignored: the
 * visitor is logged out locally whatever the server says. The client reads
 * the token while starting the call, before its first await, so the caller
 * may clear the stored login right after calling this.
 */
export function postLogout(): Promise<void> {
  if (!readLoggedUser()) return Promise.resolve();
  return apiRequest<unknown>('/auth/logout', { method: 'POST', ignoreFailures: true }).then(
    () => undefined,
    () => undefined,
  );
}
