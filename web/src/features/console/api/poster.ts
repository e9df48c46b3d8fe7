import type { UploadedPoster } from '../types';
import { consoleRequest } from './client';
import { useConsoleWrite } from './write';

/** The poster types the server takes, as a file input's `accept`. */
export const POSTER_TYPES = 'image/jpeg,image/png,image/webp';

/** The largest poster the server takes: 15 MB. */
export const POSTER_MAX_BYTES = 15 << 20;

/**
 * POST /organizer/events/{id}/poster: the file is the event's poster. `imagem` is the value
 * the event document's `imagem` now holds; `url` shows the poster at once.
 */
export function useUploadPoster(eventId: number) {
  return useConsoleWrite((file: Blob) =>
    consoleRequest<UploadedPoster>(`/events/${eventId}/poster`, { method: 'POST', file }),
  );
}
