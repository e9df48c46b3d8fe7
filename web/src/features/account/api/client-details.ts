import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api/client';
import { clearLoggedUser, readLoggedUser, updateLoggedUser, type LoggedUser } from '../../../lib/session';
import type { Customer, LoginResult } from './types';

/** GET /clients/details (Bearer): the logged-in customer. */
export function getClientDetails(signal?: AbortSignal): Promise<Customer> {
  return apiRequest<Customer>('/clients/details', { signal });
}

/** The login result as stored under `loggedUser`; the server's expires_in (seconds) is not kept. */
export function loginToUser(result: LoginResult & { access_token: string }): Omit<LoggedUser, 'expires_in'> {
  return {
    access_token: result.access_token,
    id: result.id,
    name: result.name,
    lastname: result.lastname,
    email: result.email,
    phone: result.phone,
    country: result.country,
    document: result.document,
    foreignDocument: result.foreignDocument,
    two_factor: result.two_factor,
  };
}

/** Customer fields merged into the stored login (never the id of another record). */
export function detailsToUser(customer: Partial<Customer>): Partial<LoggedUser> {
  const { name, lastname, email, phone, country, document, foreignDocument, two_factor } = customer;
  return { name, lastname, email, phone, country, document, foreignDocument, two_factor };
}

/**
 * Loads the details into the stored login. Failing clears the login
 * information (spec section 4, "Session"); the global table has already
 * said why (a 401 says the session expired).
 */
export async function refreshLoggedUser(signal?: AbortSignal): Promise<boolean> {
  try {
    const customer = await getClientDetails(signal);
    updateLoggedUser(detailsToUser(customer));
    return true;
  } catch {
    if (signal?.aborted) return false;
    clearLoggedUser();
    return false;
  }
}

/**
 * On load the current user is refreshed (spec section 2, "Mobile drawer"),
 * once per page load, or once `enabled` turns true.
 */
export function useRefreshLoggedUserOnLoad(enabled = true): void {
  useEffect(() => {
    if (!enabled || !readLoggedUser()) return;
    const controller = new AbortController();
    void refreshLoggedUser(controller.signal);
    return () => controller.abort();
  }, [enabled]);
}
