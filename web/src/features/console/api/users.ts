import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleUser, Role } from '../types';
import { CONSOLE_KEY } from './auth';
import { consoleRequest } from './client';

const USERS_KEY = [...CONSOLE_KEY, 'users'] as const;

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: USERS_KEY,
    queryFn: async ({ signal }) => (await consoleRequest<ConsoleUser[] | null>('/users', { signal })) ?? [],
  });

export function useUsers() {
  return useQuery(usersQueryOptions());
}

/** Every write changes the list, the audit log and maybe the caller's own role: all refetch. */
function useConsoleWrite<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: CONSOLE_KEY }) });
}

export function useInvite() {
  return useConsoleWrite((body: { email: string; role: Role }) =>
    consoleRequest<{ message?: string }>('/invitations', { method: 'POST', body }),
  );
}

export function useSetRole() {
  return useConsoleWrite(({ id, role }: { id: number; role: Role }) =>
    consoleRequest<ConsoleUser>(`/users/${id}`, { method: 'PUT', body: { role } }),
  );
}

export function useRemoveUser() {
  return useConsoleWrite((id: number) => consoleRequest<{ message?: string }>(`/users/${id}`, { method: 'DELETE' }));
}
