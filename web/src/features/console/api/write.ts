import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_KEY } from './auth';

/** Every write changes a list, the audit log and maybe the caller's own role: all refetch. */
export function useConsoleWrite<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: CONSOLE_KEY }) });
}
