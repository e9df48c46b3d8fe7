import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizerSettings } from '../types';
import { CONSOLE_KEY } from './auth';
import { consoleRequest } from './client';
import { useConsoleWrite } from './write';

/** GET /organizer/settings: the organizer's name and Stripe connected account. */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: [...CONSOLE_KEY, 'settings'],
    queryFn: ({ signal }) => consoleRequest<OrganizerSettings>('/settings', { signal }),
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}

/** PUT /organizer/settings {stripe_account}: empty clears it; a malformed id is a field error. */
export function useSaveSettings() {
  return useConsoleWrite((body: { stripe_account: string }) =>
    consoleRequest<OrganizerSettings>('/settings', { method: 'PUT', body }),
  );
}
