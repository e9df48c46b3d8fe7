import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntry } from '../types';
import { CONSOLE_KEY } from './auth';
import { consoleRequest } from './client';

/** Entries per page; a shorter page is the last one. */
export const AUDIT_PAGE_SIZE = 50;

/** GET /organizer/audit, newest first; each further page starts before the last id seen. */
export const auditQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...CONSOLE_KEY, 'audit'],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const page = await consoleRequest<{ entries: AuditEntry[] | null }>('/audit', {
        query: { before: pageParam || undefined, limit: AUDIT_PAGE_SIZE },
        signal,
      });
      return page.entries ?? [];
    },
    getNextPageParam: (last) => (last.length < AUDIT_PAGE_SIZE ? undefined : last.at(-1)?.id),
  });

export function useAudit() {
  return useInfiniteQuery(auditQueryOptions());
}
