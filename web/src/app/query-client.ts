import { QueryClient } from '@tanstack/react-query';

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
