import { useEffect, useRef } from 'react';
import { useSearchParams } from '../../../app/search-params';
import { apiRequest } from '../../../lib/api/client';

/**
 * POST /analytics/visits `{event}`: counted per event and day, no personal
 * data. A failure gets the global table's 'Erro Inesperado.' snackbar (spec
 * section 8), except a 404: the event does not exist, and its page already
 * says so with the 404 page.
 */
export function recordVisit(event: number): Promise<unknown> {
  return apiRequest('/analytics/visits', { method: 'POST', body: { event }, handledStatuses: [404] });
}

/**
 * One visit per event page opened (React's development double effects included). A preview
 * link (`?previa=`) is the organizer's team looking, not a visitor: not counted.
 */
export function useRecordVisit(event: number | null): void {
  // Refs survive React's simulated unmount/remount, so a second run is recognised.
  const recorded = useRef<number | null>(null);
  const preview = useSearchParams()[0].has('previa');
  useEffect(() => {
    if (preview || !event || !Number.isSafeInteger(event) || event <= 0 || recorded.current === event) return;
    recorded.current = event;
    recordVisit(event).catch(() => {
      // The global table already showed 'Erro Inesperado.'.
    });
  }, [event, preview]);
}
