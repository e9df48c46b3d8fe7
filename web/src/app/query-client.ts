import { QueryClient } from '@tanstack/react-query';
import { ORDERS_KEY } from '../features/orders/api/list-orders';
import { refundReasonsQueryOptions } from '../features/orders/api/refund-reasons';
import { i18n } from './i18n';

/**
 * No automatic retries: each failed call goes through the global response
 * table once (a retry would show the snackbar or redirect twice).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
    },
  });
}

/**
 * An order's cancel rule and the refund reasons are the server's own sentences, in the
 * language asked for: a switch of language asks for them again. Returns the unsubscribe.
 */
export function refetchServerTextsOnLanguageChange(client: QueryClient): () => void {
  const refetch = () => {
    void client.invalidateQueries({ queryKey: ORDERS_KEY });
    void client.invalidateQueries({ queryKey: refundReasonsQueryOptions().queryKey });
  };
  i18n.on('languageChanged', refetch);
  return () => i18n.off('languageChanged', refetch);
}
