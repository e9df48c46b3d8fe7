import { useEffect, useRef } from 'react';
import { apiRequest } from '../../../lib/api/client';

/**
 * POST /analytics/visits `{event}`: counted per event and day, no personal
 * data. A failure gets the global table's 'Erro Inesperado.' snackbar (spec
 * section 8).
 */
export function recordVisit(event: number): Promise<unknown> {
  return apiRequest('/analytics/visits', { method: 'POST', body: { event } });
}

/** One visit per event page opened (React's development double effects included). */
export function useRecordVisit(event: number | null): void {
  // Refs survive React's simulated unmount/remount, so a second run is recognised.
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (!event || !Number.isSafeInteger(event) || event <= 0 || recorded.current === event) return;
    recorded.current = event;
    recordVisit(event).catch(() => {
      // The global table already showed 'Erro Inesperado.'.
    });
  }, [event]);
}
