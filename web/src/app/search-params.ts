import { useCallback, useMemo } from 'react';
import { useLocation, useRouter } from 'wouter';

/** The query as the address has it, '?' included: wouter's useSearch decodes it. */
export function useRawSearch(): string {
  const router = useRouter();
  const search = router.searchHook(router);
  return search && !search.startsWith('?') ? `?${search}` : search;
}

type NextParams = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/**
 * wouter's useSearchParams, decoding the query once: wouter's runs decodeURI over it before
 * URLSearchParams decodes it again, so a search for a typed "%41" would read as "A".
 */
export function useSearchParams(): [URLSearchParams, (next: NextParams, options?: { replace?: boolean }) => void] {
  const [location, navigate] = useLocation();
  const raw = useRawSearch();
  const params = useMemo(() => new URLSearchParams(raw), [raw]);
  const setParams = useCallback(
    (next: NextParams, options?: { replace?: boolean }) => {
      const query = (typeof next === 'function' ? next(params) : next).toString();
      navigate(location + (query ? `?${query}` : ''), options);
    },
    [location, navigate, params],
  );
  return [params, setParams];
}
