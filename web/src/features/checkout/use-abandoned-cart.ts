import { useQuery } from '@tanstack/react-query';
import { getAbandonedCart } from './api/orders';

/** The cart of `carrinho_abandonado`, when there is one to restore. */
export function useAbandonedCart(hash: string | undefined) {
  return useQuery({
    queryKey: ['checkout', 'cart', hash],
    queryFn: ({ signal }) => getAbandonedCart(hash!, signal),
    enabled: Boolean(hash),
    staleTime: Infinity,
    retry: false,
  });
}
