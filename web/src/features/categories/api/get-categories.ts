import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** Category (spec section 3); oculto = 1 means hidden. */
export interface Category {
  codigo: number;
  nome: string;
  oculto: number;
}

export async function getCategories(): Promise<Category[]> {
  const categories = await apiRequest<Category[]>('/v2/events/categories/list');
  return (categories ?? []).filter((category) => category.oculto !== 1);
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: getCategories,
    staleTime: 5 * 60 * 1000,
  });

export function useCategories(enabled: boolean) {
  return useQuery({ ...categoriesQueryOptions(), enabled });
}
