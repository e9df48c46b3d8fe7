import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DoorKey, NewDoorKey } from '../types';
import { CONSOLE_KEY } from './auth';
import { consoleRequest } from './client';
import { useConsoleWrite } from './write';

/** GET /organizer/door-keys: label, made and revoked; never the key itself. */
export const doorKeysQueryOptions = () =>
  queryOptions({
    queryKey: [...CONSOLE_KEY, 'door-keys'],
    queryFn: async ({ signal }) => (await consoleRequest<DoorKey[] | null>('/door-keys', { signal })) ?? [],
  });

export function useDoorKeys() {
  return useQuery(doorKeysQueryOptions());
}

/** POST /organizer/door-keys {label}: the answer holds the key, this once. */
export function useCreateDoorKey() {
  return useConsoleWrite((label: string) => consoleRequest<NewDoorKey>('/door-keys', { method: 'POST', body: { label } }));
}

/** DELETE /organizer/door-keys/{id}: the key stops opening the door at once. */
export function useRevokeDoorKey() {
  return useConsoleWrite((id: number) => consoleRequest<{ message?: string }>(`/door-keys/${id}`, { method: 'DELETE' }));
}
