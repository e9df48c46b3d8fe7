import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import type { RefundReason } from '../types';

/** GET /v2/orders/refund/reasons */
export function getRefundReasons(signal?: AbortSignal): Promise<RefundReason[]> {
  return apiRequest<RefundReason[]>('/v2/orders/refund/reasons', { signal });
}

export const refundReasonsQueryOptions = () =>
  queryOptions({ queryKey: ['refund-reasons'], queryFn: ({ signal }) => getRefundReasons(signal), staleTime: Infinity });

export function useRefundReasons(enabled = true) {
  return useQuery({ ...refundReasonsQueryOptions(), enabled });
}
