import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import type { Bank } from '../types';

/** GET /v2/banks/list */
export function getBanks(signal?: AbortSignal): Promise<Bank[]> {
  return apiRequest<Bank[]>('/v2/banks/list', { signal });
}

export const banksQueryOptions = () =>
  queryOptions({ queryKey: ['banks'], queryFn: ({ signal }) => getBanks(signal), staleTime: Infinity });

export function useBanks(enabled = true) {
  return useQuery({ ...banksQueryOptions(), enabled });
}

/** A bank is displayed 'code - name' (spec section 3). */
export function bankLabel(bank: Bank): string {
  return `${bank.codigo} - ${bank.nome}`;
}
