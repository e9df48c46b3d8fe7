import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveConsoleSession, readConsoleSession } from '../session';
import type { ConsoleIdentity, ConsoleLogin } from '../types';
import { consoleRequest } from './client';

export const CONSOLE_KEY = ['console'] as const;

/** POST /organizer/invitations/{token}/accept: name and password; 404 when used or expired. */
export function acceptInvitation(token: string, body: { name: string; password: string }) {
  return consoleRequest<{ message?: string }>(`/invitations/${encodeURIComponent(token)}/accept`, { method: 'POST', body });
}

/** First step: e-mail and password; the server e-mails a code and answers its challenge. */
export function startLogin(body: { email: string; password: string }) {
  return consoleRequest<{ challenge: string }>('/login', { method: 'POST', body });
}

/** Second step: the challenge and the e-mailed code open a session. */
export function verifyLogin(body: { challenge: string; code: string }) {
  return consoleRequest<ConsoleLogin>('/login/verify', { method: 'POST', body });
}

export function useStartLogin() {
  return useMutation({ mutationFn: startLogin });
}

export function useVerifyLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: verifyLogin,
    onSuccess: (login) => {
      // Another user may have used this tab before (a session that ended keeps its answers).
      client.removeQueries({ queryKey: CONSOLE_KEY });
      saveConsoleSession(login);
    },
  });
}

/**
 * GET /organizer/me: who is logged in now. An owner may have changed this user's role since
 * the login, so the stored login takes the answer.
 */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: [...CONSOLE_KEY, 'me'],
    queryFn: async ({ signal }) => {
      const me = await consoleRequest<ConsoleIdentity>('/me', { signal });
      const stored = readConsoleSession();
      if (stored) saveConsoleSession({ ...stored, user: me.user, organizer: me.organizer });
      return me;
    },
  });

export function useMe() {
  return useQuery(meQueryOptions());
}

/** POST /organizer/logout. Failures do not matter: the user leaves either way. */
export async function logout(): Promise<void> {
  await consoleRequest('/logout', { method: 'POST' }).catch(() => undefined);
}
