import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizerEvent, PreviewLink, Published } from '../types';
import { CONSOLE_KEY } from './auth';
import { consoleRequest } from './client';
import { useConsoleWrite } from './write';

/** GET /organizer/events: every event of the organizer, drafts too, with sales so far. */
export const eventsQueryOptions = () =>
  queryOptions({
    queryKey: [...CONSOLE_KEY, 'events'],
    queryFn: async ({ signal }) => (await consoleRequest<OrganizerEvent[] | null>('/events', { signal })) ?? [],
  });

export function useEvents() {
  return useQuery(eventsQueryOptions());
}

/** POST /organizer/events/{id}/publish or /unpublish: on the storefront at once, or a draft again. */
export function usePublishEvent() {
  return useConsoleWrite(({ id, publish }: { id: number; publish: boolean }) =>
    consoleRequest<Published>(`/events/${id}/${publish ? 'publish' : 'unpublish'}`, { method: 'POST' }),
  );
}

/** POST /organizer/events/{id}/preview-link: the event's storefront page, drafts too, for an hour. */
export function usePreviewLink() {
  return useConsoleWrite((id: number) => consoleRequest<PreviewLink>(`/events/${id}/preview-link`, { method: 'POST' }));
}
