import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutsReport } from '../types';
import { CONSOLE_KEY } from './auth';
import { consoleRequest } from './client';
import { downloadConsoleCsv } from './exports';

/** GET /organizer/payouts?from&to: totals, days and orders of a period (days in America/Sao_Paulo). */
export const payoutsQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: [...CONSOLE_KEY, 'payouts', from, to],
    queryFn: ({ signal }) => consoleRequest<PayoutsReport>('/payouts', { query: { from, to }, signal }),
    retry: false,
  });

export function usePayouts(from: string, to: string) {
  return useQuery(payoutsQueryOptions(from, to));
}

/** The same report as a CSV (?format=csv), saved under the server's file name. */
export function downloadPayoutsCsv(from: string, to: string): Promise<void> {
  const query = new URLSearchParams({ from, to, format: 'csv' });
  return downloadConsoleCsv(`/payouts?${query}`, `repasses-${from}-a-${to}.csv`);
}
