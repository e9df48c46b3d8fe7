import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { FORM_STATUSES } from './form-errors';

interface Available {
  available: boolean;
}

/** GET /clients/email/available/{email}. */
export function getEmailAvailable(email: string): Promise<Available> {
  return apiRequest<Available>(`/clients/email/available/${encodeURIComponent(email)}`, { handledStatuses: FORM_STATUSES });
}

/** GET /clients/cpf/available/{cpf}, with the CPF's digits. */
export function getCpfAvailable(cpf: string): Promise<Available> {
  return apiRequest<Available>(`/clients/cpf/available/${encodeURIComponent(cpf)}`, { handledStatuses: FORM_STATUSES });
}

// Cached for a minute: blurring the same field again does not ask again,
// which matters because the server allows few checks per address.
const CHECK_STALE_MS = 60 * 1000;

export const emailAvailableQueryOptions = (email: string) =>
  queryOptions({ queryKey: ['email-available', email], queryFn: () => getEmailAvailable(email), staleTime: CHECK_STALE_MS });

export const cpfAvailableQueryOptions = (cpf: string) =>
  queryOptions({ queryKey: ['cpf-available', cpf], queryFn: () => getCpfAvailable(cpf), staleTime: CHECK_STALE_MS });

/**
 * Whether the value is taken: true only on a clear "not available". A failed
 * check (rate limit, bad input) does not block the form; the registration
 * itself answers 409 if the value is taken after all.
 */
export async function isTaken(client: QueryClient, options: ReturnType<typeof emailAvailableQueryOptions>): Promise<boolean> {
  try {
    const answer = await client.fetchQuery(options);
    return answer.available === false;
  } catch {
    return false;
  }
}
