import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventSales, SalesSession } from '../types';
import { CONSOLE_KEY } from './auth';
import { consoleRequest } from './client';

/** How often the dashboard refreshes while a session is on (the door fills up), and otherwise. */
export const LIVE_REFRESH_MS = 15_000;
export const IDLE_REFRESH_MS = 60_000;

/** How long after a session ends (its start when it sets no end) the door is still followed live. */
const AFTER_END_MS = 6 * 60 * 60 * 1000;

/** AAAA-MM-DD of a moment in a time zone. */
function dayIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * A session is on from its day (in the event's zone) until six hours after it ends: the door
 * opens before the start, and a session without an end of its own still runs for hours.
 */
export function sessionIsOn(session: SalesSession, now: Date, timeZone: string): boolean {
  const end = new Date(session.fim ?? session.inicio).getTime() + AFTER_END_MS;
  return dayIn(now, timeZone) >= dayIn(new Date(session.inicio), timeZone) && now.getTime() <= end;
}

export function anySessionOn(sales: EventSales | undefined, now: Date): boolean {
  return !!sales?.sessions?.some((session) => sessionIsOn(session, now, sales.event.timezone));
}

/**
 * GET /organizer/events/{id}/sales: the event's dashboard. It refreshes by itself, every 15 s
 * while a session is on and every minute otherwise; TanStack Query pauses it while the tab is
 * hidden.
 */
export const salesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...CONSOLE_KEY, 'sales', id],
    queryFn: ({ signal }) => consoleRequest<EventSales>(`/events/${id}/sales`, { signal }),
    refetchInterval: (query) => (anySessionOn(query.state.data, new Date()) ? LIVE_REFRESH_MS : IDLE_REFRESH_MS),
  });

export function useEventSales(id: number) {
  return useQuery(salesQueryOptions(id));
}
