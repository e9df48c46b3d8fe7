import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, apiUrl } from '../../../lib/api/client';
import type { Ticket } from '../types';

const path = (token: string) => `/tickets/${encodeURIComponent(token)}`;

/**
 * GET /tickets/{token}: opens without login through its token. An unknown
 * token (404) reaches the page, which shows the 404 page in place instead of
 * leaving for home.
 */
export function getTicket(token: string, signal?: AbortSignal): Promise<Ticket> {
  return apiRequest<Ticket>(path(token), { signal, handledStatuses: [404] });
}

export const ticketQueryOptions = (token: string, userToken: string | null) =>
  queryOptions({
    // The answer says whether the caller owns it, so it depends on the login.
    queryKey: ['ticket', token, userToken],
    queryFn: ({ signal }) => getTicket(token, signal),
    retry: false,
  });

export function useTicket(token: string, userToken: string | null) {
  return useQuery(ticketQueryOptions(token, userToken));
}

/** The QR image, the PDF and the calendar file of a ticket. */
export const ticketFiles = (token: string) => ({
  qr: apiUrl(`${path(token)}/qr.png`),
  pdf: apiUrl(`${path(token)}/pdf`),
  calendar: apiUrl(`${path(token)}/calendar.ics`),
});
