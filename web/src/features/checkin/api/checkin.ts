import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/api-error';
import { apiUrl } from '../../../lib/api/client';
import type { CheckinOk, CheckinRefusal, ScanResult, SessionStats } from '../types';

/*
 * The door page calls with the organizer's key, never the customer's login,
 * and outside the global response table: a 401 here means a wrong key, not
 * an expired customer session.
 */

/**
 * POST /checkin `{token}` with `Authorization: Bearer <organizer key>`.
 * Resolves to what the page shows; a network failure rejects (status null)
 * so the caller can queue the scan.
 */
export async function checkIn(key: string, token: string): Promise<ScanResult> {
  try {
    const data = await request<CheckinOk>(apiUrl('/checkin'), '/checkin', {
      method: 'POST',
      body: { token },
      authorization: `Bearer ${key}`,
    });
    return { kind: 'ok', token, data };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === null) throw error;
    if (error.status === 401 || error.status === 403) return { kind: 'badKey', token };
    if (error.status === 409 || error.status === 404) {
      const body = (error.body ?? {}) as CheckinRefusal;
      return { kind: 'refused', token, data: { ...body, message: body.message ?? '' } };
    }
    return { kind: 'error', token, message: error.body?.message };
  }
}

/** GET /checkin/stats: per session sold, checked in and remaining. */
export function getCheckinStats(key: string, signal?: AbortSignal): Promise<SessionStats[]> {
  return request<SessionStats[]>(apiUrl('/checkin/stats'), '/checkin/stats', { signal, authorization: `Bearer ${key}` });
}

export const checkinStatsQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['checkin-stats', key],
    queryFn: ({ signal }) => getCheckinStats(key, signal),
    enabled: Boolean(key),
    retry: false,
  });

export function useCheckinStats(key: string) {
  return useQuery(checkinStatsQueryOptions(key));
}
