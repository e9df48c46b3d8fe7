import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventDoc, PreviewEvent } from '../types';
import { CONSOLE_KEY } from './auth';
import { consoleRequest } from './client';
import { useConsoleWrite } from './write';

/** GET /organizer/events/{id}: the event in the import document's form, every field present. */
export const eventDocumentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...CONSOLE_KEY, 'event-document', id],
    queryFn: ({ signal }) => consoleRequest<EventDoc>(`/events/${id}`, { signal }),
    // The editor starts from one reading: a refetch must not reset what is being typed.
    staleTime: Infinity,
  });

export function useEventDocument(id: number) {
  return useQuery(eventDocumentQueryOptions(id));
}

/** GET /organizer/events/{id}/preview: the event page's data as visitors will see it, drafts too. */
export function useEventPreview(id: number | null) {
  return useQuery({
    queryKey: [...CONSOLE_KEY, 'event-preview', id],
    queryFn: ({ signal }) => consoleRequest<PreviewEvent>(`/events/${id}/preview`, { signal }),
    enabled: id !== null,
  });
}

export interface SavedEvent {
  /** The event's number (the console's pages go by it; the document's `id` is its file id). */
  id: number;
  doc: EventDoc;
}

/**
 * POST /organizer/events (a new draft) or PUT /organizer/events/{id} (replaces it): the
 * document as stored comes back; a creation's Location gives the new event's number.
 */
export function useSaveEvent() {
  return useConsoleWrite(async ({ id, doc }: { id: number | null; doc: EventDoc }): Promise<SavedEvent> => {
    if (id !== null) return { id, doc: await consoleRequest<EventDoc>(`/events/${id}`, { method: 'PUT', body: doc }) };
    let created = 0;
    const saved = await consoleRequest<EventDoc>('/events', {
      method: 'POST',
      body: doc,
      onHeaders: (headers) => {
        created = Number(headers.get('Location')?.split('/').at(-1));
      },
    });
    return { id: created, doc: saved };
  });
}
