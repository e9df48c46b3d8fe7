import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { OrganizerMessage } from '../types';
import { CONSOLE_KEY } from './auth';
import { consoleRequest } from './client';

/** Messages per page; a shorter page is the last one. */
export const MESSAGES_PAGE_SIZE = 50;

/** GET /organizer/messages, newest first, of one event when given; further pages start before the last id seen. */
export const messagesQueryOptions = (event: number | undefined) =>
  infiniteQueryOptions({
    queryKey: [...CONSOLE_KEY, 'messages', event ?? 'all'],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const page = await consoleRequest<{ messages: OrganizerMessage[] | null }>('/messages', {
        query: { event, before: pageParam || undefined, limit: MESSAGES_PAGE_SIZE },
        signal,
      });
      return page.messages ?? [];
    },
    getNextPageParam: (last) => (last.length < MESSAGES_PAGE_SIZE ? undefined : last.at(-1)?.id),
  });

export function useMessages(event: number | undefined) {
  return useInfiniteQuery(messagesQueryOptions(event));
}
