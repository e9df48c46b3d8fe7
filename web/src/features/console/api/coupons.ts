import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CouponBody, OrganizerCoupon, SavedCoupon } from '../types';
import { CONSOLE_KEY } from './auth';
import { consoleRequest } from './client';
import { useConsoleWrite } from './write';

/** How often the list is read again while the page is visible: uses are counted as orders come in. */
export const COUPONS_REFRESH_MS = 15_000;

/** GET /organizer/coupons: the organizer's coupons by code, with each event's uses. */
export const couponsQueryOptions = () =>
  queryOptions({
    queryKey: [...CONSOLE_KEY, 'coupons'],
    queryFn: async ({ signal }) => (await consoleRequest<OrganizerCoupon[] | null>('/coupons', { signal })) ?? [],
    refetchInterval: COUPONS_REFRESH_MS,
  });

export function useCoupons() {
  return useQuery(couponsQueryOptions());
}

/** POST /organizer/coupons, or PUT /organizer/coupons/{codigo} when editing one. */
export function useSaveCoupon() {
  return useConsoleWrite(({ editing, body }: { editing: string | null; body: CouponBody }) =>
    consoleRequest<SavedCoupon>(editing ? `/coupons/${encodeURIComponent(editing)}` : '/coupons', {
      method: editing ? 'PUT' : 'POST',
      body,
    }),
  );
}

/** DELETE /organizer/coupons/{codigo}: deleted, or ended where orders used it (the message says which). */
export function useDeleteCoupon() {
  return useConsoleWrite((codigo: string) =>
    consoleRequest<{ message?: string }>(`/coupons/${encodeURIComponent(codigo)}`, { method: 'DELETE' }),
  );
}
